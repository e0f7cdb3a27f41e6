import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CourseAdminMessages,
  CourseMessages,
  Role,
  courseAdminBody,
  courseAdminExportQuery,
  courseAdminPaths,
  courseAdminQuery,
  courseDeleteQuery,
  idList,
  idParam,
  type CourseAdminRow,
  type CourseProgressCount,
} from '@medteach/contract';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { sendXlsx, type XlsxColumn } from '../system/xlsx';
import { classOptions, getCourseDetail, learnersWithProgress, listCourses } from './course-admin-repository';
import { createCourse, removeCourses, saveCourse } from './course-catalogue';

const TITLE = '课程管理';
const admin = { access: [Role.ADMIN] };
const logged = (businessType: BusinessType) => ({ config: { ...admin, operLog: { title: TITLE, businessType } } });
const byId = z.object({ onlineCourseId: idParam });
const byIds = z.object({ onlineCourseIds: idList });

const EXPORT_COLUMNS: XlsxColumn<CourseAdminRow>[] = [
  { header: '课程编号', value: (c) => c.onlineCourseId },
  { header: '课程名称', value: (c) => c.onlineCourseName, width: 30 },
  { header: '授课班级', value: (c) => c.classNames.join('、'), width: 30 },
  { header: '开始时间', value: (c) => c.startTime, width: 20 },
  { header: '结束时间', value: (c) => c.endTime, width: 20 },
  { header: '获取学分', value: (c) => (c.creditEarning ? '开启' : '关闭') },
  { header: '资源数', value: (c) => c.resourceCount },
  { header: '课程总学分', value: (c) => c.courseScore },
  { header: '证书最低学分', value: (c) => c.minimumScore },
];

/**
 * 课程管理 (issue 16 slice C): the courses of the back office with their target classes and certificate fields.
 * The phone reads courses straight from the database on every request (nothing cached), so a saved change shows
 * at its next load.
 */
export async function courseAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const base = courseAdminPaths.base;

  app.get(courseAdminPaths.list, { config: admin }, async (req) => {
    const { pageNum, pageSize, ...filter } = parse(courseAdminQuery, req.query);
    const { rows, total } = await listCourses(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });

  app.post(courseAdminPaths.export, { config: { ...admin, plain: true, operLog: { title: TITLE, businessType: BusinessType.EXPORT } } }, async (req, reply) => {
    const { rows } = await listCourses(db, parse(courseAdminExportQuery, req.body ?? {}));
    return sendXlsx(reply, '课程数据', EXPORT_COLUMNS, rows);
  });

  app.get(courseAdminPaths.classOptions, { config: admin }, async () => ok(await classOptions(db)));

  app.get(`${courseAdminPaths.progress}/:onlineCourseIds`, { config: admin }, async (req) => {
    const { onlineCourseIds } = parse(byIds, req.params);
    return ok<CourseProgressCount>({ learnerCount: await learnersWithProgress(db, onlineCourseIds) });
  });

  app.get(`${base}/:onlineCourseId`, { config: admin }, async (req) => {
    const course = await getCourseDetail(db, parse(byId, req.params).onlineCourseId);
    if (!course) throw notFound(CourseMessages.courseNotFound);
    return ok(course);
  });

  app.post(base, logged(BusinessType.INSERT), async (req) => {
    const { onlineCourseId: _ignored, classIds, ...values } = parse(courseAdminBody, req.body);
    return ok({ onlineCourseId: await createCourse(db, values, classIds) });
  });

  app.put(base, logged(BusinessType.UPDATE), async (req) => {
    const { onlineCourseId, classIds, ...values } = parse(courseAdminBody, req.body);
    if (!onlineCourseId) throw badRequest(CourseAdminMessages.idRequired);
    const { before, after } = await saveCourse(db, onlineCourseId, values, classIds);
    noteChange(req, before, after);
    return ok();
  });

  // Learners' progress goes with the course: only `confirmed=true` deletes a course someone made progress in.
  app.delete(`${base}/:onlineCourseIds`, logged(BusinessType.DELETE), async (req) => {
    const { onlineCourseIds } = parse(byIds, req.params);
    const { confirmed } = parse(courseDeleteQuery, req.query);
    await removeCourses(db, onlineCourseIds, confirmed === 'true');
    return ok();
  });
}
