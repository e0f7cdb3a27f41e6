import type { FastifyInstance } from 'fastify';
import { CourseMessages, courseAnswerSheetDetailQuery, courseAnswerSheetQuery, coursePaths, courseSubmitBody } from '@medteach/contract';
import type { AuthUser } from '../../core/auth';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { badRequest, forbidden, notFound, refused } from '../../core/errors';
import { parse } from '../../core/validate';
import type { Db } from '../../db/db';
import { nowText } from '../../db/db';
import { answerSheet, answerSheetDetail, findRecord, loadPaper } from './answer-sheets';
import { realNameOf } from './certificates';
import { loadCourse, loadResource } from './courses';
import { isStudent, route, STUDENTS } from './routing';
import { recordSubmission } from './submissions';

const paperOf = (db: Db, user: AuthUser, q: { onlineCourseId: number; onlineCourseResourceId: number; paperId: number }) => {
  const course = loadCourse(db, user, q.onlineCourseId);
  return loadPaper(db, course, loadResource(db, course, q.onlineCourseResourceId), q.paperId);
};

/** Course papers (answer sheet type 1): a student answers once; the score report ranks within the class. */
export async function paperRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, 'GET', coursePaths.myAnswerSheet, 'user', (req) => {
    const user = currentUser(req);
    const paper = paperOf(db, user, parse(courseAnswerSheetQuery, req.query));
    if (!isStudent(user)) return ok(answerSheet(db, paper, null, true));
    const submitted = !!findRecord(db, paper, user.userId);
    return ok(answerSheet(db, paper, user.userId, submitted));
  });

  route(app, 'POST', coursePaths.submit, STUDENTS, (req) => {
    const user = currentUser(req);
    const body = parse(courseSubmitBody, req.body);
    const paper = paperOf(db, user, body);
    // The test is offered only while the course earns credits (spec §2 开始测试).
    if (!paper.course.creditEarning) throw refused(CourseMessages.creditEarningOff);
    recordSubmission(db, paper, { userId: user.userId, classId: user.classId }, body.questionResults, nowText(), body.useTime ?? null);
    return ok(answerSheet(db, paper, user.userId, true), CourseMessages.submitted);
  });

  route(app, 'GET', coursePaths.courseAnswerSheetDetail, 'user', (req) => {
    const user = currentUser(req);
    const q = parse(courseAnswerSheetDetailQuery, req.query);
    let userId: number;
    if (isStudent(user)) {
      if (q.userId != null && q.userId !== user.userId) throw forbidden();
      userId = user.userId;
    } else {
      if (q.userId == null) throw badRequest(CourseMessages.userRequired);
      userId = q.userId;
    }
    const paper = paperOf(db, user, q);
    const record = findRecord(db, paper, userId);
    if (!record) throw notFound(CourseMessages.notSubmitted);
    return ok(answerSheetDetail(db, paper, record, realNameOf(db, userId)));
  });
}
