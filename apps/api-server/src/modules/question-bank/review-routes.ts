import type { FastifyInstance } from 'fastify';
import { REVIEW_REGRADE_WINDOW_MS, ReviewMessages as M, reviewGradeBody, reviewPaths as paths, reviewQueueQuery, reviewSummaryQuery, type ReviewItem, type ReviewSummary } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok, table } from '../../core/envelope';
import { notFound, refused } from '../../core/errors';
import { parse } from '../../core/validate';
import { nowText } from '../../db/db';
import { cardOf, dueCards, filedCardOf, regradeLatest, reviewCounts, type FiledReviewCard, type ReviewCard } from './review-repository';
import { endOfDay, retrievability, review, type ReviewGrade } from './review-schedule';
import type { ReviewScheduler } from './review-scheduler';
import { SIGNED_IN } from '../../core/routing';

const toItem = (c: FiledReviewCard, now: number): ReviewItem => ({
  questionId: c.questionId,
  categoryId: c.categoryId,
  parentId: c.parentId,
  due: nowText(new Date(c.card.due)),
  reps: c.card.reps,
  lapses: c.card.lapses,
  retention: c.card.lastReview === null ? 0 : retrievability(c.card, now),
});

/**
 * 错题复习 (issue 18): the student's review list. Reads wait for the scheduler to settle first, so a student's own
 * answers from a moment ago are already on it.
 */
export async function reviewRoutes(app: FastifyInstance, reviews: ReviewScheduler) {
  const db = app.ctx.db;

  app.get(paths.summary, SIGNED_IN, async (req): Promise<ReturnType<typeof ok<ReviewSummary>>> => {
    const { majorType } = parse(reviewSummaryQuery, req.query);
    await reviews.settled();
    return ok(await reviewCounts(db, currentUser(req).userId, endOfDay(Date.now()), majorType));
  });

  app.get(paths.queue, SIGNED_IN, async (req) => {
    const { pageNum, pageSize } = parse(reviewQueueQuery, req.query);
    const userId = currentUser(req).userId;
    await reviews.settled();
    const now = Date.now();
    const until = endOfDay(now);
    const [{ due }, rows] = await Promise.all([reviewCounts(db, userId, until), dueCards(db, userId, until, (pageNum - 1) * pageSize, pageSize)]);
    return table(
      rows.map((r) => toItem(r, now)),
      due,
    );
  });

  // The student's own grade of their latest answer, right after a correct one: that review is done again with it.
  app.post(paths.grade, SIGNED_IN, async (req) => {
    const { questionId, grade } = parse(reviewGradeBody, req.body);
    const userId = currentUser(req).userId;
    await reviews.settled();
    const card = await cardOf(db, userId, questionId);
    if (!card) throw notFound(M.notOnList);
    const at = card.card.lastReview;
    if (!card.previous || card.lastRight !== true || at === null || Date.now() - at > REVIEW_REGRADE_WINDOW_MS) throw refused(M.notGradable);
    const regraded: ReviewCard = { ...card, card: review(card.previous, grade as ReviewGrade, at), lastGrade: grade as ReviewGrade };
    await regradeLatest(db, regraded, at);
    const item = await filedCardOf(db, userId, questionId);
    if (!item) throw notFound(M.notOnList); // the question was deleted meanwhile
    return ok(toItem(item, Date.now()));
  });
}
