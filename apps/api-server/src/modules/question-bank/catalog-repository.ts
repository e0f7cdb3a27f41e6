import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/tables';
import { wrongQuestionIds } from './question-repository';
import type { Queryable } from '../../db/queryable';

/** How many answerable questions the category `c` holds (a correlated count). */
const answerableIn = (eb: ExpressionBuilder<DB & { c: DB['qb_category'] }, 'c'>) =>
  eb
    .selectFrom('qb_question as q')
    .select((s) => s.fn.countAll<number>().as('n'))
    .whereRef('q.category_id', '=', 'c.id')
    .where('q.answerable', '=', 1)
    .$asScalar();

export interface CategoryRow {
  id: number;
  parent_id: number;
  name: string;
  code: string;
  skill_id: number | null;
  skill_name: string;
  skill_integral: number;
  product_info_id: number | null;
  is_demo: number;
  total_num: number;
  study_num: number;
}

/** Categories of a major type with answerable totals and the user's practised counts (leaves; parents sum them). */
export async function categoryRows(db: Queryable, userId: number, majorType: number, studyBankId?: number): Promise<CategoryRow[]> {
  let query = db
    .selectFrom('qb_category as c')
    .select((eb) => [
      'c.id',
      'c.parent_id',
      'c.name',
      'c.code',
      'c.skill_id',
      'c.skill_name',
      'c.skill_integral',
      'c.product_info_id',
      'c.is_demo',
      answerableIn(eb).as('total_num'),
      eb
        .selectFrom('qb_question_record as r')
        .select((s) => s.fn.countAll<number>().as('n'))
        .where('r.user_id', '=', userId)
        .where('r.study_paper_id', '=', 0)
        .whereRef('r.category_id', '=', 'c.id')
        .$asScalar()
        .as('study_num'),
    ])
    .where('c.major_type', '=', majorType);
  if (studyBankId) {
    // A first-level category by its own id, a leaf by its parent's.
    const topId = sql<number>`(CASE WHEN ${sql.ref('c.parent_id')} = 0 THEN ${sql.ref('c.id')} ELSE ${sql.ref('c.parent_id')} END)`;
    query = query.where(topId, 'in', db.selectFrom('qb_study_bank_category').select('category_id').where('study_bank_id', '=', studyBankId));
  }
  // First-level categories first, then by position.
  const rows = await query.orderBy(sql`(CASE WHEN ${sql.ref('c.parent_id')} = 0 THEN 0 ELSE 1 END)`).orderBy('c.sort').orderBy('c.id').execute();
  return rows.map((r) => ({ ...r, total_num: Number(r.total_num ?? 0), study_num: Number(r.study_num ?? 0) }));
}

/** A leaf category with its parent and a question count (bank contents, or the user's wrong / favourite ones). */
export interface LeafCountRow {
  id: number;
  name: string;
  parent_id: number;
  parent_name: string;
  total_num: number;
}

export interface BankRow {
  id: number;
  major_type: number;
  name: string;
}

export async function studyBankRows(db: Queryable, opts: { majorType?: number; id?: number }): Promise<BankRow[]> {
  let query = db.selectFrom('qb_study_bank').select(['id', 'major_type', 'name']);
  if (opts.majorType !== undefined) query = query.where('major_type', '=', opts.majorType);
  if (opts.id !== undefined) query = query.where('id', '=', opts.id);
  return query.orderBy('sort').orderBy('id').execute();
}

/** The leaves of a bank's first-level categories, each with its answerable question count. */
export async function bankLeaves(db: Queryable, bankId: number): Promise<LeafCountRow[]> {
  const rows = await db
    .selectFrom('qb_study_bank_category as sbc')
    .innerJoin('qb_category as pc', 'pc.id', 'sbc.category_id')
    .innerJoin('qb_category as c', 'c.parent_id', 'pc.id')
    .select((eb) => [
      'c.id',
      'c.name',
      'pc.id as parent_id',
      'pc.name as parent_name',
      answerableIn(eb).as('total_num'),
    ])
    .where('sbc.study_bank_id', '=', bankId)
    .orderBy('pc.sort')
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ ...r, total_num: Number(r.total_num ?? 0) }));
}

export async function bankMajorType(db: Queryable, bankId: number): Promise<number | undefined> {
  return (await db.selectFrom('qb_study_bank').select('major_type').where('id', '=', bankId).executeTakeFirst())?.major_type;
}

/** Practised / right / wrong practice answers of the user in some leaves, and the answerable total there. */
export async function bankTotals(db: Queryable, userId: number, leaves: number[]) {
  if (leaves.length === 0) return { total: 0, studied: 0, rightNum: 0, wrongNum: 0 };
  const total = await db
    .selectFrom('qb_question')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('answerable', '=', 1)
    .where('category_id', 'in', leaves)
    .executeTakeFirstOrThrow();
  const answered = await db
    .selectFrom('qb_question_record')
    .select((eb) => [
      eb.fn.countAll<number>().as('studied'),
      eb.fn.sum<number>(sql`CASE WHEN ${sql.ref('is_right')} = 1 THEN 1 ELSE 0 END`).as('right_num'),
      eb.fn.sum<number>(sql`CASE WHEN ${sql.ref('is_right')} = 0 THEN 1 ELSE 0 END`).as('wrong_num'),
    ])
    .where('user_id', '=', userId)
    .where('study_paper_id', '=', 0)
    .where('category_id', 'in', leaves)
    .executeTakeFirstOrThrow();
  return { total: Number(total.n), studied: Number(answered.studied), rightNum: Number(answered.right_num ?? 0), wrongNum: Number(answered.wrong_num ?? 0) };
}

/** Where the user last practised in a bank. */
export async function studyPosition(db: Queryable, userId: number, bankId: number) {
  return db
    .selectFrom('qb_study_record')
    .select(['category_id', 'last_question_id', 'update_time'])
    .where('user_id', '=', userId)
    .where('study_bank_id', '=', bankId)
    .executeTakeFirst();
}

/** Per leaf, how many of the user's wrong questions (or favourites) it holds. */
export async function mineByLeaf(db: Queryable, userId: number, leaves: number[], mine: 'wrong' | 'favorite'): Promise<LeafCountRow[]> {
  if (leaves.length === 0) return [];
  const ids = mine === 'favorite' ? db.selectFrom('qb_favorite').select('question_id').where('user_id', '=', userId) : wrongQuestionIds(db, userId);
  const rows = await db
    .selectFrom('qb_question as q')
    .innerJoin('qb_category as c', 'c.id', 'q.category_id')
    .innerJoin('qb_category as pc', 'pc.id', 'c.parent_id')
    .select((eb) => ['c.id', 'c.name', 'pc.id as parent_id', 'pc.name as parent_name', eb.fn.count<number>('q.id').as('total_num')])
    .where('q.answerable', '=', 1)
    .where('q.category_id', 'in', leaves)
    .where('q.id', 'in', ids)
    .groupBy(['c.id', 'c.name', 'pc.id', 'pc.name', 'pc.sort', 'c.sort'])
    .orderBy('pc.sort')
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ ...r, total_num: Number(r.total_num) }));
}

/** 清空答题记录: deletes the user's practice answers in some leaves; returns how many. */
export async function clearPractice(db: Queryable, userId: number, leaves: number[]): Promise<number> {
  if (leaves.length === 0) return 0;
  const result = await db
    .deleteFrom('qb_question_record')
    .where('user_id', '=', userId)
    .where('study_paper_id', '=', 0)
    .where('category_id', 'in', leaves)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
