import { Role, type PlanStudent, type TeachingPlanDetail } from '@medteach/contract';
import type { AuthUser } from '../../core/auth';
import { hasRole } from '../../core/auth';
import { forbidden, notFound } from '../../core/errors';
import { findLesson, planClassIds } from './lesson-repository';
import type { Queryable } from '../../db/queryable';

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

/** A student of the lesson, before their progress is added. */
export type StudentRowBase = Pick<PlanStudent, 'userId' | 'userName' | 'realName' | 'jobNumber' | 'phone' | 'className'>;

export async function loadLesson(db: Queryable, planDetailId: number): Promise<LessonRow> {
  const lesson = await findLesson(db, planDetailId);
  if (!lesson) throw notFound('课程安排不存在');
  return lesson;
}

/** A student taking part in lessons: teachers and admins who also hold the student role act as staff. */
export const isStudent = (user: AuthUser) => hasRole(user, Role.STUDENT) && !hasRole(user, Role.TEACHER, Role.ADMIN);

/** Teacher-only calls: an admin, or the teacher of this lesson or of its plan. */
export function assertTeaches(user: AuthUser, lesson: LessonRow) {
  if (hasRole(user, Role.ADMIN)) return;
  if (hasRole(user, Role.TEACHER) && (lesson.teacherId === user.userId || lesson.planTeacherId === user.userId)) return;
  throw forbidden();
}

/** Student calls: only a student of one of the plan's classes takes part in the lesson. */
export async function assertAttends(db: Queryable, user: AuthUser, lesson: LessonRow) {
  if (!isStudent(user) || user.classId == null || !(await planClassIds(db, lesson.planId)).includes(user.classId)) throw forbidden();
}

/** How many of the lesson's students are in `done` (records of users who left the classes do not count). */
export const countAmong = (students: { userId: number }[], done: Set<number>) => students.filter((s) => done.has(s.userId)).length;
