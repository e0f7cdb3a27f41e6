import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FREE_QUESTION_COUNT, questionBankPaths as paths } from '@medteach/contract';
import { PracticeAnswerWriter, type PracticeAnswerWrite } from './answer-writer';
import { STUDENT_A, STUDENT_B, TEACHER_ID, leafByName, qbServer, type QbServer } from './test-support';

const CLINICAL = 1;
const LOCKED_LEAF = '呼吸系统疾病'; // 内科学: skill 1
const FREE_LEAF = '新生儿与儿童保健'; // 儿科学: free
const NO_SUCH_QUESTION = 999_999;

describe('practice answers under load: group commit and the one-statement lock check', () => {
  let s: QbServer;
  beforeAll(async () => {
    s = await qbServer();
  });
  afterAll(() => s.close());

  const answer = (userId: number, questionId: number, over: Partial<PracticeAnswerWrite> = {}): PracticeAnswerWrite => ({
    userId,
    questionId,
    categoryId: 1,
    studyBankId: 1,
    majorType: CLINICAL,
    result: 'A',
    isRight: 0,
    answerSeq: Date.now() * 1000 + questionId,
    updateTime: '2026-11-21 10:00:00',
    ...over,
  });
  const stored = (userId: number) =>
    s.db.prepare('SELECT question_id, result FROM qb_question_record WHERE user_id = ? AND study_paper_id = 0 ORDER BY question_id').all(userId) as {
      question_id: number;
      result: string;
    }[];

  it('commits the answers of one event-loop turn in one transaction and settles each only after the commit', async () => {
    const writer = new PracticeAnswerWriter(s.db);
    const transaction = vi.spyOn(s.db, 'transaction');
    const ids = leafByName(s, FREE_LEAF).questions.filter((q) => q.answerable).slice(0, 4).map((q) => q.id);
    const writes = ids.map((id, i) => writer.write(answer(TEACHER_ID, id, { categoryId: 7, questionId: id, answerSeq: 1_000 + i })));
    expect(stored(TEACHER_ID)).toEqual([]); // nothing written before the batch runs
    await Promise.all(writes);
    expect(transaction).toHaveBeenCalledTimes(1);
    transaction.mockRestore();
    expect(stored(TEACHER_ID).map((r) => r.question_id)).toEqual([...ids].sort((a, b) => a - b));
    // Where the user is in the bank: written once per batch, from the last answer.
    expect(s.db.prepare('SELECT last_question_id FROM qb_study_record WHERE user_id = ? AND study_bank_id = 1').get(TEACHER_ID)).toEqual({ last_question_id: ids[3] });
  });

  it('fails a bad answer alone: the others of its batch are still stored', async () => {
    const writer = new PracticeAnswerWriter(s.db);
    const [first, second] = leafByName(s, FREE_LEAF).questions.filter((q) => q.answerable);
    const results = await Promise.allSettled([
      writer.write(answer(STUDENT_B, first.id)),
      writer.write(answer(STUDENT_B, NO_SUCH_QUESTION)), // foreign key: no such question
      writer.write(answer(STUDENT_B, second.id, { result: 'B' })),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(stored(STUDENT_B)).toEqual([
      { question_id: first.id, result: 'A' },
      { question_id: second.id, result: 'B' },
    ]);
  });

  it('answers 20 concurrent submissions of one student, every one stored before its reply', async () => {
    const questions = leafByName(s, FREE_LEAF).questions.filter((q) => q.answerable && q.type === 0);
    const replies = await Promise.all(questions.map((q) => s.post('a', paths.answerAdd, { questionId: q.id, result: 'A', majorType: CLINICAL })));
    expect(replies.every((r) => r.status === 200 && r.body.code === 200)).toBe(true);
    const rows = stored(STUDENT_A);
    expect(questions.every((q) => rows.some((r) => r.question_id === q.id && r.result === 'A'))).toBe(true);
  });

  it('opens a locked question to its buyer only, checked inside the question read', async () => {
    const [target] = leafByName(s, LOCKED_LEAF).questions.filter((q) => q.seq > FREE_QUESTION_COUNT && q.answerable);
    const send = (who: 'a' | 'b' | 'teacher') => s.post(who, paths.answerAdd, { questionId: target.id, result: target.correct, majorType: CLINICAL });
    expect((await send('a')).status).toBe(403);
    expect((await send('teacher')).status).toBe(200);
    s.db.prepare("INSERT INTO user_skill_unlock (user_id, skill_id, create_time) VALUES (?, 1, '2025-01-01 00:00:00')").run(STUDENT_A);
    expect((await send('a')).body).toMatchObject({ code: 200, data: { questionId: target.id } });
    expect((await send('b')).status).toBe(403);
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM qb_question_record WHERE user_id = ? AND question_id = ?').get(STUDENT_B, target.id)).toEqual({ n: 0 });
  });
});
