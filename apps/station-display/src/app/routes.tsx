import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { mobileRouteTable } from '@medteach/mobile-shell';
import { HOME_PATH } from './paths';

const WaitPage = lazy(() => import('../features/wait/WaitPage'));
const PaperPage = lazy(() => import('../features/paper/PaperPage'));

/** Every hash route of spec §2 that station-display owns, with its query parameters (the shared frame,
 * mobileRouteTable, adds / and /index → HOME_PATH, /redirect/<path>?<query>, /401 ?noGoBack and /404). No login: screens run unattended. */
export const routes: RouteObject[] = mobileRouteTable({ homePath: HOME_PATH, layout: <AppLayout /> }, [
  // ?codeAddress (the display device's code address)
  { path: 'wait', element: <WaitPage /> },
  // ?codeAddress (real-time room mode) | ?examSkillIds &time &token (countdown from the query)
  { path: 'paper', element: <PaperPage /> },
]);
