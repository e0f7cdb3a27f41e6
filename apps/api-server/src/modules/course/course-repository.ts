import { sql } from 'kysely';
import type { CourseRow, ResourceRow } from './courses';
import type { Queryable } from '../../db/queryable';

/** A course's own columns as the API names them (the phone's reads and the back office's list). */
export const COURSE_COLUMNS = [
  'c.online_course_id as onlineCourseId',
  'c.name as onlineCourseName',
  'c.description as onlineCourseDescription',
  'c.start_time as startTime',
  'c.end_time as endTime',
  'c.credit_earning as creditEarning',
  'c.minimum_score as minimumScore',
] as const;

const courses = (db: Queryable) =>
  db
    .selectFrom('online_course as c')
    .select([
      ...COURSE_COLUMNS,
      'c.certificate_file_url as certificateFileUrl',
      'c.certificate_course_time as certificateCourseTime',
    ])
    .$castTo<CourseRow>(); // credit_earning is the 0/1 flag the contract types

/** Every course, in catalogue order. */
export async function allCourses(db: Queryable): Promise<CourseRow[]> {
  return courses(db).orderBy('c.sort').orderBy('c.online_course_id').execute();
}

/** The courses offered to one class, in catalogue order. */
export async function coursesOfClass(db: Queryable, classId: number): Promise<CourseRow[]> {
  return courses(db)
    .innerJoin('online_course_class as cc', 'cc.online_course_id', 'c.online_course_id')
    .where('cc.class_id', '=', classId)
    .orderBy('c.sort')
    .orderBy('c.online_course_id')
    .execute();
}

export async function findCourse(db: Queryable, onlineCourseId: number): Promise<CourseRow | undefined> {
  return courses(db).where('c.online_course_id', '=', onlineCourseId).executeTakeFirst();
}

export async function isOfferedToClass(db: Queryable, onlineCourseId: number, classId: number): Promise<boolean> {
  const row = await db
    .selectFrom('online_course_class')
    .select('class_id')
    .where('online_course_id', '=', onlineCourseId)
    .where('class_id', '=', classId)
    .executeTakeFirst();
  return !!row;
}

const resources = (db: Queryable) =>
  db
    .selectFrom('online_course_resource')
    .select([
      'resource_id as onlineCourseResourceId',
      'online_course_id as onlineCourseId',
      'file_name as fileName',
      'file_type as fileType',
      'file_url as fileUrl',
      'credit_score as creditScore',
    ]);

export async function findResource(db: Queryable, onlineCourseId: number, onlineCourseResourceId: number): Promise<ResourceRow | undefined> {
  return resources(db).where('resource_id', '=', onlineCourseResourceId).where('online_course_id', '=', onlineCourseId).executeTakeFirst();
}

/** A resource by its id alone (the back office names resources without their course). */
export async function findResourceById(db: Queryable, onlineCourseResourceId: number): Promise<ResourceRow | undefined> {
  return resources(db).where('resource_id', '=', onlineCourseResourceId).executeTakeFirst();
}

export async function courseResources(db: Queryable, onlineCourseId: number): Promise<ResourceRow[]> {
  return resources(db).where('online_course_id', '=', onlineCourseId).orderBy('sort').orderBy('resource_id').execute();
}

/** Credits the course offers: the sum over its resources. */
export async function courseScoreOf(db: Queryable, onlineCourseId: number): Promise<number> {
  const { total } = await db
    .selectFrom('online_course_resource')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credit_score'), sql.lit(0)).as('total'))
    .where('online_course_id', '=', onlineCourseId)
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** Credits a learner has earned in the course. */
export async function earnedScoreOf(db: Queryable, onlineCourseId: number, userId: number): Promise<number> {
  const { total } = await db
    .selectFrom('online_course_credit')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credit_score'), sql.lit(0)).as('total'))
    .where('online_course_id', '=', onlineCourseId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** Resources of the course whose credits the learner has earned. */
export async function earnedResourceIds(db: Queryable, onlineCourseId: number, userId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('online_course_credit').select('resource_id').where('online_course_id', '=', onlineCourseId).where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.resource_id));
}

export interface ResourcePaperRow {
  paperId: number;
  paperName: string;
  /** Answerable questions: stems with children do not count. */
  questionCount: number;
  /** Whether `userId` has submitted it for this resource. */
  isStudy: 0 | 1;
}

/** The papers hanging on a resource, with whether the user (null: nobody) has submitted each. */
export async function resourcePapers(db: Queryable, resourceId: number, userId: number | null): Promise<ResourcePaperRow[]> {
  const rows = await db
    .selectFrom('online_course_resource_paper as rp')
    .innerJoin('course_paper as p', 'p.paper_id', 'rp.paper_id')
    .select((eb) => [
      'p.paper_id as paperId',
      'p.name as paperName',
      eb
        .selectFrom('course_paper_question as q')
        .select((q) => q.fn.countAll<number>().as('n'))
        .whereRef('q.paper_id', '=', 'p.paper_id')
        .where((q) => q.not(q.exists(q.selectFrom('course_paper_question as c').select('c.question_id').whereRef('c.parent_id', '=', 'q.question_id'))))
        .as('questionCount'),
      eb
        .selectFrom('course_answer_record as r')
        .select((r) => r.fn.countAll<number>().as('n'))
        .whereRef('r.resource_id', '=', 'rp.resource_id')
        .whereRef('r.paper_id', '=', 'p.paper_id')
        .where('r.user_id', '=', userId ?? -1)
        .as('submitted'),
    ])
    .where('rp.resource_id', '=', resourceId)
    .orderBy('p.paper_id')
    .execute();
  return rows.map(({ submitted, questionCount, ...p }) => ({ ...p, questionCount: Number(questionCount), isStudy: Number(submitted) > 0 ? 1 : 0 }));
}

/** Grants a resource's credits once per learner; false when already granted. */
export async function grantCredit(db: Queryable, userId: number, resource: ResourceRow, source: 'study' | 'paper', time: string): Promise<boolean> {
  const result = await db
    .insertInto('online_course_credit')
    .values({
      user_id: userId,
      resource_id: resource.onlineCourseResourceId,
      online_course_id: resource.onlineCourseId,
      credit_score: resource.creditScore,
      source,
      create_time: time,
    })
    .onConflict((oc) => oc.columns(['user_id', 'resource_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Students of the classes the course is offered to, by user id. */
export async function courseLearnerIds(db: Queryable, onlineCourseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sys_user as u')
    .innerJoin('online_course_class as cc', 'cc.class_id', 'u.class_id')
    .select('u.user_id')
    .where('cc.online_course_id', '=', onlineCourseId)
    .where(sql<boolean>`(',' || ${sql.ref('u.roles')} || ',') LIKE '%,student,%'`)
    .orderBy('u.user_id')
    .execute();
  return rows.map((r) => r.user_id);
}
