import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FREE_QUESTION_COUNT, questionBankPaths as paths, progressPaths, type ProgressSummary } from '@medteach/contract';
import { STUDENT_A, qbServer, wrongLetter, type QbServer } from './test-support';
import { review, retrievability, gradeOfAnswer, type StoredCard } from './review-schedule';

const CLINICAL = 1;
const DAY = 86_400_000;
const YEAR_MINUTES = 366 * 24 * 60;
type Q = { id: number; correct: string };

/**
 * 学习统计 (issue 18) through the phone's calls, with the server's clock moved (fake Date, in-process server):
 * answers of three days in two first-level categories, counted by hand below.
 */
describe('progress summary (学习统计)', () => {
  let s: QbServer;
  let p: { parentId: number; questions: Q[] }; // the open questions (the first five) of a leaf of one first-level category
  let r: { parentId: number; questions: Q[] }; // … and of another
  beforeAll(async () => {
    s = await qbServer({ tokenMinutes: YEAR_MINUTES });
    const leaves = await s.ctx.db.selectFrom('qb_category').select(['id', 'parent_id']).where('major_type', '=', CLINICAL).where('parent_id', '<>', 0).orderBy('id').execute();
    const picked: { parentId: number; questions: Q[] }[] = [];
    for (const leaf of leaves) {
      if (picked.some((x) => x.parentId === leaf.parent_id)) continue;
      const questions = (await s.ctx.db.selectFrom('qb_question').select(['id', 'correct', 'type']).where('category_id', '=', leaf.id).where('answerable', '=', 1).where('seq', '<=', FREE_QUESTION_COUNT).orderBy('seq').orderBy('id').execute())
        .filter((q) => /^[A-Z](,[A-Z])*$/.test(q.correct)) // choice questions (wrongLetter answers a multi-choice one wrong too)
      if (questions.length >= 4) picked.push({ parentId: leaf.parent_id, questions });
      if (picked.length === 2) break;
    }
    [p, r] = picked;
    expect(r).toBeDefined();
  });
  afterAll(() => s.close());
  afterEach(() => vi.useRealTimers());

  const at = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: ms });
  const answer = (q: Q, right: boolean) => s.post('a', paths.answerAdd, { questionId: q.id, result: right ? q.correct : wrongLetter(q.correct), majorType: CLINICAL });
  const summary = async (who: 'a' | 'b' = 'a', days = 7) => (await s.get(who, progressPaths.summary, { majorType: CLINICAL, days })).body.data as ProgressSummary;
  const today = new Date(2026, 10, 25, 10, 0, 0).getTime(); // 2026-11-25 10:00 server time

  it('counts every answer per day and category, the streak, retention and the weakest category', async () => {
    // 11-22: P wrong, P right. 11-24: P (the same question again) right, P wrong, P wrong, R right. 11-25: R ×3 right.
    at(today - 3 * DAY);
    await answer(p.questions[0], false);
    await answer(p.questions[1], true);
    at(today - DAY);
    await answer(p.questions[0], true);
    await answer(p.questions[2], false);
    await answer(p.questions[3], false);
    await answer(r.questions[0], true);
    at(today);
    await answer(r.questions[1], true);
    await answer(r.questions[2], true);
    await answer(r.questions[0], true);

    const got = await summary();
    expect(got.days.map((d) => d.date)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']);
    expect(got.days.map((d) => [d.answered, d.right, d.accuracy])).toEqual([
      [0, 0, null],
      [0, 0, null],
      [0, 0, null],
      [2, 1, 0.5],
      [0, 0, null],
      [4, 2, 0.5],
      [3, 3, 1],
    ]);
    expect([got.answered, got.right]).toEqual([9, 6]);
    expect(got.streak).toBe(2); // 11-24 and 11-25
    const bankOf = async (categoryId: number) =>
      Number((await s.ctx.db.selectFrom('qb_study_bank_category').select((eb) => eb.fn.min('study_bank_id').as('b')).where('category_id', '=', categoryId).executeTakeFirstOrThrow()).b);
    const [pc, rc] = [p, r].map((x) => got.categories.find((c) => c.categoryId === x.parentId));
    expect(got.categories).toHaveLength(2);
    expect(pc).toMatchObject({ answered: 5, right: 2, accuracy: 0.4, studyBankId: await bankOf(p.parentId) });
    expect(rc).toMatchObject({ answered: 4, right: 4, accuracy: 1 });
    expect(pc?.name).not.toBe('');
    // R is perfect, so only P is weak.
    expect(got.weakest).toEqual([pc]);

    // Retention: the mean FSRS retrievability now of the three cards P's wrong answers put on the review list.
    const card = (log: [number, boolean][]) => log.slice(1).reduce<StoredCard>((c, [t, right]) => review(c, gradeOfAnswer(right), t), review(undefined, gradeOfAnswer(log[0][1]), log[0][0]));
    const cards = [card([[today - 3 * DAY, false], [today - DAY, true]]), card([[today - DAY, false]]), card([[today - DAY, false]])];
    expect(got.reviewCards).toBe(3);
    expect(got.retention).toBeCloseTo(cards.reduce((n, c) => n + retrievability(c, today), 0) / 3, 6);
    expect(got.retention).toBeGreaterThan(0.5);
    expect(got.retention).toBeLessThan(1);

    // The log keeps every answer, retries included (the record table keeps one per question).
    const logged = await s.ctx.db.selectFrom('qb_answer_log').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', STUDENT_A).executeTakeFirstOrThrow();
    expect(Number(logged.n)).toBe(9);

    // Tomorrow before any answer the streak holds; the day after it is broken. 30 days by default.
    at(today + DAY);
    expect((await summary()).streak).toBe(2);
    at(today + 2 * DAY);
    expect((await summary()).streak).toBe(0);
    const month = (await s.get('a', progressPaths.summary, { majorType: CLINICAL })).body.data as ProgressSummary;
    expect(month.days).toHaveLength(30);
    expect(month.answered).toBe(9);
  });

  it("shows only the student's own answers; bad input is a 400", async () => {
    at(today);
    const other = await summary('b');
    expect([other.answered, other.streak, other.retention, other.reviewCards, other.categories, other.weakest]).toEqual([0, 0, null, 0, [], []]);
    expect(other.days.every((d) => d.answered === 0 && d.accuracy === null)).toBe(true);
    // The other family (oral) holds none of student a's answers.
    expect(((await s.get('a', progressPaths.summary, { majorType: 2 })).body.data as ProgressSummary).answered).toBe(0);
    for (const query of [{ majorType: 0 }, { majorType: 'x' }, { majorType: CLINICAL, days: 500 }, { majorType: CLINICAL, days: 3 }, {}]) {
      const res = await s.get('a', progressPaths.summary, query as Record<string, string | number>);
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toMatch(/专业类型不正确|天数不正确/);
    }
  });
});
