import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { QUESTION_SHEET_FILES, Role, questionExportQuery, questionImportPaths } from '@medteach/contract';
import { BusinessType } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { runImport } from '../system/xlsx-import';
import { XLSX_TYPE, sendImportTemplate } from '../system/xlsx';
import { exportPager, writeQuestionSheet } from './question-export';
import { categoryPaths, questionImport, typeDictLabels } from './question-import';
import { COLUMN_WIDTHS, SHEET_COLUMNS, typeLabeller } from './question-sheet';
import { templateExampleRows } from './question-template';

const TITLE = '试题管理';
const admin = (businessType?: BusinessType) => ({ access: [Role.ADMIN], ...(businessType === undefined ? {} : { operLog: { title: TITLE, businessType } }) });
/** The template's example category when the bank has none yet (the import then names the missing category). */
const FALLBACK_CATEGORY = '一级分类/二级分类';

const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(`${name}.xlsx`)}`;

/**
 * 试题导入/导出 (issue 16 slice B2): the template (an example of every type and a group of each kind, in a real
 * category so it imports as it is), the import (system/xlsx-import.ts: streamed reading, per-row report, one
 * transaction, progress) and the export of 试题管理's filtered list in the template's shape.
 */
export async function questionImportRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  // A download, not a change: named for 操作日志 by what was fetched.
  const templateLog = { title: '下载试题导入模板', businessType: BusinessType.OTHER };
  app.post(questionImportPaths.importTemplate, { config: { ...admin(), plain: true, body: false, operLog: templateLog } }, async (_req, reply) => {
    const [labels, paths] = await Promise.all([typeDictLabels(db), categoryPaths(db)]);
    const category = [...paths].find(([, id]) => id !== null)?.[0] ?? FALLBACK_CATEGORY;
    const examples = templateExampleRows(category, typeLabeller(labels)).map((row) => SHEET_COLUMNS.map((c) => row[c] ?? ''));
    const required: string[] = questionImport.requiredColumns as string[];
    const headers = SHEET_COLUMNS.map((header) => ({ header, required: required.includes(header), width: COLUMN_WIDTHS[header] ?? 14 }));
    return sendImportTemplate(reply, QUESTION_SHEET_FILES.template, headers, examples);
  });

  app.post(questionImportPaths.importData, { config: admin(BusinessType.IMPORT) }, (req) => runImport(req, questionImport));

  app.post(questionImportPaths.export, { config: { ...admin(BusinessType.EXPORT), plain: true } }, async (req, reply) => {
    const filter = parse(questionExportQuery, { ...(req.query as object), ...((req.body as object | null) ?? {}) });
    const pager = await exportPager(db, filter);
    const out = new PassThrough();
    writeQuestionSheet(db, pager, out).catch((err) => {
      req.log.error({ err }, 'question export failed');
      out.destroy(err);
    });
    return reply.type(XLSX_TYPE).header('Content-Disposition', attachment(QUESTION_SHEET_FILES.export)).send(out);
  });
}
