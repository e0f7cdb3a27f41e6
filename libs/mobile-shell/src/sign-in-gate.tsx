import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { getApiConfig } from '@medteach/api-client';
import { signInPathFor } from './paths';

/**
 * The screens' gate: with no token at all (none from the query, the native app or the cookie: nobody ever signed in
 * here) a screen that needs a session is replaced by the login page, which comes back to it afterwards. The
 * 登录超时 dialog stays for a session that existed and ended, which the server tells with a 401 to a token.
 */
export function SignInGate() {
  const { pathname, search } = useLocation();
  if (!getApiConfig().tokenStore.get()) return <Navigate to={signInPathFor(pathname + search)} replace />;
  return <Outlet />;
}

/** An app's screens that need a signed-in user, behind SignInGate (a route of no path of its own). */
export const signedIn = (screens: RouteObject[]): RouteObject => ({ element: <SignInGate />, children: screens });
