import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@medteach/api-client';
import { coursePaths, type MyCertificate } from '@medteach/contract';

/** Query keys of 我的证书. Credits are earned in the teaching app: the list is read fresh on every visit. */
export const certificateKeys = {
  all: ['myCertificates'] as const,
  list: () => [...certificateKeys.all, 'list'] as const,
};

export const certificateQueries = {
  list: () =>
    queryOptions({
      queryKey: certificateKeys.list(),
      queryFn: ({ signal }) => apiGet<MyCertificate[]>(coursePaths.myCertificates, undefined, { signal }),
      staleTime: 0,
    }),
};
