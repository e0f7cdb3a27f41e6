import type { CategoryAdminRow, CategoryBody, StudyBankAdminRow, StudyBankBody } from '@medteach/contract';
import { containsText, countRows, onePage, type Page } from '../system/sql-filter';
import type { Queryable } from '../../db/queryable';

// ---------------------------------------------------------------- study banks

export async function listStudyBanks(db: Queryable, f: { majorType?: number; studyBankName?: string }, page?: Page): Promise<{ total: number; rows: StudyBankAdminRow[] }> {
  const base = () => {
    let query = db.selectFrom('qb_study_bank');
    if (f.majorType !== undefined) query = query.where('major_type', '=', f.majorType);
    if (f.studyBankName) query = query.where(containsText('name', f.studyBankName));
    return query;
  };
  const banks = await onePage(base().select(['id', 'name', 'major_type', 'sort']).orderBy('major_type').orderBy('sort').orderBy('id'), page).execute();
  const ids = banks.map((b) => b.id);
  const links = ids.length
    ? await db
        .selectFrom('qb_study_bank_category as sbc')
        .innerJoin('qb_category as c', 'c.id', 'sbc.category_id')
        .select((eb) => [
          'sbc.study_bank_id',
          'c.id',
          'c.name',
          eb
            .selectFrom('qb_question as q')
            .innerJoin('qb_category as leaf', 'leaf.id', 'q.category_id')
            .select((s) => s.fn.countAll<number>().as('n'))
            .whereRef('leaf.parent_id', '=', 'c.id')
            .where('q.answerable', '=', 1)
            .as('n'),
        ])
        .where('sbc.study_bank_id', 'in', ids)
        .orderBy('c.sort')
        .orderBy('c.id')
        .execute()
    : [];
  const rows = banks.map((b) => {
    const mine = links.filter((l) => l.study_bank_id === b.id);
    return {
      studyBankId: b.id,
      studyBankName: b.name,
      majorType: b.major_type,
      sort: b.sort,
      categoryIds: mine.map((l) => l.id),
      categoryNames: mine.map((l) => l.name),
      questionCount: mine.reduce((n, l) => n + Number(l.n ?? 0), 0),
    };
  });
  return { total: await countRows(base()), rows };
}

export async function getStudyBank(db: Queryable, id: number): Promise<StudyBankAdminRow | undefined> {
  const bank = await db.selectFrom('qb_study_bank').select(['major_type', 'name']).where('id', '=', id).executeTakeFirst();
  if (!bank) return undefined;
  const { rows } = await listStudyBanks(db, { majorType: bank.major_type });
  return rows.find((r) => r.studyBankId === id);
}

export async function bankNameTaken(db: Queryable, b: StudyBankBody): Promise<boolean> {
  const row = await db
    .selectFrom('qb_study_bank')
    .select('id')
    .where('major_type', '=', b.majorType)
    .where('name', '=', b.studyBankName)
    .where('id', '<>', b.studyBankId ?? 0)
    .executeTakeFirst();
  return row !== undefined;
}

async function linkCategories(db: Queryable, bankId: number, categoryIds: number[]) {
  await db.deleteFrom('qb_study_bank_category').where('study_bank_id', '=', bankId).execute();
  if (categoryIds.length) await db.insertInto('qb_study_bank_category').values(categoryIds.map((category_id) => ({ study_bank_id: bankId, category_id }))).execute();
}

export async function insertStudyBank(db: Queryable, b: StudyBankBody): Promise<number> {
  const { id } = await db.insertInto('qb_study_bank').values({ name: b.studyBankName, major_type: b.majorType, sort: b.sort }).returning('id').executeTakeFirstOrThrow();
  await linkCategories(db, id, b.categoryIds);
  return id;
}

export async function updateStudyBank(db: Queryable, id: number, b: StudyBankBody): Promise<boolean> {
  const result = await db.updateTable('qb_study_bank').set({ name: b.studyBankName, major_type: b.majorType, sort: b.sort }).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await linkCategories(db, id, b.categoryIds);
  return true;
}

/** A bank goes with its links (the categories stay); records that named it keep their id as history. */
export async function deleteStudyBanks(db: Queryable, ids: number[]) {
  await db.deleteFrom('qb_study_bank_category').where('study_bank_id', 'in', ids).execute();
  await db.deleteFrom('qb_study_record').where('study_bank_id', 'in', ids).execute();
  await db.deleteFrom('qb_study_bank').where('id', 'in', ids).execute();
}

// ---------------------------------------------------------------- categories

