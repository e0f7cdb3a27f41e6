import type { FastifyInstance } from 'fastify';
import { CourseMessages, courseIdParams, coursePaths, earnCreditsBody, earnsCreditByStudy, type EarnCreditsResult, type OnlineCourseDetail } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { refused } from '../../core/errors';
import { parse } from '../../core/validate';
import { nowText } from '../../db/db';
import { courseSummary, coursesOf, earnedScoreOf, grantCredit, loadCourse, loadResource, resourcesOf } from './courses';
import { isStudent, route, STUDENTS } from './routing';

/** My courses, one course with its resources, the student check and earning a resource's credits by studying it. */
export async function studyRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, 'GET', coursePaths.myStudy, 'user', (req) => {
    const user = currentUser(req);
    return ok(coursesOf(db, user).map((c) => courseSummary(db, user, c)));
  });

  route(app, 'GET', `${coursePaths.myStudyDetail}/:id`, 'user', (req) => {
    const user = currentUser(req);
    const { id } = parse(courseIdParams, req.params);
    const course = loadCourse(db, user, id);
    const detail: OnlineCourseDetail = {
      ...courseSummary(db, user, course),
      resourceList: resourcesOf(db, course, isStudent(user) ? user.userId : null),
    };
    return ok(detail);
  });

  route(app, 'GET', coursePaths.isStudents, 'user', (req) => ok(isStudent(currentUser(req))));

  route(app, 'POST', coursePaths.earnCredits, STUDENTS, (req) => {
    const user = currentUser(req);
    const body = parse(earnCreditsBody, req.body);
    const course = loadCourse(db, user, body.onlineCourseId);
    const resource = loadResource(db, course, body.onlineCourseResourceId);
    if (!course.creditEarning) throw refused(CourseMessages.creditEarningOff);
    // Spec §5: studying earns credits only for video, image and audio; documents and links earn them by papers.
    if (!earnsCreditByStudy(resource.fileType)) throw refused(CourseMessages.notCreditType);
    if (!grantCredit(db, user.userId, resource, 'study', nowText())) throw refused(CourseMessages.alreadyEarned);
    const earnedScore = earnedScoreOf(db, course.onlineCourseId, user.userId);
    const result: EarnCreditsResult = {
      onlineCourseResourceId: resource.onlineCourseResourceId,
      creditScore: resource.creditScore,
      earnedScore,
      isPass: earnedScore >= course.minimumScore,
    };
    return ok(result);
  });
}
