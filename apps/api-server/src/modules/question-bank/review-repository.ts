import type { Selectable } from 'kysely';
import type { QbReviewCardTable } from '../../db/tables';
import { newCard, type ReviewGrade, type StoredCard } from './review-schedule';
import { atomically, type Queryable } from '../../db/queryable';

type CardRow = Selectable<QbReviewCardTable>;

/** A card as the scheduler keeps it, with what replacing the latest review's grade needs. */
export interface ReviewCard {
  userId: number;
  questionId: number;
  card: StoredCard;
  /** The card before the latest review (null for a card no answer has reviewed yet). */
  previous: StoredCard | null;
  lastGrade: ReviewGrade | null;
  lastRight: boolean | null;
}

export const toStoredCard = (r: CardRow): StoredCard => ({
  due: Number(r.due),
  stability: Number(r.stability),
  difficulty: Number(r.difficulty),
  elapsedDays: Number(r.elapsed_days),
  scheduledDays: Number(r.scheduled_days),
  learningSteps: Number(r.learning_steps),
  reps: Number(r.reps),
  lapses: Number(r.lapses),
  state: Number(r.state),
  lastReview: r.last_review === null ? null : Number(r.last_review),
});

const toReviewCard = (r: CardRow): ReviewCard => ({
  userId: Number(r.user_id),
  questionId: Number(r.question_id),
  card: toStoredCard(r),
  previous: r.previous ? (JSON.parse(r.previous) as StoredCard) : null,
  lastGrade: r.last_grade === null ? null : (Number(r.last_grade) as ReviewGrade),
  lastRight: r.last_right === null ? null : Number(r.last_right) === 1,
});

const toRow = (c: ReviewCard) => ({
  user_id: c.userId,
  question_id: c.questionId,
  due: c.card.due,
  stability: c.card.stability,
  difficulty: c.card.difficulty,
  elapsed_days: c.card.elapsedDays,
  scheduled_days: c.card.scheduledDays,
  learning_steps: c.card.learningSteps,
  reps: c.card.reps,
  lapses: c.card.lapses,
  state: c.card.state,
  last_review: c.card.lastReview,
  previous: c.previous ? JSON.stringify(c.previous) : null,
  last_grade: c.lastGrade,
  last_right: c.lastRight === null ? null : c.lastRight ? 1 : 0,
});

export const cardKey = (userId: number, questionId: number) => `${userId}:${questionId}`;

/** The stored cards of these (user, question) pairs, by cardKey: one query for a batch of answers. */
export async function cardsOf(db: Queryable, pairs: readonly { userId: number; questionId: number }[]): Promise<Map<string, ReviewCard>> {
  const found = new Map<string, ReviewCard>();
  if (pairs.length === 0) return found;
  const users = [...new Set(pairs.map((p) => p.userId))];
  const questions = [...new Set(pairs.map((p) => p.questionId))];
  const rows = await db.selectFrom('qb_review_card').selectAll().where('user_id', 'in', users).where('question_id', 'in', questions).execute();
  for (const r of rows) found.set(cardKey(Number(r.user_id), Number(r.question_id)), toReviewCard(r));
  return found;
}

export async function cardOf(db: Queryable, userId: number, questionId: number): Promise<ReviewCard | undefined> {
  const r = await db.selectFrom('qb_review_card').selectAll().where('user_id', '=', userId).where('question_id', '=', questionId).executeTakeFirst();
  return r ? toReviewCard(r) : undefined;
}

