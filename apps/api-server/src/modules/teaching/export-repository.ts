import { sql } from 'kysely';
import { MarkStatus, type ExportClassOption, type ExportPlanOption } from '@medteach/contract';
import { lessonStudents } from './lesson-repository';
import type { StudentRowBase } from './lessons';
import type { Queryable } from '../../db/queryable';

/**
 * What the teaching exports read: plans and their classes, a plan's lessons with everything the 课表进度表 prints,
 * and per lesson × student the sign-in, homework and rating records. Reads only, straight from the teaching tables.
 */

/** Plans (optionally of one semester, optionally only those `teacherId` teaches) with their classes. */
export async function exportPlans(db: Queryable, semesterId: number | undefined, teacherId: number | undefined): Promise<ExportPlanOption[]> {
  let query = db
    .selectFrom('teaching_plan as p')
    .leftJoin('sys_user as u', 'u.user_id', 'p.teacher_id')
    .select((eb) => ['p.plan_id as planId', 'p.plan_name as planName', 'p.semester_id as semesterId', eb.fn.coalesce('u.real_name', sql.lit('')).as('teacherName')]);
  if (semesterId != null) query = query.where('p.semester_id', '=', semesterId);
  if (teacherId != null) query = query.where((eb) => eb.or([eb('p.teacher_id', '=', teacherId), eb('p.plan_id', 'in', taughtPlanIds(db, teacherId))]));
  const plans = await query.orderBy('p.plan_id').execute();
  const classes = await planClasses(
    db,
    plans.map((p) => p.planId),
  );
  return plans.map((p) => ({ ...p, teacherName: String(p.teacherName), classes: classes.get(p.planId) ?? [] }));
}

/** Plans in which the teacher gives at least one lesson. */
const taughtPlanIds = (db: Queryable, teacherId: number) => db.selectFrom('teaching_plan_detail').select('plan_id').where('teacher_id', '=', teacherId);

/** Whether the teacher is the plan's teacher or gives one of its lessons. */
export async function teachesPlan(db: Queryable, planId: number, teacherId: number): Promise<boolean> {
  const row = await db
    .selectFrom('teaching_plan as p')
    .select('p.plan_id')
    .where('p.plan_id', '=', planId)
    .where((eb) => eb.or([eb('p.teacher_id', '=', teacherId), eb('p.plan_id', 'in', taughtPlanIds(db, teacherId))]))
    .executeTakeFirst();
  return !!row;
}

export async function planClasses(db: Queryable, planIds: number[]): Promise<Map<number, ExportClassOption[]>> {
  const byPlan = new Map<number, ExportClassOption[]>();
  if (!planIds.length) return byPlan;
  const rows = await db
    .selectFrom('teaching_plan_class as pc')
    .innerJoin('sys_class as c', 'c.id', 'pc.class_id')
    .select(['pc.plan_id as planId', 'c.id as classId', 'c.class_name as className'])
    .where('pc.plan_id', 'in', planIds)
    .orderBy('c.id')
    .execute();
  for (const { planId, ...c } of rows) byPlan.set(planId, [...(byPlan.get(planId) ?? []), c]);
  return byPlan;
}

/** A lesson as the 课表进度表 and the per-lesson columns of the other exports need it. */
export interface ExportLesson {
  planDetailId: number;
  teachingDate: string;
  periodNum: number;
  periods: number;
  lessonContent: string;
  teacherName: string;
  addressName: string;
}

export async function exportLessons(db: Queryable, planId: number): Promise<ExportLesson[]> {
  const rows = await db
    .selectFrom('teaching_plan_detail as d')
    .leftJoin('sys_user as u', 'u.user_id', 'd.teacher_id')
    .select((eb) => [
      'd.plan_detail_id as planDetailId',
      'd.teaching_date as teachingDate',
      'd.period_num as periodNum',
      'd.periods',
      'd.lesson_content as lessonContent',
      eb.fn.coalesce('u.real_name', sql.lit('')).as('teacherName'),
      'd.address_name as addressName',
    ])
    .where('d.plan_id', '=', planId)
    .orderBy('d.teaching_date')
    .orderBy('d.period_num')
    .orderBy('d.plan_detail_id')
    .execute();
  return rows.map((r) => ({ ...r, teacherName: String(r.teacherName) }));
}

