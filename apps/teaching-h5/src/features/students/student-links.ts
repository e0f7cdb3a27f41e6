import type { PlanStudent } from '@medteach/contract';
import { PLAN_PAPER_TYPE } from '../../shared/lesson-rules';
import { link } from '../../shared/link';

/** Spec §2: a rating-mode row opens the rating scale for that student. */
export const ratingScaleLink = (s: PlanStudent, planDetailId: number, ratingCriteriaId: number) =>
  link('/ratingScale', { userName: s.realName, userId: s.userId, planDetailId, ratingCriteriaId, ratingCriteriaStatus: s.ratingCriteriaStatus });

/** Spec §2: a completed paper-mode row opens the student's score report (type 2, queryType 1). */
export const scoreReportLink = (s: PlanStudent, planDetailId: number, paperId: number) =>
  link('/scoreReport', { type: PLAN_PAPER_TYPE, queryType: 1, userId: s.userId, paperId, planDetailId });

/** Issue 18: 试题分析 of the paper, opened from its 学员列表. */
export const itemAnalysisLink = (planDetailId: number, paperId: number) => link('/itemAnalysis', { planDetailId, paperId });

/** Issue 17: one student's hand-in, opened from /checkStudentHomework. */
export const homeworkReviewLink = (planDetailId: number, userId: number) => link('/homeworkReview', { planDetailId, userId });

/** /checkStudent mode from the query: a rating scale → rating mode, a paper → paper mode, else attendance. */
export function modeOf(query: URLSearchParams): 'attendance' | 'rating' | 'paper' {
  if (query.get('ratingCriteriaId')) return 'rating';
  if (query.get('paperId')) return 'paper';
  return 'attendance';
}
