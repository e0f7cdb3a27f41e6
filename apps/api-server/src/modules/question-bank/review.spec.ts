import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QuestionListType, REVIEW_REGRADE_WINDOW_MS, ReviewGrade, questionBankPaths as paths, reviewPaths, type BankQuestion, type ReviewItem } from '@medteach/contract';
import { STUDENT_A, leafByName, qbServer, wrongLetter, type QbServer } from './test-support';

const CLINICAL = 1;
const FREE_LEAF = '新生儿与儿童保健'; // 儿科学: free
const DAY = 86_400_000;
const YEAR_MINUTES = 366 * 24 * 60;

/**
 * 错题复习 (issue 18) through the phone's own calls: a wrong answer puts the question on the review list, due the
 * next day; answering it then schedules it further out; favourites join due at once; the student's own grade after a
 * correct answer replaces the automatic one. The server's clock is moved with fake Date (in-process server).
 */
describe('spaced review (FSRS)', () => {
  let s: QbServer;
  let questions: { id: number; correct: string; type: number }[];
  beforeAll(async () => {
    s = await qbServer({ tokenMinutes: YEAR_MINUTES }); // the tests move the clock by days
    const leaf = await leafByName(s, FREE_LEAF);
    questions = leaf.questions.filter((q) => q.answerable && (q.type === 0 || q.type === 1) && /^[A-Z]$/.test(q.correct)).map((q) => ({ id: q.id, correct: q.correct, type: q.type }));
    expect(questions.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(() => s.close());
  afterEach(() => vi.useRealTimers());

  const answer = (who: 'a' | 'b', q: { id: number; correct: string }, right: boolean) =>
    s.post(who, paths.answerAdd, { questionId: q.id, result: right ? q.correct : wrongLetter(q.correct), majorType: CLINICAL });
  const summary = async (who: 'a' | 'b' = 'a') => (await s.get(who, reviewPaths.summary)).body.data as { due: number; total: number };
  const queue = async (who: 'a' | 'b' = 'a') => (await s.get(who, reviewPaths.queue, { pageNum: 1, pageSize: 50 })).body as { total: number; rows: ReviewItem[] };
  const at = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: ms });

  it('a wrong answer is due the next day, not today; a right answer to a question not on the list adds nothing', async () => {
    const today = new Date(2026, 10, 25, 9, 0, 0).getTime();
    at(today);
    expect(await summary()).toEqual({ due: 0, total: 0 });
    expect((await answer('a', questions[0], false)).body.data.isRight).toBe(0);
    expect((await answer('a', questions[1], true)).body.data.isRight).toBe(1);
    expect(await summary()).toEqual({ due: 0, total: 1 });
    expect((await queue()).rows).toEqual([]);

    at(today + DAY);
    expect(await summary()).toEqual({ due: 1, total: 1 });
    const [item] = (await queue()).rows;
    expect(item).toMatchObject({ questionId: questions[0].id, reps: 1, lapses: 0 });
    expect(item.due.slice(0, 10)).toBe('2026-11-26');
    expect(item.retention).toBeGreaterThan(0.5); // due: about to be forgotten
    expect(item.retention).toBeLessThan(1);
    // Per major type (the home shows each bank family's): the question is clinical (1), none is oral (2).
    expect((await s.get('a', reviewPaths.summary, { majorType: 1 })).body.data).toEqual({ due: 1, total: 1 });
    expect((await s.get('a', reviewPaths.summary, { majorType: 2 })).body.data).toEqual({ due: 0, total: 0 });
    expect((await s.get('a', reviewPaths.summary, { majorType: 9 })).body.code).toBe(400);
    // Another student's list is their own.
    expect(await summary('b')).toEqual({ due: 0, total: 0 });
    // The answering screen's review sheet (getQuestions type 3): the due questions, flat and unanswered.
    const sheet = (await s.post('a', paths.getQuestions, { type: QuestionListType.REVIEW, majorType: CLINICAL })).body.data as BankQuestion[];
    expect(sheet.map((q) => q.id)).toEqual([questions[0].id]);
    expect(sheet[0]).toMatchObject({ result: '', isRight: null }); // ready to practise again
    expect((await s.post('b', paths.getQuestions, { type: QuestionListType.REVIEW, majorType: CLINICAL })).body.data).toEqual([]);

    // Answered right the next day: scheduled days out (no longer due), one more review.
    await answer('a', questions[0], true);
    expect(await summary()).toEqual({ due: 0, total: 1 });
    const card = await s.ctx.db.selectFrom('qb_review_card').selectAll().where('user_id', '=', STUDENT_A).where('question_id', '=', questions[0].id).executeTakeFirstOrThrow();
    expect(Number(card.reps)).toBe(2);
    expect(Number(card.due)).toBeGreaterThan(today + 2 * DAY);
    const log = await s.ctx.db.selectFrom('qb_review_log').select(['grade']).where('user_id', '=', STUDENT_A).where('question_id', '=', questions[0].id).orderBy('id').execute();
    expect(log.map((r) => Number(r.grade))).toEqual([ReviewGrade.AGAIN, ReviewGrade.GOOD]);
  });

  it("the student's own grade right after a correct answer replaces the automatic one; refused otherwise", async () => {
    const now = new Date(2026, 11, 10, 9, 0, 0).getTime();
    at(now);
    const q = questions[2];
    await answer('b', q, false);
    at(now + DAY);
    await answer('b', q, true);
    await summary('b'); // reads wait for the answers' reviews to be written
    const auto = await s.ctx.db.selectFrom('qb_review_card').select(['due']).where('question_id', '=', q.id).where('user_id', '!=', STUDENT_A).executeTakeFirstOrThrow();
    const easy = await s.post('b', reviewPaths.grade, { questionId: q.id, grade: ReviewGrade.EASY });
    expect(easy.body).toMatchObject({ code: 200, data: { questionId: q.id, reps: 2 } });
    const regraded = await s.ctx.db.selectFrom('qb_review_card').select(['due', 'last_grade']).where('question_id', '=', q.id).where('user_id', '!=', STUDENT_A).executeTakeFirstOrThrow();
    expect(Number(regraded.due)).toBeGreaterThan(Number(auto.due));
    expect(Number(regraded.last_grade)).toBe(ReviewGrade.EASY);
    // 忘记 after all: back to the next day.
    expect((await s.post('b', reviewPaths.grade, { questionId: q.id, grade: ReviewGrade.AGAIN })).body.code).toBe(200);
    const forgot = await s.ctx.db.selectFrom('qb_review_card').select(['due']).where('question_id', '=', q.id).where('user_id', '!=', STUDENT_A).executeTakeFirstOrThrow();
    expect(Number(forgot.due)).toBe(now + 2 * DAY);

    // Too late, after a wrong answer, or not on the list: refused, nothing changes.
    at(now + DAY + REVIEW_REGRADE_WINDOW_MS + 1);
    expect((await s.post('b', reviewPaths.grade, { questionId: q.id, grade: ReviewGrade.EASY })).body).toMatchObject({ code: 500, msg: '只能在答对后立即自评' });
    await answer('b', q, false);
    expect((await s.post('b', reviewPaths.grade, { questionId: q.id, grade: ReviewGrade.EASY })).body).toMatchObject({ code: 500, msg: '只能在答对后立即自评' });
    expect((await s.post('b', reviewPaths.grade, { questionId: questions[1].id, grade: ReviewGrade.EASY })).body).toMatchObject({ code: 404, msg: '该题不在复习列表中' });
    expect((await s.post('b', reviewPaths.grade, { questionId: q.id, grade: 5 })).body).toMatchObject({ code: 400 });
  });

  it('a favourite joins the review list due at once', async () => {
    at(new Date(2026, 11, 20, 9, 0, 0).getTime());
    const before = await summary('b');
    const q = questions[1];
    expect((await s.post('b', paths.resourceAdd, { questionId: q.id, type: 0, isFavorite: 1, majorType: CLINICAL })).body.code).toBe(200);
    expect(await summary('b')).toEqual({ due: before.due + 1, total: before.total + 1 });
    expect((await queue('b')).rows.map((r) => r.questionId)).toContain(q.id);
  });
});
