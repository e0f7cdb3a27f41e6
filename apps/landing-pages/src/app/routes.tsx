import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { NotFoundPage, RouteErrorPage, UnauthorizedPage } from '@medteach/ui-kit';
import { HOME_PATH } from './paths';

const DownloadPage = lazy(() => import('../features/open-app/DownloadPage'));
const JumpPage = lazy(() => import('../features/open-app/JumpPage'));
const ScorePage = lazy(() => import('../features/score/ScorePage'));
const InvitePage = lazy(() => import('../features/open-app/InvitePage'));
const RedirectPage = lazy(() => import('../features/redirect/RedirectPage'));

/** Every hash route of spec §2 that landing-pages owns, with its query parameters. Names are kept exactly: shared links open them. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      { path: 'index', element: <Navigate to={HOME_PATH} replace /> },

      // ?inviteSign &redirectBrowserConfig — app download / open-in-app
      { path: 'download', element: <DownloadPage /> },
      { path: 'clinicalDownload', element: <DownloadPage /> },
      { path: 'noteDownload', element: <DownloadPage /> },
      // ?inviteSign &redirectBrowserConfig — open-in-app prompt with launch button and copy-link dialog
      { path: 'jump', element: <JumpPage /> },
      // ?deviceCode &shareType &inviteSignStr &practiceListId — shared score detail
      { path: 'score', element: <ScorePage /> },
      // ?inviteSign &redirectBrowserConfig — invite / share (link validity checked by the server)
      { path: 'invite', element: <InvitePage /> },
      { path: 'share', element: <InvitePage /> },

      // /redirect/<path>?<query> → /<path>?<query>
      { path: 'redirect/*', element: <RedirectPage /> },
      // ?noGoBack
      { path: '401', element: <UnauthorizedPage /> },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
