/**
 * While a student's mock exam runs, its questions' keys and analyses reach that student by no route: not one by one
 * (getOne), not in practice lists (topic, wrong, favourite, review), not as the reply to a practice or composed-paper
 * answer, not in a composed paper, another attempt's report, nor a course or lesson paper copied from those
 * questions. Another student, and the same student once the exam is handed in, read them as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QuestionListType,
  coursePaths,
  mockExamPaths,
  questionBankBasePaths as basePaths,
  questionBankPaths as paths,
  teachingPaths,
  type MockExamAttempt,
} from '@medteach/contract';
import { upsertAnswers } from '../src/modules/question-bank/answer-repository';
import { insertAttempt, markSubmitted } from '../src/modules/question-bank/mock-exam-repository';
import { insertPaper } from '../src/modules/question-bank/paper-repository';
import { addFavorite } from '../src/modules/question-bank/resource-repository';
import { addToReviewList } from '../src/modules/question-bank/review-repository';
import { qbServer, STUDENT_A, wrongLetter, type QbServer } from '../src/modules/question-bank/test-support';
import { SeedLesson, SeedPaper } from '../src/modules/teaching/seed';
import { sqlOne, sqlRun } from './support/raw-sql';

const CLINICAL_BANK = 1;

let s: QbServer;
let attempt: MockExamAttempt;
/** A standalone question of the running attempt, with its key and analysis as stored. */
let held: { id: number; categoryId: number; majorType: number; correct: string; analysis: string };
/** Every question id of the running attempt, and the group parents of its children. */
let heldIds: Set<number>;

const heldRow = (id: number) =>
  sqlOne<{ id: number; categoryId: number; majorType: number; correct: string; analysis: string }>(
    s.ctx.db,
    'SELECT q.id AS "id", q.category_id AS "categoryId", c.major_type AS "majorType", q.correct AS "correct", q.analysis AS "analysis" FROM qb_question q JOIN qb_category c ON c.id = q.category_id WHERE q.id = ?',
    id,
  );

type Json = Record<string, unknown>;
/** Every object in a reply that stands for one of `ids` (by `id` / `questionId`), nested children included. */
function questionsIn(body: unknown, ids: Set<number>): Json[] {
  const found: Json[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Json;
      const id = Number(o.id ?? o.questionId);
      if (ids.has(id) && ('correct' in o || 'analysis' in o)) found.push(o);
      Object.values(o).forEach(walk);
    }
  };
  walk(body);
  return found;
}
const blank = (v: unknown) => v === '' || v === null || v === undefined || (Array.isArray(v) && v.every(blank));
/** No key, no analysis, no earlier answer and no mark of it on any held question of the reply. */
function expectWithheld(body: unknown, ids = heldIds, analysis = held.analysis) {
  const questions = questionsIn(body, ids);
  for (const q of questions) {
    for (const field of ['correct', 'answer', 'correctList', 'analysis', 'blanksList', 'isRight']) expect([q.id ?? q.questionId, field, blank(q[field])]).toEqual([q.id ?? q.questionId, field, true]);
  }
  expect(JSON.stringify(body)).not.toContain(analysis);
  return questions;
}

beforeAll(async () => {
  s = await qbServer();
  const started = await s.post('a', mockExamPaths.start, { studyBankId: CLINICAL_BANK });
  expect(started.body.code).toBe(200);
  attempt = started.body.data;
  const standalone = attempt.questions.find((q) => q.parentId === null);
  if (!standalone) throw new Error('the attempt drew no standalone question');
  held = await heldRow(standalone.id);
  expect(held.analysis).not.toBe('');
  heldIds = new Set(attempt.questions.flatMap((q) => (q.parentId === null ? [q.id] : [q.id, q.parentId])));
  // The student had practised it before the exam: answered wrong, marked it, put it on the review list.
  await upsertAnswers(s.ctx.db, [
    { userId: STUDENT_A, questionId: held.id, studyPaperId: 0, categoryId: held.categoryId, studyBankId: CLINICAL_BANK, majorType: held.majorType, result: wrongLetter(held.correct), isRight: 0, answerSeq: 1, updateTime: '2026-01-01 08:00:00' },
  ]);
  await addFavorite(s.ctx.db, { userId: STUDENT_A, questionId: held.id, categoryId: held.categoryId, majorType: held.majorType }, '2026-01-01 08:00:00');
  await addToReviewList(s.ctx.db, STUDENT_A, held.id, 0);
});
afterAll(() => s.close());

