import type { RatingAdminDetail, RatingAdminItem, RatingAdminRow, RatingBody, RatingFilter } from '@medteach/contract';
import { containsText, countRows, onePage, type Page } from '../system/sql-filter';
import { atomically, type Queryable } from '../../db/queryable';

/**
 * 评分标准 (teaching_rating + teaching_rating_item: items pid 0, sub-items under them). The teacher's /ratingScale
 * reads the items uncached (rating-repository.ts ratingItems), so an edit shows on its next open. Items keep their
 * ids across edits: saved ratings point at them.
 */

const ratings = (db: Queryable, f: RatingFilter) => {
  let query = db.selectFrom('teaching_rating as r');
  if (f.name) query = query.where(containsText('r.name', f.name));
  return query;
};

const ratingColumns = (query: ReturnType<typeof ratings>) =>
  query.select((eb) => [
    'r.rating_id as ratingId',
    'r.name',
    eb.selectFrom('teaching_rating_item as i').whereRef('i.rating_id', '=', 'r.rating_id').select((c) => c.fn.countAll<number>().as('n')).as('itemCount'),
    eb
      .selectFrom('teaching_rating_item as i')
      .whereRef('i.rating_id', '=', 'r.rating_id')
      .where('i.pid', '=', 0)
      .select((c) => c.fn.coalesce(c.fn.sum<number>('i.max_score'), c.val(0)).as('n'))
      .as('totalScore'),
    eb.selectFrom('teaching_plan_detail_rating as d').whereRef('d.rating_id', '=', 'r.rating_id').select((c) => c.fn.countAll<number>().as('n')).as('lessonCount'),
    eb.selectFrom('teaching_rating_record as c').whereRef('c.rating_id', '=', 'r.rating_id').select((c) => c.fn.countAll<number>().as('n')).as('recordCount'),
  ]);

type Counted = { ratingId: number; name: string; itemCount: unknown; totalScore: unknown; lessonCount: unknown; recordCount: unknown };
const toRow = (r: Counted): RatingAdminRow => ({
  ratingId: r.ratingId,
  name: r.name,
  itemCount: Number(r.itemCount ?? 0),
  totalScore: Number(r.totalScore ?? 0),
  lessonCount: Number(r.lessonCount ?? 0),
  recordCount: Number(r.recordCount ?? 0),
});

export async function listRatings(db: Queryable, f: RatingFilter, page?: Page): Promise<{ total: number; rows: RatingAdminRow[] }> {
  const rows = await onePage(ratingColumns(ratings(db, f)).orderBy('r.rating_id'), page).execute();
  return { total: await countRows(ratings(db, f)), rows: rows.map(toRow) };
}

interface StoredItem {
  id: number;
  pid: number;
  name: string;
  maxScore: number;
}

const storedItems = (db: Queryable, ratingId: number): Promise<StoredItem[]> =>
  db.selectFrom('teaching_rating_item').select(['id', 'pid', 'name', 'max_score as maxScore']).where('rating_id', '=', ratingId).orderBy('sort').orderBy('id').execute();

export async function getRating(db: Queryable, ratingId: number): Promise<RatingAdminDetail | undefined> {
  const row = await ratingColumns(ratings(db, {})).where('r.rating_id', '=', ratingId).executeTakeFirst();
  if (!row) return undefined;
  const items = await storedItems(db, ratingId);
  const tree = (pid: number): RatingAdminItem[] => items.filter((i) => i.pid === pid).map((i) => ({ id: i.id, name: i.name, maxScore: i.maxScore, children: tree(i.id) }));
  return { ...toRow(row), items: tree(0) };
}

export async function ratingNameTaken(db: Queryable, name: string, exceptId = 0): Promise<boolean> {
  return !!(await db.selectFrom('teaching_rating').select('rating_id').where('name', '=', name).where('rating_id', '<>', exceptId).executeTakeFirst());
}

/** Why the body's items cannot replace the scale's: an id of another scale, or a removed item already scored. */
export async function itemsRefusal(db: Queryable, ratingId: number, b: RatingBody): Promise<{ foreign: true } | { rated: string; records: number } | null> {
  const stored = await storedItems(db, ratingId);
  const kept = new Set(b.items.flatMap((i) => [i.id, ...i.children.map((c) => c.id)]).filter((id): id is number => id != null));
  if ([...kept].some((id) => !stored.some((s) => s.id === id))) return { foreign: true };
  const removed = stored.filter((s) => !kept.has(s.id));
  if (!removed.length) return null;
  const scored = await db
    .selectFrom('teaching_rating_record_item')
    .select((eb) => ['item_id', eb.fn.countAll<number>().as('n')])
    .where('item_id', 'in', removed.map((r) => r.id))
    .groupBy('item_id')
    .execute();
  const first = removed.find((r) => scored.some((s) => s.item_id === r.id));
  return first ? { rated: first.name, records: Number(scored.find((s) => s.item_id === first.id)?.n) } : null;
}

/** A parent item's maximum is the sum of its sub-items'. */
const maxOf = (item: RatingBody['items'][number]) => (item.children.length ? item.children.reduce((n, c) => n + c.maxScore, 0) : (item.maxScore ?? 0));

/** Writes the body's items over the scale's: kept ids updated, new ones inserted, the rest deleted. */
async function writeItems(trx: Queryable, ratingId: number, b: RatingBody) {
  let sort = 0;
  const write = async (pid: number, item: { id?: number; name: string }, maxScore: number) => {
    const values = { rating_id: ratingId, pid, name: item.name, max_score: maxScore, sort: sort++ };
    if (item.id) {
      await trx.updateTable('teaching_rating_item').set(values).where('id', '=', item.id).execute();
      return item.id;
    }
    return (await trx.insertInto('teaching_rating_item').values(values).returning('id').executeTakeFirstOrThrow()).id;
  };
  const kept: number[] = [];
  for (const item of b.items) {
    const id = await write(0, item, maxOf(item));
    kept.push(id);
    for (const child of item.children) kept.push(await write(id, child, child.maxScore));
  }
  await trx.deleteFrom('teaching_rating_item').where('rating_id', '=', ratingId).where('id', 'not in', kept).execute();
}

export async function insertRating(db: Queryable, b: RatingBody): Promise<number> {
  return atomically(db, async (trx) => {
    const { rating_id } = await trx.insertInto('teaching_rating').values({ name: b.name }).returning('rating_id').executeTakeFirstOrThrow();
    await writeItems(trx, rating_id, b);
    return rating_id;
  });
}

export async function updateRating(db: Queryable, ratingId: number, b: RatingBody) {
  await atomically(db, async (trx) => {
    await trx.updateTable('teaching_rating').set({ name: b.name }).where('rating_id', '=', ratingId).execute();
    await writeItems(trx, ratingId, b);
  });
}

export async function deleteRatings(db: Queryable, ratingIds: number[]) {
  await atomically(db, async (trx) => {
    await trx.deleteFrom('teaching_rating_item').where('rating_id', 'in', ratingIds).execute();
    await trx.deleteFrom('teaching_rating').where('rating_id', 'in', ratingIds).execute();
  });
}
