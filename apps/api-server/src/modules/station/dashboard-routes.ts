import type { FastifyInstance } from 'fastify';
import { dashboardExamParam, examDayPaths } from '@medteach/contract';
import { ok } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { parse } from '../../core/validate';
import { CALL_CONSOLE_ADMINS } from './console-access';
import { dashboardExams, examDashboard } from './dashboard-repository';
import { stationHub } from './hub';

const DASHBOARD = { config: { access: CALL_CONSOLE_ADMINS } };

/**
 * 考试看板 (issue 17), read side: the exams to pick from and one exam's snapshot for the first paint; the live
 * patches come over the dashboard socket (dashboard-feed.ts) and the actions are the call console's own route.
 */
export async function dashboardRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const hub = stationHub(app.ctx);

  app.get(examDayPaths.exams, DASHBOARD, async () => ok(await dashboardExams(db)));

  app.get(`${examDayPaths.exam}/:examId`, DASHBOARD, async (req) => {
    const { examId } = parse(dashboardExamParam, req.params);
    const dashboard = await examDashboard(db, examId, (id) => hub.presenceIn(id));
    if (!dashboard) throw notFound('考试不存在');
    return ok(dashboard);
  });
}