/** Writes the reviewed cards and logs the reviews, in one transaction (one multi-row statement each). */
export async function saveReviews(db: Queryable, reviewed: readonly ReviewCard[]): Promise<void> {
  if (reviewed.length === 0) return;
  await atomically(db, async (tx) => {
    await tx
      .insertInto('qb_review_card')
      .values(reviewed.map(toRow))
      .onConflict((oc) =>
        oc.columns(['user_id', 'question_id']).doUpdateSet((eb) => ({
          due: eb.ref('excluded.due'),
          stability: eb.ref('excluded.stability'),
          difficulty: eb.ref('excluded.difficulty'),
          elapsed_days: eb.ref('excluded.elapsed_days'),
          scheduled_days: eb.ref('excluded.scheduled_days'),
          learning_steps: eb.ref('excluded.learning_steps'),
          reps: eb.ref('excluded.reps'),
          lapses: eb.ref('excluded.lapses'),
          state: eb.ref('excluded.state'),
          last_review: eb.ref('excluded.last_review'),
          previous: eb.ref('excluded.previous'),
          last_grade: eb.ref('excluded.last_grade'),
          last_right: eb.ref('excluded.last_right'),
        })),
      )
      .execute();
    const logged = reviewed.filter((c) => c.lastGrade !== null);
    if (logged.length > 0) await tx.insertInto('qb_review_log').values(logged.map((c) => ({ user_id: c.userId, question_id: c.questionId, grade: c.lastGrade as number, review_time: c.card.lastReview ?? c.card.due }))).execute();
  });
}

/** Puts a question on the student's review list (a favourite), due at once; a question already on it keeps its card. */
export async function addToReviewList(db: Queryable, userId: number, questionId: number, now: number): Promise<void> {
  const card: ReviewCard = { userId, questionId, card: newCard(now), previous: null, lastGrade: null, lastRight: null };
  await db.insertInto('qb_review_card').values(toRow(card)).onConflict((oc) => oc.columns(['user_id', 'question_id']).doNothing()).execute();
}

/** How many of the student's cards are due by `until`, and how many they have (of one major type when given). */
export async function reviewCounts(db: Queryable, userId: number, until: number, majorType?: number): Promise<{ due: number; total: number }> {
  let query = db
    .selectFrom('qb_review_card as rc')
    .select((eb) => [eb.fn.countAll().as('total'), eb.fn.countAll().filterWhere('rc.due', '<=', until).as('due')])
    .where('rc.user_id', '=', userId);
  if (majorType !== undefined) {
    query = query.where('rc.question_id', 'in', (eb) =>
      eb.selectFrom('qb_question as q').innerJoin('qb_category as c', 'c.id', 'q.category_id').select('q.id').where('c.major_type', '=', majorType),
    );
  }
  const r = await query.executeTakeFirst();
  return { due: Number(r?.due ?? 0), total: Number(r?.total ?? 0) };
}

function filedCards(db: Queryable, userId: number) {
  return db
    .selectFrom('qb_review_card as c')
    .innerJoin('qb_question as q', 'q.id', 'c.question_id')
    .selectAll('c')
    .select(['q.category_id as categoryId', 'q.parent_id as parentId'])
    .where('c.user_id', '=', userId);
}
type FiledRow = Awaited<ReturnType<ReturnType<typeof filedCards>['executeTakeFirstOrThrow']>>;
const toFiled = (r: FiledRow) => ({ ...toReviewCard(r), categoryId: Number(r.categoryId), parentId: r.parentId === null ? null : Number(r.parentId) });
export type FiledReviewCard = ReturnType<typeof toFiled>;

/** The student's cards due by `until`, the most overdue first, with their question's filing. */
export async function dueCards(db: Queryable, userId: number, until: number, offset: number, limit: number): Promise<FiledReviewCard[]> {
  const rows = await filedCards(db, userId).where('c.due', '<=', until).orderBy('c.due').orderBy('c.question_id').offset(offset).limit(limit).execute();
  return rows.map(toFiled);
}

export async function filedCardOf(db: Queryable, userId: number, questionId: number): Promise<FiledReviewCard | undefined> {
  const r = await filedCards(db, userId).where('c.question_id', '=', questionId).executeTakeFirst();
  return r ? toFiled(r) : undefined;
}

/** Replaces the latest review's grade (the student's own choice): the card, and the grade in its log entry. */
export async function regradeLatest(db: Queryable, card: ReviewCard, reviewedAt: number): Promise<void> {
  await atomically(db, async (tx) => {
    await tx.updateTable('qb_review_card').set(toRow(card)).where('user_id', '=', card.userId).where('question_id', '=', card.questionId).execute();
    await tx
      .updateTable('qb_review_log')
      .set({ grade: card.lastGrade as number })
      .where('user_id', '=', card.userId)
      .where('question_id', '=', card.questionId)
      .where('review_time', '=', reviewedAt)
      .execute();
  });
}
