import * as z from './zod';

/**
 * 学习统计 (issue 18): a student's own practice progress in one bank family (majorType) — answers per day, accuracy
 * per day and per first-level category, the study streak, the predicted retention of their review list (FSRS) and
 * the weakest categories, each with what opens a topic practice of it.
 */
export const progressPaths = {
  /** `GET ?majorType&days` → `ProgressSummary`. */
  summary: '/exam/progress/summary',
} as const;

/** Days shown by default, and the range a client may ask for. */
export const PROGRESS_DEFAULT_DAYS = 30;
export const PROGRESS_MIN_DAYS = 7;
export const PROGRESS_MAX_DAYS = 90;
/** A category counts as weak only with at least this many answers in the period (fewer say little). */
export const WEAK_CATEGORY_MIN_ANSWERS = 3;
/** How many weakest categories are offered for practice. */
export const WEAK_CATEGORY_COUNT = 3;

export const progressSummaryQuery = /*#__PURE__*/ z.queryObject({
  majorType: /*#__PURE__*/ z.coerce.number({ error: '专业类型不正确' }).int('专业类型不正确').min(1, '专业类型不正确').max(9, '专业类型不正确'),
  days: /*#__PURE__*/ z.coerce
    .number({ error: '天数不正确' })
    .int('天数不正确')
    .min(PROGRESS_MIN_DAYS, '天数不正确')
    .max(PROGRESS_MAX_DAYS, '天数不正确')
    .default(PROGRESS_DEFAULT_DAYS),
});
export type ProgressSummaryQuery = z.input<typeof progressSummaryQuery>;

export interface ProgressDay {
  /** `YYYY-MM-DD`, the server's local day. */
  date: string;
  answered: number;
  right: number;
  /** right / answered; null on a day without answers. */
  accuracy: number | null;
}

export interface ProgressCategory {
  /** A first-level category. */
  categoryId: number;
  name: string;
  answered: number;
  right: number;
  accuracy: number;
  /** A bank holding the category (what topic practice of it opens with); null when no bank holds it. */
  studyBankId: number | null;
}

export interface ProgressSummary {
  /** The last `days` days, oldest first, today last; days without answers included. */
  days: ProgressDay[];
  answered: number;
  right: number;
  /** Per first-level category answered in the period, in the catalogue's order. */
  categories: ProgressCategory[];
  /** Consecutive days with at least one answer, up to today (or yesterday while today has none yet). */
  streak: number;
  /** Mean FSRS retrievability (0–1) of the reviewed cards of the student's review list now; null without any. */
  retention: number | null;
  reviewCards: number;
  /** Lowest accuracy first, at least WEAK_CATEGORY_MIN_ANSWERS answers, below 100 %; at most WEAK_CATEGORY_COUNT. */
  weakest: ProgressCategory[];
}
