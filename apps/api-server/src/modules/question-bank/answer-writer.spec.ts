import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FREE_QUESTION_COUNT, questionBankPaths as paths } from '@medteach/contract';
import { postgresPoolOf } from '../../db/engine';
import { ENGINES } from '../../db/test-engines';
import { PracticeAnswerWriter, type PracticeAnswerWrite } from './answer-writer';
import { STUDENT_A, STUDENT_B, TEACHER_ID, leafOf, qbEngine, type QbEngine } from './test-engine';
import { leafByName, qbServer, type QbServer } from './test-support';

const CLINICAL = 1;
const LOCKED_LEAF = '呼吸系统疾病'; // 内科学: skill 1
const FREE_LEAF = '新生儿与儿童保健'; // 儿科学: free
const NO_SUCH_QUESTION = 999_999;

const answer = (userId: number, questionId: number, over: Partial<PracticeAnswerWrite> = {}): PracticeAnswerWrite => ({
  userId,
  questionId,
  categoryId: 1,
  studyBankId: 1,
  majorType: CLINICAL,
  result: 'A',
  isRight: 0,
  answerSeq: 1_000 + questionId,
  updateTime: '2026-11-21 10:00:00',
  ...over,
});

describe.each(ENGINES)('practice answers: group commit on %s', (engine) => {
  let t: QbEngine;
  afterEach(() => t.dispose());
  const stored = (userId: number) =>
    t.db.selectFrom('qb_question_record').select(['question_id', 'result', 'answer_seq']).where('user_id', '=', userId).where('study_paper_id', '=', 0).orderBy('question_id').execute();
  const freeQuestions = async () => (await leafOf(t.db, FREE_LEAF)).questions.filter((q) => q.answerable === 1).map((q) => q.id);

  it('writes the answers of one turn together (one transaction, one statement on PostgreSQL) and acknowledges each only after the commit', async () => {
    t = await qbEngine(engine);
    const writer = new PracticeAnswerWriter(t.db);
    const pool = postgresPoolOf(t.db);
    const transaction = pool ? vi.spyOn(pool, 'query') : vi.spyOn(t.db, 'transaction');
    const ids = (await freeQuestions()).slice(0, 4);
    let acknowledged = 0;
    const writes = ids.map((id, i) => writer.write(answer(TEACHER_ID, id, { categoryId: 7, answerSeq: 1_000 + i })).then(() => acknowledged++));
    expect(await stored(TEACHER_ID)).toEqual([]); // nothing written before the batch runs
    expect(acknowledged).toBe(0);
    await Promise.all(writes);
    expect(transaction).toHaveBeenCalledTimes(1);
    transaction.mockRestore();
    expect((await stored(TEACHER_ID)).map((r) => r.question_id)).toEqual([...ids].sort((a, b) => a - b));
    // Where the user is in the bank: written once per batch, from the last answer.
    const position = await t.db.selectFrom('qb_study_record').select('last_question_id').where('user_id', '=', TEACHER_ID).where('study_bank_id', '=', 1).execute();
    expect(position).toEqual([{ last_question_id: ids[3] }]);
  });

  it('counts a re-sent answer once, in the same batch or a later one: the latest wins', async () => {
    t = await qbEngine(engine);
    const writer = new PracticeAnswerWriter(t.db);
    const [id] = await freeQuestions();
    // Twice in one batch (PostgreSQL refuses one statement touching a row twice, so the batch keeps the last).
    await Promise.all([writer.write(answer(STUDENT_A, id, { result: 'A', answerSeq: 1 })), writer.write(answer(STUDENT_A, id, { result: 'B', answerSeq: 2 }))]);
    expect(await stored(STUDENT_A)).toEqual([{ question_id: id, result: 'B', answer_seq: 2 }]);
    await writer.write(answer(STUDENT_A, id, { result: 'C', answerSeq: 3 }));
    expect(await stored(STUDENT_A)).toEqual([{ question_id: id, result: 'C', answer_seq: 3 }]);
  });

  it('fails a bad answer alone: the others of its batch are still stored and acknowledged', async () => {
    t = await qbEngine(engine);
    const writer = new PracticeAnswerWriter(t.db);
    const [first, second] = await freeQuestions();
    const results = await Promise.allSettled([
      writer.write(answer(STUDENT_B, first)),
      writer.write(answer(STUDENT_B, NO_SUCH_QUESTION)), // foreign key: no such question
      writer.write(answer(STUDENT_B, second, { result: 'B' })),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await stored(STUDENT_B)).map(({ question_id, result }) => ({ question_id, result }))).toEqual([
      { question_id: first, result: 'A' },
      { question_id: second, result: 'B' },
    ]);
  });

  it('stores a batch larger than one statement takes (500 rows), every answer acknowledged', async () => {
    t = await qbEngine(engine);
    const writer = new PracticeAnswerWriter(t.db);
    const ids = (await t.db.selectFrom('qb_question').select('id').where('answerable', '=', 1).orderBy('id').execute()).map((r) => r.id);
    const users = [STUDENT_A, STUDENT_B, TEACHER_ID, 1];
    const writes = users.flatMap((u) => ids.map((id) => writer.write(answer(u, id))));
    expect(writes.length).toBeGreaterThan(500);
    await Promise.all(writes);
    const { n } = await t.db.selectFrom('qb_question_record').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(n).toBe(writes.length);
  });
});

describe('the answer call under load (routes)', () => {
  let s: QbServer;
  beforeAll(async () => {
    s = await qbServer();
  });
  afterAll(() => s.close());

  it('answers 20 concurrent submissions of one student, every one stored before its reply', async () => {
    const questions = (await leafByName(s, FREE_LEAF)).questions.filter((q) => q.answerable && q.type === 0);
    const replies = await Promise.all(questions.map((q) => s.post('a', paths.answerAdd, { questionId: q.id, result: 'A', majorType: CLINICAL })));
    expect(replies.every((r) => r.status === 200 && r.body.code === 200)).toBe(true);
    const rows = await s.ctx.db.selectFrom('qb_question_record').select(['question_id', 'result']).where('user_id', '=', STUDENT_A).execute();
    expect(questions.every((q) => rows.some((r) => r.question_id === q.id && r.result === 'A'))).toBe(true);
  });

  it('opens a locked question to its buyer only, a purchase counting at the next answer', async () => {
    const [target] = (await leafByName(s, LOCKED_LEAF)).questions.filter((q) => q.seq > FREE_QUESTION_COUNT && q.answerable);
    const send = (who: 'a' | 'b' | 'teacher') => s.post(who, paths.answerAdd, { questionId: target.id, result: target.correct, majorType: CLINICAL });
    expect((await send('a')).status).toBe(403);
    expect((await send('teacher')).status).toBe(200);
    await s.ctx.db.insertInto('user_skill_unlock').values({ user_id: STUDENT_A, skill_id: 1, create_time: '2025-01-01 00:00:00' }).execute();
    expect((await send('a')).body).toMatchObject({ code: 200, data: { questionId: target.id } });
    expect((await send('b')).status).toBe(403);
    const rows = await s.ctx.db.selectFrom('qb_question_record').select('result').where('user_id', '=', STUDENT_B).where('question_id', '=', target.id).execute();
    expect(rows).toEqual([]);
  });
});
