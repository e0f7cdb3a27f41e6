import { CourseMessages, type CourseResource, type OnlineCourse, type RelatedCourse } from '@medteach/contract';
import type { AuthUser } from '../../core/auth';
import { forbidden, notFound } from '../../core/errors';
import type { Db } from '../../db/db';
import { isStudent } from './routing';

/** A course as stored: what other courses show of it (RelatedCourse) plus its credit rules. */
export type CourseRow = RelatedCourse & Pick<OnlineCourse, 'creditEarning' | 'minimumScore'>;
/** A resource as stored, without the learner's state. */
export type ResourceRow = Pick<CourseResource, 'onlineCourseResourceId' | 'onlineCourseId' | 'fileName' | 'fileType' | 'fileUrl' | 'creditScore'>;

const COURSE_COLUMNS = `c.online_course_id AS onlineCourseId, c.name AS onlineCourseName, c.description AS onlineCourseDescription,
  c.start_time AS startTime, c.end_time AS endTime, c.credit_earning AS creditEarning, c.minimum_score AS minimumScore`;
const RESOURCE_COLUMNS = `resource_id AS onlineCourseResourceId, online_course_id AS onlineCourseId, file_name AS fileName,
  file_type AS fileType, file_url AS fileUrl, credit_score AS creditScore`;

/** Courses a user may open: a student those offered to their class, teachers and admins every course. */
export function coursesOf(db: Db, user: AuthUser): CourseRow[] {
  if (!isStudent(user)) return db.prepare(`SELECT ${COURSE_COLUMNS} FROM online_course c ORDER BY c.sort, c.online_course_id`).all() as CourseRow[];
  return db
    .prepare(
      `SELECT ${COURSE_COLUMNS} FROM online_course c JOIN online_course_class cc ON cc.online_course_id = c.online_course_id
       WHERE cc.class_id = ? ORDER BY c.sort, c.online_course_id`,
    )
    .all(user.classId ?? -1) as CourseRow[];
}

export const findCourse = (db: Db, onlineCourseId: number) =>
  db.prepare(`SELECT ${COURSE_COLUMNS} FROM online_course c WHERE c.online_course_id = ?`).get(onlineCourseId) as CourseRow | undefined;

/** The course, if the user may open it: 404 when missing, 403 for a student whose class does not take it. */
export function loadCourse(db: Db, user: AuthUser, onlineCourseId: number): CourseRow {
  const course = findCourse(db, onlineCourseId);
  if (!course) throw notFound(CourseMessages.courseNotFound);
  if (isStudent(user)) {
    const enrolled = db.prepare('SELECT 1 FROM online_course_class WHERE online_course_id = ? AND class_id = ?').get(onlineCourseId, user.classId ?? -1);
    if (!enrolled) throw forbidden();
  }
  return course;
}

export const findResource = (db: Db, course: CourseRow, onlineCourseResourceId: number) =>
  db
    .prepare(`SELECT ${RESOURCE_COLUMNS} FROM online_course_resource WHERE resource_id = ? AND online_course_id = ?`)
    .get(onlineCourseResourceId, course.onlineCourseId) as ResourceRow | undefined;

export function loadResource(db: Db, course: CourseRow, onlineCourseResourceId: number): ResourceRow {
  const resource = findResource(db, course, onlineCourseResourceId);
  if (!resource) throw notFound(CourseMessages.resourceNotFound);
  return resource;
}

export const courseScoreOf = (db: Db, onlineCourseId: number) =>
  (db.prepare('SELECT COALESCE(SUM(credit_score), 0) AS total FROM online_course_resource WHERE online_course_id = ?').get(onlineCourseId) as { total: number }).total;

export const earnedScoreOf = (db: Db, onlineCourseId: number, userId: number) =>
  (db.prepare('SELECT COALESCE(SUM(credit_score), 0) AS total FROM online_course_credit WHERE online_course_id = ? AND user_id = ?').get(onlineCourseId, userId) as {
    total: number;
  }).total;

/** Course summary for the caller (teachers earn nothing). */
export function courseSummary(db: Db, user: AuthUser, course: CourseRow): OnlineCourse {
  return {
    ...course,
    courseScore: courseScoreOf(db, course.onlineCourseId),
    earnedScore: isStudent(user) ? earnedScoreOf(db, course.onlineCourseId, user.userId) : 0,
  };
}

export const relatedCourse = (c: CourseRow): RelatedCourse => ({
  onlineCourseId: c.onlineCourseId,
  onlineCourseName: c.onlineCourseName,
  onlineCourseDescription: c.onlineCourseDescription,
  startTime: c.startTime,
  endTime: c.endTime,
});

/** Resources with their papers and the learner's state (credits earned, papers submitted). */
export function resourcesOf(db: Db, course: CourseRow, userId: number | null): CourseResource[] {
  const resources = db
    .prepare(`SELECT ${RESOURCE_COLUMNS} FROM online_course_resource WHERE online_course_id = ? ORDER BY sort, resource_id`)
    .all(course.onlineCourseId) as ResourceRow[];
  const papers = db.prepare(
    `SELECT p.paper_id AS paperId, p.name AS paperName,
       (SELECT COUNT(*) FROM course_paper_question q WHERE q.paper_id = p.paper_id AND NOT EXISTS
          (SELECT 1 FROM course_paper_question c WHERE c.parent_id = q.question_id)) AS questionCount,
       EXISTS (SELECT 1 FROM course_answer_record r WHERE r.resource_id = rp.resource_id AND r.paper_id = p.paper_id AND r.user_id = ?) AS isStudy
     FROM online_course_resource_paper rp JOIN course_paper p ON p.paper_id = rp.paper_id
     WHERE rp.resource_id = ? ORDER BY p.paper_id`,
  );
  const earned = new Set(
    userId == null
      ? []
      : (db.prepare('SELECT resource_id AS id FROM online_course_credit WHERE online_course_id = ? AND user_id = ?').all(course.onlineCourseId, userId) as { id: number }[]).map(
          (r) => r.id,
        ),
  );
  return resources.map((r) => {
    const paperDTOList = (papers.all(userId ?? -1, r.onlineCourseResourceId) as { paperId: number; paperName: string; questionCount: number; isStudy: number }[]).map(
      (p) => ({ ...p, isStudy: p.isStudy ? (1 as const) : (0 as const) }),
    );
    const isEarned = earned.has(r.onlineCourseResourceId);
    const studied = paperDTOList.length ? paperDTOList.every((p) => p.isStudy === 1) : isEarned;
    return { ...r, isEarned: isEarned ? 1 : 0, isStudy: studied ? 1 : 0, paperDTOList };
  });
}

/** Grants a resource's credits once per learner; false when already granted. */
export function grantCredit(db: Db, userId: number, resource: ResourceRow, source: 'study' | 'paper', time: string): boolean {
  const { changes } = db
    .prepare(
      `INSERT OR IGNORE INTO online_course_credit (user_id, resource_id, online_course_id, credit_score, source, create_time) VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(userId, resource.onlineCourseResourceId, resource.onlineCourseId, resource.creditScore, source, time);
  return changes === 1;
}
