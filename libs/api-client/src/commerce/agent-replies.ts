/**
 * The phone's side of the 客服 agent inbox (issue 17): what agents wrote, fetched by long-poll.
 *
 *   const replies = useQuery(commerceQueries.agentReplies(identify, cursor))   // cursor: a ref the page keeps
 */
import { queryOptions } from '@tanstack/react-query';
import { serviceDeskPaths, type AgentReplies, type AgentRepliesQuery } from '@medteach/contract';
import { apiGet } from '../core/http';
import { commerceKeys } from './keys';

/** While an agent has the conversation the next long-poll starts this soon after the last one answered. */
export const AGENT_REPOLL_MS = 100;
/** After a failed long-poll (network, server) the phone tries again this much later, not in a tight loop. */
export const AGENT_RETRY_MS = 5_000;

/** Spec §8: chat calls fail silently. Answers at once, or when an agent writes (up to AGENT_REPLY_WAIT_MS). */
export const getAgentReplies = (q: AgentRepliesQuery, signal?: AbortSignal) => apiGet<AgentReplies>(serviceDeskPaths.replies, q, { silent: true, signal });

export const agentReplyQueries = {
  /**
   * The next batch of agents' lines after `cursor.current` (the page moves the cursor on as batches arrive); polls
   * again at once while an agent has the conversation, stops when none has (refetch after a 转人工).
   */
  agentReplies: (identify: string, cursor: { current: number | undefined }) =>
    queryOptions({
      queryKey: [...commerceKeys.chat(identify), 'agentReplies'] as const,
      queryFn: async ({ signal }) => {
        const batch = await getAgentReplies({ identify, afterId: cursor.current }, signal);
        cursor.current = batch.cursor;
        return batch;
      },
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: (q) => (q.state.status === 'error' ? AGENT_RETRY_MS : q.state.data?.open ? AGENT_REPOLL_MS : false),
      refetchIntervalInBackground: true,
    }),
};
