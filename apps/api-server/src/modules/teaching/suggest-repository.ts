import { sql } from 'kysely';
import type { Suggestion } from '@medteach/contract';
import { likePattern, lowerLike } from './lesson-repository';
import type { Queryable } from '../../db/queryable';

/** Adds the student's one suggestion on the lesson; false when they already made one. */
export async function addSuggestion(db: Queryable, planDetailId: number, userId: number, suggest: string, createTime: string): Promise<boolean> {
  const result = await db
    .insertInto('teaching_suggest')
    .values({ plan_detail_id: planDetailId, user_id: userId, suggest, create_time: createTime })
    .onConflict((oc) => oc.columns(['plan_detail_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Suggestions on a lesson, newest first: of one user when `userId` is given, filtered by a keyword over name, job number and phone. */
export async function suggestions(db: Queryable, planDetailId: number, filter: { userId?: number; keyword?: string }): Promise<Suggestion[]> {
  let query = db
    .selectFrom('teaching_suggest as s')
    .leftJoin('sys_user as u', 'u.user_id', 's.user_id')
    .leftJoin('sys_class as c', 'c.id', 'u.class_id')
    .select((eb) => [
      's.id',
      's.plan_detail_id as planDetailId',
      's.user_id as userId',
      eb.fn.coalesce('u.real_name', sql.lit('')).as('realName'),
      'c.class_name as className',
      's.suggest',
      's.create_time as createTime',
    ])
    .where('s.plan_detail_id', '=', planDetailId);
  if (filter.userId != null) query = query.where('s.user_id', '=', filter.userId);
  const like = likePattern(filter.keyword);
  if (like) query = query.where((eb) => eb.or([lowerLike('u.real_name', like), lowerLike('u.job_number', like), lowerLike('u.phone', like)]));
  return query.orderBy('s.create_time', 'desc').orderBy('s.id', 'desc').execute() as Promise<Suggestion[]>;
}
