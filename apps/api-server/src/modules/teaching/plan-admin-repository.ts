import { sql } from 'kysely';
import type { PlanAdminRow, PlanBody, PlanDeleteImpact, PlanFilter } from '@medteach/contract';
import { containsText, countRows, onePage, type Page } from '../system/sql-filter';
import { deleteLessons, insertLesson, lessonLinks, setLessonLinks, type LessonColumns } from './lesson-admin-repository';
import { atomically, type Queryable } from '../../db/queryable';

/**
 * 教学计划 (teaching_plan + teaching_plan_class) of the back office. A plan's lessons (teaching_plan_detail) are
 * edited on 课表; deleting a plan deletes its lessons with everything recorded on them.
 */

const plans = (db: Queryable, f: PlanFilter) => {
  let query = db
    .selectFrom('teaching_plan as p')
    .innerJoin('teaching_semester as s', 's.semester_id', 'p.semester_id')
    .innerJoin('teaching_major as m', 'm.major_id', 'p.major_id')
    .leftJoin('sys_user as u', 'u.user_id', 'p.teacher_id');
  if (f.planName) query = query.where(containsText('p.plan_name', f.planName));
  if (f.semesterId) query = query.where('p.semester_id', '=', f.semesterId);
  if (f.majorId) query = query.where('p.major_id', '=', f.majorId);
  if (f.teacherId) query = query.where('p.teacher_id', '=', f.teacherId);
  return query;
};

const planColumns = (query: ReturnType<typeof plans>) =>
  query.select((eb) => [
    'p.plan_id as planId',
    'p.plan_name as planName',
    'p.semester_id as semesterId',
    's.semester_name as semesterName',
    'p.major_id as majorId',
    'm.major_name as majorName',
    'p.teacher_id as teacherId',
    eb.fn.coalesce('u.real_name', sql.lit('')).as('teacherName'),
    'p.textbook',
    'p.theory_period as theoryPeriod',
    'p.experiment_period as experimentPeriod',
    'p.theory_address_name as theoryAddressName',
    'p.experiment_address_name as experimentAddressName',
    'p.internship_address_name as internshipAddressName',
    eb.selectFrom('teaching_plan_detail as d').whereRef('d.plan_id', '=', 'p.plan_id').select((c) => c.fn.countAll<number>().as('n')).as('lessonCount'),
  ]);

type StoredPlan = Awaited<ReturnType<ReturnType<typeof planColumns>['execute']>>[number];

/** The rows with their classes (one query for the page). */
async function withClasses(db: Queryable, rows: StoredPlan[]): Promise<PlanAdminRow[]> {
  const ids = rows.map((r) => r.planId);
  const classes = ids.length
    ? await db
        .selectFrom('teaching_plan_class as pc')
        .leftJoin('sys_class as c', 'c.id', 'pc.class_id')
        .select(['pc.plan_id as planId', 'pc.class_id as classId', 'c.class_name as className'])
        .where('pc.plan_id', 'in', ids)
        .orderBy('pc.class_id')
        .execute()
    : [];
  return rows.map((r) => {
    const mine = classes.filter((c) => c.planId === r.planId);
    return {
      ...r,
      teacherName: String(r.teacherName),
      lessonCount: Number(r.lessonCount ?? 0),
      classIds: mine.map((c) => c.classId),
      classNames: mine.map((c) => c.className ?? String(c.classId)).join(','),
    };
  });
}

/** Newest semester first, then by plan. */
export async function listPlans(db: Queryable, f: PlanFilter, page?: Page): Promise<{ total: number; rows: PlanAdminRow[] }> {
  const rows = await onePage(planColumns(plans(db, f)).orderBy('s.start_date', 'desc').orderBy('p.plan_id'), page).execute();
  return { total: await countRows(plans(db, f)), rows: await withClasses(db, rows) };
}

export async function getPlan(db: Queryable, planId: number): Promise<PlanAdminRow | undefined> {
  const row = await planColumns(plans(db, {})).where('p.plan_id', '=', planId).executeTakeFirst();
  return row && (await withClasses(db, [row]))[0];
}

