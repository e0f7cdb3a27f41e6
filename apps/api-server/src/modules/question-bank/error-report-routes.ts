import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ERROR_REPORT_STATUS_LABELS,
  ErrorReportMessages as M,
  Role,
  errorReportBody,
  errorReportExportQuery,
  errorReportListQuery,
  errorReportPaths as paths,
  idList,
  type ErrorReportRow,
} from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok, table } from '../../core/envelope';
import { forbidden, notFound } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { nowText } from '../../db/db';
import { sendXlsx, type XlsxColumn } from '../system/xlsx';
import { skillAccess } from './access-repository';
import { addErrorReport, errorReportsByIds, handleErrorReports, listErrorReports } from './error-report-repository';
import { loadRowsByIds } from './question-repository';
import { SIGNED_IN } from '../../core/routing';

const TITLE = '纠错反馈';
const handleParams = /*#__PURE__*/ z.object({ ids: idList });
/** The stem as text for the sheet (the console shows it rendered). */
const plain = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

const COLUMNS: XlsxColumn<ErrorReportRow>[] = [
  { header: '反馈编号', value: (r) => r.reportId, width: 10 },
  { header: '试题编号', value: (r) => r.questionId, width: 10 },
  { header: '题干', value: (r) => plain(r.questionContent), width: 40 },
  { header: '错误类型', value: (r) => r.errorType },
  { header: '错误描述', value: (r) => r.content, width: 40 },
  { header: '学员', value: (r) => r.studentName },
  { header: '提交时间', value: (r) => r.createTime, width: 20 },
  { header: '状态', value: (r) => ERROR_REPORT_STATUS_LABELS[r.status] },
  { header: '处理人', value: (r) => r.handleBy },
  { header: '处理时间', value: (r) => r.handleTime ?? '', width: 20 },
];

/**
 * 纠错 (issue 18): a signed-in student reports a mistake in a question they may open (the topic lock applies, as to
 * answers); the back office's 纠错反馈 lists the reports, marks them handled and exports them.
 */
export async function errorReportRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  app.post(paths.add, SIGNED_IN, async (req) => {
    const body = parse(errorReportBody, req.body);
    const user = currentUser(req);
    const [row] = await loadRowsByIds(db, await skillAccess(db, user.userId), [body.questionId]);
    if (!row) throw notFound(M.questionMissing);
    if (row.open !== 1) throw forbidden(M.questionLocked);
    const reportId = await addErrorReport(db, { questionId: row.id, userId: user.userId, errorType: body.errorType, content: body.content, now: nowText() });
    return ok({ reportId });
  });

  app.get(paths.list, { config: { access: [Role.ADMIN] } }, async (req) => {
    const { pageNum, pageSize, ...filter } = parse(errorReportListQuery, req.query);
    const { rows, total } = await listErrorReports(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });

  app.put(`${paths.handle}/:ids`, { config: { access: [Role.ADMIN], operLog: { title: TITLE, businessType: BusinessType.UPDATE }, body: false } }, async (req) => {
    const { ids } = parse(handleParams, req.params);
    const before = await errorReportsByIds(db, ids);
    if (before.length !== new Set(ids).size) throw notFound('纠错反馈不存在');
    await handleErrorReports(db, ids, currentUser(req).userName, nowText());
    noteChange(req, before, await errorReportsByIds(db, ids));
    return ok();
  });

  app.post(paths.export, { config: { access: [Role.ADMIN], plain: true, operLog: { title: TITLE, businessType: BusinessType.EXPORT } } }, async (req, reply) => {
    const { rows } = await listErrorReports(db, parse(errorReportExportQuery, req.body ?? {}));
    return sendXlsx(reply, TITLE, COLUMNS, rows);
  });
}
