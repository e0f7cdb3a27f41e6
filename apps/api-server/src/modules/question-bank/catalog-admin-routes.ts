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
} from '@medteach/contract';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { createCategory, createStudyBank, removeCategories, removeStudyBanks, saveCategory, saveStudyBank } from './bank-catalog';
import { getCategory, getStudyBank, listCategories, listStudyBanks } from './catalog-admin-repository';
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

  app.post(paths.studyBank, admin(BANKS, BusinessType.INSERT), async (req) => ok({ studyBankId: await createStudyBank(db, parse(studyBankBody, req.body)) }));

  app.put(paths.studyBank, admin(BANKS, BusinessType.UPDATE), async (req) => {
    const { before, after } = await saveStudyBank(db, parse(studyBankBody, req.body));
    noteChange(req, before, after);
    return ok();
  });

  app.delete(`${paths.studyBank}/:ids`, admin(BANKS, BusinessType.DELETE), async (req) => {
    await removeStudyBanks(db, parse(byIds, req.params).ids);
    return ok();
  });

  // ---------------------------------------------------------------- categories

  app.get(paths.categoryList, admin(), async (req) => ok(await listCategories(db, parse(categoryAdminQuery, queryOf(req)))));

  app.get(`${paths.category}/:id`, admin(), async (req) => {
    const category = await getCategory(db, parse(byId, req.params).id);
    if (!category) throw notFound(msg.noSuchCategory);
    return ok(category);
  });

  app.post(paths.category, admin(CATEGORIES, BusinessType.INSERT), async (req) => ok({ categoryId: await createCategory(db, parse(categoryBody, req.body)) }));

  app.put(paths.category, admin(CATEGORIES, BusinessType.UPDATE), async (req) => {
    const body = parse(categoryBody, req.body);
    const id = body.categoryId;
    if (!id) throw badRequest('分类编号不能为空');
    const { before, after } = await saveCategory(db, id, body);
    noteChange(req, before, after);
    return ok();
  });

  // Refused while a category still holds questions, or sub-categories not deleted with it.
  app.delete(`${paths.category}/:ids`, admin(CATEGORIES, BusinessType.DELETE), async (req) => {
    await removeCategories(db, parse(byIds, req.params).ids);
    return ok();
  });
}
