/**
 * Evaluation suggestions (评价建议): the teacher lists all of a lesson, a student sees and adds their own.
 *
 *   useMutation(teachingMutations.saveSuggestion(planDetailId)).mutate({ planDetailId, suggest })
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { teachingPaths, type SuggestSaveBody, type Suggestion } from '@medteach/contract';
import { apiPost, apiTable } from '../core/http';
import { teachingKeys } from './keys';

export async function listSuggestions(planDetailId: number, keywords?: string, signal?: AbortSignal): Promise<Suggestion[]> {
  return (await apiTable<Suggestion>(teachingPaths.suggestList, { planDetailId, keywords }, { signal })).rows;
}
export const saveSuggestion = (body: SuggestSaveBody) => apiPost(teachingPaths.suggestSave, body);

export const suggestQueries = {
  suggestions: (planDetailId: number, keywords?: string) =>
    queryOptions({ queryKey: teachingKeys.suggestions(planDetailId, keywords), queryFn: ({ signal }) => listSuggestions(planDetailId, keywords, signal) }),
};

export const suggestMutations = {
  saveSuggestion: (planDetailId: number) =>
    mutationOptions({ mutationFn: saveSuggestion, meta: { invalidates: [teachingKeys.lesson(planDetailId)] } }),
};
