import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EXAMINEE_IMPORT_COLUMNS, EXAMINEE_REQUIRED_COLUMNS, Role, examineeAdminPaths as paths, examineeMessages, idParam } from '@medteach/contract';
import { badRequest } from '../../core/errors';
import { BusinessType } from '../../core/oper-log';
import { sendImportTemplate } from '../system/xlsx';
import { runImport } from '../system/xlsx-import';
import { EXAMINEE_TITLE } from './examinee-admin-routes';
import { examineeImport } from './examinee-import';
import { stationHub } from './hub';

/** Required headers in red (RuoYi's template); stations are named within the exam chosen on the page. */
const TEMPLATE_COLUMNS = EXAMINEE_IMPORT_COLUMNS.map((header) => ({ header, required: (EXAMINEE_REQUIRED_COLUMNS as readonly string[]).includes(header), width: header === '计划时间' ? 20 : 16 }));

/** `examId` in the query of importData: the exam whose stations the sheet names. */
const examQuery = z.object({ examId: idParam });

/**
 * `POST /examStation/admin/examinee/importTemplate` and `importData?examId=` (issue 17: examinee lists from xlsx on the
 * shared pipeline — per-row errors, validOnly, updateSupport, progress, one transaction).
 */
export async function examineeImportRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const hub = stationHub(app.ctx);

  // A download, not a change: named for 操作日志 by what was fetched.
  const templateLog = { title: '下载考生导入模板', businessType: BusinessType.OTHER };
  app.post(paths.examineeImportTemplate, { config: { access: [Role.ADMIN], plain: true, body: false, operLog: templateLog } }, async (_req, reply) =>
    sendImportTemplate(reply, '考生导入模板', TEMPLATE_COLUMNS),
  );

  app.post(paths.examineeImportData, { config: { access: [Role.ADMIN], operLog: { title: EXAMINEE_TITLE, businessType: BusinessType.IMPORT } } }, async (req) => {
    const query = examQuery.safeParse(req.query);
    if (!query.success) throw badRequest(examineeMessages.examRequired);
    const spec = await examineeImport(db, query.data.examId);
    const answer = await runImport(req, spec);
    // runImport answers after its transaction committed (or wrote nothing): the boards refetch the stored list.
    hub.stationsChanged(spec.stationsWritten);
    return answer;
  });
}
