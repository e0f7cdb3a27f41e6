/**
 * Customer service (spec §7 "Customer service"); every call is silent (spec §8).
 *
 *   useQuery(commerceQueries.directories(identify))               // 选择您要咨询的业务
 *   useQuery(commerceQueries.problems(identify, directoryId))     // question list
 *   await sendCustomerMessage({ identify, type: CustomerMessageType.QUESTION, problemIds: '3' })
 *   await getCustomerHistory({ identify, createTime, pageNum, pageSize: CHAT_PAGE_SIZE })   // pull-down pages
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  CHAT_PAGE_SIZE,
  commercePaths,
  type ChatDirectory,
  type ChatRecord,
  type CustomerAddBody,
  type CustomerListQuery,
  type ProblemManage,
} from '@medteach/contract';
import { apiGet, apiPost, apiTable, type RequestOptions } from '../core/http';
import { commerceKeys } from './keys';

const SILENT: RequestOptions = { silent: true };
/** Directory type of the customer-service businesses. */
export const CHAT_DIRECTORY_TYPE = 1;

export const getDirectories = (identify: string, type = CHAT_DIRECTORY_TYPE, signal?: AbortSignal) =>
  apiGet<ChatDirectory[]>(commercePaths.directoryList, { type, identify }, { ...SILENT, signal });
export const getProblems = (identify: string, q: { pid?: number; keyWords?: string }, signal?: AbortSignal) =>
  apiGet<ProblemManage[]>(commercePaths.problemList, { identify, ...q }, { ...SILENT, signal });
export const getCustomerHistory = (q: CustomerListQuery, signal?: AbortSignal) =>
  apiTable<ChatRecord>(commercePaths.customerList, { pageSize: CHAT_PAGE_SIZE, ...q }, { ...SILENT, signal });
/** Chat messages may repeat (the same question twice), so the duplicate-submit guard is off. */
export const sendCustomerMessage = (body: CustomerAddBody) => apiPost<ChatRecord>(commercePaths.customerAdd, body, { ...SILENT, repeatSubmit: false });

export interface HistoryPage {
  total: number;
  rows: ChatRecord[];
}

/** Records of `page` not already in `earlier` pages (a page may overlap the ones before when history grew). */
export function newRecordsOf(page: HistoryPage, earlier: readonly HistoryPage[]): ChatRecord[] {
  const seen = new Set(earlier.flatMap((p) => p.rows.map((r) => r.id)));
  return page.rows.filter((r) => !seen.has(r.id));
}

/** Every fetched record once, oldest first (pages arrive newest first). */
export function mergeHistory(pages: readonly HistoryPage[]): ChatRecord[] {
  const merged = pages.flatMap((page, i) => newRecordsOf(page, pages.slice(0, i)));
  return merged.sort((a, b) => (a.createTime === b.createTime ? a.id - b.id : a.createTime < b.createTime ? -1 : 1));
}

/**
 * Spec §4 "History": the page number moves on only when a full page of new records came; otherwise the next
 * pull-down asks for the same page again. Nothing more to fetch once every record up to `createTime` is here.
 */
export function nextHistoryPage(lastPage: HistoryPage, allPages: readonly HistoryPage[], lastPageNum: number): number | undefined {
  const earlier = allPages.slice(0, -1);
  const fresh = newRecordsOf(lastPage, earlier).length;
  if (mergeHistory(allPages).length >= lastPage.total) return undefined;
  return fresh >= CHAT_PAGE_SIZE ? lastPageNum + 1 : lastPageNum;
}

export const chatQueries = {
  /**
   * History up to `createTime` (fixed when the chat opened), fetched by pull-down only: use with `enabled: false`
   * and call `fetchNextPage()`; `mergeHistory(data.pages)` gives the records to show.
   */
  history: (identify: string, createTime: string) =>
    infiniteQueryOptions({
      queryKey: commerceKeys.history({ identify, createTime }),
      queryFn: ({ pageParam, signal }) => getCustomerHistory({ identify, createTime, pageNum: pageParam, pageSize: CHAT_PAGE_SIZE }, signal),
      initialPageParam: 1,
      getNextPageParam: nextHistoryPage,
    }),
  directories: (identify: string, type = CHAT_DIRECTORY_TYPE) =>
    queryOptions({ queryKey: commerceKeys.directories(identify, type), queryFn: ({ signal }) => getDirectories(identify, type, signal) }),
  problems: (identify: string, pid: number) =>
    queryOptions({ queryKey: commerceKeys.problems(identify, pid), queryFn: ({ signal }) => getProblems(identify, { pid }, signal) }),
};
