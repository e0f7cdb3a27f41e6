import { sql } from 'kysely';
import type { Major, SchoolClass, ScheduleRow, Semester, TeachingPlan } from '@medteach/contract';
import { PLAN_TEACHING_COLUMNS } from './lesson-repository';
import type { Queryable } from '../../db/queryable';

/** A plan as stored, before its classes, total periods and schedule are added. */
export type PlanRow = Omit<TeachingPlan, 'classNames' | 'totalPeriod' | 'scheduleList'> & { semesterStart: string };

export async function semesters(db: Queryable): Promise<Semester[]> {
  return db
    .selectFrom('teaching_semester')
    .select(['semester_id as semesterId', 'semester_name as semesterName', 'start_date as startDate', 'end_date as endDate'])
    .orderBy('start_date', 'desc')
    .execute();
}

export async function majors(db: Queryable): Promise<Major[]> {
  return db.selectFrom('teaching_major').select(['major_id as majorId', 'major_name as majorName']).orderBy('major_id').execute();
}

/** One page of classes, optionally of one major, and the total count. */
export async function classPage(db: Queryable, majorId: number | undefined, pageNum: number, pageSize: number): Promise<{ rows: SchoolClass[]; total: number }> {
  let base = db.selectFrom('sys_class');
  if (majorId != null) base = base.where('major_id', '=', majorId);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'class_name as className', 'grade_name as gradeName', 'major_id as majorId'])
    .orderBy('id')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  return { rows, total };
}

export async function findPlan(db: Queryable, planId: number): Promise<PlanRow | undefined> {
  return db
    .selectFrom('teaching_plan as p')
    .innerJoin('teaching_semester as s', 's.semester_id', 'p.semester_id')
    .innerJoin('teaching_major as m', 'm.major_id', 'p.major_id')
    .leftJoin('sys_user as u', 'u.user_id', 'p.teacher_id')
    .select((eb) => [
      'p.plan_id as planId',
      'p.plan_name as planName',
      'm.major_name as majorName',
      's.semester_name as semesterName',
      's.start_date as semesterStart',
      ...PLAN_TEACHING_COLUMNS,
      eb.fn.coalesce('u.real_name', sql.lit('')).as('teacherName'),
    ])
    .where('p.plan_id', '=', planId)
    .executeTakeFirst();
}

/** The plan's lessons in teaching order, before their week numbers are added. */
export async function planLessons(db: Queryable, planId: number): Promise<Omit<ScheduleRow, 'weekNum' | 'teachWeekName'>[]> {
  return db
    .selectFrom('teaching_plan_detail as d')
    .leftJoin('sys_user as u', 'u.user_id', 'd.teacher_id')
    .select((eb) => [
      'd.plan_detail_id as planDetailId',
      'd.teaching_date as teachingDate',
      'd.lesson_content as lessonContent',
      'd.periods',
      eb.fn.coalesce('u.real_name', sql.lit('')).as('teacherName'),
    ])
    .where('d.plan_id', '=', planId)
    .orderBy('d.teaching_date')
    .orderBy('d.period_num')
    .execute();
}
