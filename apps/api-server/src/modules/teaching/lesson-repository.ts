import { sql, type SqlBool } from 'kysely';
import type { HomeworkAttach, TeachingMaterial } from '@medteach/contract';
import type { LessonRow, StudentRowBase } from './lessons';
import type { Queryable } from '../../db/queryable';

/** `%keyword%` for a lower-cased LIKE with `\` escaping, or null when there is no keyword. */
export const likePattern = (keyword: string | undefined) =>
  keyword ? `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;

/** `lower(column) LIKE pattern ESCAPE '\'`: case-insensitive on both engines (PostgreSQL's LIKE is not). */
export const lowerLike = (column: string, pattern: string) => sql<SqlBool>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`;

/** What a plan (`teaching_plan as p`) says about its teaching: periods, textbook and places, as the API names them. */
export const PLAN_TEACHING_COLUMNS = [
  'p.theory_period as theoryPeriod',
  'p.experiment_period as experimentPeriod',
  'p.textbook',
  'p.theory_address_name as theoryAddressName',
  'p.experiment_address_name as experimentAddressName',
  'p.internship_address_name as internshipAddressName',
] as const;

/** One lesson (plan detail) with the plan fields every teaching call needs, or undefined. */
export async function findLesson(db: Queryable, planDetailId: number): Promise<LessonRow | undefined> {
  return db
    .selectFrom('teaching_plan_detail as d')
    .leftJoin('teaching_period as pt', 'pt.period_num', 'd.period_num')
    .innerJoin('teaching_plan as p', 'p.plan_id', 'd.plan_id')
    .innerJoin('teaching_semester as s', 's.semester_id', 'p.semester_id')
    .innerJoin('teaching_major as m', 'm.major_id', 'p.major_id')
    .leftJoin('sys_user as u', 'u.user_id', 'd.teacher_id')
    .select((eb) => [
      'd.plan_detail_id as planDetailId',
      'd.plan_id as planId',
      'p.plan_name as planName',
      'd.lesson_content as lessonContent',
      'd.teacher_id as teacherId',
      'p.teacher_id as planTeacherId',
      eb.fn.coalesce('u.real_name', sql.lit('')).as('teacherName'),
      'd.address_name as addressName',
      'd.teaching_date as teachingDate',
      'd.period_num as periodNum',
      'd.periods',
      'd.teaching_start_time as teachingStartTime',
      'd.teaching_end_time as teachingEndTime',
      'd.attendance_status as attendanceStatus',
      'd.homework_start_time as homeworkStartTime',
      'd.homework_end_time as homeworkEndTime',
      'p.semester_id as semesterId',
      's.semester_name as semesterName',
      's.start_date as semesterStart',
      'p.major_id as majorId',
      'm.major_name as majorName',
      ...PLAN_TEACHING_COLUMNS,
      'pt.start_time as periodStartTime',
      'pt.end_time as periodEndTime',
    ])
    .where('d.plan_detail_id', '=', planDetailId)
    .executeTakeFirst() as Promise<LessonRow | undefined>;
}

/**
 * Whether the teacher teaches the student: a plan of the teacher's, or a plan they give a lesson of, is for the
 * student's class now or for `alsoClassId` (the class a record was made in).
 */
export async function teachesStudent(db: Queryable, teacherId: number, studentId: number, alsoClassId: number | null): Promise<boolean> {
  const student = await db.selectFrom('sys_user').select('class_id').where('user_id', '=', studentId).executeTakeFirst();
  const classIds = [student?.class_id, alsoClassId].filter((c): c is number => c != null);
  if (classIds.length === 0) return false;
  const plan = await db
    .selectFrom('teaching_plan_class as pc')
    .innerJoin('teaching_plan as p', 'p.plan_id', 'pc.plan_id')
    .select('p.plan_id')
    .where('pc.class_id', 'in', classIds)
    .where((eb) =>
      eb.or([
        eb('p.teacher_id', '=', teacherId),
        eb.exists(eb.selectFrom('teaching_plan_detail as d').select('d.plan_detail_id').whereRef('d.plan_id', '=', 'p.plan_id').where('d.teacher_id', '=', teacherId)),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return plan !== undefined;
}

export async function planClassIds(db: Queryable, planId: number): Promise<number[]> {
  const rows = await db.selectFrom('teaching_plan_class').select('class_id').where('plan_id', '=', planId).orderBy('class_id').execute();
  return rows.map((r) => r.class_id);
}

/** The plan's class names joined by commas, in class order. */
export async function planClassNames(db: Queryable, planId: number): Promise<string> {
  const rows = await db
    .selectFrom('teaching_plan_class as pc')
    .innerJoin('sys_class as c', 'c.id', 'pc.class_id')
    .select('c.class_name')
    .where('pc.plan_id', '=', planId)
    .orderBy('c.id')
    .execute();
  return rows.map((r) => r.class_name).join(',');
}

/** Active students of the plan's classes, optionally filtered by a keyword over name, user name, job number and phone. */
export async function lessonStudents(db: Queryable, planId: number, keyword?: string): Promise<StudentRowBase[]> {
  const like = likePattern(keyword);
  let query = db
    .selectFrom('sys_user as u')
    .innerJoin('teaching_plan_class as pc', (join) => join.onRef('pc.class_id', '=', 'u.class_id').on('pc.plan_id', '=', planId))
    .leftJoin('sys_class as c', 'c.id', 'u.class_id')
    .select((eb) => [
      'u.user_id as userId',
      'u.user_name as userName',
      'u.real_name as realName',
      'u.job_number as jobNumber',
      eb.fn.coalesce('u.phone', sql.lit('')).as('phone'),
      'c.class_name as className',
    ])
    .where('u.status', '=', '0')
    .where(sql<SqlBool>`(',' || ${sql.ref('u.roles')} || ',') LIKE '%,student,%'`);
  if (like) {
    query = query.where((eb) => eb.or([lowerLike('u.real_name', like), lowerLike('u.user_name', like), lowerLike('u.job_number', like), lowerLike('u.phone', like)]));
  }
  return query.orderBy('u.user_id').execute() as Promise<StudentRowBase[]>;
}

/** A student's own suggestion on the lesson ('' when none). */
export async function suggestionOf(db: Queryable, planDetailId: number, userId: number): Promise<string> {
  const row = await db.selectFrom('teaching_suggest').select('suggest').where('plan_detail_id', '=', planDetailId).where('user_id', '=', userId).executeTakeFirst();
  return row?.suggest ?? '';
}

export async function lessonMaterials(db: Queryable, planDetailId: number): Promise<TeachingMaterial[]> {
  return db
    .selectFrom('teaching_material')
    .select(['material_id as materialId', 'file_name as fileName', 'file_url as fileUrl'])
    .where('plan_detail_id', '=', planDetailId)
    .orderBy('material_id')
    .execute();
}

export async function lessonHomework(db: Queryable, planDetailId: number): Promise<{ homeworkId: number; homeworkContent: string }[]> {
  return db
    .selectFrom('teaching_homework')
    .select(['homework_id as homeworkId', 'homework_content as homeworkContent'])
    .where('plan_detail_id', '=', planDetailId)
    .orderBy('homework_id')
    .execute();
}

export async function lessonHomeworkAttachments(db: Queryable, planDetailId: number): Promise<HomeworkAttach[]> {
  return db
    .selectFrom('teaching_homework_attach')
    .select(['file_name as fileName', 'file_url as fileUrl'])
    .where('plan_detail_id', '=', planDetailId)
    .orderBy('id')
    .execute();
}
