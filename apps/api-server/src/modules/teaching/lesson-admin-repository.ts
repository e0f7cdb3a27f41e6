/** 课次 in the back office (issue 17): lessons with their links, as the lesson form and the timetable editor need them. */
import { sql } from 'kysely';
import type { AdminLesson, AdminLessonDetail, LessonFile, PlanDetailData, PlanDetailFilter, TeachingPeriodRow } from '@medteach/contract';
import type { Page } from '../system/sql-filter';
import { likePattern, lowerLike } from './lesson-repository';
import { semesterWeekNum } from './calendar';
import type { Queryable } from '../../db/queryable';

/** Most rows one unpaged read answers (the timetable of a week, an export). */
const UNPAGED_LIMIT = 2000;

export interface LessonScope {
  planDetailId?: number;
  semesterId?: number;
  planId?: number;
  teacherId?: number;
  classId?: number;
  addressName?: string;
  lessonContent?: string;
  from?: string;
  to?: string;
}

function lessonQuery(db: Queryable, scope: LessonScope) {
  let query = db
    .selectFrom('teaching_plan_detail as d')
    .innerJoin('teaching_plan as p', 'p.plan_id', 'd.plan_id')
    .innerJoin('teaching_semester as s', 's.semester_id', 'p.semester_id')
    .leftJoin('sys_user as u', 'u.user_id', 'd.teacher_id');
  if (scope.planDetailId != null) query = query.where('d.plan_detail_id', '=', scope.planDetailId);
  if (scope.semesterId != null) query = query.where('p.semester_id', '=', scope.semesterId);
  if (scope.planId != null) query = query.where('d.plan_id', '=', scope.planId);
  if (scope.teacherId != null) query = query.where('d.teacher_id', '=', scope.teacherId);
  if (scope.addressName) query = query.where('d.address_name', '=', scope.addressName);
  if (scope.from) query = query.where('d.teaching_date', '>=', scope.from);
  if (scope.to) query = query.where('d.teaching_date', '<=', scope.to);
  const like = likePattern(scope.lessonContent);
  if (like) query = query.where(lowerLike('d.lesson_content', like));
  const { classId } = scope;
  if (classId != null) {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('teaching_plan_class as pc').select('pc.plan_id').whereRef('pc.plan_id', '=', 'd.plan_id').where('pc.class_id', '=', classId)),
    );
  }
  return query;
}

/** Class names of each plan, comma-joined in class order. */
export async function classNamesByPlan(db: Queryable, planIds: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string[]>();
  if (planIds.length) {
    const rows = await db
      .selectFrom('teaching_plan_class as pc')
      .innerJoin('sys_class as c', 'c.id', 'pc.class_id')
      .select(['pc.plan_id', 'c.class_name'])
      .where('pc.plan_id', 'in', planIds)
      .orderBy('pc.plan_id')
      .orderBy('c.id')
      .execute();
    for (const r of rows) names.set(r.plan_id, [...(names.get(r.plan_id) ?? []), r.class_name]);
  }
  return new Map([...names].map(([planId, list]) => [planId, list.join(',')]));
}

async function lessonRows(db: Queryable, scope: LessonScope, page?: Page): Promise<AdminLesson[]> {
  let query = lessonQuery(db, scope)
    .select((eb) => [
      'd.plan_detail_id as planDetailId',
      'd.plan_id as planId',
      'p.plan_name as planName',
      'd.lesson_content as lessonContent',
      'd.teacher_id as teacherId',
      eb.fn.coalesce('u.real_name', sql.lit('')).as('teacherName'),
      'd.address_name as addressName',
      'd.teaching_date as teachingDate',
      's.start_date as semesterStart',
      'd.period_num as periodNum',
      'd.periods',
      'd.attendance_status as attendanceStatus',
    ])
    .orderBy('d.teaching_date')
    .orderBy('d.period_num')
    .orderBy('d.plan_detail_id');
  query = page?.pageNum && page.pageSize ? query.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize) : query.limit(UNPAGED_LIMIT);
  const rows = await query.execute();
  const classNames = await classNamesByPlan(db, [...new Set(rows.map((r) => r.planId))]);
  return rows.map(({ semesterStart, ...r }) => ({
    ...r,
    weekNum: semesterWeekNum(semesterStart, r.teachingDate),
    classNames: classNames.get(r.planId) ?? '',
  }));
}

