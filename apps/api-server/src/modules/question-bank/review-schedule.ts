/**
 * Spaced review of wrong answers and favourites (issue 18 "错题复习") with FSRS (ts-fsrs, the scheduler Anki uses):
 * every answer to a question on the student's review list is a review — correct → Good, wrong → Again — and the
 * student may say how well they knew a correctly answered one (忘记/模糊/记得/简单 = Again/Hard/Good/Easy), which
 * replaces the automatic Good. The card's state is kept on the server (qb_review_card), so it survives reinstalls.
 * Fuzz is off: a schedule is a pure function of the review log, testable against ts-fsrs's own output.
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';

/** FSRS's default desired retention: a card comes due when the chance of remembering it falls to 90 %. */
export const REQUEST_RETENTION = 0.9;
/** Nothing is scheduled further out than this many days (a question bank is studied for an exam, not for life). */
export const MAXIMUM_INTERVAL_DAYS = 365;

export const ReviewGrade = { AGAIN: Rating.Again, HARD: Rating.Hard, GOOD: Rating.Good, EASY: Rating.Easy } as const;
export type ReviewGrade = Grade;

/**
 * Short-term (minute) learning steps are off: a question bank is practised in sessions, and a wrong answer should
 * come back the next day, not in ten minutes while the analysis is still on screen.
 */
export const SCHEDULER_PARAMETERS = { request_retention: REQUEST_RETENTION, maximum_interval: MAXIMUM_INTERVAL_DAYS, enable_fuzz: false, enable_short_term: false } as const;
export const scheduler = fsrs(generatorParameters(SCHEDULER_PARAMETERS));

/** A card as stored: times as epoch milliseconds. */
export interface StoredCard {
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: number | null;
}

export const toStored = (c: Card): StoredCard => ({
  due: c.due.getTime(),
  stability: c.stability,
  difficulty: c.difficulty,
  elapsedDays: c.elapsed_days,
  scheduledDays: c.scheduled_days,
  learningSteps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  lastReview: c.last_review ? c.last_review.getTime() : null,
});

export const toCard = (s: StoredCard): Card => ({
  due: new Date(s.due),
  stability: s.stability,
  difficulty: s.difficulty,
  elapsed_days: s.elapsedDays,
  scheduled_days: s.scheduledDays,
  learning_steps: s.learningSteps,
  reps: s.reps,
  lapses: s.lapses,
  state: s.state,
  ...(s.lastReview === null ? {} : { last_review: new Date(s.lastReview) }),
});

/** A question just put on the review list (a wrong answer's first review, or a favourite): due at once. */
export const newCard = (now: number): StoredCard => toStored(createEmptyCard(new Date(now)));

/** The automatic grade of an answer. */
export const gradeOfAnswer = (isRight: boolean): ReviewGrade => (isRight ? ReviewGrade.GOOD : ReviewGrade.AGAIN);

/**
 * One review: the card after it. (To grade an answer again with the student's own choice, the caller keeps the card
 * from before the review and reviews that one again.)
 */
export function review(card: StoredCard | undefined, grade: ReviewGrade, now: number): StoredCard {
  return toStored(scheduler.next(card ? toCard(card) : createEmptyCard(new Date(now)), new Date(now), grade).card);
}

/** The chance (0–1) the student still remembers the question now. */
export const retrievability = (card: StoredCard, now: number): number => scheduler.get_retrievability(toCard(card), new Date(now), false);

/** The end of the server's day: what is due "today" (a card due at 21:00 is today's work at 08:00). */
export function endOfDay(now: number): number {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end.getTime();
}