/** What a plan body names that does not exist (or is no teacher), as the refusal's key; null when all is there. */
export async function missingReference(db: Queryable, b: PlanBody): Promise<'semester' | 'major' | 'class' | 'teacher' | null> {
  const [semester, major, classes, teacher] = await Promise.all([
    db.selectFrom('teaching_semester').select('semester_id').where('semester_id', '=', b.semesterId).executeTakeFirst(),
    db.selectFrom('teaching_major').select('major_id').where('major_id', '=', b.majorId).executeTakeFirst(),
    countRows(db.selectFrom('sys_class').where('id', 'in', b.classIds)),
    db
      .selectFrom('sys_user')
      .select('user_id')
      .where('user_id', '=', b.teacherId)
      // roles is comma-joined: a whole entry.
      .where(sql<boolean>`(',' || roles || ',') LIKE '%,teacher,%'`)
      .executeTakeFirst(),
  ]);
  if (!semester) return 'semester';
  if (!major) return 'major';
  if (Number(classes) !== b.classIds.length) return 'class';
  if (!teacher) return 'teacher';
  return null;
}

const planValues = (b: PlanBody) => ({
  plan_name: b.planName,
  semester_id: b.semesterId,
  major_id: b.majorId,
  teacher_id: b.teacherId,
  textbook: b.textbook,
  theory_period: b.theoryPeriod,
  experiment_period: b.experimentPeriod,
  theory_address_name: b.theoryAddressName,
  experiment_address_name: b.experimentAddressName,
  internship_address_name: b.internshipAddressName,
});

/** Inserts a plan with its classes (inside the caller's transaction when given one). */
export async function insertPlanRow(db: Queryable, b: PlanBody): Promise<number> {
  const { plan_id } = await db.insertInto('teaching_plan').values(planValues(b)).returning('plan_id').executeTakeFirstOrThrow();
  await db.insertInto('teaching_plan_class').values(b.classIds.map((class_id) => ({ plan_id, class_id }))).execute();
  return plan_id;
}

export async function insertPlan(db: Queryable, b: PlanBody): Promise<number> {
  return atomically(db, (trx) => insertPlanRow(trx, b));
}

export async function updatePlan(db: Queryable, planId: number, b: PlanBody) {
  await atomically(db, async (trx) => {
    await trx.updateTable('teaching_plan').set(planValues(b)).where('plan_id', '=', planId).execute();
    await trx.deleteFrom('teaching_plan_class').where('plan_id', '=', planId).execute();
    await trx.insertInto('teaching_plan_class').values(b.classIds.map((class_id) => ({ plan_id: planId, class_id }))).execute();
  });
}

const lessonsOf = (db: Queryable, planIds: number[]) => db.selectFrom('teaching_plan_detail').select('plan_detail_id').where('plan_id', 'in', planIds);

/** 删除教学计划'x'，将同时删除 N 节课次及其签到、作业、评分记录: what deleting the plans removes. */
export async function planDeleteImpact(db: Queryable, planIds: number[]): Promise<PlanDeleteImpact> {
  const [lessons, clocks, homework, ratings, papers] = await Promise.all([
    countRows(db.selectFrom('teaching_plan_detail').where('plan_id', 'in', planIds)),
    countRows(db.selectFrom('teaching_clock').where('plan_detail_id', 'in', lessonsOf(db, planIds))),
    countRows(db.selectFrom('teaching_homework_student').where('plan_detail_id', 'in', lessonsOf(db, planIds))),
    countRows(db.selectFrom('teaching_rating_record').where('plan_detail_id', 'in', lessonsOf(db, planIds))),
    countRows(db.selectFrom('teaching_paper_record').where('plan_detail_id', 'in', lessonsOf(db, planIds))),
  ]);
  return { lessons: Number(lessons), clocks: Number(clocks), homework: Number(homework), ratings: Number(ratings), papers: Number(papers) };
}