const categoryColumns = ['c.id', 'c.parent_id', 'c.major_type', 'c.name', 'c.code', 'c.sort', 'c.is_demo', 'c.skill_id', 'c.skill_name', 'c.product_info_id'] as const;

/** The categories of 分类管理, flat with parentId (first level first), each with the questions filed under it. */
export async function listCategories(db: Queryable, f: { majorType?: number; categoryName?: string; ids?: number[] }): Promise<CategoryAdminRow[]> {
  let query = db
    .selectFrom('qb_category as c')
    .select((eb) => [
      ...categoryColumns,
      eb.selectFrom('qb_question as q').select((s) => s.fn.countAll<number>().as('n')).whereRef('q.category_id', '=', 'c.id').where('q.parent_id', 'is', null).as('question_count'),
    ]);
  if (f.majorType !== undefined) query = query.where('c.major_type', '=', f.majorType);
  if (f.ids) query = query.where('c.id', 'in', f.ids.length ? f.ids : [0]);
  // A name filter keeps the matches and the parents of matching leaves, so the tree stays a tree.
  const name = f.categoryName;
  if (name) {
    query = query.where((eb) =>
      eb.or([containsText('c.name', name), eb('c.id', 'in', eb.selectFrom('qb_category as m').select('m.parent_id').where(containsText('m.name', name)))]),
    );
  }
  const rows = await query.orderBy('c.major_type').orderBy('c.parent_id').orderBy('c.sort').orderBy('c.id').execute();
  return rows.map((r) => ({
    categoryId: r.id,
    parentId: r.parent_id,
    majorType: r.major_type,
    categoryName: r.name,
    code: r.code,
    sort: r.sort,
    isDemo: r.is_demo === 1 ? 1 : 0,
    locked: r.skill_id !== null,
    productInfoId: r.product_info_id,
    skillId: r.skill_id,
    skillName: r.skill_name,
    questionCount: Number(r.question_count ?? 0),
  }));
}

export async function getCategory(db: Queryable, id: number): Promise<CategoryAdminRow | undefined> {
  return (await listCategories(db, { ids: [id] }))[0];
}

/** The skill a product unlocks (the phone's bridge passes skillId, skillName, skillIntegral, productInfoId). */
export async function productSkill(db: Queryable, productInfoId: number) {
  return db.selectFrom('product_info').select(['id', 'skill_id', 'name', 'skill_exchange_integral']).where('id', '=', productInfoId).executeTakeFirst();
}

export type CategoryLock = { skill_id: number | null; skill_name: string; skill_integral: number; product_info_id: number | null };
export const UNLOCKED: CategoryLock = { skill_id: null, skill_name: '', skill_integral: 0, product_info_id: null };

const categoryValues = (b: CategoryBody, lock: CategoryLock) => ({
  parent_id: b.parentId,
  major_type: b.majorType,
  name: b.categoryName,
  code: b.code,
  sort: b.sort,
  is_demo: b.isDemo,
  ...lock,
});

export async function insertCategory(db: Queryable, b: CategoryBody, lock: CategoryLock): Promise<number> {
  const { id } = await db.insertInto('qb_category').values(categoryValues(b, lock)).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * Saves a category. A first-level category's lock is its leaves' lock too (the phone reads each leaf's skill; the
 * seed gives leaves their parent's), so a change of lock on a first-level category is carried down to its leaves.
 */
export async function updateCategory(db: Queryable, id: number, b: CategoryBody, lock: CategoryLock): Promise<void> {
  await db.updateTable('qb_category').set(categoryValues(b, lock)).where('id', '=', id).execute();
  if (b.parentId === 0) await db.updateTable('qb_category').set({ ...lock, major_type: b.majorType }).where('parent_id', '=', id).execute();
}

export async function childCount(db: Queryable, id: number): Promise<number> {
  return countRows(db.selectFrom('qb_category').where('parent_id', '=', id));
}

/** Questions filed under the category (or under its leaves), children included. */
export async function questionCount(db: Queryable, id: number): Promise<number> {
  return countRows(db.selectFrom('qb_question').where('category_id', 'in', db.selectFrom('qb_category').select('id').where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))));
}

export async function deleteCategories(db: Queryable, ids: number[]) {
  await db.deleteFrom('qb_study_bank_category').where('category_id', 'in', ids).execute();
  await db.deleteFrom('qb_category').where('id', 'in', ids).execute();
}

/** First-level categories of a major type among `ids` (a bank may hold only those). */
export async function topCategoryIds(db: Queryable, majorType: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('qb_category').select('id').where('id', 'in', ids).where('parent_id', '=', 0).where('major_type', '=', majorType).execute();
  return rows.map((r) => r.id);
}
