/** 医学知识 back-office calls (`/literature/knowledge`, admin only). */
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPut, apiTable, commerceKeys } from '@medteach/api-client';
import { knowledgeAdminPaths, type KnowledgeBody, type KnowledgeCategoryRenameBody, type KnowledgeCategoryRow, type KnowledgeDetail, type KnowledgeRow } from '@medteach/contract';
import { crudResource, type Paged } from '../../shared/crud/crud-resource';

export interface KnowledgeFilter {
  title?: string;
  type?: number;
}
export interface CategoryFilter {
  repoType?: number;
  label?: string;
}

export const knowledgeKeys = {
  all: ['knowledgeAdmin'] as const,
  list: (params: Paged<KnowledgeFilter>) => [...knowledgeKeys.all, 'list', params] as const,
  detail: (id: number) => [...knowledgeKeys.all, 'detail', id] as const,
  categories: ['knowledgeAdmin', 'categories'] as const,
  categoryList: (params: Paged<CategoryFilter>) => [...knowledgeKeys.categories, params] as const,
};

/** RuoYi export file name: `knowledge_<timestamp>.xlsx`. */
const articles = crudResource<KnowledgeRow, KnowledgeBody, KnowledgeFilter>({
  base: knowledgeAdminPaths.base,
  listPath: knowledgeAdminPaths.list,
  idName: 'id',
  listKey: knowledgeKeys.list,
  exportPath: knowledgeAdminPaths.export,
  exportName: 'knowledge',
});

export const knowledgeQueries = {
  list: articles.list,
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
  save: () => ({ mutationFn: articles.save, meta: { invalidates } }),
  remove: () => ({ mutationFn: articles.remove, meta: { invalidates } }),
  renameCategory: () => ({
    mutationFn: (body: KnowledgeCategoryRenameBody) => apiPut(knowledgeAdminPaths.category, body),
    meta: { invalidates },
  }),
  removeCategory: () => ({
    mutationFn: ({ repoType, label }: { repoType: number; label: string }) => apiDelete(`${knowledgeAdminPaths.category}/${repoType}/${encodeURIComponent(label)}`),
    meta: { invalidates },
  }),
};

export const exportKnowledge = articles.exportXlsx;
