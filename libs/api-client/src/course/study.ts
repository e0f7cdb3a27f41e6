/**
 * My courses, one course with its resources, the student check, and earning a resource's credits by studying it.
 *
 *   useQuery(courseQueries.myStudy())
 *   useQuery(courseQueries.detail(onlineCourseId))
 *   useMutation(courseMutations.earnCredits(onlineCourseId)).mutate({ onlineCourseId, onlineCourseResourceId })
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { coursePaths, type EarnCreditsBody, type EarnCreditsResult, type OnlineCourse, type OnlineCourseDetail } from '@medteach/contract';
import { apiGet, apiPost } from '../core/http';
import { courseKeys, courseProgressKeys } from './keys';

export const getMyStudy = (signal?: AbortSignal) => apiGet<OnlineCourse[]>(coursePaths.myStudy, undefined, { signal });
export const getMyStudyDetail = (onlineCourseId: number, signal?: AbortSignal) =>
  apiGet<OnlineCourseDetail>(`${coursePaths.myStudyDetail}/${onlineCourseId}`, undefined, { signal });
export const getIsStudents = (signal?: AbortSignal) => apiGet<boolean>(coursePaths.isStudents, undefined, { signal });
/**
 * Fired in the background when a video, image or audio resource is studied (spec §5): silent, because a repeat or
 * a course without credit earning is refused by the server and is nothing the learner has to act on.
 */
export const earnCredits = (body: EarnCreditsBody) => apiPost<EarnCreditsResult>(coursePaths.earnCredits, body, { silent: true });

export const studyQueries = {
  myStudy: () => queryOptions({ queryKey: courseKeys.myStudy(), queryFn: ({ signal }) => getMyStudy(signal) }),
  detail: (onlineCourseId: number) => queryOptions({ queryKey: courseKeys.detail(onlineCourseId), queryFn: ({ signal }) => getMyStudyDetail(onlineCourseId, signal) }),
  isStudents: () => queryOptions({ queryKey: courseKeys.isStudents(), queryFn: ({ signal }) => getIsStudents(signal), staleTime: Infinity }),
};

export const studyMutations = {
  earnCredits: (onlineCourseId: number) =>
    mutationOptions({ mutationFn: earnCredits, meta: { invalidates: courseProgressKeys(onlineCourseId), silent: true } }),
};
