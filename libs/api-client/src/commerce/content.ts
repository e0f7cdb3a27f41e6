/**
 * Read-only content pages: knowledge items (/medical), and the
 * landing pages' invite check and shared score. An invalid or failed invite check just marks the link invalid.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  commercePaths,
  type InviteCheck,
  type KnowledgeItem,
  type ShareScoreDetail,
  type ShareScoreQuery,
} from '@medteach/contract';
import { apiGet, apiPost } from '../core/http';
import { commerceKeys } from './keys';

export const getKnowledge = (id: number, signal?: AbortSignal) => apiGet<KnowledgeItem>(`${commercePaths.knowledge}/${id}`, undefined, { signal });

export async function checkInvite(inviteSign: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const r = await apiGet<InviteCheck>(`${commercePaths.inviteCheck}/${encodeURIComponent(inviteSign)}`, undefined, { silent: true, signal });
    return !!r?.valid;
  } catch {
    return false; // spec §8: an invalid invite (or a failed check) marks the link invalid, silently
  }
}
export const recordInviteOpen = (inviteSign: string) =>
  apiPost<{ recorded: boolean }>(commercePaths.integralOpenH5, { inviteSign }, { silent: true, repeatSubmit: false });
export const getShareScore = (q: ShareScoreQuery, signal?: AbortSignal) =>
  apiGet<ShareScoreDetail>(commercePaths.shareScoreDetail, q, { silent: true, signal });

export const contentQueries = {
  knowledge: (id: number) => queryOptions({ queryKey: commerceKeys.knowledge(id), queryFn: ({ signal }) => getKnowledge(id, signal) }),
  invite: (inviteSign: string) =>
    queryOptions({ queryKey: commerceKeys.invite(inviteSign), queryFn: ({ signal }) => checkInvite(inviteSign, signal), staleTime: Infinity }),
  shareScore: (q: ShareScoreQuery) =>
    queryOptions({ queryKey: commerceKeys.shareScore(Number(q.practiceListId)), queryFn: ({ signal }) => getShareScore(q, signal) }),
};
