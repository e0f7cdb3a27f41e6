/** 人工会话 calls (/system/serviceDesk, admin only): query-key factory, queries and mutations. */
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut, apiTable } from '@medteach/api-client';
import {
  serviceDeskPaths as paths,
  type ChatRecord,
  type ServiceConversation,
  type ServiceConversationDetail,
  type ServiceDeskChanges,
  type ServiceDeskListQuery,
  type ServiceReplyBody,
} from '@medteach/contract';

/**
 * The inbox and the open conversation are pushed (useInboxNews refetches them the moment the server says the inbox
 * changed); these slow polls are only the backstop for a push lost while the connection was down.
 */
export const INBOX_POLL_MS = 30_000;
export const CONVERSATION_POLL_MS = 30_000;
/** The next inbox long-poll starts this soon after the last one answered. */
export const NEWS_REPOLL_MS = 100;
/** After a failed long-poll (network, server) the console tries again this much later, not in a tight loop. */
export const NEWS_RETRY_MS = 5_000;

export type InboxParams = ServiceDeskListQuery & { pageNum: number; pageSize: number };

export const serviceDeskKeys = {
  all: ['serviceDesk'] as const,
  lists: ['serviceDesk', 'list'] as const,
  list: (params: InboxParams) => ['serviceDesk', 'list', params] as const,
  detail: (id: number) => ['serviceDesk', 'detail', id] as const,
  /** Outside `all` on purpose: the mutations' invalidation of the inbox must not restart the long-poll. */
  news: ['serviceDeskNews'] as const,
};

export const serviceDeskQueries = {
  list: (params: InboxParams) =>
    queryOptions({
      queryKey: serviceDeskKeys.list(params),
      queryFn: ({ signal }) => apiTable<ServiceConversation>(paths.list, params, { signal }),
      refetchInterval: INBOX_POLL_MS,
    }),
  /** Reading a conversation marks it read on the server. */
  detail: (id: number) =>
    queryOptions({
      queryKey: serviceDeskKeys.detail(id),
      queryFn: ({ signal }) => apiGet<ServiceConversationDetail>(`${paths.base}/${id}`, undefined, { signal }),
      refetchInterval: CONVERSATION_POLL_MS,
    }),
  /** The inbox's version, answered when it differs from `after` (long-poll, INBOX_WAIT_MS at most). */
  news: (after: { current: string | undefined }) =>
    queryOptions({
      queryKey: serviceDeskKeys.news,
      queryFn: async ({ signal }) => {
        const { version } = await apiGet<ServiceDeskChanges>(paths.changes, after.current === undefined ? undefined : { after: after.current }, { signal });
        after.current = version;
        return version;
      },
      retry: false,
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchInterval: (q) => (q.state.status === 'error' ? NEWS_RETRY_MS : NEWS_REPOLL_MS),
    }),
};

const meta = { invalidates: [serviceDeskKeys.all] };

export const serviceDeskMutations = {
  reply: { mutationFn: (body: ServiceReplyBody) => apiPost<ChatRecord>(paths.reply, body, { repeatSubmit: false }), meta },
  close: { mutationFn: (id: number) => apiPut<void>(`${paths.close}/${id}`), meta },
  handBack: { mutationFn: (id: number) => apiPut<void>(`${paths.handBack}/${id}`), meta },
};
