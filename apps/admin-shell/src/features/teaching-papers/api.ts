/** 教学试卷 calls (/teachingCenter/admin/paper, admin only): query-key factory, queries and mutations. */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@medteach/api-client';
import { teachingPaperPaths as paths, type TeachingPaperAdmin, type TeachingPaperBody, type TeachingPaperRow } from '@medteach/contract';
import { crudResource, type Paged } from '../../shared/crud/crud-resource';

export interface PaperFilter {
  name?: string;
}
export type PaperListParams = Paged<PaperFilter>;

export const teachingPaperKeys = {
  all: ['teachingPaper'] as const,
  list: (params: PaperListParams) => ['teachingPaper', 'list', params] as const,
  detail: (paperId: number) => ['teachingPaper', 'detail', paperId] as const,
};

/** 教学试卷 has no export. */
const papers = crudResource<TeachingPaperRow, TeachingPaperBody, PaperFilter>({ base: paths.base, listPath: paths.list, idName: 'paperId', listKey: teachingPaperKeys.list });

export const teachingPaperQueries = {
  list: papers.list,
  detail: (paperId: number) =>
    queryOptions({ queryKey: teachingPaperKeys.detail(paperId), queryFn: ({ signal }) => apiGet<TeachingPaperAdmin>(`${paths.base}/${paperId}`, undefined, { signal }) }),
};

/** Every write refreshes the list and the open paper. */
const meta = { invalidates: [teachingPaperKeys.all] };

export const teachingPaperMutations = {
  save: { mutationFn: papers.save, meta },
  remove: { mutationFn: papers.remove, meta },
};
