import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  Role,
  categoryAdminQuery,
  categoryBody,
  idList,
  idParam,
  questionAdminMessages as msg,
  questionAdminPaths as paths,
  studyBankBody,
  studyBankQuery,
  type CategoryBody,
} from '@medteach/contract';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound, refused } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
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
  listStudyBanks,
  productSkill,
  questionCount,
  topCategoryIds,
  updateCategory,
  updateStudyBank,
  type CategoryLock,
} from './catalog-admin-repository';
import { queryOf } from './request';

const admin = (title?: string, businessType?: BusinessType) => ({
  config: { access: [Role.ADMIN], ...(title && businessType !== undefined ? { operLog: { title, businessType } } : {}) },
});
const BANKS = '题库管理';
const CATEGORIES = '分类管理';
const byId = z.object({ id: idParam });
const byIds = z.object({ ids: idList });

/** 题库管理 and 分类管理 (issue 16): study banks per major type and the two-level category tree. */
export async function catalogAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  // ---------------------------------------------------------------- study banks

  app.get(paths.studyBankList, admin(), async (req) => {
    const { pageNum, pageSize, ...filter } = parse(studyBankQuery, queryOf(req));
    const { rows, total } = await listStudyBanks(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });

  app.get(`${paths.studyBank}/:id`, admin(), async (req) => {
    const bank = await getStudyBank(db, parse(byId, req.params).id);
    if (!bank) throw notFound(msg.noSuchBank);
    return ok(bank);
  });

  /** The body with its categories checked: first-level ones of the bank's major type. */
  const bankBody = async (raw: unknown) => {
    const body = parse(studyBankBody, raw);
    const tops = await topCategoryIds(db, body.majorType, body.categoryIds);
    const wrong = body.categoryIds.find((id) => !tops.includes(id));
    if (wrong !== undefined) throw badRequest(msg.categoryInBank(String(wrong)));
    if (await bankNameTaken(db, body)) throw refused(msg.bankNameTaken(body.studyBankName));
    return { ...body, categoryIds: [...new Set(body.categoryIds)] };
  };

  app.post(paths.studyBank, admin(BANKS, BusinessType.INSERT), async (req) => {
    const body = await bankBody(req.body);
    const studyBankId = await db.transaction().execute((trx) => insertStudyBank(trx, body));
    return ok({ studyBankId });
  });

  app.put(paths.studyBank, admin(BANKS, BusinessType.UPDATE), async (req) => {
    const body = await bankBody(req.body);
    const id = body.studyBankId;
    if (!id) throw badRequest('题库编号不能为空');
    const before = await getStudyBank(db, id);
    if (!before) throw notFound(msg.noSuchBank);
    await db.transaction().execute((trx) => updateStudyBank(trx, id, body));
    noteChange(req, before, await getStudyBank(db, id));
    return ok();
  });

  app.delete(`${paths.studyBank}/:ids`, admin(BANKS, BusinessType.DELETE), async (req) => {
    const { ids } = parse(byIds, req.params);
    await db.transaction().execute((trx) => deleteStudyBanks(trx, ids));
    return ok();
  });

  // ---------------------------------------------------------------- categories

  app.get(paths.categoryList, admin(), async (req) => ok(await listCategories(db, parse(categoryAdminQuery, queryOf(req)))));

  app.get(`${paths.category}/:id`, admin(), async (req) => {
    const category = await getCategory(db, parse(byId, req.params).id);
    if (!category) throw notFound(msg.noSuchCategory);
    return ok(category);
  });

  /** The lock a body asks for: none, or the skill of the product that unlocks it. */
  const lockOf = async (body: CategoryBody): Promise<CategoryLock> => {
    if (!body.locked) return UNLOCKED;
    if (body.productInfoId === null) throw badRequest(msg.lockedNeedsProduct);
    const product = await productSkill(db, body.productInfoId);
    if (!product) throw badRequest(msg.noSuchProduct);
    return { skill_id: product.skill_id, skill_name: product.name, skill_integral: product.skill_exchange_integral, product_info_id: product.id };
  };

  /** A parent must be a first-level category of the same major type (two levels, spec §2). */
  const checkParent = async (body: CategoryBody) => {
    if (body.parentId === 0) return;
    if (body.parentId === body.categoryId) throw badRequest(msg.parentSelf);
    const parent = await getCategory(db, body.parentId);
    if (!parent || parent.parentId !== 0 || parent.majorType !== body.majorType) throw badRequest(msg.parentNotTop);
  };

  app.post(paths.category, admin(CATEGORIES, BusinessType.INSERT), async (req) => {
    const body = parse(categoryBody, req.body);
    await checkParent(body);
    const categoryId = await insertCategory(db, body, await lockOf(body));
    return ok({ categoryId });
  });

  app.put(paths.category, admin(CATEGORIES, BusinessType.UPDATE), async (req) => {
    const body = parse(categoryBody, req.body);
    const id = body.categoryId;
    if (!id) throw badRequest('分类编号不能为空');
    const before = await getCategory(db, id);
    if (!before) throw notFound(msg.noSuchCategory);
    await checkParent(body);
    if (body.parentId !== 0 && (await childCount(db, id)) > 0) throw badRequest(msg.parentWithChildren);
    const lock = await lockOf(body);
    await db.transaction().execute((trx) => updateCategory(trx, id, body, lock));
    noteChange(req, before, await getCategory(db, id));
    return ok();
  });

  // Refused while a category still holds questions, or sub-categories not deleted with it: moved or deleted first.
  app.delete(`${paths.category}/:ids`, admin(CATEGORIES, BusinessType.DELETE), async (req) => {
    const { ids } = parse(byIds, req.params);
    const all = await listCategories(db, {});
    for (const category of all.filter((c) => ids.includes(c.categoryId))) {
      if (all.some((c) => c.parentId === category.categoryId && !ids.includes(c.categoryId))) throw refused(msg.categoryHasChildren(category.categoryName));
      const n = await questionCount(db, category.categoryId);
      if (n > 0) throw refused(msg.categoryHasQuestions(category.categoryName, n));
    }
    await db.transaction().execute((trx) => deleteCategories(trx, ids));
    return ok();
  });
}
