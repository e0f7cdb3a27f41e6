import type { CertificateProgress } from '@medteach/contract';
import type { AuthUser } from '../../core/auth';
import type { Db } from '../../db/db';
import { courseFileUrl, CourseAsset } from './assets';
import { courseScoreOf, coursesOf, earnedScoreOf, relatedCourse, type CourseRow } from './courses';
import { isStudent } from './routing';

const CERTIFICATE_CODE_PREFIX = 'MT';
const CERTIFICATE_SERIAL_DIGITS = 6;

export interface CertificateRow {
  certificateId: number;
  onlineCourseId: number;
  userId: number;
  code: string;
  collectTime: string | null;
}
const CERTIFICATE_COLUMNS = 'certificate_id AS certificateId, online_course_id AS onlineCourseId, user_id AS userId, code, collect_time AS collectTime';

/** `MT-2026-000123`: the course's start year and the certificate's serial, unique by construction. */
export const certificateCode = (year: string, serial: number) =>
  `${CERTIFICATE_CODE_PREFIX}-${year}-${String(serial).padStart(CERTIFICATE_SERIAL_DIGITS, '0')}`;

/** The learner's certificate of a course, created (with its code) on first need. */
export function ensureCertificate(db: Db, course: CourseRow, userId: number): CertificateRow {
  const find = () =>
    db.prepare(`SELECT ${CERTIFICATE_COLUMNS} FROM online_course_certificate WHERE online_course_id = ? AND user_id = ?`).get(course.onlineCourseId, userId) as
      | CertificateRow
      | undefined;
  const existing = find();
  if (existing) return existing;
  db.transaction(() => {
    const { next } = db.prepare('SELECT COALESCE(MAX(certificate_id), 0) + 1 AS next FROM online_course_certificate').get() as { next: number };
    db.prepare('INSERT INTO online_course_certificate (certificate_id, online_course_id, user_id, code) VALUES (?, ?, ?, ?)').run(
      next,
      course.onlineCourseId,
      userId,
      certificateCode(course.startTime.slice(0, 4), next),
    );
  })();
  return find() as CertificateRow;
}

export const findCertificateByCode = (db: Db, code: string) =>
  db.prepare(`SELECT ${CERTIFICATE_COLUMNS} FROM online_course_certificate WHERE code = ?`).get(code) as CertificateRow | undefined;

export const realNameOf = (db: Db, userId: number) =>
  (db.prepare("SELECT COALESCE(NULLIF(real_name, ''), nick_name, user_name) AS name FROM sys_user WHERE user_id = ?").get(userId) as { name: string } | undefined)?.name ?? '';

/** The course period as printed on the certificate. */
export const courseTimeOf = (course: CourseRow) => `${course.startTime.slice(0, 10)} 至 ${course.endTime.slice(0, 10)}`;

/** Certificate progress (spec §3 "Progress"); teachers see the course's numbers without a certificate of their own. */
export function progressOf(db: Db, user: AuthUser, course: CourseRow): CertificateProgress {
  const learner = isStudent(user);
  const certificate = learner ? ensureCertificate(db, course, user.userId) : null;
  const earnedScore = learner ? earnedScoreOf(db, course.onlineCourseId, user.userId) : 0;
  return {
    onlineCourseId: course.onlineCourseId,
    onlineCourseName: course.onlineCourseName,
    realName: realNameOf(db, user.userId),
    courseTime: courseTimeOf(course),
    fileUrl: courseFileUrl(CourseAsset.certificateTemplate),
    isPass: learner && earnedScore >= course.minimumScore,
    isCollect: !!certificate?.collectTime,
    collectTime: certificate?.collectTime ?? null,
    earnedScore,
    minimumScore: course.minimumScore,
    courseScore: courseScoreOf(db, course.onlineCourseId),
    onlineCourseCertificateCode: certificate?.code ?? null,
    onlineCourseList: coursesOf(db, user)
      .filter((c) => c.onlineCourseId !== course.onlineCourseId)
      .map(relatedCourse),
  };
}
