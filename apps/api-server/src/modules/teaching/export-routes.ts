import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Role,
  TEACHING_EXPORT_KINDS,
  TeachingExportMessages,
  exportPlansQuery,
  progressSheetQuery,
  teachingExportBody,
  teachingExportPaths,
} from '@medteach/contract';
import { hasRole } from '../../core/auth';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { forbidden } from '../../core/errors';
import { BusinessType } from '../../core/oper-log';
import { TEACHING_STAFF } from '../../core/routing';
import { parse } from '../../core/validate';
import { sendXlsxBody } from '../system/xlsx';
import { exportPlans, teachesPlan } from './export-repository';
import { EXPORT_WORKBOOKS, progressSheet } from './export-sheets';
import type { Queryable } from '../../db/queryable';

const TITLE = '教学导出';
const staff = { access: TEACHING_STAFF };

/** Admins export any plan; a teacher only the plans they teach (the plan's teacher or a lesson's). */
async function assertMayExport(db: Queryable, req: FastifyRequest, planId: number) {
  const user = currentUser(req);
  if (hasRole(user, Role.ADMIN)) return;
  if (!(await teachesPlan(db, planId, user.userId))) throw forbidden(TeachingExportMessages.notYourPlan);
}

/** The teacher filter of the plan list: none for admins. */
const teacherFilter = (req: FastifyRequest) => {
  const user = currentUser(req);
  return hasRole(user, Role.ADMIN) ? undefined : user.userId;
};

/**
 * 教学导出 (issue 17): per plan (and class) the 课表进度表 as xlsx set up to print and as the console's print view's
 * data, and attendance, homework scores and ratings as xlsx. Reads only; the exports are logged like RuoYi's.
 */
export async function exportRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get(teachingExportPaths.plans, { config: staff }, async (req) => {
    const { semesterId } = parse(exportPlansQuery, req.query);
    return ok(await exportPlans(db, semesterId, teacherFilter(req)));
  });

  app.get(teachingExportPaths.progressSheet, { config: staff }, async (req) => {
    const { planId, classId } = parse(progressSheetQuery, req.query);
    await assertMayExport(db, req, planId);
    return ok(await progressSheet(db, planId, classId));
  });

  for (const kind of TEACHING_EXPORT_KINDS) {
    const config = { ...staff, plain: true, operLog: { title: TITLE, businessType: BusinessType.EXPORT } };
    app.post(`${teachingExportPaths.base}/${kind}`, { config }, async (req, reply) => {
      const { planId, classId } = parse(teachingExportBody, req.body ?? {});
      await assertMayExport(db, req, planId);
      const { title, body } = await EXPORT_WORKBOOKS[kind](db, planId, classId);
      return sendXlsxBody(reply, title, body);
    });
  }
}
