import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CommerceMessages,
  KnowledgeAdminMessages,
  Role,
  idList,
  idParam,
  knowledgeAdminPaths,
  knowledgeBody,
  knowledgeCategoryParams,
  knowledgeCategoryQuery,
  knowledgeCategoryRename,
  knowledgeExportQuery,
  knowledgeListQuery,
  KNOWLEDGE_TYPE_LABELS,
  type KnowledgeBody,
  type KnowledgeRow,
} from '@medteach/contract';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound, refused } from '../../core/errors';
import { BusinessType, noteChange, type OperLogMeta } from '../../core/oper-log';
import { sanitizeRichText } from '../../core/rich-text';
import { parse } from '../../core/validate';
import { sendXlsx, type XlsxColumn } from '../system/xlsx';
import {
  deleteCategory,
  deleteKnowledge,
  insertKnowledge,
  knowledgeTitles,
  listCategories,
  listKnowledge,
  questionsLinking,
  renameCategory,
  updateKnowledge,
} from './knowledge-admin-repository';
import { knowledgeItem } from './knowledge-repository';

const TITLE = '医学知识';
const CATEGORY_TITLE = '医学知识分类';
const admin = (operLog?: OperLogMeta, plain = false) => ({ config: { access: [Role.ADMIN], ...(operLog && { operLog }), ...(plain && { plain }) } });
const byId = z.object({ id: idParam });
const byIds = z.object({ ids: idList });

const EXPORT_COLUMNS: XlsxColumn<KnowledgeRow>[] = [
  { header: '知识编号', value: (r) => r.id },
  { header: '标题', value: (r) => r.title, width: 30 },
  { header: '类型', value: (r) => KNOWLEDGE_TYPE_LABELS[r.type] ?? String(r.type) },
  { header: '简介', value: (r) => r.introduction, width: 50 },
  { header: '视频', value: (r) => r.videoUrl, width: 30 },
  { header: '章节数', value: (r) => r.sectionCount },
  { header: '关联试题数', value: (r) => r.questionCount },
];

/** Section contents are stored sanitised: the phone sanitises again, other readers need not. */
const cleaned = (b: KnowledgeBody): KnowledgeBody => ({ ...b, repoDetails: b.repoDetails.map((d) => ({ ...d, content: sanitizeRichText(d.content) })) });

/**
 * Back office 医学知识 (issue 16, RuoYi shapes, admin only). The phone's /medical reads the tables on every open
 * (knowledge-repository.ts, no cache), so an edit shows there at once.
 */
export async function knowledgeAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const base = knowledgeAdminPaths.base;

  app.get(knowledgeAdminPaths.list, admin(), async (req) => {
    const { pageNum, pageSize, ...filter } = parse(knowledgeListQuery, req.query);
    const { rows, total } = await listKnowledge(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });

  app.post(knowledgeAdminPaths.export, admin({ title: TITLE, businessType: BusinessType.EXPORT }, true), async (req, reply) => {
    const { rows } = await listKnowledge(db, parse(knowledgeExportQuery, req.body));
    return sendXlsx(reply, '医学知识', EXPORT_COLUMNS, rows);
  });

  app.get(knowledgeAdminPaths.categoryList, admin(), async (req) => {
    const { pageNum, pageSize, ...filter } = parse(knowledgeCategoryQuery, req.query);
    const { rows, total } = await listCategories(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });

  app.put(knowledgeAdminPaths.category, admin({ title: CATEGORY_TITLE, businessType: BusinessType.UPDATE }), async (req) => {
    const { repoType, label, newLabel } = parse(knowledgeCategoryRename, req.body);
    const touched = await renameCategory(db, repoType, label, newLabel);
    if (!touched) throw notFound(KnowledgeAdminMessages.categoryMissing);
    noteChange(req, { repoType, label }, { repoType, label: newLabel });
    return ok({ itemCount: touched }, KnowledgeAdminMessages.renamed(touched));
  });

  app.delete(`${knowledgeAdminPaths.category}/:repoType/:label`, admin({ title: CATEGORY_TITLE, businessType: BusinessType.DELETE }), async (req) => {
    const { repoType, label } = parse(knowledgeCategoryParams, req.params);
    if (!(await deleteCategory(db, repoType, label))) throw notFound(KnowledgeAdminMessages.categoryMissing);
    return ok();
  });

  app.get(`${base}/:id`, admin(), async (req) => {
    const item = await knowledgeItem(db, parse(byId, req.params).id);
    if (!item) throw notFound(CommerceMessages.knowledgeMissing);
    return ok(item);
  });

  app.post(base, admin({ title: TITLE, businessType: BusinessType.INSERT }), async (req) => {
    const body = cleaned(parse(knowledgeBody, req.body));
    const id = await insertKnowledge(db, body);
    return ok({ id });
  });

  app.put(base, admin({ title: TITLE, businessType: BusinessType.UPDATE }), async (req) => {
    const body = cleaned(parse(knowledgeBody, req.body));
    if (!body.id) throw badRequest(KnowledgeAdminMessages.idRequired);
    const before = await knowledgeItem(db, body.id);
    if (!before || !(await updateKnowledge(db, body.id, body))) throw notFound(CommerceMessages.knowledgeMissing);
    noteChange(req, before, await knowledgeItem(db, body.id));
    return ok();
  });

  // RuoYi refuses to delete what something still uses: a question's 知识点 entry would open a missing article.
  app.delete(`${base}/:ids`, admin({ title: TITLE, businessType: BusinessType.DELETE }), async (req) => {
    const { ids } = parse(byIds, req.params);
    const linked = await questionsLinking(db, ids);
    if (linked.size) {
      const [first] = await knowledgeTitles(db, [...linked.keys()]);
      if (first) throw refused(KnowledgeAdminMessages.linked(first.title, linked.get(first.id) ?? 0));
    }
    await deleteKnowledge(db, ids);
    return ok();
  });
}
