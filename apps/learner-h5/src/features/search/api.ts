import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiTable, nextTablePage, SILENT_STUDY_CALL } from '@medteach/api-client';
import { questionSearchPaths as paths, type QuestionSearchRow } from '@medteach/contract';

/** Rows per page of search results. */
export const SEARCH_PAGE_SIZE = 20;

/** Query keys of 搜索试题: one infinite list per keyword. */
export const searchKeys = {
  all: ['questionSearch'] as const,
  results: (keyword: string) => [...searchKeys.all, 'results', keyword] as const,
};

/** Results load page by page; errors show on the screen (重试), not as a toast. */
export const searchQueries = {
  results: (keyword: string) =>
    infiniteQueryOptions({
      queryKey: searchKeys.results(keyword),
      queryFn: ({ pageParam, signal }) => apiTable<QuestionSearchRow>(paths.search, { keyword, pageNum: pageParam, pageSize: SEARCH_PAGE_SIZE }, { ...SILENT_STUDY_CALL, signal }),
      initialPageParam: 1,
      getNextPageParam: nextTablePage(SEARCH_PAGE_SIZE),
      enabled: keyword !== '',
    }),
};
