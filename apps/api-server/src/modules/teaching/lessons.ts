import { Role, type PlanStudent, type TeachingPlanDetail } from '@medteach/contract';
import type { AuthUser } from '../../core/auth';
import { hasRole } from '../../core/auth';
import { forbidden, notFound } from '../../core/errors';
import type { Db } from '../../db/db';

/** The fields of a lesson's detail (spec §3) read straight from its rows; the rest are counted per caller. */
type StoredLessonField =
  | 'planDetailId' | 'planId' | 'planName' | 'lessonContent' | 'teacherName' | 'addressName' | 'teachingDate' | 'periodNum' | 'periods'
  | 'teachingStartTime' | 'teachingEndTime' | 'periodStartTime' | 'periodEndTime' | 'attendanceStatus' | 'homeworkStartTime' | 'homeworkEndTime'
  | 'majorName' | 'semesterName' | 'theoryPeriod' | 'experimentPeriod' | 'textbook'
  | 'theoryAddressName' | 'experimentAddressName' | 'internshipAddressName';

/** One lesson (plan detail) with the plan fields every teaching call needs. */
export interface LessonRow extends Pick<TeachingPlanDetail, StoredLessonField> {
  teacherId: number;
  planTeacherId: number;
  semesterId: number;
  semesterStart: string;
  majorId: number;
}

export const LESSON_SELECT = `
  SELECT d.plan_detail_id AS planDetailId, d.plan_id AS planId, p.plan_name AS planName, d.lesson_content AS lessonContent,
    d.teacher_id AS teacherId, p.teacher_id AS planTeacherId, COALESCE(u.real_name, '') AS teacherName, d.address_name AS addressName,
    d.teaching_date AS teachingDate, d.period_num AS periodNum, d.periods, d.teaching_start_time AS teachingStartTime,
    d.teaching_end_time AS teachingEndTime, d.attendance_status AS attendanceStatus, d.homework_start_time AS homeworkStartTime,
    d.homework_end_time AS homeworkEndTime, p.semester_id AS semesterId, s.semester_name AS semesterName, s.start_date AS semesterStart,
    p.major_id AS majorId, m.major_name AS majorName, p.theory_period AS theoryPeriod, p.experiment_period AS experimentPeriod,
    p.textbook, p.theory_address_name AS theoryAddressName, p.experiment_address_name AS experimentAddressName,
    p.internship_address_name AS internshipAddressName, pt.start_time AS periodStartTime, pt.end_time AS periodEndTime
  FROM teaching_plan_detail d
  LEFT JOIN teaching_period pt ON pt.period_num = d.period_num
  JOIN teaching_plan p ON p.plan_id = d.plan_id
  JOIN teaching_semester s ON s.semester_id = p.semester_id
  JOIN teaching_major m ON m.major_id = p.major_id
  LEFT JOIN sys_user u ON u.user_id = d.teacher_id`;

export function loadLesson(db: Db, planDetailId: number): LessonRow {
  const row = db.prepare(`${LESSON_SELECT} WHERE d.plan_detail_id = ?`).get(planDetailId) as LessonRow | undefined;
  if (!row) throw notFound('课程安排不存在');
  return row;
}

export const isStudent = (user: AuthUser) => hasRole(user, Role.STUDENT) && !hasRole(user, Role.TEACHER, Role.ADMIN);

export function planClassIds(db: Db, planId: number): number[] {
  return (db.prepare('SELECT class_id AS id FROM teaching_plan_class WHERE plan_id = ? ORDER BY class_id').all(planId) as { id: number }[]).map((r) => r.id);
}

export function planClassNames(db: Db, planId: number): string {
  const rows = db
    .prepare('SELECT c.class_name AS name FROM teaching_plan_class pc JOIN sys_class c ON c.id = pc.class_id WHERE pc.plan_id = ? ORDER BY c.id')
    .all(planId) as { name: string }[];
  return rows.map((r) => r.name).join(',');
}

/** Teacher-only calls: an admin, or the teacher of this lesson or of its plan. */
export function assertTeaches(user: AuthUser, lesson: LessonRow) {
  if (hasRole(user, Role.ADMIN)) return;
  if (hasRole(user, Role.TEACHER) && (lesson.teacherId === user.userId || lesson.planTeacherId === user.userId)) return;
  throw forbidden();
}

/** Student calls: only a student of one of the plan's classes takes part in the lesson. */
export function assertAttends(db: Db, user: AuthUser, lesson: LessonRow) {
  if (!isStudent(user) || user.classId == null || !planClassIds(db, lesson.planId).includes(user.classId)) throw forbidden();
}

/** A student of the lesson, before their progress is added. */
export type StudentRowBase = Pick<PlanStudent, 'userId' | 'userName' | 'realName' | 'jobNumber' | 'phone' | 'className'>;

/** Students of the plan's classes, optionally filtered by a keyword over name, job number and phone. */
export function lessonStudents(db: Db, planId: number, keyword?: string): StudentRowBase[] {
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .prepare(
      `SELECT u.user_id AS userId, u.user_name AS userName, u.real_name AS realName, u.job_number AS jobNumber,
         COALESCE(u.phone, '') AS phone, c.class_name AS className
       FROM sys_user u
       JOIN teaching_plan_class pc ON pc.class_id = u.class_id AND pc.plan_id = ?
       LEFT JOIN sys_class c ON c.id = u.class_id
       WHERE u.status = '0' AND (',' || u.roles || ',') LIKE '%,student,%'
         AND (? IS NULL OR u.real_name LIKE ? ESCAPE '\\' OR u.user_name LIKE ? ESCAPE '\\' OR u.job_number LIKE ? ESCAPE '\\' OR u.phone LIKE ? ESCAPE '\\')
       ORDER BY u.user_id`,
    )
    .all(planId, like, like, like, like, like) as StudentRowBase[];
}

/** Number of students the lesson is taught to (listenNumber, and every completion count's total). */
export function lessonStudentCount(db: Db, planId: number): number {
  return lessonStudents(db, planId).length;
}
