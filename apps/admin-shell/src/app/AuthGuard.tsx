import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { HOME_PATH, LOGIN_PATH } from './paths';
/** RuoYi-Vue3 `permission.js` white list: reachable without a token. */
/** The console has no self-registration (accounts come from the back office): only the login page is public. */
export const PUBLIC_PATHS: readonly string[] = [LOGIN_PATH];

/**
 * Where the guard sends a navigation, or null to let it through. RuoYi's guard: /login is open to all; without a token
 * everything else goes to /login?redirect=<path>; with one, /login goes home.
 */
export function guardRedirect(location: { pathname: string; search: string }, hasToken: boolean): string | null {
  if (hasToken) return location.pathname === LOGIN_PATH ? HOME_PATH : null;
  if (PUBLIC_PATHS.includes(location.pathname)) return null;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

/** Route element wrapping every admin route; reads the token on each navigation so a logout takes effect at once. */
export function AuthGuard({ hasToken }: { hasToken: () => boolean }) {
  const location = useLocation();
  const target = guardRedirect(location, hasToken());
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
