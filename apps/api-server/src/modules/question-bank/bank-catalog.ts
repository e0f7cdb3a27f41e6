import { questionAdminMessages as msg, type CategoryAdminRow, type CategoryBody, type StudyBankAdminRow, type StudyBankBody } from '@medteach/contract';
import { badRequest, notFound, refused } from '../../core/errors';
import {
  UNLOCKED,
  bankNameTaken,
  childCount,
  deleteCategories,
  deleteStudyBanks,
  getCategory,
  getStudyBank,
  insertCategory,
  insertStudyBank,
  listCategories,
  productSkill,
  questionCount,
  topCategoryIds,
  updateCategory,
  updateStudyBank,
  type CategoryLock,
} from './catalog-admin-repository';
import { atomically, type Queryable } from '../../db/queryable';

/**
 * 题库管理 and 分类管理 in the back office (issue 16): study banks per major type over first-level categories, and the
 * two-level category tree whose categories a product may lock. Each write is checked, then stored in one transaction.
 */

/** The bank with its categories checked (first-level ones of its major type, each once) and its name free. */
async function checkedBank(db: Queryable, body: StudyBankBody): Promise<StudyBankBody> {
  const tops = await topCategoryIds(db, body.majorType, body.categoryIds);
  const wrong = body.categoryIds.find((id) => !tops.includes(id));
  if (wrong !== undefined) throw badRequest(msg.categoryInBank(String(wrong)));
  if (await bankNameTaken(db, body)) throw refused(msg.bankNameTaken(body.studyBankName));
  return { ...body, categoryIds: [...new Set(body.categoryIds)] };
}

export async function createStudyBank(db: Queryable, body: StudyBankBody): Promise<number> {
  const bank = await checkedBank(db, body);
  return atomically(db, (trx) => insertStudyBank(trx, bank));
}

/** Saves bank `body.studyBankId`; returns it before and after (operation log). */
export async function saveStudyBank(db: Queryable, body: StudyBankBody): Promise<{ before: StudyBankAdminRow; after: StudyBankAdminRow | undefined }> {
  const bank = await checkedBank(db, body);
  const id = bank.studyBankId;
  if (!id) throw badRequest('题库编号不能为空');
  const before = await getStudyBank(db, id);
  if (!before) throw notFound(msg.noSuchBank);
  await atomically(db, (trx) => updateStudyBank(trx, id, bank));
  return { before, after: await getStudyBank(db, id) };
}

export async function removeStudyBanks(db: Queryable, ids: number[]): Promise<void> {
  await atomically(db, (trx) => deleteStudyBanks(trx, ids));
}

/** The lock a body asks for: none, or the skill of the product that unlocks it. */
async function lockOf(db: Queryable, body: CategoryBody): Promise<CategoryLock> {
  if (!body.locked) return UNLOCKED;
  if (body.productInfoId === null) throw badRequest(msg.lockedNeedsProduct);
  const product = await productSkill(db, body.productInfoId);
  if (!product) throw badRequest(msg.noSuchProduct);
  return { skill_id: product.skill_id, skill_name: product.name, skill_integral: product.skill_exchange_integral, product_info_id: product.id };
}

/** A parent must be a first-level category of the same major type (two levels, spec §2). */
async function checkParent(db: Queryable, body: CategoryBody) {
  if (body.parentId === 0) return;
  if (body.parentId === body.categoryId) throw badRequest(msg.parentSelf);
  const parent = await getCategory(db, body.parentId);
  if (!parent || parent.parentId !== 0 || parent.majorType !== body.majorType) throw badRequest(msg.parentNotTop);
}

export async function createCategory(db: Queryable, body: CategoryBody): Promise<number> {
  await checkParent(db, body);
  return insertCategory(db, body, await lockOf(db, body));
}

/** Saves category `id`; a category with sub-categories stays first-level. Returns it before and after (operation log). */
export async function saveCategory(db: Queryable, id: number, body: CategoryBody): Promise<{ before: CategoryAdminRow; after: CategoryAdminRow | undefined }> {
  const before = await getCategory(db, id);
  if (!before) throw notFound(msg.noSuchCategory);
  await checkParent(db, body);
  if (body.parentId !== 0 && (await childCount(db, id)) > 0) throw badRequest(msg.parentWithChildren);
  const lock = await lockOf(db, body);
  await atomically(db, (trx) => updateCategory(trx, id, body, lock));
  return { before, after: await getCategory(db, id) };
}

/** Refused while a category still holds questions, or sub-categories not deleted with it: moved or deleted first. */
export async function removeCategories(db: Queryable, ids: number[]): Promise<void> {
  const all = await listCategories(db, {});
  for (const category of all.filter((c) => ids.includes(c.categoryId))) {
    if (all.some((c) => c.parentId === category.categoryId && !ids.includes(c.categoryId))) throw refused(msg.categoryHasChildren(category.categoryName));
    const n = await questionCount(db, category.categoryId);
    if (n > 0) throw refused(msg.categoryHasQuestions(category.categoryName, n));
  }
  await atomically(db, (trx) => deleteCategories(trx, ids));
}
