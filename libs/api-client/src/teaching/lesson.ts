/**
 * One lesson (plan detail) and its sign-in. Sign-in calls are silent (spec §8): a failed clock-info load simply
 * means "not signed in", a failed sign-in shows nothing.
 *
 *   const { data: lesson } = useQuery(teachingQueries.lesson(planDetailId));
 *   const clock = useMutation(teachingMutations.clock(planDetailId));   // refreshes clock info and the lesson
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { teachingPaths, type ClockInfo, type TeachingPlanDetail } from '@medteach/contract';
import { apiGet, apiPost } from '../core/http';
import { teachingKeys } from './keys';

export const getLessonDetail = (planDetailId: number, signal?: AbortSignal) =>
  apiGet<TeachingPlanDetail>(`${teachingPaths.lessonDetail}/${planDetailId}`, undefined, { signal });
export const getClockInfo = (planDetailId: number, signal?: AbortSignal) =>
  apiGet<ClockInfo>(teachingPaths.clockInfo, { planDetailId }, { signal, silent: true });
export const saveClock = (planDetailId: number) => apiPost<ClockInfo>(teachingPaths.clockSave, { planDetailId }, { silent: true });

export const lessonQueries = {
  lesson: (planDetailId: number) =>
    queryOptions({ queryKey: teachingKeys.lessonDetail(planDetailId), queryFn: ({ signal }) => getLessonDetail(planDetailId, signal) }),
  clockInfo: (planDetailId: number) =>
    queryOptions({ queryKey: teachingKeys.clock(planDetailId), queryFn: ({ signal }) => getClockInfo(planDetailId, signal), meta: { silent: true } }),
};

export const lessonMutations = {
  clock: (planDetailId: number) =>
    mutationOptions({ mutationFn: () => saveClock(planDetailId), meta: { invalidates: [teachingKeys.lesson(planDetailId)], silent: true } }),
};
