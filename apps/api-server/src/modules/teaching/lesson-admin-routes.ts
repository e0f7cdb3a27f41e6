import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  Role,
  TeachingLessonMessages as Msg,
  idList,
  idParam,
  planDetailBody,
  planDetailQuery,
  teachingLessonAdminPaths as paths,
} from '@medteach/contract';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { getLessonDetail, listLessons } from './lesson-admin-repository';
import { createLesson, removeLessons, saveLesson } from './lesson-schedule';

const TITLE = '课次管理';
const admin = { access: [Role.ADMIN] };
const logged = (businessType: BusinessType) => ({ config: { ...admin, operLog: { title: TITLE, businessType } } });
const byId = z.object({ planDetailId: idParam });
const byIds = z.object({ planDetailIds: idList });

/**
 * 课次 (issue 17): lesson details of the teaching plans. The phone reads lessons and timetables straight from the
 * database on every request (nothing cached on the server), so a saved lesson shows at the teacher's next load.
 */
export async function lessonAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const base = paths.planDetail;

  app.get(paths.planDetailList, { config: admin }, async (req) => {
    const { pageNum, pageSize, ...filter } = parse(planDetailQuery, req.query);
    const { rows, total } = await listLessons(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });

  app.get(`${base}/:planDetailId`, { config: admin }, async (req) => {
    const lesson = await getLessonDetail(db, parse(byId, req.params).planDetailId);
    if (!lesson) throw notFound(Msg.notFound);
    return ok(lesson);
  });

  app.post(base, logged(BusinessType.INSERT), async (req) => {
    const { planDetailId, lesson } = await createLesson(db, parse(planDetailBody, req.body));
    noteChange(req, undefined, lesson);
    return ok({ planDetailId });
  });

  app.put(base, logged(BusinessType.UPDATE), async (req) => {
    const body = parse(planDetailBody, req.body);
    const { planDetailId } = body;
    if (!planDetailId) throw badRequest(Msg.idRequired);
    const { before, after } = await saveLesson(db, planDetailId, body);
    noteChange(req, before, after);
    return ok();
  });

  // What students already did in a lesson (sign-ins, homework, ratings, papers, suggestions) is never thrown away.
  app.delete(`${base}/:planDetailIds`, logged(BusinessType.DELETE), async (req) => {
    await removeLessons(db, parse(byIds, req.params).planDetailIds);
    return ok();
  });
}
