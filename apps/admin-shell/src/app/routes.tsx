import { Suspense, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AuthGuard } from './AuthGuard';
import { PageLoading } from './PageLoading';
import { RouteErrorPage } from '../features/errors';
import { CONSOLE_PAGES } from './console-pages';
import { HOME_PATH } from './paths';

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
// Every screen drawn with antd sits under this layout route (antd's locale and theme): /login is not one of them.
const AntdRoot = lazy(() => import('./AntdRoot'));
// Lazy like the pages: a first visit lands on /login, which must not pay for the sidebar, menus and drawers.
const ConsoleLayout = lazy(() => import('./ConsoleLayout'));
const RedirectPage = lazy(() => import('../features/redirect/RedirectPage'));
const UnauthorizedPage = lazy(() => import('../features/errors/UnauthorizedPage'));
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'));

/**
 * admin-shell's route table. Every route sits behind the guard (only /login is public);
 * console screens go under the layout route.
 */
export function createRoutes(hasToken: () => boolean): RouteObject[] {
  return [
    {
      element: (
        <Suspense fallback={<PageLoading />}>
          <AuthGuard hasToken={hasToken} />
        </Suspense>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        // ?redirect (full path to return to after login)
        { path: 'login', element: <LoginPage /> },
        {
          element: <AntdRoot />,
          children: [
            // ?noGoBack
            { path: '401', element: <UnauthorizedPage /> },
            { path: '404', element: <NotFoundPage /> },
            {
              element: <ConsoleLayout />,
              children: [
                // console screens (console-pages.tsx lists each with its query parameters)
                ...CONSOLE_PAGES.map(({ path, Screen }): RouteObject =>
                  path === HOME_PATH ? { index: true, element: <Screen /> } : { path: path.slice(1), element: <Screen /> },
                ),
                { path: 'index', element: <Navigate to="/" replace /> },
                // /redirect/<path>?<query> → /<path>?<query> (tags view "refresh")
                { path: 'redirect/*', element: <RedirectPage /> },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}
