import type { FastifyInstance } from 'fastify';
import { CourseMessages, Role, courseAnswerSheetDetailQuery, courseAnswerSheetQuery, coursePaths, courseSubmitBody } from '@medteach/contract';
import { hasRole, type AuthUser } from '../../core/auth';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { badRequest, forbidden, notFound, refused } from '../../core/errors';
import { parse } from '../../core/validate';
import { route, STUDENTS } from '../../core/routing';
import { nowText } from '../../db/db';
import { answerSheet, answerSheetDetail, findRecord, loadPaper } from './answer-sheets';
import { teachesStudent } from '../teaching/lesson-repository';
import { realNameOf } from './certificate-repository';
import { isLearner, loadCourse, loadResource } from './courses';
import { recordSubmission } from './submissions';
import type { Queryable } from '../../db/queryable';

async function paperOf(db: Queryable, user: AuthUser, q: { onlineCourseId: number; onlineCourseResourceId: number; paperId: number }) {
  const course = await loadCourse(db, user, q.onlineCourseId);
  return loadPaper(db, course, await loadResource(db, course, q.onlineCourseResourceId), q.paperId);
}

/** Course papers (answer sheet type 1): a student answers once; the score report ranks within the class. */
export async function paperRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  route(app, 'GET', coursePaths.myAnswerSheet, 'user', async (req) => {
    const user = currentUser(req);
    const paper = await paperOf(db, user, parse(courseAnswerSheetQuery, req.query));
    if (!isLearner(user)) return ok(await answerSheet(db, paper, null, true, user.userId));
    const submitted = !!(await findRecord(db, paper, user.userId));
    return ok(await answerSheet(db, paper, user.userId, submitted, user.userId));
  });

  route(app, 'POST', coursePaths.submit, STUDENTS, async (req) => {
    const user = currentUser(req);
    const body = parse(courseSubmitBody, req.body);
    const paper = await paperOf(db, user, body);
    // The test is offered only while the course earns credits (spec §2 开始测试).
    if (!paper.course.creditEarning) throw refused(CourseMessages.creditEarningOff);
    await recordSubmission(db, paper, { userId: user.userId, classId: user.classId }, body.questionResults, nowText(), body.useTime ?? null);
    return ok(await answerSheet(db, paper, user.userId, true, user.userId), CourseMessages.submitted);
  });

  route(app, 'GET', coursePaths.courseAnswerSheetDetail, 'user', async (req) => {
    const user = currentUser(req);
    const q = parse(courseAnswerSheetDetailQuery, req.query);
    let userId: number;
    if (isLearner(user)) {
      if (q.userId != null && q.userId !== user.userId) throw forbidden();
      userId = user.userId;
    } else {
      if (q.userId == null) throw badRequest(CourseMessages.userRequired);
      userId = q.userId;
    }
    const paper = await paperOf(db, user, q);
    const record = await findRecord(db, paper, userId);
    // Courses have no teachers of their own: a student's report is for the teachers of their class (the one they are
    // in or submitted in) and admins. Refused before anything tells whether the student submitted.
    if (!isLearner(user) && !hasRole(user, Role.ADMIN) && !(await teachesStudent(db, user.userId, userId, record?.classId ?? null))) throw forbidden();
    if (!record) throw notFound(CourseMessages.notSubmitted);
    return ok(await answerSheetDetail(db, paper, record, await realNameOf(db, userId)));
  });
}
