import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage, RouteErrorPage, UnauthorizedPage } from '@medteach/ui-kit';
import { RedirectPage } from './RedirectPage';

/** The catch-all target: unknown routes show the spec's 404 page. */
export const NOT_FOUND_PATH = '/404';

export interface MobileRouteFrame {
  /** The app's main screen: `/` and `/index` (the 404 page's 返回首页 link) forward to it. */
  homePath: string;
  /** The element every screen renders inside (the app's layout with its Suspense boundary for lazy screens). */
  layout: ReactNode;
}

/**
 * One mobile app's route table: the app's own screens (its list of spec §2 routes) inside the frame every mobile
 * app shares (spec §2): `/` and `/index` → home; `/redirect/<path>?<query>` → `/<path>?<query>`;
 * `/401?noGoBack` (返回 goes home instead of back); `/404`; anything else → /404; a crashing screen shows the
 * route error page.
 */
export function mobileRouteTable({ homePath, layout }: MobileRouteFrame, screens: RouteObject[]): RouteObject[] {
  return [
    {
      element: layout,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to={homePath} replace /> },
        { path: 'index', element: <Navigate to={homePath} replace /> },
        ...screens,
        { path: 'redirect/*', element: <RedirectPage /> },
        { path: '401', element: <UnauthorizedPage /> },
        { path: '404', element: <NotFoundPage /> },
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}
