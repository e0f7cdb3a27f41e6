import * as z from './zod';
import { idParam, pageQuery } from './envelope-schemas';

/**
 * 错题复习 (issue 18): wrong answers and favourites scheduled by FSRS on the server. Every practice answer to a
 * question on the list is a review (right → 记得, wrong → 忘记); right after a correct answer the student may say
 * how well they knew it, which replaces the automatic grade.
 */
export const reviewPaths = {
  /** `GET ?majorType` → `ReviewSummary`: due by the end of today, and the whole list (of one major type when given). */
  summary: '/exam/review/summary',
  /** `GET ?pageNum&pageSize` → `{total, rows: ReviewItem[]}`: due by the end of today, most overdue first. */
  queue: '/exam/review/queue',
  /** `POST {questionId, grade}` → `ReviewItem`: the student's own grade of their latest (correct) answer. */
  grade: '/exam/review/grade',
} as const;

/** FSRS ratings, as the student names them. */
export const ReviewGrade = { AGAIN: 1, HARD: 2, GOOD: 3, EASY: 4 } as const;
export type ReviewGradeValue = (typeof ReviewGrade)[keyof typeof ReviewGrade];
export const REVIEW_GRADE_LABELS: Readonly<Record<ReviewGradeValue, string>> = { 1: '忘记', 2: '模糊', 3: '记得', 4: '简单' };
/** The student's own grade replaces the automatic one only this soon after the answer. */
export const REVIEW_REGRADE_WINDOW_MS = 600_000;
export const ReviewMessages = {
  notOnList: '该题不在复习列表中',
  notGradable: '只能在答对后立即自评',
} as const;

export const reviewSummaryQuery = /*#__PURE__*/ z.queryObject({ majorType: /*#__PURE__*/ z.coerce.number().int().min(1).max(2).optional() });
export type ReviewSummaryQuery = z.input<typeof reviewSummaryQuery>;
export const reviewQueueQuery = /*#__PURE__*/ pageQuery;
export type ReviewQueueQuery = z.input<typeof reviewQueueQuery>;
export const reviewGradeBody = /*#__PURE__*/ z.object({
  questionId: idParam,
  grade: /*#__PURE__*/ z.coerce.number().int().min(ReviewGrade.AGAIN, '评分无效').max(ReviewGrade.EASY, '评分无效'),
});
export type ReviewGradeBody = z.input<typeof reviewGradeBody>;

export interface ReviewSummary {
  /** Due by the end of today (server's day). */
  due: number;
  total: number;
}
export interface ReviewItem {
  questionId: number;
  categoryId: number;
  /** The group's parent when the question is a child of an A3/A4/B group. */
  parentId: number | null;
  /** `YYYY-MM-DD HH:mm:ss`. */
  due: string;
  reps: number;
  lapses: number;
  /** Predicted chance (0–1) of remembering it now (FSRS retrievability). */
  retention: number;
}
