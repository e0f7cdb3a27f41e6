import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_TOKEN_COOKIE, configureApi, createCookieTokenStore, getApiConfig, resolveInitialToken, type Notifier } from '@medteach/api-client';
import { appConfig } from '../config';
import { LOGIN_PATH } from './paths';

export interface SessionNavigator {
  state: { location: { pathname: string; search: string } };
  navigate(to: string, opts?: { replace?: boolean }): unknown;
}

/** The route guard asks this on every navigation. */
export const hasToken = (): boolean => Boolean(getApiConfig().tokenStore.get());

/**
 * RuoYi-Vue3 401 dialog: 重新登录 logs out and opens the login page (returning here afterwards);
 * 取消 leaves the user on the page, as the dialog text promises.
 */
export function endExpiredSession(router: SessionNavigator, queryClient: QueryClient, relogin: boolean): void {
  if (!relogin) return;
  getApiConfig().tokenStore.remove();
  queryClient.clear();
  const { pathname, search } = router.state.location;
  if (pathname !== LOGIN_PATH) void router.navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`);
}

/** Configures the request layer (antd notifier, `Admin-Token` cookie); runs before the router starts. */
export function startSession(options: { notifier: Notifier; onSessionExpired: (relogin: boolean) => void }) {
  configureApi({
    baseURL: appConfig.apiBaseURL,
    notifier: options.notifier,
    onSessionExpired: options.onSessionExpired,
    tokenStore: createCookieTokenStore(ADMIN_TOKEN_COOKIE),
    fileHost: appConfig.fileHost,
  });
  return resolveInitialToken();
}
