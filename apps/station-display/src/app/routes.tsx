import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { NotFoundPage, RouteErrorPage, UnauthorizedPage } from '@medteach/ui-kit';
import { HOME_PATH } from './paths';

const WaitPage = lazy(() => import('../features/wait/WaitPage'));
const PaperPage = lazy(() => import('../features/paper/PaperPage'));
const RedirectPage = lazy(() => import('../features/redirect/RedirectPage'));

/** Every hash route of spec §2 that station-display owns, with its query parameters. No login: screens run unattended. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      { path: 'index', element: <Navigate to={HOME_PATH} replace /> },

      // ?codeAddress (the display device's code address)
      { path: 'wait', element: <WaitPage /> },
      // ?codeAddress (real-time room mode) | ?examSkillIds &time &token (countdown from the query)
      { path: 'paper', element: <PaperPage /> },

      // /redirect/<path>?<query> → /<path>?<query>
      { path: 'redirect/*', element: <RedirectPage /> },
      // ?noGoBack
      { path: '401', element: <UnauthorizedPage /> },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