describe('a running mock exam withholds its questions’ keys from the student taking it', () => {
  it('one question by id, alone or as part of its group, in both URL families', async () => {
    const one = await s.get('a', `${paths.questionOne}/${held.id}`);
    expect(one.body.code).toBe(200);
    expect(expectWithheld(one.body.data)).toHaveLength(1);
    expect(one.body.data.content).not.toBe(''); // the stem stays: the exam shows it too
    const base = await s.get('a', `${basePaths.onePracticeQuestion}/${held.majorType}/${held.id}`);
    expect(expectWithheld(base.body.data)).toHaveLength(1);
    const child = attempt.questions.find((q) => q.parentId !== null);
    if (child) {
      const group = await s.get('a', `${paths.questionOne}/${child.parentId}`);
      expect(expectWithheld(group.body.data, heldIds, (await heldRow(child.id)).analysis).length).toBeGreaterThan(1);
    }
    // Another student without a running exam reads the key as before.
    expect((await s.get('b', `${paths.questionOne}/${held.id}`)).body.data).toMatchObject({ correct: held.correct, analysis: held.analysis });
  });

  it('practice lists: topic, wrong, favourite and review, in both URL families', async () => {
    const body = { majorType: held.majorType, categoryIds: [held.categoryId] };
    for (const type of Object.values(QuestionListType)) {
      const res = await s.post('a', paths.getQuestions, { ...body, type });
      expect(res.body.code).toBe(200);
      expect([type, expectWithheld(res.body.data).some((q) => q.id === held.id)]).toEqual([type, true]);
    }
    for (const url of [basePaths.practiceQuestions, basePaths.wrongQuestions, basePaths.resourceQuestions]) {
      const res = await s.post('a', url, body);
      expect([url, expectWithheld(res.body.data).some((q) => q.id === held.id)]).toEqual([url, true]);
    }
  });

  it('a practice answer is refused, not graded against the key', async () => {
    for (const url of [paths.answerAdd, basePaths.answerAdd]) {
      const res = await s.post('a', url, { questionId: held.id, result: held.correct, majorType: held.majorType });
      expect(res.body).toEqual({ code: 500, msg: '该题在进行中的模拟考试里，交卷后再练习' });
    }
  });

  it('a composed paper holding the question: no key in the paper, its answer refused', async () => {
    const paperId = await insertPaper(s.ctx.db, { userId: STUDENT_A, studyBankId: CLINICAL_BANK, majorType: held.majorType, title: '组题', createTime: '2026-01-01 08:00:00' }, [held.id]);
    for (const url of [paths.paperById, basePaths.paperById]) {
      const res = await s.get('a', `${url}/${paperId}`);
      expect(expectWithheld(res.body.data)).toHaveLength(1);
    }
    const answer = await s.post('a', paths.paperAnswerAdd, { questionId: held.id, studyPaperId: paperId, result: held.correct, majorType: held.majorType });
    expect(answer.body).toEqual({ code: 500, msg: '该题在进行中的模拟考试里，交卷后再练习' });
  });

  it('the report of another, submitted attempt that drew the same question', async () => {
    const other = await insertAttempt(s.ctx.db, { userId: STUDENT_A, studyBankId: 2, majorType: held.majorType, startedAt: 0, durationMinutes: 60, passPercent: 60, questionIds: [held.id] });
    await markSubmitted(s.ctx.db, other, { submittedAt: 1000, auto: false, score: 0, right: 0 });
    const report = await s.get('a', `${mockExamPaths.report}/${other}`);
    expect(report.body.code).toBe(200);
    expect(expectWithheld(report.body.data)).toHaveLength(1);
  });

  it('a course paper copied from the question, after submitting it', async () => {
    const ref = await sqlOne<{ onlineCourseId: number; onlineCourseResourceId: number; paperId: number }>(
      s.ctx.db,
      `SELECT r.online_course_id AS "onlineCourseId", rp.resource_id AS "onlineCourseResourceId", rp.paper_id AS "paperId"
       FROM online_course_resource_paper rp JOIN online_course_resource r ON r.resource_id = rp.resource_id
       JOIN online_course c ON c.online_course_id = r.online_course_id JOIN online_course_class cc ON cc.online_course_id = c.online_course_id
       JOIN sys_user u ON u.class_id = cc.class_id
       WHERE c.credit_earning = 1 AND u.user_id = ?
       AND NOT EXISTS (SELECT 1 FROM course_answer_record k WHERE k.paper_id = rp.paper_id AND k.user_id = u.user_id)
       ORDER BY rp.paper_id LIMIT 1`,
      STUDENT_A,
    );
    const copy = await sqlOne<{ questionId: number; analysis: string }>(
      s.ctx.db,
      `SELECT question_id AS "questionId", analysis AS "analysis" FROM course_paper_question q WHERE paper_id = ? AND parent_id IS NULL AND analysis <> ''
       AND NOT EXISTS (SELECT 1 FROM course_paper_question c WHERE c.parent_id = q.question_id) ORDER BY question_id LIMIT 1`,
      ref.paperId,
    );
    await sqlRun(s.ctx.db, 'UPDATE course_paper_question SET source_question_id = ? WHERE question_id = ?', held.id, copy.questionId);
    const copies = new Set([copy.questionId]);
    const submitted = await s.post('a', coursePaths.submit, { ...ref, questionResults: [{ questionId: copy.questionId, result: 'A' }] });
    expect(submitted.body.code).toBe(200);
    expect(expectWithheld(submitted.body.data, copies, copy.analysis)).toHaveLength(1);
    const sheet = await s.get('a', coursePaths.myAnswerSheet, ref);
    expect(expectWithheld(sheet.body.data, copies, copy.analysis)).toHaveLength(1);
    // The paper's other questions keep their keys once submitted.
    expect(sheet.body.data.questionList.some((q: Json) => q.questionId !== copy.questionId && typeof q.correct === 'string' && q.correct !== '')).toBe(true);
  });

  it('a lesson paper copied from the question, after submitting it', async () => {
    const planDetailId = SeedLesson.IN_PROGRESS;
    const paperId = SeedPaper.HISTORY_TAKING;
    const copy = await sqlOne<{ questionId: number; analysis: string }>(
      s.ctx.db,
      `SELECT question_id AS "questionId", analysis AS "analysis" FROM teaching_paper_question WHERE paper_id = ? AND analysis <> '' ORDER BY question_id LIMIT 1`,
      paperId,
    );
    await sqlRun(s.ctx.db, 'UPDATE teaching_paper_question SET source_question_id = ? WHERE question_id = ?', held.id, copy.questionId);
    const copies = new Set([copy.questionId]);
    const submitted = await s.post('a', teachingPaths.paperSubmit, { planDetailId, paperId, questionResults: [{ questionId: copy.questionId, result: 'A' }] });
    expect(submitted.body.code).toBe(200);
    expect(expectWithheld(submitted.body.data, copies, copy.analysis)).toHaveLength(1);
    const mine = await s.get('a', teachingPaths.paperMyAnswerSheet, { planDetailId, paperId });
    expect(expectWithheld(mine.body.data, copies, copy.analysis)).toHaveLength(1);
    const detail = await s.get('a', teachingPaths.paperUserAnswerSheet, { planDetailId, paperId, userId: STUDENT_A });
    expect(expectWithheld(detail.body.data, copies, copy.analysis)).toHaveLength(1);
    // The lesson's teacher reviewing the student's sheet is not the one taking the exam: the key shows.
    const teacher = await s.get('teacher', teachingPaths.paperUserAnswerSheet, { planDetailId, paperId, userId: STUDENT_A });
    expect(questionsIn(teacher.body.data, copies)[0]).toMatchObject({ analysis: copy.analysis });
  });

  it('once the exam is handed in, the keys come back', async () => {
    expect((await s.post('a', mockExamPaths.submit, { attemptId: attempt.attemptId })).body.code).toBe(200);
    expect((await s.get('a', `${paths.questionOne}/${held.id}`)).body.data).toMatchObject({ correct: held.correct, analysis: held.analysis });
    const res = await s.post('a', paths.answerAdd, { questionId: held.id, result: held.correct, majorType: held.majorType });
    expect(res.body).toMatchObject({ code: 200, data: { isRight: 1, correct: held.correct } });
  });
});
