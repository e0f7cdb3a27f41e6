/** 医学知识 back-office calls (`/literature/knowledge`, admin only). */
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, apiTable, commerceKeys, download } from '@medteach/api-client';
import { knowledgeAdminPaths, type KnowledgeBody, type KnowledgeCategoryRow, type KnowledgeDetail, type KnowledgeRow } from '@medteach/contract';

export interface KnowledgeFilter {
  title?: string;
  type?: number;
}
export interface CategoryFilter {
  repoType?: number;
  label?: string;
}
type Paged<F> = F & { pageNum: number; pageSize: number };

export const knowledgeKeys = {
  all: ['knowledgeAdmin'] as const,
  list: (params: Paged<KnowledgeFilter>) => [...knowledgeKeys.all, 'list', params] as const,
  detail: (id: number) => [...knowledgeKeys.all, 'detail', id] as const,
  categories: ['knowledgeAdmin', 'categories'] as const,
  categoryList: (params: Paged<CategoryFilter>) => [...knowledgeKeys.categories, params] as const,
};

export const knowledgeQueries = {
  list: (params: Paged<KnowledgeFilter>) =>
    queryOptions({ queryKey: knowledgeKeys.list(params), queryFn: ({ signal }) => apiTable<KnowledgeRow>(knowledgeAdminPaths.list, params, { signal }) }),
  detail: (id: number) =>
    queryOptions({ queryKey: knowledgeKeys.detail(id), queryFn: ({ signal }) => apiGet<KnowledgeDetail>(`${knowledgeAdminPaths.base}/${id}`, undefined, { signal }), staleTime: 0 }),
  categories: (params: Paged<CategoryFilter>) =>
    queryOptions({
      queryKey: knowledgeKeys.categoryList(params),
      queryFn: ({ signal }) => apiTable<KnowledgeCategoryRow>(knowledgeAdminPaths.categoryList, params, { signal }),
    }),
};

/** Every write makes the lists, the edited article and (in this tab) the phone's copy of it stale. */
const invalidates = [knowledgeKeys.all, commerceKeys.knowledgeArticles] as const;

export const knowledgeMutations = {
  save: () => ({
    mutationFn: async (body: KnowledgeBody): Promise<void> => void (body.id ? await apiPut(knowledgeAdminPaths.base, body) : await apiPost<{ id: number }>(knowledgeAdminPaths.base, body)),
    meta: { invalidates },
  }),
  remove: () => ({
    mutationFn: (ids: number[]) => apiDelete(`${knowledgeAdminPaths.base}/${ids.join(',')}`),
    meta: { invalidates },
  }),
  renameCategory: () => ({
    mutationFn: (body: { repoType: number; label: string; newLabel: string }) => apiPut(knowledgeAdminPaths.category, body),
    meta: { invalidates },
  }),
  removeCategory: () => ({
    mutationFn: ({ repoType, label }: { repoType: number; label: string }) => apiDelete(`${knowledgeAdminPaths.category}/${repoType}/${encodeURIComponent(label)}`),
    meta: { invalidates },
  }),
};

/** RuoYi export file name: `knowledge_<timestamp>.xlsx`. */
export const exportKnowledge = (filter: KnowledgeFilter) => download(knowledgeAdminPaths.export, filter, `knowledge_${Date.now()}.xlsx`);
