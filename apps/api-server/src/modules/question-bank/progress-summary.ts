import { WEAK_CATEGORY_COUNT, WEAK_CATEGORY_MIN_ANSWERS, type ProgressCategory, type ProgressDay, type ProgressSummary } from '@medteach/contract';
import { DAY_MS, type DayCategoryCount } from './progress-repository';

/** `YYYY-MM-DD` of a local day number (day numbers count local days, so their UTC date is the local date). */
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const ratio = (right: number, answered: number) => (answered === 0 ? 0 : right / answered);

/**
 * Consecutive days with an answer, ending today — or yesterday while today has none yet (a streak is not broken
 * before the day is over).
 */
export function streakOf(answeredDays: ReadonlySet<number>, today: number): number {
  let day = answeredDays.has(today) ? today : today - 1;
  let streak = 0;
  while (answeredDays.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

/** The last `days` days, today last, zero-filled. */
export function perDay(counts: readonly DayCategoryCount[], today: number, days: number): ProgressDay[] {
  const byDay = new Map<number, { answered: number; right: number }>();
  for (const c of counts) {
    const d = byDay.get(c.day) ?? { answered: 0, right: 0 };
    d.answered += c.answered;
    d.right += c.right;
    byDay.set(c.day, d);
  }
  return Array.from({ length: days }, (_, i) => {
    const day = today - days + 1 + i;
    const { answered, right } = byDay.get(day) ?? { answered: 0, right: 0 };
    return { date: dateOf(day), answered, right, accuracy: answered === 0 ? null : ratio(right, answered) };
  });
}

/** Per first-level category over the days from `firstDay` on, in catalogue order. */
export function perCategory(
  counts: readonly DayCategoryCount[],
  firstDay: number,
  names: ReadonlyMap<number, { name: string; sort: number; studyBankId: number | null }>,
): ProgressCategory[] {
  const byCategory = new Map<number, { answered: number; right: number }>();
  for (const c of counts) {
    if (c.day < firstDay) continue;
    const t = byCategory.get(c.firstLevelId) ?? { answered: 0, right: 0 };
    t.answered += c.answered;
    t.right += c.right;
    byCategory.set(c.firstLevelId, t);
  }
  return [...byCategory]
    .flatMap(([categoryId, t]) => {
      const known = names.get(categoryId);
      return known ? [{ categoryId, name: known.name, sort: known.sort, studyBankId: known.studyBankId, ...t, accuracy: ratio(t.right, t.answered) }] : [];
    })
    .sort((a, b) => a.sort - b.sort || a.categoryId - b.categoryId)
    .map(({ sort: _sort, ...c }) => c);
}

/** Lowest accuracy first (more answers first on a tie), enough answers to say something, not already perfect. */
export const weakestOf = (categories: readonly ProgressCategory[]): ProgressCategory[] =>
  categories
    .filter((c) => c.answered >= WEAK_CATEGORY_MIN_ANSWERS && c.accuracy < 1)
    .sort((a, b) => a.accuracy - b.accuracy || b.answered - a.answered || a.categoryId - b.categoryId)
    .slice(0, WEAK_CATEGORY_COUNT);

export function progressSummary(input: {
  counts: readonly DayCategoryCount[];
  today: number;
  days: number;
  names: ReadonlyMap<number, { name: string; sort: number; studyBankId: number | null }>;
  retentions: readonly number[];
}): ProgressSummary {
  const { counts, today, days, names, retentions } = input;
  const daily = perDay(counts, today, days);
  const categories = perCategory(counts, today - days + 1, names);
  return {
    days: daily,
    answered: daily.reduce((n, d) => n + d.answered, 0),
    right: daily.reduce((n, d) => n + d.right, 0),
    categories,
    streak: streakOf(new Set(counts.filter((c) => c.answered > 0).map((c) => c.day)), today),
    retention: retentions.length === 0 ? null : retentions.reduce((a, b) => a + b, 0) / retentions.length,
    reviewCards: retentions.length,
    weakest: weakestOf(categories),
  };
}
