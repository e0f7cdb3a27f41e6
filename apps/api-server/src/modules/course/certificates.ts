import type { CertificateProgress } from '@medteach/contract';
import type { AuthUser } from '../../core/auth';
import { courseFileUrl, CourseAsset } from './assets';
import { findCertificate, insertCertificate, nextCertificateId, realNameOf, type CertificateRow } from './certificate-repository';
import { atomically, courseScoreOf, earnedScoreOf, type Queryable } from './course-repository';
import { coursesOf, isLearner, relatedCourse, type CourseRow } from './courses';

const CERTIFICATE_CODE_PREFIX = 'MT';
const CERTIFICATE_SERIAL_DIGITS = 6;
/** Tries at taking the next serial; another instance taking the same one at once makes a retry. */
const CERTIFICATE_ATTEMPTS = 3;

/** `MT-2026-000123`: the course's start year and the certificate's serial, unique by construction. */
export const certificateCode = (year: string, serial: number) =>
  `${CERTIFICATE_CODE_PREFIX}-${year}-${String(serial).padStart(CERTIFICATE_SERIAL_DIGITS, '0')}`;

/** The learner's certificate of a course, created (with its code) on first need. */
export async function ensureCertificate(db: Queryable, course: CourseRow, userId: number): Promise<CertificateRow> {
  for (let attempt = 0; attempt < CERTIFICATE_ATTEMPTS; attempt++) {
    const existing = await findCertificate(db, course.onlineCourseId, userId);
    if (existing) return existing;
    await atomically(db, async (trx) => {
      const next = await nextCertificateId(trx);
      await insertCertificate(trx, { certificateId: next, onlineCourseId: course.onlineCourseId, userId, code: certificateCode(course.startTime.slice(0, 4), next) });
    });
  }
  const created = await findCertificate(db, course.onlineCourseId, userId);
  if (!created) throw new Error('certificate serials kept colliding');
  return created;
}

/** The course period as printed on the certificate. */
export const courseTimeOf = (course: CourseRow) => course.certificateCourseTime || `${course.startTime.slice(0, 10)} 至 ${course.endTime.slice(0, 10)}`;

/** Certificate progress (spec §3 "Progress"); teachers see the course's numbers without a certificate of their own. */
export async function progressOf(db: Queryable, user: AuthUser, course: CourseRow): Promise<CertificateProgress> {
  const learner = isLearner(user);
  const certificate = learner ? await ensureCertificate(db, course, user.userId) : null;
  const [earnedScore, realName, courseScore, courses] = await Promise.all([
    learner ? earnedScoreOf(db, course.onlineCourseId, user.userId) : 0,
    realNameOf(db, user.userId),
    courseScoreOf(db, course.onlineCourseId),
    coursesOf(db, user),
  ]);
  return {
    onlineCourseId: course.onlineCourseId,
    onlineCourseName: course.onlineCourseName,
    realName,
    courseTime: courseTimeOf(course),
    fileUrl: course.certificateFileUrl || courseFileUrl(CourseAsset.certificateTemplate),
    isPass: learner && earnedScore >= course.minimumScore,
    isCollect: !!certificate?.collectTime,
    collectTime: certificate?.collectTime ?? null,
    earnedScore,
    minimumScore: course.minimumScore,
    courseScore,
    onlineCourseCertificateCode: certificate?.code ?? null,
    onlineCourseList: courses.filter((c) => c.onlineCourseId !== course.onlineCourseId).map(relatedCourse),
  };
}
