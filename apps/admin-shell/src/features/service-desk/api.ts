/** 人工会话 calls (/system/serviceDesk, admin only): query-key factory, queries and mutations. */
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut, apiTable } from '@medteach/api-client';
import { serviceDeskPaths as paths, type ChatRecord, type ServiceConversation, type ServiceConversationDetail, type ServiceDeskListQuery, type ServiceReplyBody } from '@medteach/contract';

/** New conversations and unread counts show up this soon without a reload (the inbox polls; replies reach phones at once). */
export const INBOX_POLL_MS = 2_000;
/** The open conversation's messages refresh this often (the student may be typing). */
export const CONVERSATION_POLL_MS = 1_000;

export type InboxParams = ServiceDeskListQuery & { pageNum: number; pageSize: number };

export const serviceDeskKeys = {
  all: ['serviceDesk'] as const,
  list: (params: InboxParams) => ['serviceDesk', 'list', params] as const,
  detail: (id: number) => ['serviceDesk', 'detail', id] as const,
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
};

const meta = { invalidates: [serviceDeskKeys.all] };

export const serviceDeskMutations = {
  reply: { mutationFn: (body: ServiceReplyBody) => apiPost<ChatRecord>(paths.reply, body, { repeatSubmit: false }), meta },
  close: { mutationFn: (id: number) => apiPut<void>(`${paths.close}/${id}`), meta },
  handBack: { mutationFn: (id: number) => apiPut<void>(`${paths.handBack}/${id}`), meta },
};
