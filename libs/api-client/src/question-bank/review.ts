/**
 * 错题复习 (issue 18): the student's FSRS review list. The due questions themselves load through the practice call
 * (getQuestions type 3, QuestionListType.REVIEW); these are the counts and the student's own grade.
 *
 *   useQuery(questionBankQueries.reviewSummary(majorType))     // { due, total }
 *   useMutation(questionBankMutations.reviewGrade()).mutateAsync({ questionId, grade: ReviewGrade.EASY })
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { reviewPaths, type ReviewGradeBody, type ReviewItem, type ReviewSummary } from '@medteach/contract';
import { apiGet, apiPost } from '../core/http';
import { STUDY_CALL } from './catalog';
import { questionBankKeys } from './keys';

export const getReviewSummary = (majorType?: number, signal?: AbortSignal) => apiGet<ReviewSummary>(reviewPaths.summary, { majorType }, { ...STUDY_CALL, signal });
export const gradeReview = (body: ReviewGradeBody) => apiPost<ReviewItem>(reviewPaths.grade, body, { ...STUDY_CALL, repeatSubmit: false });

export const bankReviewQueries = {
  reviewSummary: (majorType?: number) => queryOptions({ queryKey: questionBankKeys.reviewSummary(majorType), queryFn: ({ signal }) => getReviewSummary(majorType, signal) }),
};

export const bankReviewMutations = {
  /** The student's own grade changes when the question comes due again: the counts and the review sheet. */
  reviewGrade: () => mutationOptions({ mutationFn: gradeReview, meta: { invalidates: [questionBankKeys.reviews(), questionBankKeys.questionLists()] } }),
};
