/**
 * Course papers (answer sheet type 1): my answer sheet, submit once, and the score report of one learner.
 *
 *   useQuery(courseQueries.myAnswerSheet({ onlineCourseId, onlineCourseResourceId, paperId }))
 *   useMutation(courseMutations.submitPaper(onlineCourseId)).mutate({ ...ids, questionResults })
 *   useQuery(courseQueries.answerSheetDetail({ ...ids, userId }))   // userId: teachers only
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  coursePaths,
  type CourseAnswerSheet,
  type CourseAnswerSheetDetail,
  type CourseSubmitBody,
} from '@medteach/contract';
import { apiGet, apiPost } from '../core/http';
import { courseKeys, courseProgressKeys } from './keys';

export interface CoursePaperIds {
  onlineCourseId: number;
  onlineCourseResourceId: number;
  paperId: number;
}

export const getCourseAnswerSheet = (ids: CoursePaperIds, signal?: AbortSignal) => apiGet<CourseAnswerSheet>(coursePaths.myAnswerSheet, { ...ids }, { signal });
export const submitCoursePaper = (body: CourseSubmitBody) => apiPost<CourseAnswerSheet>(coursePaths.submit, body);
export const getCourseAnswerSheetDetail = (ids: CoursePaperIds & { userId?: number }, signal?: AbortSignal) =>
  apiGet<CourseAnswerSheetDetail>(coursePaths.courseAnswerSheetDetail, { ...ids }, { signal });

export const answerSheetQueries = {
  myAnswerSheet: (ids: CoursePaperIds) =>
    queryOptions({
      queryKey: courseKeys.myAnswerSheet(ids.onlineCourseId, ids.onlineCourseResourceId, ids.paperId),
      queryFn: ({ signal }) => getCourseAnswerSheet(ids, signal),
    }),
  answerSheetDetail: (ids: CoursePaperIds & { userId?: number }) =>
    queryOptions({
      queryKey: courseKeys.answerSheetDetail(ids.onlineCourseId, ids.onlineCourseResourceId, ids.paperId, ids.userId),
      queryFn: ({ signal }) => getCourseAnswerSheetDetail(ids, signal),
    }),
};

export const answerSheetMutations = {
  /** Submitting marks the resource studied and may earn credits: the whole course reloads. */
  submitPaper: (onlineCourseId: number) => mutationOptions({ mutationFn: submitCoursePaper, meta: { invalidates: courseProgressKeys(onlineCourseId) } }),
};
