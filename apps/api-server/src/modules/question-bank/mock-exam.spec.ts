import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOCK_EXAM_DEFAULT_COUNT, MockExamMessages as M, QuestionType, mockExamPaths as paths, type MockExamAttempt, type MockExamCurrent, type MockExamReport } from '@medteach/contract';
import { spread } from './mock-exam-blueprint';
import { qbServer, wrongLetter, type QbServer } from './test-support';

const CLINICAL_BANK = 1; // 内科学 / 外科学 locked behind a skill, 儿科学 free
const YEAR_MINUTES = 366 * 24 * 60;
const MINUTE = 60_000;

/**
 * 模拟考试 (issue 18) through the phone's calls: an attempt is composed by the blueprint from what the student may
 * open, carries no answers until submitted, resumes with the server's clock, refuses answers after the deadline and
 * is submitted by the server at the first read past it. The clock is moved with fake Date (in-process server).
 */
describe('mock exams', () => {
  let s: QbServer;
  beforeAll(async () => {
    s = await qbServer({ tokenMinutes: YEAR_MINUTES });
  });
  afterAll(() => s.close());
  afterEach(() => vi.useRealTimers());
  const at = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: ms });

  const questionRows = (ids: number[]) =>
    s.ctx.db
      .selectFrom('qb_question as q')
      .innerJoin('qb_category as c', 'c.id', 'q.category_id')
      .select(['q.id', 'q.parent_id', 'q.type', 'q.correct', 'q.seq', 'c.skill_id'])
      .where('q.id', 'in', ids)
      .execute();
  const start = async (who: 'a' | 'b' | 'teacher', studyBankId = CLINICAL_BANK) => {
    const res = await s.post(who, paths.start, { studyBankId });
    expect(res.body.code).toBe(200);
    return res.body.data as MockExamAttempt;
  };
  const current = async (who: 'a' | 'b' | 'teacher', studyBankId = CLINICAL_BANK) => (await s.get(who, paths.current, { studyBankId })).body.data as MockExamCurrent;

  it('spreads the default count over chapters by their size, never more than a chapter holds', () => {
    expect(spread(50, [100, 50, 50])).toEqual([25, 13, 12]);
    expect(spread(50, [10, 5])).toEqual([10, 5]);
    expect(spread(10, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(spread(3, [1, 1, 1, 1]).reduce((a, b) => a + b)).toBe(3);
  });

  it('composes by the default blueprint from open questions only, keeps groups whole and sends no answers', async () => {
    const t0 = new Date(2026, 10, 25, 9, 0, 0).getTime();
    at(t0);
    const cur = await current('a');
    expect(cur).toMatchObject({ attempt: null, lastAttemptId: null, rules: { durationMinutes: 60, passPercent: 60 } });
    expect(cur.rules.questionCount).toBeGreaterThan(0);
    expect(cur.rules.questionCount).toBeLessThanOrEqual(MOCK_EXAM_DEFAULT_COUNT);
    const attempt = await start('a');
    expect(attempt.deadline - attempt.startedAt).toBe(60 * MINUTE);
    expect(attempt.startedAt).toBe(t0);
    expect(attempt.questions.length).toBeGreaterThan(0);
    expect(attempt.questions.length).toBeLessThanOrEqual(cur.rules.questionCount);
    for (const q of attempt.questions) {
      expect(q).toMatchObject({ correct: '', answer: '', analysis: '', correctList: [], isRight: null, flagged: false, locked: false });
      expect(q.blanksList.every((b) => b === '')).toBe(true);
      expect(q.type).not.toBe(QuestionType.ESSAY);
    }
    expect(JSON.stringify(attempt)).not.toMatch(/"analysis":"[^"]/);
    // Only what the student may open: no skill, or among the free first questions of a locked category.
    const rows = await questionRows(attempt.questions.map((q) => q.id));
    expect(rows.every((r) => r.skill_id === null || r.seq <= 5)).toBe(true);
    // Groups whole: every answerable child of a drawn group parent is in the attempt.
    const parents = [...new Set(rows.map((r) => r.parent_id).filter((p): p is number => p !== null))];
    if (parents.length) {
      const children = await s.ctx.db.selectFrom('qb_question').select('id').where('parent_id', 'in', parents).where('answerable', '=', 1).execute();
      const drawn = new Set(attempt.questions.map((q) => q.id));
      expect(children.every((c) => drawn.has(c.id))).toBe(true);
    }
    // A teacher sees every question: the default spread for them reaches the full count.
    expect((await current('teacher')).rules.questionCount).toBe(MOCK_EXAM_DEFAULT_COUNT);
  });

  it('resumes the same attempt with the clock running, saves answers and flags, refuses them after the deadline and submits by itself', async () => {
    const t0 = new Date(2026, 10, 25, 9, 0, 0).getTime();
    at(t0 + 10 * MINUTE);
    const again = await start('a'); // a second start (double tap, another device) continues the running attempt
    const cur = (await current('a')).attempt!;
    expect(cur.attemptId).toBe(again.attemptId);
    expect(cur.deadline).toBe(t0 + 60 * MINUTE);
    expect(cur.deadline - cur.serverNow).toBe(50 * MINUTE); // the remaining time did not reset
    expect((await current('b')).attempt).toBeNull(); // another student's attempt is theirs

    const rows = await questionRows(cur.questions.map((q) => q.id));
    const choice = rows.filter((r) => r.type <= QuestionType.X && r.type !== QuestionType.X && /^[A-Z]$/.test(r.correct));
    expect(choice.length).toBeGreaterThanOrEqual(2);
    const [q1, q2] = choice;
    const answer = (body: object, who: 'a' | 'b' = 'a') => s.post(who, paths.answer, { attemptId: cur.attemptId, ...body });
    at(t0 + 11 * MINUTE);
    expect((await answer({ questionId: q1.id, result: q1.correct })).body.data).toEqual({ questionId: q1.id, answeredCount: 1 });
    at(t0 + 13 * MINUTE);
    expect((await answer({ questionId: q2.id, result: wrongLetter(q2.correct), flagged: true })).body.data.answeredCount).toBe(2);
    // Bad input changes nothing: a malformed answer, a question outside the attempt, someone else's attempt.
    expect((await answer({ questionId: q1.id, result: 'Z' })).body.code).toBe(400);
    expect((await answer({ questionId: 999999, result: 'A' })).body).toMatchObject({ code: 400, msg: M.notInAttempt });
    expect((await answer({ questionId: q1.id, result: 'A' }, 'b')).body.code).toBe(404);
    expect((await s.get('a', `${paths.report}/${cur.attemptId}`)).body).toMatchObject({ code: 500, msg: M.notSubmitted });

    const resumed = (await current('a')).attempt!;
    const mine = new Map(resumed.questions.map((q) => [q.id, q]));
    expect(mine.get(q1.id)).toMatchObject({ result: q1.correct, isRight: null, correct: '', flagged: false });
    expect(mine.get(q2.id)).toMatchObject({ result: wrongLetter(q2.correct), flagged: true, analysis: '' });

    // Past the deadline: the answer is refused and the attempt is submitted by the server.
    at(t0 + 61 * MINUTE);
    expect((await answer({ questionId: q1.id, result: wrongLetter(q1.correct) })).body).toMatchObject({ code: 500, msg: M.timeUp });
    const after = await current('a');
    expect(after.attempt).toBeNull();
    expect(after.lastAttemptId).toBe(cur.attemptId);
    const report = (await s.get('a', `${paths.report}/${cur.attemptId}`)).body.data as MockExamReport;
    const total = cur.questions.length;
    expect(report).toMatchObject({ autoSubmitted: true, submittedAt: t0 + 60 * MINUTE, right: 1, answered: 2, total, score: Math.round(100 / total), passed: false });
    expect(report.times).toEqual([
      { questionId: q1.id, seconds: 11 * 60 },
      { questionId: q2.id, seconds: 2 * 60 },
    ]);
    expect(report.categories.reduce((n, c) => n + c.total, 0)).toBe(total);
    expect(report.categories.reduce((n, c) => n + c.right, 0)).toBe(1);
    const reviewed = new Map(report.questions.map((q) => [q.id, q]));
    expect(reviewed.get(q1.id)).toMatchObject({ result: q1.correct, isRight: 1, correct: q1.correct });
    expect(reviewed.get(q2.id)).toMatchObject({ isRight: 0, correct: q2.correct, flagged: true });
    expect(report.questions.some((q) => q.analysis !== '')).toBe(true);
    // Another student cannot read it; submitting again changes nothing.
    expect((await s.get('b', `${paths.report}/${cur.attemptId}`)).body.code).toBe(404);
    expect((await s.post('a', paths.submit, { attemptId: cur.attemptId })).body.data).toMatchObject({ score: report.score, autoSubmitted: true });
  });

  it('follows the blueprint an admin sets; a submitted exam above the pass mark passes', async () => {
    const admin = { authorization: `Bearer ${(await s.ctx.tokens.issue(1)).token}` };
    const bp = await s.app.inject({ method: 'GET', url: `/api${paths.blueprint}/${CLINICAL_BANK}`, headers: admin });
    const blueprint = bp.json().data;
    expect(blueprint).toMatchObject({ isDefault: true, durationMinutes: 60, passPercent: 60 });
    const free = blueprint.categories.find((c: { categoryName: string }) => c.categoryName === '儿科学');
    const put = (payload: object, headers: Record<string, string> = admin) => s.app.inject({ method: 'PUT', url: `/api${paths.blueprint}/${CLINICAL_BANK}`, headers, payload });
    expect((await put({ durationMinutes: 30, passPercent: 50, sections: [{ categoryId: 999, count: 3 }] })).json()).toMatchObject({ code: 400, msg: M.categoryNotInBank });
    expect((await put({ durationMinutes: 0, passPercent: 50, sections: [] })).json().code).toBe(400);
    const student = { authorization: `Bearer ${(await s.ctx.tokens.issue(102)).token}` };
    expect((await put({ durationMinutes: 30, passPercent: 50, sections: [] }, student)).json().code).toBe(403);
    const saved = (await put({ durationMinutes: 30, passPercent: 50, sections: [{ categoryId: free.categoryId, questionType: QuestionType.A1, count: 2 }] })).json();
    expect(saved.data).toMatchObject({ isDefault: false, durationMinutes: 30, passPercent: 50, questionCount: 2, sections: [{ categoryId: free.categoryId, categoryName: '儿科学', questionType: QuestionType.A1, count: 2 }] });

    at(new Date(2026, 10, 26, 9, 0, 0).getTime());
    const attempt = await start('b');
    expect(attempt.durationMinutes).toBe(30);
    expect(attempt.questions.map((q) => q.type)).toEqual([QuestionType.A1, QuestionType.A1]);
    const rows = await questionRows(attempt.questions.map((q) => q.id));
    for (const r of rows) expect((await s.post('b', paths.answer, { attemptId: attempt.attemptId, questionId: r.id, result: r.correct })).body.code).toBe(200);
    const report = (await s.post('b', paths.submit, { attemptId: attempt.attemptId })).body.data as MockExamReport;
    expect(report).toMatchObject({ score: 100, passed: true, autoSubmitted: false, right: 2, total: 2, categories: [{ categoryName: '儿科学', total: 2, right: 2, accuracy: 100 }] });
    expect((await s.post('b', paths.answer, { attemptId: attempt.attemptId, questionId: rows[0].id, result: 'A' })).body).toMatchObject({ code: 500, msg: M.alreadySubmitted });
    // Unknown bank / attempt: clear errors.
    expect((await s.get('b', paths.current, { studyBankId: 999 })).body).toMatchObject({ code: 404, msg: M.noSuchBank });
    expect((await s.post('b', paths.submit, { attemptId: 999999 })).body.code).toBe(404);
  });
});
