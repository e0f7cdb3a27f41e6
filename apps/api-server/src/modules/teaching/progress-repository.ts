import { ClockStatus } from '@medteach/contract';
import { clockStates } from './clock-repository';
import type { Queryable } from '../../db/queryable';

/** Who has done what in one lesson: the sources of every status flag and completion count. */
const userSet = (rows: { user_id: number }[]) => new Set(rows.map((r) => r.user_id));

/** Users present (已签到): their latest clock row is a sign-in, not a teacher's 请假 mark (clock-repository). */
export async function clockedUsers(db: Queryable, planDetailId: number): Promise<Set<number>> {
  const states = await clockStates(db, planDetailId);
  return new Set([...states].filter(([, status]) => status === ClockStatus.PRESENT).map(([userId]) => userId));
}

/** Users who finished one paper, or (no paperId) every paper of the lesson. */
export async function paperDoneUsers(db: Queryable, planDetailId: number, paperId?: number): Promise<Set<number>> {
  const records = db.selectFrom('teaching_paper_record').select('user_id').where('plan_detail_id', '=', planDetailId);
  if (paperId != null) return userSet(await records.where('paper_id', '=', paperId).execute());
  const papersOfLesson = db.selectFrom('teaching_plan_detail_paper').select((eb) => eb.fn.countAll<number>().as('n')).where('plan_detail_id', '=', planDetailId);
  return userSet(await records.groupBy('user_id').having((eb) => eb(eb.fn.countAll(), '=', papersOfLesson)).execute());
}

/** Each finisher's score on one paper of the lesson. */
export async function paperScores(db: Queryable, planDetailId: number, paperId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('teaching_paper_record')
    .select(['user_id', 'score'])
    .where('plan_detail_id', '=', planDetailId)
    .where('paper_id', '=', paperId)
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.score]));
}

/** Users rated on one scale, or (no ratingId) on every scale of the lesson. */
export async function ratedUsers(db: Queryable, planDetailId: number, ratingId?: number): Promise<Set<number>> {
  const records = db.selectFrom('teaching_rating_record').select('user_id').where('plan_detail_id', '=', planDetailId);
  if (ratingId != null) return userSet(await records.where('rating_id', '=', ratingId).execute());
  const scalesOfLesson = db.selectFrom('teaching_plan_detail_rating').select((eb) => eb.fn.countAll<number>().as('n')).where('plan_detail_id', '=', planDetailId);
  return userSet(await records.groupBy('user_id').having((eb) => eb(eb.fn.countAll(), '=', scalesOfLesson)).execute());
}

export interface HomeworkState {
  homeworkStatus: 0 | 1;
  homeWorkScore: number | null;
}
export async function homeworkStates(db: Queryable, planDetailId: number): Promise<Map<number, HomeworkState>> {
  const rows = await db
    .selectFrom('teaching_homework_student')
    .select(['user_id', 'homework_status', 'home_work_score'])
    .where('plan_detail_id', '=', planDetailId)
    .execute();
  return new Map(rows.map((r) => [r.user_id, { homeworkStatus: r.homework_status as 0 | 1, homeWorkScore: r.home_work_score }]));
}

export async function lessonPapers(db: Queryable, planDetailId: number): Promise<{ paperId: number; name: string }[]> {
  return db
    .selectFrom('teaching_plan_detail_paper as dp')
    .innerJoin('teaching_paper as p', 'p.paper_id', 'dp.paper_id')
    .select(['p.paper_id as paperId', 'p.name'])
    .where('dp.plan_detail_id', '=', planDetailId)
    .orderBy('p.paper_id')
    .execute();
}

export async function lessonRatings(db: Queryable, planDetailId: number): Promise<{ ratingId: number; name: string }[]> {
  return db
    .selectFrom('teaching_plan_detail_rating as dr')
    .innerJoin('teaching_rating as r', 'r.rating_id', 'dr.rating_id')
    .select(['r.rating_id as ratingId', 'r.name'])
    .where('dr.plan_detail_id', '=', planDetailId)
    .orderBy('r.rating_id')
    .execute();
}
