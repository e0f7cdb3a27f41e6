import { sql } from 'kysely';
import type { CourseAdminData, CourseAdminDetail, CourseAdminRow, CourseClassOption, CourseResourceData } from '@medteach/contract';
import { containsText, onePage, type Page } from '../system/sql-filter';
import { COURSE_COLUMNS, courseResources } from './course-repository';
import { deleteUnusedPapers, paperSummaries } from './course-paper-admin-repository';
import type { Queryable } from '../../db/queryable';

/** Course rows of the back office (the phone's reads are course-repository.ts). */

export interface CourseFilter {
  onlineCourseName?: string;
  classId?: number;
}
export type CourseValues = Omit<CourseAdminData, 'onlineCourseId' | 'classIds'>;

const filtered = (db: Queryable, f: CourseFilter) => {
  let query = db.selectFrom('online_course as c');
  if (f.onlineCourseName) query = query.where(containsText('c.name', f.onlineCourseName));
  if (f.classId) {
    const classId = f.classId;
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('online_course_class as cc').select('cc.class_id').whereRef('cc.online_course_id', '=', 'c.online_course_id').where('cc.class_id', '=', classId)),
    );
  }
  return query;
};

/** Class names of each course, in class order. */
async function classNamesOf(db: Queryable, courseIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>(courseIds.map((id) => [id, []]));
  if (!courseIds.length) return names;
  const rows = await db
    .selectFrom('online_course_class as cc')
    .innerJoin('sys_class as k', 'k.id', 'cc.class_id')
    .select(['cc.online_course_id as courseId', 'k.class_name as className'])
    .where('cc.online_course_id', 'in', courseIds)
    .orderBy('k.id')
    .execute();
  for (const r of rows) names.get(r.courseId)?.push(r.className);
  return names;
}

