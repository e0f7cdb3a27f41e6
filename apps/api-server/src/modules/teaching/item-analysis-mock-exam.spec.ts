import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAnalysisPaths, QuestionType, type PaperItemAnalysis } from '@medteach/contract';
import { signIn, testServer, type Caller } from '../../test-helpers';

const BANK = 1; // the clinical bank
const OTHER_BANK = 2;
const S1 = 102; // student02, class 1
const S2 = 103; // student03, class 1
const S3 = 111; // student11, class 2

let server: Awaited<ReturnType<typeof testServer>>;
let teacher: Caller;
let admin: Caller;
let student: Caller;
let q: { id: number; correct: string; options: string }[];
const wrong = (correct: string) => (correct === 'A' ? 'B' : 'A');

/**
 * A small fixture of mock exam attempts at the bank (the same shape as core/item-statistics.spec.ts's drawn items):
 *   B1 (S1): q1 right, q2 wrong            total 1
 *   B2 (S2): q1 right, q3 right            total 2
 *   B3 (S3): q2 right, q3 unanswered       total 1
 *   B4 (S1): q1 wrong, q2 right, q3 right  total 2
 * plus an attempt still running and one at another bank, which do not count.
 * q1 over B1, B2, B4: p = 2/3, r = −√3/2; lower B1, upper B2 and B4 (tied at 2) → D = ½ − 1 = −½ (flagged);
 * q3 over B2–B4: p = 2/3, r null, D = 1, one blank.
 */
