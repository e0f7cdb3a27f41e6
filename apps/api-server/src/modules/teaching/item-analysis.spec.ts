import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAnalysisPaths, teachingPaths, type PaperItemAnalysis } from '@medteach/contract';
import { signIn, testServer, type Caller } from '../../test-helpers';
import { SeedCourse, SeedResource } from '../course/seed';
import { SeedCoursePaper } from '../course/seed-papers';
import { SEED_PAPERS } from './seed-papers';
import { SeedLesson, SeedPaper } from './seed';

let server: Awaited<ReturnType<typeof testServer>>;
let student: Caller;
let teacher: Caller;
let admin: Caller;
const planDetailId = SeedLesson.IN_PROGRESS;
const paperId = SeedPaper.DIAGNOSTICS;

beforeAll(async () => {
  server = await testServer();
  student = await signIn(server.app, 'student01');
  teacher = await signIn(server.app, 'teacher01');
  admin = await signIn(server.app, 'admin');
});
afterAll(() => server.close());

/** 试题分析 of a plan paper (issue 18) against the attempts stored for the lesson. */
describe('item analysis of a plan paper', () => {
  it('gives each question its facility, option counts and flags from the lesson’s attempts; essays unanalysed', async () => {
    // student01 submits: all right except the multiple choice (A,B) and the essay (blank).
    const sheet = (await student.get(teachingPaths.paperMyAnswerSheet, { planDetailId, paperId })).body.data;
    const correct = SEED_PAPERS[0].questions.map((q) => q.correct);
    const questionResults = sheet.questionList.map((q: { questionId: number; type: number }, i: number) => ({
      questionId: q.questionId,
      result: q.type === 5 ? 'A,B' : q.type === 8 ? '' : correct[i],
    }));
    expect((await student.post(teachingPaths.paperSubmit, { planDetailId, paperId, questionResults })).body.code).toBe(200);

    const res = await teacher.get(itemAnalysisPaths.planPaper, { planDetailId, paperId });
    expect(res.body.code).toBe(200);
    const analysis = res.body.data as PaperItemAnalysis;
    // What is stored, counted straight from the tables: attempts and right answers per question.
    const records = await server.db.selectFrom('teaching_paper_record').select('record_id').where('plan_detail_id', '=', planDetailId).where('paper_id', '=', paperId).execute();
    const answers = await server.db
      .selectFrom('teaching_paper_answer')
      .select(['question_id as questionId', 'is_right as isRight', 'result'])
      .where('record_id', 'in', records.map((r) => r.record_id))
      .execute();
    expect(analysis).toMatchObject({ paperName: '诊断学随堂测试', attempts: records.length });
    expect(analysis.items.map((i) => i.no)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const item of analysis.items) {
      const mine = answers.filter((a) => a.questionId === item.questionId);
      if (item.type === 8) {
        expect(item).toMatchObject({ ungraded: true, facility: null, discrimination: null });
        continue;
      }
      expect(item.facility).toBeCloseTo(mine.filter((a) => a.isRight === 1).length / records.length, 12);
      // Every letter chosen is counted once per attempt (a multiple choice counts each of its letters).
      for (const [letter, count] of Object.entries(item.optionCounts)) {
        expect(count).toBe(mine.filter((a) => (a.result ?? '').split(',').includes(letter)).length);
      }
    }
    const multiple = analysis.items.find((i) => i.type === 5)!;
    expect(multiple.optionCounts.A).toBeGreaterThanOrEqual(1);
    expect(multiple.correct).toBe('A,B,C,E');
    expect(analysis.items[0].stem).toBe('正常成人腋测法体温范围是');
    expect(analysis.items.every((i) => i.flags.fewAttempts === records.length < 5)).toBe(true);
    expect(analysis.meanScore).toBeGreaterThan(0);
  });

  it('is for the lesson’s teacher and admins only; unknown lessons and papers are 404', async () => {
    expect((await admin.get(itemAnalysisPaths.planPaper, { planDetailId, paperId })).body.code).toBe(200);
    expect((await student.get(itemAnalysisPaths.planPaper, { planDetailId, paperId })).status).toBe(403);
    expect((await teacher.get(itemAnalysisPaths.planPaper, { planDetailId: 999_999, paperId })).body.code).toBe(404);
    expect((await teacher.get(itemAnalysisPaths.planPaper, { planDetailId, paperId: 999_999 })).body).toMatchObject({ code: 404, msg: '试卷不存在' });
    expect((await teacher.get(itemAnalysisPaths.planPaper, { planDetailId: 'x', paperId })).body.code).toBe(400);
  });

  it('reads only a paper of the lesson: another teacher’s paper through one’s own lesson is 404, for admins too', async () => {
    const teacher02 = await signIn(server.app, 'teacher02');
    const throughOwnLesson = { planDetailId: SeedLesson.OTHER_TEACHER, paperId };
    expect(await teacher02.get(itemAnalysisPaths.planPaper, throughOwnLesson)).toEqual({ status: 404, body: { code: 404, msg: '试卷不存在' } });
    expect((await admin.get(itemAnalysisPaths.planPaper, throughOwnLesson)).body).toEqual({ code: 404, msg: '试卷不存在' });
    // Through the paper's own lesson, teacher02 is not its teacher.
    expect((await teacher02.get(itemAnalysisPaths.planPaper, { planDetailId, paperId })).status).toBe(403);
  });
});

