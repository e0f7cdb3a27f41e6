import type { CertificateProgress, MyCertificate } from '@medteach/contract';
import type { AuthUser } from '../../core/auth';
import { courseFileUrl, CourseAsset } from './assets';
import { certificatesOfUser, findCertificate, insertCertificate, nextCertificateId, realNameOf, type CertificateRow } from './certificate-repository';
import { courseScoreOf, earnedScoreOf } from './course-repository';
import { coursesOf, isLearner, relatedCourse, type CourseRow } from './courses';
import { atomically, type Queryable } from '../../db/queryable';

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

/**
 * 我的证书 (issue 18): every course offered to the learner's class that earns credits, with the progress towards its
 * certificate (code null until the course's certificate screen issues one), and any certificate they collected, also
 * of a course without credits or no longer offered to them. Read-only: no code is issued here. Teachers and admins
 * earn no certificates: an empty list.
 */
export async function myCertificates(db: Queryable, user: AuthUser): Promise<MyCertificate[]> {
  if (!isLearner(user)) return [];
  const [held, offered] = await Promise.all([certificatesOfUser(db, user.userId), coursesOf(db, user)]);
  const heldBy = new Map(held.map((c) => [c.onlineCourseId, c]));
  const collected = (onlineCourseId: number) => !!heldBy.get(onlineCourseId)?.collectTime;
  const courses: { onlineCourseId: number; onlineCourseName: string; minimumScore: number }[] = offered.filter(
    (c) => c.creditEarning === 1 || collected(c.onlineCourseId),
  );
  const listed = new Set(offered.map((c) => c.onlineCourseId));
  courses.push(...held.filter((c) => !listed.has(c.onlineCourseId) && c.collectTime));
  return Promise.all(
    courses.map(async (c): Promise<MyCertificate> => {
      const certificate = heldBy.get(c.onlineCourseId);
      const earnedScore = await earnedScoreOf(db, c.onlineCourseId, user.userId);
      return {
        onlineCourseId: c.onlineCourseId,
        onlineCourseName: c.onlineCourseName,
        code: certificate?.code ?? null,
        isPass: earnedScore >= c.minimumScore,
        isCollect: !!certificate?.collectTime,
        collectTime: certificate?.collectTime ?? null,
        earnedScore,
        minimumScore: c.minimumScore,
      };
    }),
  );
}
