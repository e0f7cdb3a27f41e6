import { afterEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../db/test-engines';
import { addFavorite, questionExists, removeFavorite, removeNote, resourcePage, resourceState, saveNote } from './resource-repository';
import { STUDENT_A, STUDENT_B, leafOf, qbEngine, type QbEngine } from './test-engine';

const CLINICAL = 1;
const FREE_LEAF = '新生儿与儿童保健'; // 儿科学: free, holds a group

describe.each(ENGINES)('resource repository on %s', (engine) => {
  let t: QbEngine;
  afterEach(() => t.dispose());

  it('marks a favourite once, saves and replaces a note, removes both', async () => {
    t = await qbEngine(engine);
    const leaf = await leafOf(t.db, FREE_LEAF);
    const q = leaf.questions[0].id;
    const filed = { userId: STUDENT_A, questionId: q, categoryId: leaf.id, majorType: CLINICAL };
    await addFavorite(t.db, filed, '2026-11-21 10:00:00');
    await addFavorite(t.db, filed, '2026-11-21 11:00:00'); // again: nothing changes
    await saveNote(t.db, filed, '一', '2026-11-21 10:00:00');
    await saveNote(t.db, filed, '二', '2026-11-21 12:00:00');
    expect(await resourceState(t.db, STUDENT_A, q)).toEqual({ isFavorite: true, note: { mark: '二', update_time: '2026-11-21 12:00:00' } });
    expect(await resourceState(t.db, STUDENT_B, q)).toEqual({ isFavorite: false, note: undefined });
    const favourites = await resourcePage(t.db, { userId: STUDENT_A, notes: false }, null);
    expect(favourites).toMatchObject({ total: 1, rows: [{ question_id: q, mark: '', update_time: '2026-11-21 10:00:00', fav: 1 }] });
    await removeFavorite(t.db, STUDENT_A, q);
    await removeNote(t.db, STUDENT_A, q);
    expect(await resourceState(t.db, STUDENT_A, q)).toEqual({ isFavorite: false, note: undefined });
    expect(await questionExists(t.db, q)).toBe(true);
    expect(await questionExists(t.db, 999_999)).toBe(false);
  });

  it('pages notes newest first with the group stem, filtered by major type, leaves and question', async () => {
    t = await qbEngine(engine);
    const leaf = await leafOf(t.db, FREE_LEAF);
    const group = leaf.questions.find((q) => q.answerable === 0)!;
    const child = leaf.questions.find((q) => q.parent_id === group.id)!;
    const alone = leaf.questions.find((q) => q.answerable === 1 && q.parent_id === null)!;
    const note = (questionId: number, mark: string, time: string) => saveNote(t.db, { userId: STUDENT_A, questionId, categoryId: leaf.id, majorType: CLINICAL }, mark, time);
    await note(alone.id, '旧', '2026-11-21 10:00:00');
    await note(child.id, '新', '2026-11-21 11:00:00');
    await addFavorite(t.db, { userId: STUDENT_A, questionId: child.id, categoryId: leaf.id, majorType: CLINICAL }, '2026-11-21 10:00:00');
    const all = await resourcePage(t.db, { userId: STUDENT_A, notes: true }, null);
    expect(all.total).toBe(2);
    expect(all.rows.map((r) => [r.question_id, r.mark, r.fav])).toEqual([
      [child.id, '新', 1],
      [alone.id, '旧', 0],
    ]);
    const stems = await t.db.selectFrom('qb_question').select(['id', 'content']).where('id', 'in', [group.id, child.id]).execute();
    expect(all.rows[0].parent_content).toBe(stems.find((s) => s.id === group.id)?.content);
    expect(all.rows[1].parent_content).toBeNull();
    const page2 = await resourcePage(t.db, { userId: STUDENT_A, notes: true }, { limit: 1, offset: 1 });
    expect(page2).toMatchObject({ total: 2, rows: [{ question_id: alone.id }] });
    expect((await resourcePage(t.db, { userId: STUDENT_A, notes: true, majorType: 2 }, null)).total).toBe(0);
    expect((await resourcePage(t.db, { userId: STUDENT_A, notes: true, leafIds: [] }, null)).total).toBe(0);
    expect((await resourcePage(t.db, { userId: STUDENT_A, notes: true, leafIds: [leaf.id], questionId: alone.id }, null)).rows.map((r) => r.question_id)).toEqual([alone.id]);
    expect((await resourcePage(t.db, { userId: STUDENT_B, notes: true }, null)).total).toBe(0);
  });
});
