import type { FastifyInstance } from 'fastify';
import { CourseMessages, certificateCollectBody, certificateProgressQuery, coursePaths } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { notFound, refused, warn } from '../../core/errors';
import { parse } from '../../core/validate';
import { nowText } from '../../db/db';
import { findCertificateByCode, progressOf } from './certificates';
import { earnedScoreOf, loadCourse } from './courses';
import { route, STUDENTS } from './routing';

/** Certificate progress and claiming it (spec §4: claimable once the credits reach the minimum, once). */
export async function certificateRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, 'GET', coursePaths.certificateProgress, 'user', (req) => {
    const user = currentUser(req);
    const { onlineCourseId } = parse(certificateProgressQuery, req.query);
    return ok(progressOf(db, user, loadCourse(db, user, onlineCourseId)));
  });

  route(app, 'POST', coursePaths.certificateCollect, STUDENTS, (req) => {
    const user = currentUser(req);
    const { onlineCourseCertificateCode } = parse(certificateCollectBody, req.body);
    const certificate = findCertificateByCode(db, onlineCourseCertificateCode);
    // Someone else's code is answered like a missing one: codes must not reveal other learners.
    if (!certificate || certificate.userId !== user.userId) throw notFound(CourseMessages.certificateNotFound);
    const course = loadCourse(db, user, certificate.onlineCourseId);
    if (earnedScoreOf(db, course.onlineCourseId, user.userId) < course.minimumScore) throw warn(CourseMessages.notPassed);
    const { changes } = db
      .prepare('UPDATE online_course_certificate SET collect_time = ? WHERE certificate_id = ? AND collect_time IS NULL')
      .run(nowText(), certificate.certificateId);
    if (!changes) throw refused(CourseMessages.alreadyCollected);
    return ok(progressOf(db, user, course), CourseMessages.collected);
  });
}
