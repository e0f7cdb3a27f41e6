import { sql } from 'kysely';
import { toStoredCard } from './review-repository';
import type { StoredCard } from './review-schedule';
import type { Queryable } from '../../db/queryable';

export const DAY_MS = 86_400_000;

/** An answer as the log keeps it. */
export interface LoggedAnswer {
  userId: number;
  questionId: number;
  categoryId: number;
  isRight: boolean;
  at: number;
}

/** Appends a batch of practice answers to the answer log: one multi-row insert. */
export async function appendAnswers(db: Queryable, batch: readonly LoggedAnswer[]): Promise<void> {
  if (batch.length === 0) return;
  await db
    .insertInto('qb_answer_log')
    .values(batch.map((a) => ({ user_id: a.userId, question_id: a.questionId, category_id: a.categoryId, is_right: a.isRight ? 1 : 0, answered_at: a.at })))
    .execute();
}

/** Answers of one local day in one first-level category. */
export interface DayCategoryCount {
  /** Days since 1970-01-01 in the server's local time (see `localDayOf`). */
  day: number;
  firstLevelId: number;
  answered: number;
  right: number;
}

/**
 * The day number of an instant in the server's local time, with the UTC offset the server has now: the day buckets
 * are counted in SQL with one offset (China keeps no summer time; elsewhere a day at a switch is an hour off).
 */
export const localOffsetMs = (now: number) => -new Date(now).getTimezoneOffset() * 60_000;
export const localDayOf = (at: number, offsetMs: number) => Math.floor((at + offsetMs) / DAY_MS);

/**
 * The student's answers since `since` in one major type, counted per local day and first-level category (a few
 * hundred rows at most, however many answers): integer division is the same on both engines for these positive ms.
 */
export async function answerCounts(db: Queryable, userId: number, majorType: number, since: number, offsetMs: number): Promise<DayCategoryCount[]> {
  // Literals, not parameters: PostgreSQL groups by the select's expression only when both are spelled the same.
  const day = sql<number>`(l.answered_at + ${sql.lit(Math.trunc(offsetMs))}) / ${sql.lit(DAY_MS)}`;
  const rows = await db
    .selectFrom('qb_answer_log as l')
    .innerJoin('qb_category as c', 'c.id', 'l.category_id')
    .select((eb) => [day.as('day'), 'c.parent_id as firstLevelId', eb.fn.countAll().as('answered'), eb.fn.sum<number>('l.is_right').as('right')])
    .where('l.user_id', '=', userId)
    .where('l.answered_at', '>=', since)
    .where('c.major_type', '=', majorType)
    .groupBy([day, 'c.parent_id'])
    .execute();
  return rows.map((r) => ({ day: Number(r.day), firstLevelId: Number(r.firstLevelId), answered: Number(r.answered), right: Number(r.right ?? 0) }));
}

/** First-level categories by id: name, catalogue order and the first bank holding each (topic practice opens with it). */
export async function firstLevelCategories(db: Queryable, ids: readonly number[]): Promise<Map<number, { name: string; sort: number; studyBankId: number | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('qb_category as c')
    .leftJoin('qb_study_bank_category as b', 'b.category_id', 'c.id')
    .select((eb) => ['c.id', 'c.name', 'c.sort', eb.fn.min('b.study_bank_id').as('studyBankId')])
    .where('c.id', 'in', [...ids])
    .groupBy(['c.id', 'c.name', 'c.sort'])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), { name: r.name, sort: Number(r.sort), studyBankId: r.studyBankId === null ? null : Number(r.studyBankId) }]));
}

/** The student's reviewed cards (a favourite nobody answered yet has no memory to predict) in one major type. */
export async function reviewedCards(db: Queryable, userId: number, majorType: number): Promise<StoredCard[]> {
  const rows = await db
    .selectFrom('qb_review_card as rc')
    .innerJoin('qb_question as q', 'q.id', 'rc.question_id')
    .innerJoin('qb_category as c', 'c.id', 'q.category_id')
    .selectAll('rc')
    .where('rc.user_id', '=', userId)
    .where('rc.last_review', 'is not', null)
    .where('c.major_type', '=', majorType)
    .execute();
  return rows.map(toStoredCard);
}
