import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QuestionType, mockExamPaths as paths, progressPaths, reviewPaths, type MockExamAttempt, type ProgressSummary, type ReviewItem } from '@medteach/contract';
import { STUDENT_A, STUDENT_B, qbServer, wrongLetter, type QbServer } from './test-support';

const CLINICAL_BANK = 1;
const CLINICAL = 1; // the bank's major type
const YEAR_MINUTES = 366 * 24 * 60;
const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * 模拟考试 answers feed learning (issue 18): a submitted attempt's graded answers go the way practice answers go —
 * onto the FSRS review list (wrong → Again, due the next day) and into the answer log 学习统计 counts — exactly once
 * per attempt however often submit is called; unanswered questions are neither. The clock is moved with fake Date.
 */
describe('mock exam answers feed review and progress', () => {
  let s: QbServer;
  beforeAll(async () => {
    s = await qbServer({ tokenMinutes: YEAR_MINUTES });
  });
  afterAll(() => s.close());
  afterEach(() => vi.useRealTimers());
  const at = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: ms });

  const choiceQuestions = async (attempt: MockExamAttempt) => {
    const rows = await s.ctx.db.selectFrom('qb_question').select(['id', 'type', 'correct']).where('id', 'in', attempt.questions.map((q) => q.id)).orderBy('id').execute();
    const choice = rows.filter((r) => (r.type === QuestionType.A1 || r.type === QuestionType.A2) && /^[A-Z]$/.test(r.correct));
    expect(choice.length).toBeGreaterThanOrEqual(2);
    return choice;
  };
  const reviewSummary = async (who: 'a' | 'b') => (await s.get(who, reviewPaths.summary)).body.data as { due: number; total: number };
  const queue = async (who: 'a' | 'b') => ((await s.get(who, reviewPaths.queue, { pageNum: 1, pageSize: 50 })).body.rows as ReviewItem[]).map((r) => r.questionId);
  const progress = async (who: 'a' | 'b') => (await s.get(who, progressPaths.summary, { majorType: CLINICAL, days: 7 })).body.data as ProgressSummary;
  const logRows = async (userId: number) => s.ctx.db.selectFrom('qb_answer_log').select(['question_id', 'is_right']).where('user_id', '=', userId).orderBy('question_id').execute();

  it('a submitted attempt puts its wrong answer on the review list, due the next day, and counts its answers once however often it is submitted', async () => {
    const today = new Date(2026, 10, 25, 9, 0, 0).getTime();
    at(today);
    const attempt = (await s.post('a', paths.start, { studyBankId: CLINICAL_BANK })).body.data as MockExamAttempt;
    const [right, wrong] = await choiceQuestions(attempt);
    at(today + MINUTE);
    expect((await s.post('a', paths.answer, { attemptId: attempt.attemptId, questionId: right.id, result: right.correct })).body.code).toBe(200);
    expect((await s.post('a', paths.answer, { attemptId: attempt.attemptId, questionId: wrong.id, result: wrongLetter(wrong.correct) })).body.code).toBe(200);
    // Before submission nothing is reviewed or counted (the student has not seen the outcome).
    expect(await reviewSummary('a')).toEqual({ due: 0, total: 0 });
    expect((await progress('a')).answered).toBe(0);

    // Submitted three times, two of them racing (a double tap, a retry after a lost reply): one submission.
    at(today + 2 * MINUTE);
    const replies = await Promise.all([s.post('a', paths.submit, { attemptId: attempt.attemptId }), s.post('a', paths.submit, { attemptId: attempt.attemptId })]);
    expect(replies.map((r) => r.body.code)).toEqual([200, 200]);
    expect((await s.post('a', paths.submit, { attemptId: attempt.attemptId })).body.data).toMatchObject({ right: 1, answered: 2 });

    const counted = await progress('a');
    expect(counted).toMatchObject({ answered: 2, right: 1 });
    expect(counted.days.at(-1)).toMatchObject({ answered: 2, right: 1 });
    // One log row per graded answer; the questions left blank are neither logged nor reviewed.
    expect(await logRows(STUDENT_A)).toEqual(
      [
        { question_id: right.id, is_right: 1 },
        { question_id: wrong.id, is_right: 0 },
      ].sort((x, y) => x.question_id - y.question_id),
    );
    expect(await reviewSummary('a')).toEqual({ due: 0, total: 1 }); // on the list, not due today
    const cards = await s.ctx.db.selectFrom('qb_review_card').select(['question_id', 'reps']).where('user_id', '=', STUDENT_A).execute();
    expect(cards.map((c) => [Number(c.question_id), Number(c.reps)])).toEqual([[wrong.id, 1]]);

    at(today + DAY);
    expect(await reviewSummary('a')).toEqual({ due: 1, total: 1 });
    expect(await queue('a')).toEqual([wrong.id]);
    const items = (await s.get('a', reviewPaths.queue, { pageNum: 1, pageSize: 50 })).body.rows as ReviewItem[];
    expect(items[0].due.slice(0, 10)).toBe('2026-11-26');
    // Reading the report again adds nothing.
    expect((await s.get('a', `${paths.report}/${attempt.attemptId}`)).body.code).toBe(200);
    expect((await logRows(STUDENT_A)).length).toBe(2);
    expect((await progress('a')).answered).toBe(2);
  });

  it('an attempt submitted by the server past its deadline (read late) feeds review and progress too, once', async () => {
    const t0 = new Date(2026, 10, 27, 9, 0, 0).getTime();
    at(t0);
    const attempt = (await s.post('b', paths.start, { studyBankId: CLINICAL_BANK })).body.data as MockExamAttempt;
    const [, wrong] = await choiceQuestions(attempt);
    expect((await s.post('b', paths.answer, { attemptId: attempt.attemptId, questionId: wrong.id, result: wrongLetter(wrong.correct) })).body.code).toBe(200);
    at(t0 + 2 * 60 * MINUTE); // long past the deadline: settled by the first read
    const reads = await Promise.all([s.get('b', paths.current, { studyBankId: CLINICAL_BANK }), s.get('b', paths.current, { studyBankId: CLINICAL_BANK })]);
    expect(reads.map((r) => r.body.data.attempt)).toEqual([null, null]);
    expect((await s.get('b', `${paths.report}/${attempt.attemptId}`)).body.data).toMatchObject({ autoSubmitted: true, answered: 1 });
    expect(await reviewSummary('b')).toEqual({ due: 0, total: 1 }); // (reads wait for the scheduler's batch)
    expect(await logRows(STUDENT_B)).toEqual([{ question_id: wrong.id, is_right: 0 }]);
    at(t0 + DAY);
    expect(await queue('b')).toEqual([wrong.id]);
    expect((await progress('b')).answered).toBe(1);
  });
});
