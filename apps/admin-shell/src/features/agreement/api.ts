/** Agreement text (spec §2 "Agreement page"): the latest version by category/port/application; admins PUT a new one. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@medteach/api-client';
import { systemPaths, type Agreement, type AgreementBody } from '@medteach/contract';

export interface AgreementKey {
  category: number;
  port: number;
  application: number;
}

export const agreementKeys = {
  all: ['system', 'agreement'] as const,
  latest: (key: AgreementKey) => ['system', 'agreement', key] as const,
};

export const agreementQueries = {
  latest: (key: AgreementKey) =>
    queryOptions({
      queryKey: agreementKeys.latest(key),
      queryFn: ({ signal }) => apiGet<Agreement | null>(systemPaths.agreementLatest, key, { signal }),
    }),
};

export const agreementMutations = {
  save: (queryClient: QueryClient) => ({
    mutationFn: (body: AgreementBody) => apiPut<Agreement>(systemPaths.agreement, body),
    onSuccess: (saved: Agreement) => queryClient.setQueryData(agreementKeys.latest(saved), saved),
  }),
};
