import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@medteach/api-client';
import { PROGRESS_DEFAULT_DAYS, progressPaths as paths, type ProgressSummary } from '@medteach/contract';

/** Query keys of 学习统计. Practice answers change it; it is read fresh on every visit (staleTime 0). */
export const progressKeys = {
  all: ['progress'] as const,
  summary: (majorType: number, days: number) => [...progressKeys.all, 'summary', majorType, days] as const,
};

export const progressQueries = {
  summary: (majorType: number, days = PROGRESS_DEFAULT_DAYS) =>
    queryOptions({
      queryKey: progressKeys.summary(majorType, days),
      queryFn: ({ signal }) => apiGet<ProgressSummary>(paths.summary, { majorType, days }, { signal }),
      staleTime: 0,
    }),
};
