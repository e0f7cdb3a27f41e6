import type { LoaderFunction } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';

/** A feature's prefetch: starts the screen's first requests from its route's query (never awaited). */
export type ScreenPrefetch = (queryClient: QueryClient, search: URLSearchParams) => void;

/**
 * A route loader that only starts the screen's requests (the feature's prefetch) alongside its lazy chunk; it never
 * waits for them, so the route renders at once and the screen's own queries pick the requests up.
 */
export const prefetching =
  (queryClient: QueryClient, start: ScreenPrefetch): LoaderFunction =>
  ({ request }) => {
    start(queryClient, new URL(request.url).searchParams);
    return null;
  };
