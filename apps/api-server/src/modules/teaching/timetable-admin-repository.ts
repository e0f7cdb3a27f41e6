/** The timetable editor's reads (issue 17): semesters, the pickers' options and a week's lessons to copy. */
import type { TimetableOptions } from '@medteach/contract';
import type { LessonColumns } from './lesson-admin-repository';
import type { Queryable } from '../../db/queryable';

export interface SemesterRow {
  semesterId: number;
  semesterName: string;
  startDate: string;
  endDate: string;
}

const SEMESTER_COLUMNS = ['semester_id as semesterId', 'semester_name as semesterName', 'start_date as startDate', 'end_date as endDate'] as const;

export const findSemester = (db: Queryable, semesterId: number): Promise<SemesterRow | undefined> =>
  db.selectFrom('teaching_semester').select(SEMESTER_COLUMNS).where('semester_id', '=', semesterId).executeTakeFirst();

export const allSemesters = (db: Queryable): Promise<SemesterRow[]> =>
  db.selectFrom('teaching_semester').select(SEMESTER_COLUMNS).orderBy('start_date', 'desc').orderBy('semester_id').execute();

export async function planOptions(db: Queryable, semesterId?: number): Promise<Omit<TimetableOptions['plans'][number], 'classNames'>[]> {
  let query = db
    .selectFrom('teaching_plan')
    .select(['plan_id as planId', 'plan_name as planName', 'semester_id as semesterId', 'teacher_id as teacherId', 'theory_address_name as addressName']);
  if (semesterId != null) query = query.where('semester_id', '=', semesterId);
  return query.orderBy('plan_name').orderBy('plan_id').execute();
}

/** Users who teach (their roles name teacher). */
export async function teacherOptions(db: Queryable): Promise<TimetableOptions['teachers']> {
  const rows = await db
    .selectFrom('sys_user')
    .select(['user_id as userId', 'real_name', 'nick_name', 'user_name'])
    .where('roles', 'like', '%teacher%')
    .orderBy('user_id')
    .execute();
  return rows.map((r) => ({ userId: r.userId, name: r.real_name || r.nick_name || r.user_name }));
}

export const classOptions = (db: Queryable): Promise<TimetableOptions['classes']> =>
  db.selectFrom('sys_class').select(['id as classId', 'class_name as className']).orderBy('id').execute();

/** Rooms in use: lessons' and plans' places, distinct and sorted. */
export async function roomOptions(db: Queryable): Promise<string[]> {
  const lessons = await db.selectFrom('teaching_plan_detail').select('address_name as name').distinct().execute();
  const plans = await db.selectFrom('teaching_plan').select(['theory_address_name', 'experiment_address_name']).execute();
  const names = [...lessons.map((l) => l.name), ...plans.flatMap((p) => [p.theory_address_name, p.experiment_address_name])];
  return [...new Set(names.map((n) => n.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'zh-CN'));
}

export const paperOptions = (db: Queryable): Promise<TimetableOptions['papers']> =>
  db.selectFrom('teaching_paper').select(['paper_id as paperId', 'name']).orderBy('paper_id').execute();

export const ratingOptions = (db: Queryable): Promise<TimetableOptions['ratings']> =>
  db.selectFrom('teaching_rating').select(['rating_id as ratingId', 'name']).orderBy('rating_id').execute();

/** Lessons of the semester's plans dated from..to, with every stored column a copy needs. */
export async function lessonsToCopy(db: Queryable, semesterId: number, from: string, to: string, planIds?: number[]) {
  let query = db
    .selectFrom('teaching_plan_detail as d')
    .innerJoin('teaching_plan as p', 'p.plan_id', 'd.plan_id')
    .select([
      'd.plan_detail_id as planDetailId',
      'd.plan_id as planId',
      'd.lesson_content as lessonContent',
      'd.teacher_id as teacherId',
      'd.address_name as addressName',
      'd.teaching_date as teachingDate',
      'd.period_num as periodNum',
      'd.periods',
      'd.attendance_status as attendanceStatus',
      'd.teaching_start_time as teachingStartTime',
      'd.teaching_end_time as teachingEndTime',
      'd.homework_start_time as homeworkStartTime',
      'd.homework_end_time as homeworkEndTime',
    ])
    .where('p.semester_id', '=', semesterId)
    .where('d.teaching_date', '>=', from)
    .where('d.teaching_date', '<=', to);
  if (planIds?.length) query = query.where('d.plan_id', 'in', planIds);
  const rows: (LessonColumns & { planDetailId: number })[] = await query.orderBy('d.teaching_date').orderBy('d.period_num').orderBy('d.plan_detail_id').execute();
  return rows;
}
