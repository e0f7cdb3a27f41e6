import { sql } from 'kysely';
import type { Queryable } from '../../db/queryable';

/** A lesson of the week as the timetable lists it, before its class names are added. */
export interface WeekLessonRow {
  planDetailId: number;
  planId: number;
  content: string;
  lessonContent: string;
  teacherName: string;
  addressName: string;
  teachingDate: string;
  periodNum: number;
}

export interface WeekScope {
  semesterId?: number | null;
  majorId?: number | null;
  /** Lessons of plans taught to this class. */
  classId?: number | null;
  /** Lessons this teacher gives, or of plans they lead. */
  teacherId?: number | null;
}

/** Lessons dated `from`..`to` (inclusive) within the scope, by date, period and id. */
export async function lessonsBetween(db: Queryable, from: string, to: string, scope: WeekScope): Promise<WeekLessonRow[]> {
  let query = db
    .selectFrom('teaching_plan_detail as d')
    .innerJoin('teaching_plan as p', 'p.plan_id', 'd.plan_id')
    .leftJoin('sys_user as u', 'u.user_id', 'd.teacher_id')
    .select((eb) => [
      'd.plan_detail_id as planDetailId',
      'd.plan_id as planId',
      'p.plan_name as content',
      'd.lesson_content as lessonContent',
      eb.fn.coalesce('u.real_name', sql.lit('')).as('teacherName'),
      'd.address_name as addressName',
      'd.teaching_date as teachingDate',
      'd.period_num as periodNum',
    ])
    .where('d.teaching_date', '>=', from)
    .where('d.teaching_date', '<=', to);
  const { semesterId, majorId, classId, teacherId } = scope;
  if (semesterId != null) query = query.where('p.semester_id', '=', semesterId);
  if (majorId != null) query = query.where('p.major_id', '=', majorId);
  if (classId != null) {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('teaching_plan_class as pc').select('pc.plan_id').whereRef('pc.plan_id', '=', 'p.plan_id').where('pc.class_id', '=', classId)),
    );
  }
  if (teacherId != null) query = query.where((eb) => eb.or([eb('d.teacher_id', '=', teacherId), eb('p.teacher_id', '=', teacherId)]));
  return query.orderBy('d.teaching_date').orderBy('d.period_num').orderBy('d.plan_detail_id').execute();
}
