import type { QueryClient } from '@tanstack/react-query';
import { configureApi, getApiConfig, resolveInitialToken, type FileHostConfig, type Notifier } from '@medteach/api-client';
import { redirectTarget } from './login/redirect-target';
import { LOGIN_PATH, ROOT_PATH, signInPathFor } from './paths';

/** What the session wiring needs from the router (the data router, or a memory router in tests). */
export interface SessionNavigator {
  state: { location: { pathname: string; search: string } };
  navigate(to: string, opts?: { replace?: boolean }): unknown;
}

/** The native app's parameters start-up uses (spec §6, §9); both are absent outside the app. */
export interface NativeAppParams {
  token?: string;
  hostType?: number | string;
}

/** Where this deployment's API and files are: each app's config.ts (config.js, build env, defaults). */
export interface DeploymentApiConfig {
  apiBaseURL: string;
  fileHost: Partial<FileHostConfig>;
}

/**
 * After the 401 dialog (spec §4 "Session timeout dialog"): the server has dropped the session, so forget it here
 * too (token and every cached answer), then confirm → login page (coming back here afterwards), cancel → home.
 */
export function endExpiredSession(router: SessionNavigator, queryClient: QueryClient, relogin: boolean): void {
  getApiConfig().tokenStore.remove();
  queryClient.clear();
  if (!relogin) {
    void router.navigate(ROOT_PATH);
    return;
  }
  const { pathname, search } = router.state.location;
  if (pathname !== LOGIN_PATH) void router.navigate(signInPathFor(pathname + search));
}

/**
 * A 401 to a call that went without a token (api-client `onSignInRequired`): nobody is signed in, so the login page
 * opens in place of the screen, coming back to it afterwards; no 登录超时 dialog, as no session ended.
 */
export function sendToSignIn(router: SessionNavigator): void {
  const { pathname, search } = router.state.location;
  if (pathname !== LOGIN_PATH) void router.navigate(signInPathFor(pathname + search), { replace: true });
}

/** A token that arrived while the login page was open (the native app answered late): on to the screen asked for. */
export function continueAfterLateToken(router: SessionNavigator): void {
  const { pathname, search } = router.state.location;
  if (pathname !== LOGIN_PATH) return;
  void router.navigate(redirectTarget(new URLSearchParams(search).get('redirect'), ROOT_PATH), { replace: true });
}

/** The native host type (number or numeric text; spec §9: 100–103 use test file hosts), null outside the app. */
export function hostTypeOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/**
 * Configures the request layer for this app and picks up the token: query, then native app, then cookie (spec §6).
 * Runs before the router is created, because picking the token up strips it from the visible URL.
 */
export function startSession(options: {
  deployment: DeploymentApiConfig;
  notifier: Notifier;
  onSessionExpired: (relogin: boolean) => void;
  /** A 401 to a call sent without a token (nobody signed in): open the login page, no dialog. */
  onSignInRequired?: () => void;
  appParams: NativeAppParams;
}) {
  configureApi({
    baseURL: options.deployment.apiBaseURL,
    notifier: options.notifier,
    onSessionExpired: options.onSessionExpired,
    onSignInRequired: options.onSignInRequired,
    fileHost: { ...options.deployment.fileHost, hostType: hostTypeOf(options.appParams.hostType) },
  });
  return resolveInitialToken({ bridgeToken: options.appParams.token });
}
