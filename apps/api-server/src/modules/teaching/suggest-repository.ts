import { sql } from 'kysely';
import type { Suggestion } from '@medteach/contract';
import { likePattern, lowerLike, type Queryable } from './lesson-repository';

export async function hasSuggested(db: Queryable, planDetailId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('teaching_suggest').select('id').where('plan_detail_id', '=', planDetailId).where('user_id', '=', userId).executeTakeFirst();
  return !!row;
}

export async function addSuggestion(db: Queryable, planDetailId: number, userId: number, suggest: string, createTime: string): Promise<void> {
  await db.insertInto('teaching_suggest').values({ plan_detail_id: planDetailId, user_id: userId, suggest, create_time: createTime }).execute();
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
