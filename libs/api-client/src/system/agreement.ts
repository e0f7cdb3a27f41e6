/**
 * The agreement (spec §2 "Agreement page"; system module): the latest version by category / port / application, read
 * by learner-h5's /agreement and the console's 协议管理; admins PUT a new version.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { systemPaths, type Agreement, type AgreementBody } from '@medteach/contract';
import { apiGet, apiPut } from '../core/http';

/** Which agreement: spec §2 defaults only `application` (to 1); an absent category or port is not sent. */
export interface AgreementQuery {
  category?: number;
  port?: number;
  application: number;
}

export const agreementKeys = {
  all: ['system', 'agreement'] as const,
  latest: (q: AgreementQuery) => ['system', 'agreement', q] as const,
};

export const getAgreement = (q: AgreementQuery, signal?: AbortSignal) => apiGet<Agreement | null>(systemPaths.agreementLatest, q, { signal });

export const agreementQueries = {
  latest: (q: AgreementQuery) => queryOptions({ queryKey: agreementKeys.latest(q), queryFn: ({ signal }) => getAgreement(q, signal) }),
};

export const agreementMutations = {
  /** A new version: every agreement read refetches (the saved one becomes the latest). */
  save: () => mutationOptions({ mutationFn: (body: AgreementBody) => apiPut<Agreement>(systemPaths.agreement, body), meta: { invalidates: [agreementKeys.all] } }),
};