export async function listLessons(db: Queryable, filter: PlanDetailFilter, page: Page): Promise<{ total: number; rows: AdminLesson[] }> {
  const scope = filter as LessonScope;
  const { total } = await lessonQuery(db, scope)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { total: Number(total), rows: await lessonRows(db, scope, page) };
}

/** Lessons dated from..to (inclusive) in the scope, by date, period and id. */
export const lessonsOfDates = (db: Queryable, scope: LessonScope) => lessonRows(db, scope);

const filesOf = (db: Queryable, table: 'teaching_material' | 'teaching_homework_attach', planDetailId: number): Promise<LessonFile[]> =>
  db
    .selectFrom(table)
    .select(['file_name as fileName', 'file_url as fileUrl'])
    .where('plan_detail_id', '=', planDetailId)
    .orderBy(table === 'teaching_material' ? 'material_id' : 'id')
    .execute();

export async function getLessonDetail(db: Queryable, planDetailId: number): Promise<AdminLessonDetail | undefined> {
  const row = await lessonQuery(db, { planDetailId })
    .select(['p.semester_id as semesterId', 'd.homework_start_time as homeworkStartTime', 'd.homework_end_time as homeworkEndTime'])
    .executeTakeFirst();
  if (!row) return undefined;
  const [base] = await lessonRows(db, { planDetailId });
  const homework = await db.selectFrom('teaching_homework').select('homework_content').where('plan_detail_id', '=', planDetailId).orderBy('homework_id').executeTakeFirst();
  const ids = async (table: 'teaching_plan_detail_paper' | 'teaching_plan_detail_rating', column: 'paper_id' | 'rating_id') =>
    (await db.selectFrom(table).select(`${column} as id` as 'paper_id as id').where('plan_detail_id', '=', planDetailId).execute()).map((r) => r.id).sort((a, b) => a - b);
  return {
    ...base,
    semesterId: row.semesterId,
    homeworkStartTime: row.homeworkStartTime,
    homeworkEndTime: row.homeworkEndTime,
    homeworkContent: homework?.homework_content ?? '',
    homeworkAttachments: await filesOf(db, 'teaching_homework_attach', planDetailId),
    materials: await filesOf(db, 'teaching_material', planDetailId),
    paperIds: await ids('teaching_plan_detail_paper', 'paper_id'),
    ratingIds: await ids('teaching_plan_detail_rating', 'rating_id'),
  };
}

export interface PlanSemester {
  planId: number;
  semesterId: number;
  startDate: string;
  endDate: string;
}

export const planSemester = (db: Queryable, planId: number): Promise<PlanSemester | undefined> =>
  db
    .selectFrom('teaching_plan as p')
    .innerJoin('teaching_semester as s', 's.semester_id', 'p.semester_id')
    .select(['p.plan_id as planId', 'p.semester_id as semesterId', 's.start_date as startDate', 's.end_date as endDate'])
    .where('p.plan_id', '=', planId)
    .executeTakeFirst();

export const periodTimes = (db: Queryable): Promise<TeachingPeriodRow[]> =>
  db.selectFrom('teaching_period').select(['period_num as periodNum', 'start_time as startTime', 'end_time as endTime']).orderBy('period_num').execute();

export async function userExists(db: Queryable, userId: number): Promise<boolean> {
  return !!(await db.selectFrom('sys_user').select('user_id').where('user_id', '=', userId).executeTakeFirst());
}

