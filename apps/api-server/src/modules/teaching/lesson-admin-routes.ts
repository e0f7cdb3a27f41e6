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
  type PlanDetailData,
} from '@medteach/contract';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound, refused } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { isForeignKeyViolation } from '../system/users';
import { dateText, parseDate } from './calendar';
import { clashesMessage, findLessonClashes } from './lesson-clashes';
import {
  deleteLessons,
  getLessonDetail,
  insertLesson,
  listLessons,
  missingIds,
  periodTimes,
  planSemester,
  setLessonLinks,
  studentRecordCount,
  updateLesson,
  userExists,
  type LessonColumns,
} from './lesson-admin-repository';
import { atomically, type Queryable } from '../../db/queryable';

const TITLE = '课次管理';
const admin = { access: [Role.ADMIN] };
const logged = (businessType: BusinessType) => ({ config: { ...admin, operLog: { title: TITLE, businessType } } });
const byId = z.object({ planDetailId: idParam });
const byIds = z.object({ planDetailIds: idList });

/** A real calendar date (the schema only checks its shape). */
export const isCalendarDate = (text: string) => dateText(parseDate(text)) === text;

/** The class time of `periodNum` on `date`, or a refusal when the school has not set that period. */
export async function periodWindow(db: Queryable, date: string, periodNum: number): Promise<{ teachingStartTime: string; teachingEndTime: string }> {
  const period = (await periodTimes(db)).find((p) => p.periodNum === periodNum);
  if (!period) throw badRequest(Msg.periodNotSet(periodNum));
  return { teachingStartTime: `${date} ${period.startTime}`, teachingEndTime: `${date} ${period.endTime}` };
}

/** The lesson's stored columns after checking what it points at (plan, semester dates, teacher, period, papers, ratings). */
async function checkedColumns(db: Queryable, body: PlanDetailData): Promise<LessonColumns> {
  if (!isCalendarDate(body.teachingDate)) throw badRequest('上课日期格式不正确');
  const plan = await planSemester(db, body.planId);
  if (!plan) throw badRequest(Msg.planNotFound);
  if (body.teachingDate < plan.startDate || body.teachingDate > plan.endDate) throw badRequest(Msg.dateOutsideSemester);
  if (!(await userExists(db, body.teacherId))) throw badRequest(Msg.teacherNotFound);
  if ((await missingIds(db, 'teaching_paper', body.paperIds)).length) throw badRequest(Msg.unknownPaper);
  if ((await missingIds(db, 'teaching_rating', body.ratingIds)).length) throw badRequest(Msg.unknownRating);
  return {
    planId: body.planId,
    lessonContent: body.lessonContent,
    teacherId: body.teacherId,
    addressName: body.addressName,
    teachingDate: body.teachingDate,
    periodNum: body.periodNum,
    periods: body.periods,
    attendanceStatus: body.attendanceStatus,
    homeworkStartTime: body.homeworkStartTime,
    homeworkEndTime: body.homeworkEndTime,
    ...(await periodWindow(db, body.teachingDate, body.periodNum)),
  };
}

/** Refuses a lesson whose teacher, classes or room already have a lesson in that period (issue 17). */
async function refuseClashes(db: Queryable, columns: LessonColumns, planDetailId?: number) {
  const clashes = await findLessonClashes(db, [{ ...columns, planDetailId }]);
  if (clashes.length) throw refused(clashesMessage(clashes));
}

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
    const body = parse(planDetailBody, req.body);
    const planDetailId = await atomically(db, async (trx) => {
      const columns = await checkedColumns(trx, body);
      await refuseClashes(trx, columns);
      const id = await insertLesson(trx, columns);
      await setLessonLinks(trx, id, body);
      return id;
    });
    noteChange(req, undefined, await getLessonDetail(db, planDetailId));
    return ok({ planDetailId });
  });

  app.put(base, logged(BusinessType.UPDATE), async (req) => {
    const body = parse(planDetailBody, req.body);
    const { planDetailId } = body;
    if (!planDetailId) throw badRequest(Msg.idRequired);
    const before = await getLessonDetail(db, planDetailId);
    if (!before) throw notFound(Msg.notFound);
    await atomically(db, async (trx) => {
      const columns = await checkedColumns(trx, body);
      await refuseClashes(trx, columns, planDetailId);
      await updateLesson(trx, planDetailId, columns);
      await setLessonLinks(trx, planDetailId, body);
    });
    noteChange(req, before, await getLessonDetail(db, planDetailId));
    return ok();
  });

  // What students already did in a lesson (sign-ins, homework, ratings, papers, suggestions) is never thrown away.
  app.delete(`${base}/:planDetailIds`, logged(BusinessType.DELETE), async (req) => {
    const { planDetailIds } = parse(byIds, req.params);
    const records = await studentRecordCount(db, planDetailIds);
    if (records > 0) throw refused(Msg.hasRecords(records));
    try {
      await atomically(db, (trx) => deleteLessons(trx, planDetailIds));
    } catch (err) {
      // A newer module's table still points at the lesson.
      if (isForeignKeyViolation(err)) throw refused('课次仍被其他数据使用，不能删除');
      throw err;
    }
    return ok();
  });
}
