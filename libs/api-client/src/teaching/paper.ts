/**
 * Teaching-plan papers (type 2): my answer sheet, submit once, and one user's sheet for the score report.
 *
 *   useQuery(teachingQueries.myAnswerSheet(planDetailId, paperId))
 *   useQuery(teachingQueries.itemAnalysis(planDetailId, paperId))   // 试题分析 (teacher)
 *   useMutation(teachingMutations.submitPaper(planDetailId)).mutate({ planDetailId, paperId, questionResults })
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { itemAnalysisPaths, teachingPaths, type PaperItemAnalysis, type PlanAnswerSheet, type PlanPaperSubmitBody } from '@medteach/contract';
import { apiGet, apiPost } from '../core/http';
import { teachingKeys } from './keys';

export const getMyAnswerSheet = (planDetailId: number, paperId: number, signal?: AbortSignal) =>
  apiGet<PlanAnswerSheet>(teachingPaths.paperMyAnswerSheet, { planDetailId, paperId }, { signal });
export const getUserAnswerSheet = (planDetailId: number, paperId: number, userId: number, signal?: AbortSignal) =>
  apiGet<PlanAnswerSheet>(teachingPaths.paperUserAnswerSheet, { planDetailId, paperId, userId }, { signal });
/** 试题分析 of a lesson's plan paper (issue 18), for its teacher. */
export const getPlanPaperAnalysis = (planDetailId: number, paperId: number, signal?: AbortSignal) =>
  apiGet<PaperItemAnalysis>(itemAnalysisPaths.planPaper, { planDetailId, paperId }, { signal });
export const submitPlanPaper = (body: PlanPaperSubmitBody) => apiPost<PlanAnswerSheet>(teachingPaths.paperSubmit, body);

export const paperQueries = {
  myAnswerSheet: (planDetailId: number, paperId: number) =>
    queryOptions({ queryKey: teachingKeys.myAnswerSheet(planDetailId, paperId), queryFn: ({ signal }) => getMyAnswerSheet(planDetailId, paperId, signal) }),
  userAnswerSheet: (planDetailId: number, paperId: number, userId: number) =>
    queryOptions({
      queryKey: teachingKeys.userAnswerSheet(planDetailId, paperId, userId),
      queryFn: ({ signal }) => getUserAnswerSheet(planDetailId, paperId, userId, signal),
    }),
  itemAnalysis: (planDetailId: number, paperId: number) =>
    queryOptions({ queryKey: teachingKeys.itemAnalysis(planDetailId, paperId), queryFn: ({ signal }) => getPlanPaperAnalysis(planDetailId, paperId, signal) }),
};

export const paperMutations = {
  submitPaper: (planDetailId: number) => mutationOptions({ mutationFn: submitPlanPaper, meta: { invalidates: [teachingKeys.lesson(planDetailId)] } }),
};