/** The plan's students, of one class when given. */
export async function exportStudents(db: Queryable, planId: number, classId: number | undefined): Promise<(StudentRowBase & { classId: number | null })[]> {
  const students = await lessonStudents(db, planId);
  if (!students.length) return [];
  const classOf = new Map(
    (
      await db
        .selectFrom('sys_user')
        .select(['user_id', 'class_id'])
        .where(
          'user_id',
          'in',
          students.map((s) => s.userId),
        )
        .execute()
    ).map((u) => [u.user_id, u.class_id]),
  );
  return students.map((s) => ({ ...s, classId: classOf.get(s.userId) ?? null })).filter((s) => classId == null || s.classId === classId);
}

/** `${planDetailId}:${userId}` — the key of one student's record in one lesson. */
export const cellKey = (planDetailId: number, userId: number) => `${planDetailId}:${userId}`;

export interface AttendanceCell {
  excused: boolean;
  /** Time of the latest row (the sign-in, or the hand mark). */
  clockTime: string;
}

/**
 * Attendance per lesson × student: the latest clock row decides, as on the phone (clock-repository clockStates) —
 * a teacher's 请假 mark overrides an earlier sign-in and a later sign-in overrides the mark.
 */
export async function attendanceCells(db: Queryable, planDetailIds: number[]): Promise<Map<string, AttendanceCell>> {
  const cells = new Map<string, AttendanceCell>();
  if (!planDetailIds.length) return cells;
  const rows = await db
    .selectFrom('teaching_clock')
    .select(['plan_detail_id', 'user_id', 'clock_status', 'clock_time'])
    .where('plan_detail_id', 'in', planDetailIds)
    .orderBy('clock_time')
    .orderBy('clock_id')
    .execute();
  for (const r of rows) cells.set(cellKey(r.plan_detail_id, r.user_id), { excused: r.clock_status === MarkStatus.EXCUSED, clockTime: r.clock_time });
  return cells;
}

export interface HomeworkCell {
  status: number;
  score: number | null;
}

export async function homeworkCells(db: Queryable, planDetailIds: number[]): Promise<Map<string, HomeworkCell>> {
  if (!planDetailIds.length) return new Map();
  const rows = await db
    .selectFrom('teaching_homework_student')
    .select(['plan_detail_id', 'user_id', 'homework_status', 'home_work_score'])
    .where('plan_detail_id', 'in', planDetailIds)
    .execute();
  return new Map(rows.map((r) => [cellKey(r.plan_detail_id, r.user_id), { status: r.homework_status, score: r.home_work_score }]));
}

/** A rating scale used by a lesson, with its full marks (the sum of its top-level items' maximum scores). */
export interface LessonScale {
  planDetailId: number;
  ratingId: number;
  name: string;
  fullScore: number;
}

export async function lessonScales(db: Queryable, planDetailIds: number[]): Promise<LessonScale[]> {
  if (!planDetailIds.length) return [];
  const rows = await db
    .selectFrom('teaching_plan_detail_rating as dr')
    .innerJoin('teaching_rating as r', 'r.rating_id', 'dr.rating_id')
    .select((eb) => [
      'dr.plan_detail_id as planDetailId',
      'r.rating_id as ratingId',
      'r.name',
      eb
        .selectFrom('teaching_rating_item as i')
        .select((i) => i.fn.coalesce(i.fn.sum<number>('i.max_score'), sql.lit(0)).as('s'))
        .whereRef('i.rating_id', '=', 'r.rating_id')
        .where('i.pid', '=', 0)
        .as('fullScore'),
    ])
    .where('dr.plan_detail_id', 'in', planDetailIds)
    .orderBy('dr.plan_detail_id')
    .orderBy('r.rating_id')
    .execute();
  return rows.map((r) => ({ ...r, fullScore: Number(r.fullScore ?? 0) }));
}

/** Rating totals per `${planDetailId}:${ratingId}:${userId}`. */
export async function ratingTotals(db: Queryable, planDetailIds: number[]): Promise<Map<string, number>> {
  if (!planDetailIds.length) return new Map();
  const rows = await db
    .selectFrom('teaching_rating_record')
    .select(['plan_detail_id', 'rating_id', 'user_id', 'score'])
    .where('plan_detail_id', 'in', planDetailIds)
    .execute();
  return new Map(rows.map((r) => [`${r.plan_detail_id}:${r.rating_id}:${r.user_id}`, r.score]));
}
