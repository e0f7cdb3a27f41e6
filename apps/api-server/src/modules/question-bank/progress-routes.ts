import type { FastifyInstance } from 'fastify';
import { progressPaths as paths, progressSummaryQuery, type ProgressSummary } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { parse } from '../../core/validate';
import { DAY_MS, answerCounts, firstLevelCategories, localDayOf, localOffsetMs, reviewedCards } from './progress-repository';
import { progressSummary } from './progress-summary';
import { retrievability } from './review-schedule';
import type { ReviewScheduler } from './review-scheduler';
import { SIGNED_IN } from '../../core/routing';

/** The streak is counted back at most this far (a year of daily practice is the longest an exam takes). */
const STREAK_LOOKBACK_DAYS = 400;

/**
 * 学习统计 (issue 18): the signed-in student's own progress in one bank family. Waits for the scheduler first, so
 * the answers of a moment ago are counted (the answer log is written in its batches).
 */
export async function progressRoutes(app: FastifyInstance, reviews: ReviewScheduler) {
  const db = app.ctx.db;

  app.get(paths.summary, SIGNED_IN, async (req): Promise<ReturnType<typeof ok<ProgressSummary>>> => {
    const { majorType, days } = parse(progressSummaryQuery, req.query);
    const userId = currentUser(req).userId;
    await reviews.settled();
    const now = Date.now();
    const offset = localOffsetMs(now);
    const today = localDayOf(now, offset);
    const since = (today - STREAK_LOOKBACK_DAYS) * DAY_MS - offset;
    const [counts, cards] = await Promise.all([answerCounts(db, userId, majorType, since, offset), reviewedCards(db, userId, majorType)]);
    const names = await firstLevelCategories(db, [...new Set(counts.map((c) => c.firstLevelId))]);
    return ok(progressSummary({ counts, today, days, names, retentions: cards.map((c) => retrievability(c, now)) }));
  });
}
