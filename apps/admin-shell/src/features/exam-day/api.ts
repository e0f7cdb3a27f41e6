/** 考试看板 calls (/examStation/dashboard, admin only): query-key factory and queries. */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@medteach/api-client';
import { examDayPaths, type DashboardExam, type ExamDashboard } from '@medteach/contract';

/**
 * The dashboard is pushed (use-dashboard-feed.ts patches the snapshot from the socket and refetches it after a
 * reconnect); this slow poll is only the backstop for a patch lost while the connection was down.
 */
export const DASHBOARD_POLL_MS = 60_000;

export const examDayKeys = {
  all: ['examDay'] as const,
  exams: () => ['examDay', 'exams'] as const,
  dashboard: (examId: number) => ['examDay', 'dashboard', examId] as const,
};

export const getExamDashboard = (examId: number, signal?: AbortSignal) => apiGet<ExamDashboard>(`${examDayPaths.exam}/${examId}`, undefined, { signal });

export const examDayQueries = {
  exams: () => queryOptions({ queryKey: examDayKeys.exams(), queryFn: ({ signal }) => apiGet<DashboardExam[]>(examDayPaths.exams, undefined, { signal }) }),
  dashboard: (examId: number) =>
    queryOptions({ queryKey: examDayKeys.dashboard(examId), queryFn: ({ signal }) => getExamDashboard(examId, signal), refetchInterval: DASHBOARD_POLL_MS }),
};
