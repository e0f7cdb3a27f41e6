import type { FastifyInstance } from 'fastify';
import { Role, adminTimetableQuery, copyWeekBody, teachingLessonAdminPaths as paths, timetableOptionsQuery, type CopyWeekResult } from '@medteach/contract';
import { ok } from '../../core/envelope';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { lessonAdminRoutes } from './lesson-admin-routes';
import { copyWeek } from './lesson-schedule';
import { timetableOptions, timetableWeek } from './timetables';

const TITLE = '课表';
const admin = { access: [Role.ADMIN] };

/**
 * 课表 (issue 17): the week-by-week timetable editor's grid, its pickers, and copying a week's lessons to another
 * week of the semester (refused whole, naming the clashes, when any copy would clash). Registers 课次 too: the
 * editor's cells are lessons.
 */
export async function timetableAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  await app.register(lessonAdminRoutes);

  app.get(paths.timetable, { config: admin }, async (req) => ok(await timetableWeek(db, parse(adminTimetableQuery, req.query))));

  app.get(paths.timetableOptions, { config: admin }, async (req) => ok(await timetableOptions(db, parse(timetableOptionsQuery, req.query).semesterId)));

  app.post(paths.copyWeek, { config: { ...admin, operLog: { title: TITLE, businessType: BusinessType.INSERT } } }, async (req) => {
    const { semesterId, fromWeek, toWeek, planIds } = parse(copyWeekBody, req.body);
    const copied = await copyWeek(db, { semesterId, fromWeek, toWeek, planIds });
    noteChange(req, undefined, { semesterId, fromWeek, toWeek, copied });
    return ok<CopyWeekResult>({ copied });
  });
}
