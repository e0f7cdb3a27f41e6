import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '@medteach/api-client';
import { mockExamPaths as paths, type MockExamAnswerBody, type MockExamAttempt, type MockExamCurrent, type MockExamReport } from '@medteach/contract';

/** Query keys of 模拟考试: a bank's running attempt and rules, and submitted reports. */
export const mockExamKeys = {
  all: ['mockExam'] as const,
  current: (studyBankId: number) => [...mockExamKeys.all, 'current', studyBankId] as const,
  report: (attemptId: number) => [...mockExamKeys.all, 'report', attemptId] as const,
};

/**
 * The running attempt is always read fresh (staleTime 0): another device may have answered, or the deadline may
 * have passed and the server submitted it.
 */
export const mockExamQueries = {
  current: (studyBankId: number) =>
    queryOptions({ queryKey: mockExamKeys.current(studyBankId), queryFn: () => apiGet<MockExamCurrent>(paths.current, { studyBankId }), staleTime: 0 }),
  report: (attemptId: number) => queryOptions({ queryKey: mockExamKeys.report(attemptId), queryFn: () => apiGet<MockExamReport>(`${paths.report}/${attemptId}`) }),
};

export const mockExamMutations = {
  start: () => ({
    mutationFn: (studyBankId: number) => apiPost<MockExamAttempt>(paths.start, { studyBankId }),
    meta: { invalidates: [mockExamKeys.all] },
  }),
  /** One answer or flag; the screen keeps its own state, so nothing is read again. */
  answer: () => ({
    mutationFn: (body: MockExamAnswerBody) => apiPost<{ questionId: number; answeredCount: number }>(paths.answer, body),
    meta: { invalidates: [] },
  }),
  submit: () => ({
    mutationFn: (attemptId: number) => apiPost<MockExamReport>(paths.submit, { attemptId }),
    meta: { invalidates: [mockExamKeys.all] },
  }),
};
