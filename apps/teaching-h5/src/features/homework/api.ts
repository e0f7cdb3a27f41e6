/**
 * Homework calls of teaching-h5 (issue 17). Keys sit under the lesson's prefix (`teachingKeys.lesson`), so a hand-in
 * or a score refreshes the lesson detail (已完成) and the student list together. Both sides refetch when the app
 * comes back to the foreground: the other side's change shows without a restart.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, teachingKeys } from '@medteach/api-client';
import { homeworkPaths, type HomeworkScoreBody, type HomeworkSubmission, type HomeworkSubmitBody, type MyHomework } from '@medteach/contract';

/** While a hand-in waits for its score, the student's screen asks again this often (the teacher may score any time). */
export const AWAITING_SCORE_REFRESH_MS = 30_000;

export const homeworkKeys = {
  mine: (planDetailId: number) => [...teachingKeys.lesson(planDetailId), 'homework', 'mine'] as const,
  submission: (planDetailId: number, userId: number) => [...teachingKeys.lesson(planDetailId), 'homework', 'user', userId] as const,
};

const awaitingScore = (h: MyHomework | undefined) => h?.homeworkStatus === 1 && h.homeWorkScore === null;

export const homeworkQueries = {
  mine: (planDetailId: number) =>
    queryOptions({
      queryKey: homeworkKeys.mine(planDetailId),
      queryFn: ({ signal }) => apiGet<MyHomework>(homeworkPaths.mySubmission, { planDetailId }, { signal }),
      refetchOnWindowFocus: true,
      refetchInterval: (query) => (awaitingScore(query.state.data) ? AWAITING_SCORE_REFRESH_MS : false),
    }),
  submission: (planDetailId: number, userId: number) =>
    queryOptions({
      queryKey: homeworkKeys.submission(planDetailId, userId),
      queryFn: ({ signal }) => apiGet<HomeworkSubmission>(homeworkPaths.submission, { planDetailId, userId }, { signal }),
      refetchOnWindowFocus: true,
    }),
};

export const homeworkMutations = {
  submit: (planDetailId: number) =>
    mutationOptions({
      mutationFn: (fileUrls: string[]) => apiPost(homeworkPaths.submit, { planDetailId, fileUrls } satisfies HomeworkSubmitBody),
      meta: { invalidates: [teachingKeys.lesson(planDetailId)] },
    }),
  score: (planDetailId: number) =>
    mutationOptions({
      mutationFn: (body: HomeworkScoreBody) => apiPost(homeworkPaths.score, body),
      meta: { invalidates: [teachingKeys.lesson(planDetailId)] },
    }),
};