export async function listCourses(db: Queryable, f: CourseFilter, page?: Page): Promise<{ total: number; rows: CourseAdminRow[] }> {
  const rows = await onePage(
    filtered(db, f)
      .select((eb) => [
        ...COURSE_COLUMNS,
        'c.sort',
        eb.selectFrom('online_course_resource as r').select((r) => r.fn.countAll<number>().as('n')).whereRef('r.online_course_id', '=', 'c.online_course_id').as('resourceCount'),
        eb
          .selectFrom('online_course_resource as r')
          .select((r) => r.fn.coalesce(r.fn.sum<number>('r.credit_score'), sql.lit(0)).as('n'))
          .whereRef('r.online_course_id', '=', 'c.online_course_id')
          .as('courseScore'),
      ])
      .orderBy('c.sort')
      .orderBy('c.online_course_id'),
    page,
  ).execute();
  const classNames = await classNamesOf(db, rows.map((r) => r.onlineCourseId));
  return {
    total: Number((await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    rows: rows.map((r) => ({
      ...r,
      creditEarning: r.creditEarning ? 1 : 0,
      resourceCount: Number(r.resourceCount),
      courseScore: Number(r.courseScore),
      classNames: classNames.get(r.onlineCourseId) ?? [],
    })),
  };
}

export async function getCourseDetail(db: Queryable, onlineCourseId: number): Promise<CourseAdminDetail | undefined> {
  const c = await db.selectFrom('online_course').selectAll().where('online_course_id', '=', onlineCourseId).executeTakeFirst();
  if (!c) return undefined;
  const [classes, resources] = await Promise.all([
    db.selectFrom('online_course_class').select('class_id').where('online_course_id', '=', onlineCourseId).orderBy('class_id').execute(),
    courseResources(db, onlineCourseId),
  ]);
  const papers = await paperSummaries(db, resources.map((r) => r.onlineCourseResourceId));
  return {
    onlineCourseId: c.online_course_id,
    onlineCourseName: c.name,
    onlineCourseDescription: c.description,
    startTime: c.start_time,
    endTime: c.end_time,
    creditEarning: c.credit_earning ? 1 : 0,
    minimumScore: c.minimum_score,
    sort: c.sort,
    classIds: classes.map((k) => k.class_id),
    certificateFileUrl: c.certificate_file_url,
    certificateCourseTime: c.certificate_course_time,
    resources: resources.map((r) => ({ ...r, papers: papers.get(r.onlineCourseResourceId) ?? [] })),
  };
}

/** True when another course (not `exceptId`) has the name. */
export async function courseNameTaken(db: Queryable, name: string, exceptId = 0): Promise<boolean> {
  const row = await db.selectFrom('online_course').select('online_course_id').where('name', '=', name).where('online_course_id', '<>', exceptId).executeTakeFirst();
  return row !== undefined;
}

/** The ids among `classIds` that name no class. */
export async function unknownClassIds(db: Queryable, classIds: number[]): Promise<number[]> {
  if (!classIds.length) return [];
  const known = new Set((await db.selectFrom('sys_class').select('id').where('id', 'in', classIds).execute()).map((k) => k.id));
  return classIds.filter((id) => !known.has(id));
}

const courseColumns = (v: CourseValues) => ({
  name: v.onlineCourseName,
  description: v.onlineCourseDescription,
  start_time: v.startTime,
  end_time: v.endTime,
  credit_earning: v.creditEarning,
  minimum_score: v.minimumScore,
  sort: v.sort,
  certificate_file_url: v.certificateFileUrl,
  certificate_course_time: v.certificateCourseTime,
});

export async function insertCourse(db: Queryable, v: CourseValues): Promise<number> {
  const { online_course_id } = await db.insertInto('online_course').values(courseColumns(v)).returning('online_course_id').executeTakeFirstOrThrow();
  return online_course_id;
}

/** False when no such course exists. */
export async function updateCourse(db: Queryable, onlineCourseId: number, v: CourseValues): Promise<boolean> {
  const result = await db.updateTable('online_course').set(courseColumns(v)).where('online_course_id', '=', onlineCourseId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setCourseClasses(db: Queryable, onlineCourseId: number, classIds: number[]) {
  await db.deleteFrom('online_course_class').where('online_course_id', '=', onlineCourseId).execute();
  const unique = [...new Set(classIds)];
  if (unique.length) await db.insertInto('online_course_class').values(unique.map((class_id) => ({ online_course_id: onlineCourseId, class_id }))).execute();
}

/** Learners with any progress in the courses: credits, paper records or a certificate. */
export async function learnersWithProgress(db: Queryable, courseIds: number[]): Promise<number> {
  if (!courseIds.length) return 0;
  const { n } = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('online_course_credit')
        .select('user_id')
        .where('online_course_id', 'in', courseIds)
        .union(eb.selectFrom('course_answer_record').select('user_id').where('online_course_id', 'in', courseIds))
        .union(eb.selectFrom('online_course_certificate').select('user_id').where('online_course_id', 'in', courseIds))
        .as('p'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function courseNames(db: Queryable, courseIds: number[]): Promise<string[]> {
  if (!courseIds.length) return [];
  return (await db.selectFrom('online_course').select('name').where('online_course_id', 'in', courseIds).orderBy('online_course_id').execute()).map((c) => c.name);
}

/** Papers hanging on the resources, to be removed with them when nothing else uses them. */
async function papersOfResources(db: Queryable, resourceIds: number[]): Promise<number[]> {
  if (!resourceIds.length) return [];
  return (await db.selectFrom('online_course_resource_paper').select('paper_id').where('resource_id', 'in', resourceIds).execute()).map((p) => p.paper_id);
}

/** Deletes courses with everything of theirs (classes, resources, progress cascade), then their own papers. */
export async function deleteCourses(db: Queryable, courseIds: number[]) {
  if (!courseIds.length) return;
  const resourceIds = (await db.selectFrom('online_course_resource').select('resource_id').where('online_course_id', 'in', courseIds).execute()).map((r) => r.resource_id);
  const paperIds = await papersOfResources(db, resourceIds);
  await db.deleteFrom('online_course').where('online_course_id', 'in', courseIds).execute();
  await deleteUnusedPapers(db, paperIds);
}

export async function classOptions(db: Queryable): Promise<CourseClassOption[]> {
  return db.selectFrom('sys_class').select(['id as classId', 'class_name as className', 'grade_name as gradeName']).orderBy('id').execute();
}

// ---------- resources ----------

/** The course module's own media (`/file/course/…`, installed from assets/course) are not uploads. */
const COURSE_ASSET_PREFIX = '/file/course/';
const UPLOAD_PREFIX = '/file/';

/**
 * Whether a stored path names a file that is there: an upload recorded by /file/upload, or one of the course
 * module's media. Anything else (links) is not a stored path and passes.
 */
export async function storedFileExists(db: Queryable, url: string): Promise<boolean> {
  if (!url.startsWith(UPLOAD_PREFIX) || url.startsWith(COURSE_ASSET_PREFIX)) return true;
  const name = url.slice(UPLOAD_PREFIX.length);
  return !!(await db.selectFrom('sys_file').select('name').where('name', '=', name).executeTakeFirst());
}

export async function courseExists(db: Queryable, onlineCourseId: number): Promise<boolean> {
  return !!(await db.selectFrom('online_course').select('online_course_id').where('online_course_id', '=', onlineCourseId).executeTakeFirst());
}

export type ResourceValues = Omit<CourseResourceData, 'onlineCourseResourceId'>;

/** A new resource goes last in the course. */
export async function insertResource(db: Queryable, r: ResourceValues): Promise<number> {
  const { last } = await db
    .selectFrom('online_course_resource')
    .select((eb) => eb.fn.coalesce(eb.fn.max('sort'), sql.lit(0)).as('last'))
    .where('online_course_id', '=', r.onlineCourseId)
    .executeTakeFirstOrThrow();
  const { resource_id } = await db
    .insertInto('online_course_resource')
    .values({ online_course_id: r.onlineCourseId, file_name: r.fileName, file_type: r.fileType, file_url: r.fileUrl, credit_score: r.creditScore, sort: Number(last) + 1 })
    .returning('resource_id')
    .executeTakeFirstOrThrow();
  return resource_id;
}

/**
 * Credits already granted keep the value they were granted with (online_course_credit stores it): a changed credit
 * applies to learners who earn it from now on.
 */
export async function updateResource(db: Queryable, resourceId: number, r: ResourceValues) {
  await db
    .updateTable('online_course_resource')
    .set({ file_name: r.fileName, file_type: r.fileType, file_url: r.fileUrl, credit_score: r.creditScore })
    .where('resource_id', '=', resourceId)
    .execute();
}

export async function deleteResources(db: Queryable, resourceIds: number[]) {
  if (!resourceIds.length) return;
  const paperIds = await papersOfResources(db, resourceIds);
  await db.deleteFrom('online_course_resource').where('resource_id', 'in', resourceIds).execute();
  await deleteUnusedPapers(db, paperIds);
}

export async function resourceIdsOf(db: Queryable, onlineCourseId: number): Promise<number[]> {
  return (await db.selectFrom('online_course_resource').select('resource_id').where('online_course_id', '=', onlineCourseId).orderBy('sort').orderBy('resource_id').execute()).map(
    (r) => r.resource_id,
  );
}

/** Stores the order: the first resource gets sort 1. */
export async function sortResources(db: Queryable, resourceIds: number[]) {
  for (const [i, id] of resourceIds.entries()) await db.updateTable('online_course_resource').set({ sort: i + 1 }).where('resource_id', '=', id).execute();
}
