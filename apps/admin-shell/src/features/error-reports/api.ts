/** 纠错反馈 calls (/exam/errorReport, admin only): query-key factory, the list, the handle mutation and the export. */
import { queryOptions } from '@tanstack/react-query';
import { apiPut, apiTable, download } from '@medteach/api-client';
import { errorReportPaths as paths, type ErrorReportListQuery, type ErrorReportRow } from '@medteach/contract';

export type ErrorReportFilter = Omit<ErrorReportListQuery, 'pageNum' | 'pageSize'>;
export type ErrorReportListParams = ErrorReportFilter & { pageNum: number; pageSize: number };

export const errorReportKeys = {
  all: ['errorReportAdmin'] as const,
  list: (params: ErrorReportListParams) => ['errorReportAdmin', 'list', params] as const,
};

export const errorReportQueries = {
  list: (params: ErrorReportListParams) => queryOptions({ queryKey: errorReportKeys.list(params), queryFn: ({ signal }) => apiTable<ErrorReportRow>(paths.list, params, { signal }) }),
};

export const errorReportMutations = {
  handle: () => ({ mutationFn: (ids: number[]) => apiPut(`${paths.handle}/${ids.join(',')}`), meta: { invalidates: [errorReportKeys.all] } }),
};

/** RuoYi export file name: `errorReport_<timestamp>.xlsx`. */
export const exportErrorReports = (filter: ErrorReportFilter) => download(paths.export, filter, `errorReport_${Date.now()}.xlsx`);
