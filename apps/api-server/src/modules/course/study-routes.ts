import type { FastifyInstance } from 'fastify';
import { CourseMessages, courseIdParams, coursePaths, earnCreditsBody, earnsCreditByStudy, type EarnCreditsResult, type OnlineCourseDetail } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { refused } from '../../core/errors';
import { parse } from '../../core/validate';
import { route, STUDENTS } from '../../core/routing';
import { nowText } from '../../db/db';
import { earnedScoreOf, grantCredit } from './course-repository';
import { courseSummary, coursesOf, isLearner, loadCourse, loadResource, resourcesOf } from './courses';

/** My courses, one course with its resources, the student check and earning a resource's credits by studying it. */
export async function studyRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  route(app, 'GET', coursePaths.myStudy, 'user', async (req) => {
    const user = currentUser(req);
    const courses = await coursesOf(db, user);
    return ok(await Promise.all(courses.map((c) => courseSummary(db, user, c))));
  });

  route(app, 'GET', `${coursePaths.myStudyDetail}/:id`, 'user', async (req) => {
    const user = currentUser(req);
    const { id } = parse(courseIdParams, req.params);
    const course = await loadCourse(db, user, id);
    const detail: OnlineCourseDetail = {
      ...(await courseSummary(db, user, course)),
      resourceList: await resourcesOf(db, course, isLearner(user) ? user.userId : null),
    };
    return ok(detail);
  });

  route(app, 'GET', coursePaths.isStudents, 'user', (req) => ok(isLearner(currentUser(req))));

  route(app, 'POST', coursePaths.earnCredits, STUDENTS, async (req) => {
    const user = currentUser(req);
    const body = parse(earnCreditsBody, req.body);
    const course = await loadCourse(db, user, body.onlineCourseId);
    const resource = await loadResource(db, course, body.onlineCourseResourceId);
    if (!course.creditEarning) throw refused(CourseMessages.creditEarningOff);
    // Spec §5: studying earns credits only for video, image and audio; documents and links earn them by papers.
    if (!earnsCreditByStudy(resource.fileType)) throw refused(CourseMessages.notCreditType);
    if (!(await grantCredit(db, user.userId, resource, 'study', nowText()))) throw refused(CourseMessages.alreadyEarned);
    const earnedScore = await earnedScoreOf(db, course.onlineCourseId, user.userId);
    const result: EarnCreditsResult = {
      onlineCourseResourceId: resource.onlineCourseResourceId,
      creditScore: resource.creditScore,
      earnedScore,
      isPass: earnedScore >= course.minimumScore,
    };
    return ok(result);
  });
}