/** The ids among `ids` with no row in the table. */
export async function missingIds(db: Queryable, table: 'teaching_paper' | 'teaching_rating', ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const column = table === 'teaching_paper' ? 'paper_id' : 'rating_id';
  const found = new Set((await db.selectFrom(table).select(`${column} as id` as 'paper_id as id').where(column as 'paper_id', 'in', ids).execute()).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** A lesson's own columns; its class time is its period's. */
export interface LessonColumns {
  planId: number;
  lessonContent: string;
  teacherId: number;
  addressName: string;
  teachingDate: string;
  periodNum: number;
  periods: number;
  attendanceStatus: number;
  teachingStartTime: string;
  teachingEndTime: string;
  homeworkStartTime: string | null;
  homeworkEndTime: string | null;
}

const lessonValues = (c: LessonColumns) => ({
  plan_id: c.planId,
  lesson_content: c.lessonContent,
  teacher_id: c.teacherId,
  address_name: c.addressName,
  teaching_date: c.teachingDate,
  period_num: c.periodNum,
  periods: c.periods,
  attendance_status: c.attendanceStatus,
  teaching_start_time: c.teachingStartTime,
  teaching_end_time: c.teachingEndTime,
  homework_start_time: c.homeworkStartTime,
  homework_end_time: c.homeworkEndTime,
});

export async function insertLesson(db: Queryable, c: LessonColumns): Promise<number> {
  const row = await db.insertInto('teaching_plan_detail').values(lessonValues(c)).returning('plan_detail_id').executeTakeFirstOrThrow();
  return row.plan_detail_id;
}

export async function updateLesson(db: Queryable, planDetailId: number, c: LessonColumns): Promise<void> {
  await db.updateTable('teaching_plan_detail').set(lessonValues(c)).where('plan_detail_id', '=', planDetailId).execute();
}

export type LessonLinks = Pick<PlanDetailData, 'materials' | 'paperIds' | 'ratingIds' | 'homeworkContent' | 'homeworkAttachments'>;

/** Replaces the lesson's materials, papers, rating criteria and homework with the given ones. */
export async function setLessonLinks(db: Queryable, planDetailId: number, links: LessonLinks): Promise<void> {
  await clearLinks(db, [planDetailId]);
  const files = (list: LessonFile[]) => list.map((f) => ({ plan_detail_id: planDetailId, file_name: f.fileName, file_url: f.fileUrl }));
  if (links.materials.length) await db.insertInto('teaching_material').values(files(links.materials)).execute();
  if (links.homeworkAttachments.length) await db.insertInto('teaching_homework_attach').values(files(links.homeworkAttachments)).execute();
  if (links.homeworkContent) await db.insertInto('teaching_homework').values({ plan_detail_id: planDetailId, homework_content: links.homeworkContent }).execute();
  const paperIds = [...new Set(links.paperIds)];
  if (paperIds.length) await db.insertInto('teaching_plan_detail_paper').values(paperIds.map((paper_id) => ({ plan_detail_id: planDetailId, paper_id }))).execute();
  const ratingIds = [...new Set(links.ratingIds)];
  if (ratingIds.length) await db.insertInto('teaching_plan_detail_rating').values(ratingIds.map((rating_id) => ({ plan_detail_id: planDetailId, rating_id }))).execute();
}

/** What the lesson form edits: replaced on every save. */
const LINK_TABLES = ['teaching_material', 'teaching_homework_attach', 'teaching_homework', 'teaching_plan_detail_paper', 'teaching_plan_detail_rating'] as const;

async function clearLinks(db: Queryable, ids: number[]) {
  for (const table of LINK_TABLES) await db.deleteFrom(table).where('plan_detail_id', 'in', ids).execute();
}

/** What students did in these lessons (sign-ins, homework, ratings, paper records, suggestions): kept, so it blocks deleting. */
const RECORD_TABLES = ['teaching_clock', 'teaching_homework_student', 'teaching_homework_file', 'teaching_rating_record', 'teaching_paper_record', 'teaching_suggest'] as const;

export async function studentRecordCount(db: Queryable, ids: number[]): Promise<number> {
  let total = 0;
  for (const table of RECORD_TABLES) {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('plan_detail_id', 'in', ids)
      .executeTakeFirstOrThrow();
    total += Number(n);
  }
  return total;
}

export async function deleteLessons(db: Queryable, ids: number[]): Promise<void> {
  await clearLinks(db, ids);
  // A sign-in session is the teacher's, not a student's record: it goes with the lesson (sign-ins themselves block).
  // Not a link: an edit must leave a running session alone.
  await db.deleteFrom('teaching_sign_in_session').where('plan_detail_id', 'in', ids).execute();
  await db.deleteFrom('teaching_plan_detail').where('plan_detail_id', 'in', ids).execute();
}

/** The lessons' links, to copy them (week copy). */
export async function lessonLinks(db: Queryable, planDetailId: number): Promise<LessonLinks> {
  const detail = await getLessonDetail(db, planDetailId);
  return {
    materials: detail?.materials ?? [],
    paperIds: detail?.paperIds ?? [],
    ratingIds: detail?.ratingIds ?? [],
    homeworkContent: detail?.homeworkContent ?? '',
    homeworkAttachments: detail?.homeworkAttachments ?? [],
  };
}
