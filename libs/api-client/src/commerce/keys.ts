import type { CustomerListQuery } from '@medteach/contract';

const ALL = ['commerce'] as const;
/** Query keys of goods, knowledge, landing data and customer service. */
export const commerceKeys = {
  all: ALL,
  productBySkill: (skillId: number) => [...commerceKeys.all, 'product', 'skill', skillId] as const,
  product: (id: number) => [...commerceKeys.all, 'product', 'id', id] as const,
  /** Every article the phone has read (what a console write on 医学知识 makes stale). */
  knowledgeArticles: [...ALL, 'knowledge'] as const,
  knowledge: (id: number) => [...commerceKeys.knowledgeArticles, id] as const,
  invite: (inviteSign: string) => [...commerceKeys.all, 'invite', inviteSign] as const,
  shareScore: (practiceListId: number) => [...commerceKeys.all, 'shareScore', practiceListId] as const,
  wechatSignature: (url: string) => [...commerceKeys.all, 'wechatSignature', url] as const,
  chat: (identify: string) => [...commerceKeys.all, 'chat', identify] as const,
  directories: (identify: string, type: number) => [...commerceKeys.chat(identify), 'directories', type] as const,
  problems: (identify: string, pid: number) => [...commerceKeys.chat(identify), 'problems', pid] as const,
  history: (q: CustomerListQuery) => [...commerceKeys.chat(q.identify), 'history', q] as const,
};