/** Per class, the weakest first-level categories of the bank questions the paper's copies came from — hand-checked. */
describe('item analysis per class', () => {
  it('gives each class its attempts, mean score and categories by lowest accuracy', async () => {
    const db = server.db;
    // Two first-level categories; 甲 reached through a second-level child, as bank questions hang on leaves.
    await db
      .insertInto('qb_category')
      .values([
        { id: 91001, major_type: 1, parent_id: 0, name: '分析甲' },
        { id: 91002, major_type: 1, parent_id: 91001, name: '分析甲一' },
        { id: 91003, major_type: 1, parent_id: 0, name: '分析乙' },
      ])
      .execute();
    await db
      .insertInto('qb_question')
      .values([
        { id: 91001, category_id: 91002, type: 0, content: '甲题', seq: 1, answerable: 1 },
        { id: 91002, category_id: 91003, type: 0, content: '乙题', seq: 1, answerable: 1 },
      ])
      .execute();
    // Paper 1 on the lesson nobody took yet: questions 1 and 2 from 甲, 3 from 乙, the rest typed in (8 graded, 1 essay).
    const questions = await db.selectFrom('teaching_paper_question').select(['question_id as id', 'type']).where('paper_id', '=', paperId).orderBy('sort').orderBy('question_id').execute();
    const [q1, q2, q3] = questions.map((q) => q.id);
    await db.updateTable('teaching_paper_question').set({ source_question_id: 91001 }).where('question_id', 'in', [q1, q2]).execute();
    await db.updateTable('teaching_paper_question').set({ source_question_id: 91002 }).where('question_id', '=', q3).execute();
    const lesson = SeedLesson.NOT_STARTED;
    await db.insertInto('teaching_plan_detail_paper').values({ plan_detail_id: lesson, paper_id: paperId }).execute();
    // student01 and student02 (class 1), student11 (class 2); right answers: 101 q1 q3, 102 q1 q2, 111 q3.
    const rights: Record<number, number[]> = { 101: [q1, q3], 102: [q1, q2], 111: [q3] };
    for (const [userId, right] of Object.entries(rights)) {
      const { record_id } = await db
        .insertInto('teaching_paper_record')
        .values({ plan_detail_id: lesson, paper_id: paperId, user_id: Number(userId), score: right.length, finish_count: 3, submit_time: '2026-01-01 10:00:00' })
        .returning('record_id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('teaching_paper_answer')
        .values([q1, q2, q3].map((q) => ({ record_id, question_id: q, result: right.includes(q) ? 'A' : 'E', is_right: right.includes(q) ? 1 : 0 })))
        .execute();
    }
    const classNames = await db.selectFrom('sys_class').select(['id', 'class_name as name']).where('id', 'in', [1, 2]).orderBy('id').execute();

    const analysis = (await admin.get(itemAnalysisPaths.planPaper, { planDetailId: lesson, paperId })).body.data as PaperItemAnalysis;
    expect(analysis.attempts).toBe(3);
    expect(analysis.items.slice(0, 4).map((i) => i.category)).toEqual(['分析甲', '分析甲', '分析乙', null]);
    const byName = new Map(analysis.classes!.map((c) => [c.className, c]));
    // Class 1: 甲 3 right of 4 answers, 乙 1 of 2; 4 right of 2 × 8 graded questions.
    expect(byName.get(classNames[0].name)).toEqual({
      className: classNames[0].name,
      attempts: 2,
      meanScore: 4 / 16,
      weakestCategories: [
        { name: '分析乙', accuracy: 0.5, answers: 2 },
        { name: '分析甲', accuracy: 0.75, answers: 4 },
      ],
    });
    // Class 2: 甲 0 of 2, 乙 1 of 1; 1 right of 8.
    expect(byName.get(classNames[1].name)).toEqual({
      className: classNames[1].name,
      attempts: 1,
      meanScore: 1 / 8,
      weakestCategories: [
        { name: '分析甲', accuracy: 0, answers: 2 },
        { name: '分析乙', accuracy: 1, answers: 1 },
      ],
    });
  });
});

/**
 * Four students at the diagnostics paper (A1 … 判断, then 填空 and 问答) on another lesson, stored as marking stores them:
 *   U1 (101): A2 right, 填空 written but wrong, 问答 right         recorded 22 (2 of 9)
 *   U2 (102): A1 right, 填空 both blanks empty, 问答 not sent      recorded 11
 *   U3 (103): nothing right, no 填空, 问答 empty                   recorded 0
 *   U4 (104): 填空 right, 问答 written but wrong                   recorded 11
 * The auto-marked questions alone tie U1, U2 and U4 at 1 right; the recorded score (which counts the essay) puts U1
 * alone on top: with g = round(0.27 · 4) = 1 the upper group is U1 and the lower U3.
 */
describe('item analysis figures of a marked plan paper', () => {
  const lesson = SeedLesson.SAME_SLOT;
  let analysis: PaperItemAnalysis;
  let ids: number[];

  beforeAll(async () => {
    const db = server.db;
    await db.insertInto('teaching_plan_detail_paper').values({ plan_detail_id: lesson, paper_id: paperId }).execute();
    ids = (await db.selectFrom('teaching_paper_question').select('question_id as id').where('paper_id', '=', paperId).orderBy('sort').orderBy('question_id').execute()).map((q) => q.id);
    const [a1, a2] = ids;
    const [fill, essay] = ids.slice(7);
    await db.updateTable('teaching_paper_question').set({ correct: '心尖部[|]心尖区[$]胸骨右缘第2肋间' }).where('question_id', '=', fill).execute();
    const essayKey = SEED_PAPERS[0].questions[8].correct;
    const sheets: [userId: number, score: number, answers: [questionId: number, result: string | null, isRight: 0 | 1 | null][]][] = [
      [101, 22, [[a1, 'E', 0], [a2, 'A', 1], [fill, '心尖部[$]胸骨左缘', 0], [essay, essayKey, 1]]],
      [102, 11, [[a1, 'B', 1], [a2, 'E', 0], [fill, '[$]', 0]]],
      [103, 0, [[a1, 'E', 0], [a2, 'E', 0], [essay, null, null]]],
      [104, 11, [[a1, 'E', 0], [a2, 'E', 0], [fill, '心尖区[$]胸骨右缘第2肋间', 1], [essay, '不知道', 0]]],
    ];
    for (const [userId, score, answers] of sheets) {
      const { record_id } = await db
        .insertInto('teaching_paper_record')
        .values({ plan_detail_id: lesson, paper_id: paperId, user_id: userId, score, finish_count: answers.length, submit_time: '2026-01-01 10:00:00' })
        .returning('record_id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('teaching_paper_answer')
        .values(answers.map(([question_id, result, is_right]) => ({ record_id, question_id, result, is_right })))
        .execute();
    }
    analysis = (await admin.get(itemAnalysisPaths.planPaper, { planDetailId: lesson, paperId })).body.data as PaperItemAnalysis;
  });
  const row = (i: number) => analysis.items[i];

  it('counts as 未答 only answers that are empty or missing: a written fill-in or essay is answered', () => {
    expect(analysis.attempts).toBe(4);
    expect(row(0).blank).toBe(0);
    expect(row(7).blank).toBe(2); // U2's empty blanks and U3's missing answer
    expect(row(8).blank).toBe(2); // U2 sent none, U3's was empty
  });

  it('ranks the students on their recorded score, essay included, for the 27 % groups and the rest score', () => {
    // Upper U1, lower U3: A2 1 − 0; 填空 0 − 0 (U4, right, is in neither).
    expect(row(1).upperLowerIndex).toBe(1);
    expect(row(7).upperLowerIndex).toBe(0);
    // The total T in questions is score · 9 / 100 = 1.98 .99 0 .99; A2's x = 1 0 0 0, rest R = T − x = .98 .99 0 .99:
    // Σ(x − x̄)(R − R̄) = .24, Σ(x − x̄)² = .75, Σ(R − R̄)² = .7302.
    expect(row(1).discrimination).toBeCloseTo(0.24 / Math.sqrt(0.75 * 0.7302), 10);
  });

  it('gives each question the standard deviation of its scores and its discriminative efficiency', () => {
    // A2: x = 1 0 0 0 → sample SD √(.75 / 3) = .5; sorted x 0 0 0 1 against sorted R 0 .98 .99 .99 → Σ = .25, so .24 / .25.
    expect(row(1).standardDeviation).toBeCloseTo(0.5, 12);
    expect(row(1).discriminativeEfficiency).toBeCloseTo(0.96, 10);
    expect(row(8)).toMatchObject({ ungraded: true, standardDeviation: null, discriminativeEfficiency: null });
  });

  it('shows a fill-in key as the phone shows it: blanks apart, a blank’s accepted answers joined', () => {
    expect(row(7).correct).toBe('心尖部 / 心尖区；胸骨右缘第2肋间');
    expect(row(5).correct).toBe('A,B,C,E');
  });
});

/** 试题分析 of a course paper (admins only: courses have no teachers) against the stored records. */
describe('item analysis of a course paper', () => {
  const query = { onlineCourseId: SeedCourse.INTERNAL_MEDICINE, onlineCourseResourceId: SeedResource.HEART_EXAM_VIDEO, paperId: SeedCoursePaper.INTERNAL_MEDICINE };

  it('counts attempts, right answers and chosen options per leaf question from the stored records', async () => {
    const res = await admin.get(itemAnalysisPaths.coursePaper, query);
    expect(res.body.code).toBe(200);
    const analysis = res.body.data as PaperItemAnalysis;
    const records = await server.db
      .selectFrom('course_answer_record')
      .select('record_id')
      .where('resource_id', '=', query.onlineCourseResourceId)
      .where('paper_id', '=', query.paperId)
      .execute();
    expect(records.length).toBeGreaterThan(0);
    const answers = await server.db
      .selectFrom('course_answer')
      .select(['question_id as questionId', 'is_right as isRight', 'result'])
      .where('record_id', 'in', records.map((r) => r.record_id))
      .execute();
    expect(analysis).toMatchObject({ paperName: '内科学综合测验', attempts: records.length });
    // The 12 answerable questions: A3/A4/B stems are replaced by their children.
    expect(analysis.items).toHaveLength(12);
    for (const item of analysis.items.filter((i) => !i.ungraded)) {
      const mine = answers.filter((a) => a.questionId === item.questionId);
      expect(item.facility).toBeCloseTo(mine.filter((a) => a.isRight === 1).length / records.length, 12);
      for (const [letter, count] of Object.entries(item.optionCounts)) {
        expect(count).toBe(mine.filter((a) => (a.result ?? '').split(',').includes(letter)).length);
      }
    }
    expect(analysis.classes!.reduce((n, c) => n + c.attempts, 0)).toBe(records.length);
  });

  it('is for admins only; a paper not on the resource is 404, bad ids 400', async () => {
    expect((await teacher.get(itemAnalysisPaths.coursePaper, query)).status).toBe(403);
    expect((await student.get(itemAnalysisPaths.coursePaper, query)).status).toBe(403);
    expect((await admin.get(itemAnalysisPaths.coursePaper, { ...query, paperId: SeedCoursePaper.LECTURE_NOTES })).body.code).toBe(404);
    expect((await admin.get(itemAnalysisPaths.coursePaper, { ...query, onlineCourseId: 999_999 })).body.code).toBe(404);
    expect((await admin.get(itemAnalysisPaths.coursePaper, { ...query, paperId: 'x' })).body.code).toBe(400);
  });
});
