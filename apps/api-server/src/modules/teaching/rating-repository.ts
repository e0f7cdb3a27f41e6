import { sql } from 'kysely';
import { notFound } from '../../core/errors';
import type { RatingItem } from './ratings';
import { atomically, type Queryable } from '../../db/queryable';

export async function ratingName(db: Queryable, ratingId: number): Promise<string> {
  const row = await db.selectFrom('teaching_rating').select('name').where('rating_id', '=', ratingId).executeTakeFirst();
  if (!row) throw notFound('评价量表不存在');
  return row.name;
}

/** The scale's items in display order (pid 0 = root). */
export async function ratingItems(db: Queryable, ratingId: number): Promise<RatingItem[]> {
  return db
    .selectFrom('teaching_rating_item')
    .select(['id', 'pid', 'name', 'max_score as score'])
    .where('rating_id', '=', ratingId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export interface RatingRecord {
  recordId: number;
  score: number;
  evaluateTime: string;
  evaluateName: string;
}

/** A student's saved rating on one scale in one lesson, with the evaluator's name. */
export async function findRatingRecord(db: Queryable, planDetailId: number, ratingId: number, userId: number): Promise<RatingRecord | undefined> {
  return db
    .selectFrom('teaching_rating_record as r')
    .leftJoin('sys_user as u', 'u.user_id', 'r.evaluator_id')
    .select((eb) => ['r.record_id as recordId', 'r.score', 'r.evaluate_time as evaluateTime', eb.fn.coalesce('u.real_name', sql.lit('')).as('evaluateName')])
    .where('r.plan_detail_id', '=', planDetailId)
    .where('r.rating_id', '=', ratingId)
    .where('r.user_id', '=', userId)
    .executeTakeFirst();
}

/** The scores given per item of a saved rating. */
export async function recordScores(db: Queryable, recordId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('teaching_rating_record_item').select(['item_id', 'score']).where('record_id', '=', recordId).execute();
  return new Map(rows.map((r) => [r.item_id, r.score]));
}

export interface NewRating {
  planDetailId: number;
  ratingId: number;
  evaluatorId: number;
  evaluateTime: string;
  total: number;
  /** Score per leaf item. */
  scores: Map<number, number>;
}

/** Rolls the batch back when one of its students turns out rated already (by a concurrent save). */
class AlreadyRated extends Error {}

/** Stores the same rating for every student in `userIds`, all or none; false when one of them was rated already. */
export async function saveRatings(db: Queryable, rating: NewRating, userIds: readonly number[]): Promise<boolean> {
  try {
    await atomically(db, async (trx) => {
      for (const userId of userIds) if (!(await insertRating(trx, rating, userId))) throw new AlreadyRated();
    });
    return true;
  } catch (e) {
    if (e instanceof AlreadyRated) return false;
    throw e;
  }
}

/** One student's rating with its item scores (the caller provides the transaction); false when they were rated already. */
export async function insertRating(db: Queryable, rating: NewRating, userId: number): Promise<boolean> {
  const inserted = await db
    .insertInto('teaching_rating_record')
    .values({
      plan_detail_id: rating.planDetailId,
      rating_id: rating.ratingId,
      user_id: userId,
      score: rating.total,
      evaluator_id: rating.evaluatorId,
      evaluate_time: rating.evaluateTime,
    })
    .onConflict((oc) => oc.columns(['plan_detail_id', 'rating_id', 'user_id']).doNothing())
    .returning('record_id')
    .executeTakeFirst();
  if (!inserted) return false;
  if (rating.scores.size) {
    const items = [...rating.scores].map(([itemId, score]) => ({ record_id: inserted.record_id, item_id: itemId, score }));
    await db.insertInto('teaching_rating_record_item').values(items).execute();
  }
  return true;
}
