import { afterEach, describe, expect, it } from 'vitest';
import { FREE_QUESTION_COUNT } from '@medteach/contract';
import { ENGINES } from '../../db/test-engines';
import { STAFF_ACCESS } from './access';
import { skillAccess } from './access-repository';
import { upsertAnswers, type AnswerWrite } from './answer-repository';
import { leafIds, loadGroupRows, loadRows, loadRowsByIds, loadStates, practiceStates } from './question-repository';
import { addFavorite, saveNote } from './resource-repository';
import { STUDENT_A, TEACHER_ID, leafOf, qbEngine, type QbEngine } from './test-engine';

const CLINICAL = 1;
const LOCKED_LEAF = '呼吸系统疾病'; // 内科学: skill 1
const FREE_LEAF = '新生儿与儿童保健'; // 儿科学: free

const record = (userId: number, questionId: number, isRight: number, answerSeq: number, studyPaperId = 0): AnswerWrite => ({
  userId,
  questionId,
  studyPaperId,
  categoryId: 1,
  studyBankId: 1,
  majorType: CLINICAL,
  result: 'A',
  isRight,
  answerSeq,
  updateTime: '2026-11-21 10:00:00',
});

describe.each(ENGINES)('question repository on %s', (engine) => {
  let t: QbEngine;
  afterEach(() => t.dispose());

  it('reads a leaf in catalogue order with the topic lock per user: free five, purchase, staff', async () => {
    t = await qbEngine(engine);
    const leaf = await leafOf(t.db, LOCKED_LEAF);
    const scope = { leafIds: [leaf.id] };
    const student = await loadRows(t.db, await skillAccess(t.db, STUDENT_A), scope, STUDENT_A, false);
    expect(student.map((r) => r.id)).toEqual(leaf.questions.map((q) => q.id));
    expect(student.every((r) => r.open === (r.seq <= FREE_QUESTION_COUNT ? 1 : 0))).toBe(true);
    expect(student[0]).toMatchObject({ bank_id: 1, bank_name: '临床思维能力题库', parent_content: '' });
    expect((await skillAccess(t.db, TEACHER_ID)).all).toBe(true);
    await t.db.insertInto('user_skill_unlock').values({ user_id: STUDENT_A, skill_id: 1, create_time: '2025-01-01 00:00:00' }).execute();
    expect(await skillAccess(t.db, STUDENT_A)).toEqual({ all: false, skillIds: [1] });
    expect((await loadRows(t.db, await skillAccess(t.db, STUDENT_A), scope, STUDENT_A, false)).every((r) => r.open === 1)).toBe(true);
  });

  it('narrows a scope to undone, wrong (latest answer wrong, paper answers too) and favourite questions', async () => {
    t = await qbEngine(engine);
    const leaf = await leafOf(t.db, FREE_LEAF);
    const [q1, q2, q3] = leaf.questions.filter((q) => q.answerable === 1).map((q) => q.id);
    await upsertAnswers(t.db, [record(STUDENT_A, q1, 0, 1), record(STUDENT_A, q1, 1, 2, 7), record(STUDENT_A, q2, 1, 3), record(STUDENT_A, q3, 1, 4), record(STUDENT_A, q3, 0, 5, 7)]);
    await addFavorite(t.db, { userId: STUDENT_A, questionId: q2, categoryId: leaf.id, majorType: CLINICAL }, '2026-11-21 10:00:00');
    const ids = async (filter: 'undone' | 'wrong' | 'favorite') =>
      (await loadRows(t.db, STAFF_ACCESS, { leafIds: [leaf.id], filter }, STUDENT_A, true)).map((r) => r.id);
    expect(await ids('wrong')).toEqual([q3]); // q1's latest answer (in a paper) was right
    expect(await ids('favorite')).toEqual([q2]);
    const undone = await ids('undone');
    expect(undone).not.toContain(q1);
    expect(undone.length).toBe(leaf.questions.filter((q) => q.answerable === 1).length - 3);
    // Empty lists match nothing instead of failing.
    expect(await loadRows(t.db, STAFF_ACCESS, { leafIds: [] }, STUDENT_A, true)).toEqual([]);
    expect(await loadRows(t.db, STAFF_ACCESS, { leafIds: [leaf.id], questionIds: [] }, STUDENT_A, true)).toEqual([]);
    expect(await loadRowsByIds(t.db, STAFF_ACCESS, [])).toEqual([]);
  });

  it('keeps the order of ids given, nests a group with its children and reads states by paper', async () => {
    t = await qbEngine(engine);
    const leaf = await leafOf(t.db, FREE_LEAF);
    const group = leaf.questions.find((q) => q.answerable === 0)!;
    const children = leaf.questions.filter((q) => q.parent_id === group.id).map((q) => q.id);
    const [a, b] = leaf.questions.filter((q) => q.answerable === 1 && q.parent_id === null).map((q) => q.id);
    expect((await loadRowsByIds(t.db, STAFF_ACCESS, [b, a, 999_999])).map((r) => r.id)).toEqual([b, a]);
    const rows = await loadGroupRows(t.db, STAFF_ACCESS, group.id);
    expect(rows.map((r) => r.id)).toEqual([group.id, ...children]);
    expect(rows[1].parent_content).toBe(rows[0].content);

    await upsertAnswers(t.db, [record(STUDENT_A, a, 1, 1), record(STUDENT_A, b, 0, 2, 9)]);
    await addFavorite(t.db, { userId: STUDENT_A, questionId: a, categoryId: leaf.id, majorType: CLINICAL }, '2026-11-21 10:00:00');
    await saveNote(t.db, { userId: STUDENT_A, questionId: b, categoryId: leaf.id, majorType: CLINICAL }, '记一下', '2026-11-21 10:00:00');
    const practice = await loadStates(t.db, STUDENT_A, [a, b], 0);
    expect(practice.get(a)).toEqual({ result: 'A', isRight: 1, isFavorite: true });
    expect(practice.get(b)).toEqual({ mark: '记一下' });
    expect((await loadStates(t.db, STUDENT_A, [a, b], 9)).get(b)).toEqual({ result: 'A', isRight: 0, mark: '记一下' });
    expect(await loadStates(t.db, STUDENT_A, [], 0)).toEqual(new Map());
    expect(await practiceStates(t.db, STUDENT_A, [a, b])).toEqual(new Map([[a, { result: 'A', isRight: 1 }]]));
  });

  it('finds leaves by major type, bank and category (a parent brings its leaves)', async () => {
    t = await qbEngine(engine);
    const leaf = await leafOf(t.db, LOCKED_LEAF);
    const all = await leafIds(t.db, { majorType: CLINICAL });
    const bank1 = await leafIds(t.db, { majorType: CLINICAL, studyBankId: 1 });
    expect(all).toEqual(expect.arrayContaining(bank1));
    expect(bank1).toContain(leaf.id);
    expect(await leafIds(t.db, { majorType: CLINICAL, categoryIds: [leaf.id] })).toEqual([leaf.id]);
    expect((await leafIds(t.db, { majorType: CLINICAL, categoryIds: [leaf.parent_id] })).length).toBeGreaterThan(1);
    expect(await leafIds(t.db, { majorType: CLINICAL, categoryIds: [] })).toEqual(all);
  });
});
