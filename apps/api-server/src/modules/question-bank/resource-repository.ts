import { sql } from 'kysely';
import type { Queryable } from '../../db/queryable';

/** Who, which question, where it sits: the key and the filing of a favourite or a note. */
interface Filed {
  userId: number;
  questionId: number;
  categoryId: number;
  majorType: number;
}

/** Marks a favourite; marking it again changes nothing. */
export async function addFavorite(db: Queryable, f: Filed, createTime: string): Promise<void> {
  await db
    .insertInto('qb_favorite')
    .values({ user_id: f.userId, question_id: f.questionId, category_id: f.categoryId, major_type: f.majorType, create_time: createTime })
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doNothing())
    .execute();
}

export async function removeFavorite(db: Queryable, userId: number, questionId: number): Promise<void> {
  await db.deleteFrom('qb_favorite').where('user_id', '=', userId).where('question_id', '=', questionId).execute();
}

/** Saves the user's note on a question (one per user and question). */
export async function saveNote(db: Queryable, f: Filed, mark: string, updateTime: string): Promise<void> {
  await db
    .insertInto('qb_note')
    .values({ user_id: f.userId, question_id: f.questionId, category_id: f.categoryId, major_type: f.majorType, mark, update_time: updateTime })
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doUpdateSet((eb) => ({ mark: eb.ref('excluded.mark'), update_time: eb.ref('excluded.update_time') })))
    .execute();
}

export async function removeNote(db: Queryable, userId: number, questionId: number): Promise<void> {
  await db.deleteFrom('qb_note').where('user_id', '=', userId).where('question_id', '=', questionId).execute();
}

/** Whether the user marked the question, and their note on it. */
export async function resourceState(db: Queryable, userId: number, questionId: number) {
  const fav = await db.selectFrom('qb_favorite').select('question_id').where('user_id', '=', userId).where('question_id', '=', questionId).executeTakeFirst();
  const note = await db.selectFrom('qb_note').select(['mark', 'update_time']).where('user_id', '=', userId).where('question_id', '=', questionId).executeTakeFirst();
  return { isFavorite: !!fav, note };
}

export async function questionExists(db: Queryable, questionId: number): Promise<boolean> {
  return !!(await db.selectFrom('qb_question').select('id').where('id', '=', questionId).executeTakeFirst());
}

export interface ResourceFilter {
  userId: number;
  notes: boolean;
  majorType?: number;
  /** Only these leaf categories (a bank's), when given; an empty list matches nothing. */
  leafIds?: number[];
  questionId?: number;
}

export interface ResourceRow {
  question_id: number;
  category_id: number;
  mark: string;
  update_time: string;
  content: string;
  parent_content: string | null;
  fav: number;
}

/** The user's notes or favourites as one shape (favourites have no mark; their time is when they were marked). */
function resources(db: Queryable, f: ResourceFilter) {
  const notes = db.selectFrom('qb_note').select(['question_id', 'category_id', 'major_type', 'mark', 'update_time']).where('user_id', '=', f.userId);
  const favourites = db
    .selectFrom('qb_favorite')
    .select(['question_id', 'category_id', 'major_type', sql<string>`''`.as('mark'), 'create_time as update_time'])
    .where('user_id', '=', f.userId);
  // Same columns, same types: only the source table differs, which the outer query does not see.
  const source = f.notes ? notes : (favourites as unknown as typeof notes);
  let query = db
    .selectFrom(source.as('s'))
    .innerJoin('qb_question as qq', 'qq.id', 's.question_id')
    .leftJoin('qb_question as p', 'p.id', 'qq.parent_id');
  if (f.majorType) query = query.where('s.major_type', '=', f.majorType);
  if (f.leafIds) {
    const leaves = f.leafIds;
    query = leaves.length ? query.where('s.category_id', 'in', leaves) : query.where('s.category_id', '<', 0);
  }
  if (f.questionId) query = query.where('s.question_id', '=', f.questionId);
  return query;
}

/** A page (or all, without paging) of the user's notes or favourites, newest first, and how many there are. */
export async function resourcePage(db: Queryable, f: ResourceFilter, page: { limit: number; offset: number } | null): Promise<{ rows: ResourceRow[]; total: number }> {
  const total = Number((await resources(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  let list = resources(db, f)
    .select((eb) => [
      's.question_id',
      's.category_id',
      's.mark',
      's.update_time',
      'qq.content',
      'p.content as parent_content',
      eb
        .case()
        .when(eb.exists(eb.selectFrom('qb_favorite as f').select('f.question_id').where('f.user_id', '=', f.userId).whereRef('f.question_id', '=', 's.question_id')))
        .then(eb.lit(1))
        .else(eb.lit(0))
        .end()
        .as('fav'),
    ])
    .orderBy('s.update_time', 'desc')
    .orderBy('s.question_id', 'desc');
  if (page) list = list.limit(page.limit).offset(page.offset);
  const rows = await list.execute();
  return { rows: rows.map((r) => ({ ...r, fav: Number(r.fav) })), total };
}