/** The plans, their classes and lessons, and everything the lessons link or recorded, in one transaction. */
export async function deletePlans(db: Queryable, planIds: number[]) {
  await atomically(db, async (trx) => {
    const lessons = lessonsOf(trx, planIds);
    const ratingRecords = trx.selectFrom('teaching_rating_record').select('record_id').where('plan_detail_id', 'in', lessons);
    const paperRecords = trx.selectFrom('teaching_paper_record').select('record_id').where('plan_detail_id', 'in', lessons);
    await trx.deleteFrom('teaching_rating_record_item').where('record_id', 'in', ratingRecords).execute();
    await trx.deleteFrom('teaching_paper_answer').where('record_id', 'in', paperRecords).execute();
    for (const table of STUDENT_RECORD_TABLES) await trx.deleteFrom(table).where('plan_detail_id', 'in', lessons).execute();
    const ids = (await lessons.execute()).map((l) => l.plan_detail_id);
    if (ids.length) await deleteLessons(trx, ids);
    await trx.deleteFrom('teaching_plan_class').where('plan_id', 'in', planIds).execute();
    await trx.deleteFrom('teaching_plan').where('plan_id', 'in', planIds).execute();
  });
}

/** What students did in a lesson (课表 keeps lessons that have any); a plan's delete takes them, then the lessons. */
const STUDENT_RECORD_TABLES = [
  'teaching_rating_record',
  'teaching_paper_record',
  'teaching_clock',
  'teaching_homework_student',
  'teaching_homework_file',
  'teaching_homework_score_log',
  'teaching_suggest',
] as const;

// ---- 复制到学期 ----

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
};
/** 1970-01-01 was a Thursday: the day number of the Monday of the week holding `date`. */
const mondayNumber = (date: string) => dayNumber(date) - ((dayNumber(date) + 3) % 7);
const dateOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** A `YYYY-MM-DD[ HH:mm:ss]` text moved by whole days, its time kept. */
export const shiftDays = (text: string, days: number) => dateOfNumber(dayNumber(text) + days) + text.slice(10);

/** Days from the source semester's week 1 Monday to the target's: the same week number and weekday there. */
export const weekShift = (fromStart: string, toStart: string) => mondayNumber(toStart) - mondayNumber(fromStart);

export type SourceLesson = Omit<LessonColumns, 'planId'> & { planDetailId: number };

export async function sourceLessons(db: Queryable, planId: number): Promise<SourceLesson[]> {
  return db
    .selectFrom('teaching_plan_detail')
    .select([
      'plan_detail_id as planDetailId',
      'lesson_content as lessonContent',
      'teacher_id as teacherId',
      'address_name as addressName',
      'teaching_date as teachingDate',
      'period_num as periodNum',
      'periods',
      'teaching_start_time as teachingStartTime',
      'teaching_end_time as teachingEndTime',
      'attendance_status as attendanceStatus',
      'homework_start_time as homeworkStartTime',
      'homework_end_time as homeworkEndTime',
    ])
    .where('plan_id', '=', planId)
    .orderBy('teaching_date')
    .orderBy('period_num')
    .orderBy('plan_detail_id')
    .execute();
}

/** Inserts the moved lessons into the plan with what each links (ratings, papers, materials, homework), as 复制本周 does. */
export async function insertCopiedLessons(trx: Queryable, planId: number, lessons: SourceLesson[], days: number) {
  for (const { planDetailId, ...l } of lessons) {
    const copyId = await insertLesson(trx, {
      ...l,
      planId,
      teachingDate: shiftDays(l.teachingDate, days),
      teachingStartTime: shiftDays(l.teachingStartTime, days),
      teachingEndTime: shiftDays(l.teachingEndTime, days),
      homeworkStartTime: l.homeworkStartTime && shiftDays(l.homeworkStartTime, days),
      homeworkEndTime: l.homeworkEndTime && shiftDays(l.homeworkEndTime, days),
    });
    await setLessonLinks(trx, copyId, await lessonLinks(trx, planDetailId));
  }
}
