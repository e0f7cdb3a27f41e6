import { afterEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../db/test-engines';
import { upsertAnswers, type AnswerWrite } from './answer-repository';
import { bankLeaves, bankMajorType, bankTotals, categoryRows, clearPractice, mineByLeaf, studyBankRows, studyPosition } from './catalog-repository';
import { addFavorite } from './resource-repository';
import { STUDENT_A, STUDENT_B, leafOf, qbEngine, type QbEngine } from './test-engine';

const CLINICAL = 1;
const FREE_LEAF = '新生儿与儿童保健'; // 儿科学: free, bank 1

describe.each(ENGINES)('catalog repository on %s', (engine) => {
  let t: QbEngine;
  afterEach(() => t.dispose());

  const practise = async (userId: number, questionIds: number[], categoryId: number, isRight: (i: number) => number) =>
    upsertAnswers(
      t.db,
      questionIds.map(
        (questionId, i): AnswerWrite => ({
          userId,
          questionId,
          studyPaperId: 0,
          categoryId,
          studyBankId: 1,
          majorType: CLINICAL,
          result: 'A',
          isRight: isRight(i),
          answerSeq: 100 + i,
          updateTime: `2026-11-21 10:00:0${i}`,
        }),
      ),
    );

  it('counts answerable questions and the user’s practice per category, first-level categories first', async () => {
    t = await qbEngine(engine);
    const leaf = await leafOf(t.db, FREE_LEAF);
    const answerable = leaf.questions.filter((q) => q.answerable === 1).map((q) => q.id);
    await practise(STUDENT_A, answerable.slice(0, 3), leaf.id, () => 1);
    const rows = await categoryRows(t.db, STUDENT_A, CLINICAL);
    const firstLeafAt = rows.findIndex((r) => r.parent_id !== 0);
    expect(rows.slice(firstLeafAt).every((r) => r.parent_id !== 0)).toBe(true);
    expect(rows.find((r) => r.id === leaf.id)).toMatchObject({ total_num: answerable.length, study_num: 3 });
    expect((await categoryRows(t.db, STUDENT_B, CLINICAL)).find((r) => r.id === leaf.id)?.study_num).toBe(0);
    // Narrowed to a bank: its first-level categories and their leaves only.
    const inBank = await categoryRows(t.db, STUDENT_A, CLINICAL, 1);
    const bankTops = new Set(inBank.filter((r) => r.parent_id === 0).map((r) => r.id));
    expect(inBank.every((r) => r.parent_id === 0 || bankTops.has(r.parent_id))).toBe(true);
    expect(inBank.length).toBeLessThan(rows.length);
  });

  it('lists banks with their leaves, totals right and wrong, and the last position', async () => {
    t = await qbEngine(engine);
    const leaf = await leafOf(t.db, FREE_LEAF);
    const answerable = leaf.questions.filter((q) => q.answerable === 1).map((q) => q.id);
    expect((await studyBankRows(t.db, { majorType: CLINICAL })).map((b) => b.id)).toEqual([1, 2]);
    expect(await studyBankRows(t.db, { id: 99 })).toEqual([]);
    expect(await bankMajorType(t.db, 1)).toBe(CLINICAL);
    expect(await bankMajorType(t.db, 99)).toBeUndefined();
    const leaves = await bankLeaves(t.db, 1);
    expect(leaves.find((l) => l.id === leaf.id)).toMatchObject({ name: FREE_LEAF, parent_name: '儿科学', total_num: answerable.length });

    expect(await bankTotals(t.db, STUDENT_A, [])).toEqual({ total: 0, studied: 0, rightNum: 0, wrongNum: 0 });
    await practise(STUDENT_A, answerable.slice(0, 3), leaf.id, (i) => (i === 0 ? 0 : 1));
    expect(await bankTotals(t.db, STUDENT_A, [leaf.id])).toEqual({ total: answerable.length, studied: 3, rightNum: 2, wrongNum: 1 });
    expect(await studyPosition(t.db, STUDENT_A, 1)).toEqual({ category_id: leaf.id, last_question_id: answerable[2], update_time: '2026-11-21 10:00:02' });
  });

  it('counts wrong and favourite questions per leaf, and clears a leaf’s practice (only the user’s)', async () => {
    t = await qbEngine(engine);
    const leaf = await leafOf(t.db, FREE_LEAF);
    const answerable = leaf.questions.filter((q) => q.answerable === 1).map((q) => q.id);
    await practise(STUDENT_A, answerable.slice(0, 4), leaf.id, (i) => i % 2);
    await practise(STUDENT_B, answerable.slice(0, 4), leaf.id, () => 0);
    await addFavorite(t.db, { userId: STUDENT_A, questionId: answerable[0], categoryId: leaf.id, majorType: CLINICAL }, '2026-11-21 10:00:00');
    expect(await mineByLeaf(t.db, STUDENT_A, [leaf.id], 'wrong')).toEqual([{ id: leaf.id, name: FREE_LEAF, parent_id: leaf.parent_id, parent_name: '儿科学', total_num: 2 }]);
    expect((await mineByLeaf(t.db, STUDENT_A, [leaf.id], 'favorite'))[0].total_num).toBe(1);
    expect(await mineByLeaf(t.db, STUDENT_A, [], 'wrong')).toEqual([]);
    expect(await clearPractice(t.db, STUDENT_A, [leaf.id])).toBe(4);
    expect(await clearPractice(t.db, STUDENT_A, [])).toBe(0);
    expect(await bankTotals(t.db, STUDENT_B, [leaf.id])).toMatchObject({ studied: 4 });
  });
});