async function insertAttempt(userId: number, studyBankId: number, answers: [number, string | null][], submitted = true) {
  const { id } = await server.db
    .insertInto('qb_mock_attempt')
    .values({
      user_id: userId,
      study_bank_id: studyBankId,
      major_type: 1,
      started_at: 1_000,
      deadline: 3_601_000,
      duration_minutes: 60,
      pass_percent: 60,
      question_ids: JSON.stringify(answers.map(([i]) => q[i].id)),
      ...(submitted ? { submitted_at: 2_000, auto_submitted: 0, score: 0, right_count: 0 } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, result] of answers) {
    if (result === null) continue;
    await server.db
      .insertInto('qb_mock_answer')
      .values({ attempt_id: Number(id), question_id: q[i].id, result, is_right: result === q[i].correct ? 1 : 0, flagged: 0, answered_at: 1_500 })
      .execute();
  }
}

beforeAll(async () => {
  server = await testServer();
  teacher = await signIn(server.app, 'teacher01');
  admin = await signIn(server.app, 'admin');
  student = await signIn(server.app, 'student02');
  const rows = await server.db
    .selectFrom('qb_question')
    .select(['id', 'correct', 'options'])
    .where('type', '=', QuestionType.A1)
    .where('answerable', '=', 1)
    .orderBy('id')
    .execute();
  q = rows.filter((r) => /^[A-E]$/.test(r.correct)).slice(0, 3).map((r) => ({ id: Number(r.id), correct: r.correct, options: r.options }));
  expect(q.length).toBe(3);
  await insertAttempt(S1, BANK, [
    [0, q[0].correct],
    [1, wrong(q[1].correct)],
  ]);
  await insertAttempt(S2, BANK, [
    [0, q[0].correct],
    [2, q[2].correct],
  ]);
  await insertAttempt(S3, BANK, [
    [1, q[1].correct],
    [2, null],
  ]);
  await insertAttempt(S1, BANK, [
    [0, wrong(q[0].correct)],
    [1, q[1].correct],
    [2, q[2].correct],
  ]);
  await insertAttempt(S2, BANK, [[0, wrong(q[0].correct)]], false); // running: not analysed
  await insertAttempt(S3, OTHER_BANK, [[0, wrong(q[0].correct)]]); // another bank
});
afterAll(() => server.close());

describe('item analysis of a bank’s mock exams', () => {
  it('analyses each question over the submitted attempts that contained it, against each attempt’s own total', async () => {
    const res = await admin.get(itemAnalysisPaths.mockExam, { studyBankId: BANK });
    expect(res.body.code).toBe(200);
    const analysis = res.body.data as PaperItemAnalysis;
    const bank = await server.db.selectFrom('qb_study_bank').select('name').where('id', '=', BANK).executeTakeFirstOrThrow();
    expect(analysis).toMatchObject({ paperName: bank.name, attempts: 4 });
    expect(analysis.meanScore).toBeCloseTo(6 / 9, 12); // 6 right of the 9 questions the four attempts drew
    expect(analysis.items.map((i) => [i.no, i.questionId, i.attempts])).toEqual([
      [1, q[0].id, 3],
      [2, q[1].id, 3],
      [3, q[2].id, 3],
    ]);
    const [i1, i2, i3] = analysis.items;
    expect(i1.facility).toBeCloseTo(2 / 3, 12);
    expect(i1.discrimination).toBeCloseTo(-Math.sqrt(3) / 2, 12);
    expect(i1).toMatchObject({ upperLowerIndex: -0.5, blank: 0, ungraded: false, flags: { negative: true, noneCorrect: false, fewAttempts: true } });
    expect(i1.optionCounts[q[0].correct]).toBe(2);
    expect(i1.optionCounts[wrong(q[0].correct)]).toBe(1);
    expect(i1.category).toEqual(expect.any(String));
    expect(i2.facility).toBeCloseTo(2 / 3, 12);
    expect(i3).toMatchObject({ discrimination: null, upperLowerIndex: 1, blank: 1 });
    expect(i3.facility).toBeCloseTo(2 / 3, 12);
    // Per class (sys_user.class_id): class 1 took B1, B2, B4 (5 right of 7), class 2 took B3 (1 of 2).
    const names = await server.db.selectFrom('sys_class').select(['id', 'class_name']).where('id', 'in', [1, 2]).orderBy('id').execute();
    const classes = new Map((analysis.classes ?? []).map((c) => [c.className, c]));
    const first = classes.get(names[0].class_name);
    expect(first).toMatchObject({ attempts: 3 });
    expect(first?.meanScore).toBeCloseTo(5 / 7, 12);
    expect(first?.weakestCategories.length).toBeGreaterThan(0);
    expect(classes.get(names[1].class_name)).toMatchObject({ attempts: 1, meanScore: 0.5 });
  });

  it('counts a written fill-in as answered and shows its key as the phone does', async () => {
    const category = await server.db.selectFrom('qb_question').select('category_id').where('id', '=', q[0].id).executeTakeFirstOrThrow();
    const { id } = await server.db
      .insertInto('qb_question')
      .values({ category_id: category.category_id, type: QuestionType.FILL, content: '二尖瓣区位于____，主动脉瓣区位于____。', correct: '心尖部[|]心尖区[$]胸骨右缘第2肋间', seq: 1, answerable: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    q.push({ id: Number(id), correct: '心尖部[|]心尖区[$]胸骨右缘第2肋间', options: '[]' });
    const fill = q.length - 1;
    await insertAttempt(S1, OTHER_BANK, [[fill, '心尖部[$]胸骨左缘']]); // written, wrong: answered
    await insertAttempt(S2, OTHER_BANK, [[fill, '[$]']]); // both blanks empty: 未答
    const analysis = (await admin.get(itemAnalysisPaths.mockExam, { studyBankId: OTHER_BANK })).body.data as PaperItemAnalysis;
    expect(analysis.items.find((i) => i.questionId === Number(id))).toMatchObject({ attempts: 2, blank: 1, facility: 0, correct: '心尖部 / 心尖区；胸骨右缘第2肋间' });
  });

  it('a bank without submitted attempts is an empty analysis; an unknown bank 404, a bad id 400', async () => {
    const untaken = await server.db.selectFrom('qb_study_bank').select('id').where('id', 'not in', [BANK, OTHER_BANK]).orderBy('id').executeTakeFirstOrThrow();
    const empty = (await admin.get(itemAnalysisPaths.mockExam, { studyBankId: Number(untaken.id) })).body;
    expect(empty).toMatchObject({ code: 200, data: { attempts: 0, meanScore: null, items: [], classes: [] } });
    expect((await admin.get(itemAnalysisPaths.mockExam, { studyBankId: 999999 })).body.code).toBe(404);
    expect((await admin.get(itemAnalysisPaths.mockExam, { studyBankId: 'x' })).body.code).toBe(400);
  });

  it('is for admins only: mock exams are no teacher’s class', async () => {
    expect((await teacher.get(itemAnalysisPaths.mockExam, { studyBankId: BANK })).body.code).toBe(403);
    expect((await student.get(itemAnalysisPaths.mockExam, { studyBankId: BANK })).body.code).toBe(403);
  });
});
