/** Test helper (only imported by *.spec.tsx): renders one screen at a URL inside a memory router and a fresh QueryClient. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient } from '@medteach/api-client';

/** Stands in for every other screen: shows where navigation went. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <div data-testid="elsewhere">{pathname + search}</div>;
}

export function renderPage(path: string, element: ReactElement, url: string) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  // The app's own client (mutations invalidate the keys they name), without retries.
  const queryClient = createQueryClient({ retry: false });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** Current location of a rendered router, path + query. */
export const locationOf = (router: ReturnType<typeof renderPage>['router']) => router.state.location.pathname + router.state.location.search;
