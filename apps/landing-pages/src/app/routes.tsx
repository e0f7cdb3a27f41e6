import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { mobileRouteTable } from '@medteach/mobile-shell';
import { HOME_PATH } from './paths';

const DownloadPage = lazy(() => import('../features/open-app/DownloadPage'));
const JumpPage = lazy(() => import('../features/open-app/JumpPage'));
const ScorePage = lazy(() => import('../features/score/ScorePage'));
const InvitePage = lazy(() => import('../features/open-app/InvitePage'));

/** Every hash route of spec §2 that landing-pages owns, with its query parameters (the shared frame,
 * mobileRouteTable, adds / and /index → HOME_PATH, /redirect/<path>?<query>, /401 ?noGoBack and /404). Names are kept exactly: shared links open them. */
export const routes: RouteObject[] = mobileRouteTable({ homePath: HOME_PATH, layout: <AppLayout /> }, [
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
]);
