import { describe, expect, it } from 'vitest';
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import { ReviewGrade, SCHEDULER_PARAMETERS, gradeOfAnswer, retrievability, review, toStored, type StoredCard } from './review-schedule';

const DAY = 86_400_000;
const start = Date.UTC(2026, 10, 2, 1, 0, 0); // 2026-11-02 09:00 in China
/** A fixed review log: (days after start, grade) — wrong, right, right a week on, wrong, right, easy. */
const LOG: [number, Grade][] = [
  [0, Rating.Again],
  [0.01, Rating.Good],
  [1, Rating.Good],
  [8, Rating.Good],
  [30, Rating.Again],
  [30.01, Rating.Good],
  [31, Rating.Hard],
  [40, Rating.Easy],
];

describe('FSRS schedule (ts-fsrs)', () => {
  it('a fixed review log gives exactly the schedule ts-fsrs gives for it, through the stored form', () => {
    // The reference: ts-fsrs itself, same parameters, on its own Card objects.
    const reference = fsrs(generatorParameters({ request_retention: 0.9, maximum_interval: 365, enable_fuzz: false, enable_short_term: false }));
    expect(SCHEDULER_PARAMETERS).toEqual({ request_retention: 0.9, maximum_interval: 365, enable_fuzz: false, enable_short_term: false });
    let expected: Card = createEmptyCard(new Date(start));
    let ours: StoredCard | undefined;
    const intervals: number[] = [];
    for (const [day, grade] of LOG) {
      const now = start + day * DAY;
      expected = reference.next(expected, new Date(now), grade).card;
      ours = review(ours, grade, now);
      expect(ours).toEqual(toStored(expected));
      intervals.push(ours.scheduledDays);
    }
    // ts-fsrs 5.4's output for this log, pinned: an upgrade that changes the schedule shows here.
    expect(intervals).toEqual([1, 3, 3, 11, 2, 3, 2, 11]);
    // And the schedule's shape: every answer counted, the lapse on day 30 too, the last Easy pushes it weeks out.
    expect(ours).toMatchObject({ reps: LOG.length, lapses: 1 });
    expect(ours!.scheduledDays).toBeGreaterThan(7);
    expect(ours!.due).toBe(start + 40 * DAY + ours!.scheduledDays * DAY);
  });

  it('a wrong answer is due the next day; answered right then, it goes further out; Easy further than Good, Hard less', () => {
    const wrong = review(undefined, gradeOfAnswer(false), start);
    expect(wrong.due - start).toBe(DAY);
    const next = start + DAY;
    const [hard, good, easy] = [ReviewGrade.HARD, gradeOfAnswer(true), ReviewGrade.EASY].map((g) => review(wrong, g, next).due - next);
    expect(good).toBeGreaterThan(DAY);
    expect(easy).toBeGreaterThan(good);
    expect(hard).toBeLessThanOrEqual(good);
  });

  it('predicted retention falls with time since the review', () => {
    const card = review(review(undefined, ReviewGrade.AGAIN, start), ReviewGrade.GOOD, start + DAY);
    const soon = retrievability(card, start + 2 * DAY);
    const later = retrievability(card, start + 30 * DAY);
    expect(soon).toBeGreaterThan(later);
    expect(soon).toBeLessThanOrEqual(1);
    expect(later).toBeGreaterThan(0);
  });
});
