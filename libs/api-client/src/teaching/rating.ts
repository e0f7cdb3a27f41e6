/**
 * Rating scales (评价学员): the tree of items, one student's rating, and the one-time save.
 *
 *   useQuery(teachingQueries.rating(planDetailId, ratingCriteriaId, userId))   // status 1 → read-only
 *   useMutation(teachingMutations.saveRating(planDetailId)).mutate({ planDetailId, ratingId, score, treeNodes, businessDTOS })
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { teachingPaths, type RatingResult, type RatingScale, type SaveCriteriaBody } from '@medteach/contract';
import { apiGet, apiPost } from '../core/http';
import { teachingKeys } from './keys';

export const getRatingScale = (ratingCriteriaId: number, signal?: AbortSignal) =>
  apiGet<RatingScale>(`${teachingPaths.ratingTree}/${ratingCriteriaId}`, undefined, { signal });
export const getRating = (planDetailId: number, ratingCriteriaId: number, userId: number, signal?: AbortSignal) =>
  apiGet<RatingResult>(`${teachingPaths.ratingDetail}/${planDetailId}/${ratingCriteriaId}/${userId}`, undefined, { signal });
/** Saved through the student-list path, as the rating screen does (the criteria path accepts the same body). */
export const saveRating = (body: SaveCriteriaBody) => apiPost(teachingPaths.studentSaveCriteria, body);

export const ratingQueries = {
  ratingScale: (ratingCriteriaId: number) =>
    queryOptions({ queryKey: teachingKeys.ratingScale(ratingCriteriaId), queryFn: ({ signal }) => getRatingScale(ratingCriteriaId, signal), staleTime: Infinity }),
  rating: (planDetailId: number, ratingCriteriaId: number, userId: number) =>
    queryOptions({
      queryKey: teachingKeys.rating(planDetailId, ratingCriteriaId, userId),
      queryFn: ({ signal }) => getRating(planDetailId, ratingCriteriaId, userId, signal),
    }),
};

export const ratingMutations = {
  saveRating: (planDetailId: number) => mutationOptions({ mutationFn: saveRating, meta: { invalidates: [teachingKeys.lesson(planDetailId)] } }),
};
