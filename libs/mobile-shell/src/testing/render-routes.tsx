import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { createQueryClient } from '@medteach/api-client';

/** A route table as an app exports it: a constant list, or built around the app's QueryClient (route loaders). */
export type RouteTable = RouteObject[] | ((queryClient: QueryClient) => RouteObject[]);

export const routesOf = (table: RouteTable, queryClient: QueryClient): RouteObject[] =>
  typeof table === 'function' ? table(queryClient) : table;

/**
 * Renders an app's route table in a memory router with a fresh QueryClient (no retries); `entries` is the history,
 * the last one open. Returns the router, to read where the app went.
 */
export function renderRoutes(table: RouteTable, ...entries: string[]) {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(routesOf(table, queryClient), { initialEntries: entries, initialIndex: entries.length - 1 });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Path and query of where the router is now. */
export const at = (router: ReturnType<typeof renderRoutes>) => router.state.location.pathname + router.state.location.search;
