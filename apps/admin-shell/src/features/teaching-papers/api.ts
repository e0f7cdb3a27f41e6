/** 教学试卷 calls (/teachingCenter/admin/paper, admin only): query-key factory, queries and mutations. */
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, apiTable } from '@medteach/api-client';
import { teachingPaperPaths as paths, type TeachingPaperAdmin, type TeachingPaperBody, type TeachingPaperRow } from '@medteach/contract';

export type PaperListParams = { name?: string; pageNum: number; pageSize: number };

export const teachingPaperKeys = {
  all: ['teachingPaper'] as const,
  list: (params: PaperListParams) => ['teachingPaper', 'list', params] as const,
  detail: (paperId: number) => ['teachingPaper', 'detail', paperId] as const,
};

export const teachingPaperQueries = {
  list: (params: PaperListParams) => queryOptions({ queryKey: teachingPaperKeys.list(params), queryFn: ({ signal }) => apiTable<TeachingPaperRow>(paths.list, params, { signal }) }),
  detail: (paperId: number) =>
    queryOptions({ queryKey: teachingPaperKeys.detail(paperId), queryFn: ({ signal }) => apiGet<TeachingPaperAdmin>(`${paths.base}/${paperId}`, undefined, { signal }) }),
};

/** Every write refreshes the list and the open paper. */
const meta = { invalidates: [teachingPaperKeys.all] };

export const teachingPaperMutations = {
  save: {
    mutationFn: (body: TeachingPaperBody) => (body.paperId ? apiPut(paths.base, body) : apiPost(paths.base, body)),
    meta,
  },
  remove: {
    mutationFn: (ids: number[]) => apiDelete(`${paths.base}/${ids.join(',')}`),
    meta,
  },
};
