/**
 * The React Query client every app creates once (`createQueryClient()`), and the conventions domain modules follow.
 *
 * Retry policy: only transport failures (network, timeout, bare HTTP status) are retried, at most
 * MAX_TRANSPORT_RETRIES times; business errors (`{code}` ≠ 200), 401s and duplicates never are.
 *
 * Errors are shown in one place: the request layer (response.ts) already shows every business and transport
 * message through the configured Notifier and marks the ApiError `notified`. `onError` here receives only what was
 * *not* shown yet (e.g. a queryFn that threw on its own); by default it goes to `notifier.error`. `meta.silent`
 * on a query or mutation keeps even that quiet.
 *
 * Invalidation convention: a mutation names the query keys it makes stale in `meta.invalidates`; on success the
 * MutationCache invalidates each of them (prefix match) before `mutateAsync` resolves:
 *
 *   export const bankMutations = {
 *     addNote: () => mutationOptions({
 *       mutationFn: addNote,
 *       meta: { invalidates: [noteKeys.all, bankKeys.tree()] },
 *     }),
 *   };
 */
import { MutationCache, QueryCache, QueryClient, onlineManager, type QueryKey } from '@tanstack/react-query';
import { getApiConfig } from './config';
import { isApiError, isTransportError } from './errors';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { invalidates?: readonly QueryKey[]; silent?: boolean };
  }
}

export const MAX_TRANSPORT_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isTransportError(error) && failureCount < MAX_TRANSPORT_RETRIES;
}

export interface QueryClientOptions {
  /** Shows an error the request layer has not shown. Default: the configured notifier's `error`. */
  onError?: (error: unknown) => void;
  /** Overrides the retry policy (tests pass false). */
  retry?: false;
}

/**
 * How long data a route loader prefetched stays fresh, for the loader's `prefetchQuery` and the page's `useQuery`
 * alike: the page mounting a moment later reads it instead of asking again (React Query refetches stale data on
 * mount, and the default staleTime is 0, which would send every prefetched request twice).
 */
export const PREFETCH_FRESH_MS = 10_000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const show = options.onError ?? ((e: unknown) => getApiConfig().notifier.error(errorText(e)));
  const report = (error: unknown, silent?: boolean) => {
    if (silent || (isApiError(error) && (error.notified || error.kind === 'cancelled'))) return;
    show(error);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta?.silent) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta?.silent),
      onSuccess: (_data, _vars, _ctx, mutation) =>
        Promise.all((mutation.meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey }))),
    }),
    defaultOptions: {
      queries: { retry: options.retry ?? shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}

/**
 * React Query's idea of the network at start-up. Its onlineManager starts as online and only follows the window's
 * online/offline events, so an installed app opened with no network at all (no event fires) would send its queries,
 * fail and retry. Told once that the browser is offline (`navigator.onLine === false` is reliable; `true` is not),
 * queries pause at once instead — and resume by themselves on the `online` event, which the onlineManager follows.
 */
export function syncOnlineManagerWithBrowser(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
}
