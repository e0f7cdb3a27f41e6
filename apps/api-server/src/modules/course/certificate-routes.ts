import type { FastifyInstance } from 'fastify';
import { CourseMessages, certificateCollectBody, certificateProgressQuery, coursePaths } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { notFound, refused, warn } from '../../core/errors';
import { parse } from '../../core/validate';
import { route, STUDENTS } from '../../core/routing';
import { nowText } from '../../db/db';
import { collectCertificate, findCertificateByCode } from './certificate-repository';
import { myCertificates, progressOf } from './certificates';
import { earnedScoreOf } from './course-repository';
import { loadCourse } from './courses';

/** Certificate progress and claiming it (spec §4: claimable once the credits reach the minimum, once). */
export async function certificateRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  route(app, 'GET', coursePaths.certificateProgress, 'user', async (req) => {
    const user = currentUser(req);
    const { onlineCourseId } = parse(certificateProgressQuery, req.query);
    return ok(await progressOf(db, user, await loadCourse(db, user, onlineCourseId)));
  });

  // 我的证书 (issue 18): any signed-in user; only learners hold certificates (others get an empty list).
  route(app, 'GET', coursePaths.myCertificates, 'user', async (req) => ok(await myCertificates(db, currentUser(req))));

  route(app, 'POST', coursePaths.certificateCollect, STUDENTS, async (req) => {
    const user = currentUser(req);
    const { onlineCourseCertificateCode } = parse(certificateCollectBody, req.body);
    const certificate = await findCertificateByCode(db, onlineCourseCertificateCode);
    // Someone else's code is answered like a missing one: codes must not reveal other learners.
    if (!certificate || certificate.userId !== user.userId) throw notFound(CourseMessages.certificateNotFound);
    const course = await loadCourse(db, user, certificate.onlineCourseId);
    if ((await earnedScoreOf(db, course.onlineCourseId, user.userId)) < course.minimumScore) throw warn(CourseMessages.notPassed);
    if (!(await collectCertificate(db, certificate.certificateId, nowText()))) throw refused(CourseMessages.alreadyCollected);
    return ok(await progressOf(db, user, course), CourseMessages.collected);
  });
}
