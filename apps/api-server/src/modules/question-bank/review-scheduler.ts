import type { FastifyInstance } from 'fastify';
import { appendAnswers } from './progress-repository';
import { cardKey, cardsOf, saveReviews, type ReviewCard } from './review-repository';
import { gradeOfAnswer, review } from './review-schedule';
import type { Queryable } from '../../db/queryable';

/** A practice answer (or a submitted mock exam's), as the review list sees it. */
export interface AnsweredEvent {
  userId: number;
  questionId: number;
  /** The question's leaf category (学习统计 counts answers per category). */
  categoryId: number;
  isRight: boolean;
  at: number;
}

/**
 * Schedules reviews from practice answers (issue 18 错题复习) off the answer call's path: the answer is stored and
 * answered first (issue 15's hot path stays one write), then the answers that arrived meanwhile are reviewed as a
 * batch — one read of their cards, one upsert, one log insert. A wrong answer puts the question on the review list
 * (Again); any answer to a question already on it is a review (right → Good, wrong → Again). A failed batch is
 * logged and dropped: the review list is a study aid, never a reason to fail or delay an answer.
 */
export class ReviewScheduler {
  private queue: AnsweredEvent[] = [];
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly onError: (err: unknown) => void,
  ) {}

  note(event: AnsweredEvent): void {
    this.queue.push(event);
    this.running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.drain());
  }

  /** Resolves once every answer noted so far has been reviewed (tests, and shutdown). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue;
        this.queue = [];
        await this.reviewBatch(batch).catch(this.onError);
        // 学习统计: every answer of the batch, in one multi-row insert (a failure loses progress counts, never an answer).
        await appendAnswers(this.db, batch).catch(this.onError);
      }
    } finally {
      this.running = null;
    }
  }

  private async reviewBatch(batch: AnsweredEvent[]) {
    const cards = await cardsOf(this.db, batch);
    const reviewed = new Map<string, ReviewCard>();
    for (const e of batch) {
      const key = cardKey(e.userId, e.questionId);
      const current = reviewed.get(key) ?? cards.get(key);
      if (!current && e.isRight) continue; // a right answer to a question not on the list: nothing to review
      const grade = gradeOfAnswer(e.isRight);
      reviewed.set(key, {
        userId: e.userId,
        questionId: e.questionId,
        // Never before the card's last review (a mock exam is reviewed at its submission, which may come after practice).
        card: review(current?.card, grade, Math.max(e.at, current?.card.lastReview ?? e.at)),
        previous: current?.card ?? null,
        lastGrade: grade,
        lastRight: e.isRight,
      });
    }
    await saveReviews(this.db, [...reviewed.values()]);
  }
}

const shared = new WeakMap<object, ReviewScheduler>();

/**
 * The server's one scheduler: practice answers and submitted mock exams (issue 18) both go through it, so the cards
 * have one writer (two batches reading and upserting the same card would lose a review) and the reads that settle it
 * (review list, 学习统计) see the answers of both. Created by the first route plugin that asks; settled on close.
 */
export function reviewSchedulerOf(app: FastifyInstance): ReviewScheduler {
  let reviews = shared.get(app.ctx);
  if (!reviews) {
    const created = new ReviewScheduler(app.ctx.db, (err) => app.log.error({ err }, 'review scheduling failed'));
    app.addHook('onClose', async () => created.settled());
    shared.set(app.ctx, created);
    reviews = created;
  }
  return reviews;
}
