import type { QueryClient } from '@tanstack/react-query';
import { configureApi, getApiConfig, resolveInitialToken, type Notifier } from '@medteach/api-client';
import { appConfig } from '../config';

/**
 * After the 401 dialog (spec §4 "Session timeout dialog"): forget the session, then confirm → the login page, which
 * lives in learner-h5 (landing pages have none of their own), cancel → home.
 */
export function endExpiredSession(
  navigate: (to: string) => unknown,
  openLogin: (url: string) => void,
  queryClient: QueryClient,
  relogin: boolean,
): void {
  getApiConfig().tokenStore.remove();
  queryClient.clear();
  if (relogin) openLogin(appConfig.loginUrl);
  else void navigate('/');
}

/** Configures the request layer and picks up the token (query, then cookie). Runs before the router starts. */
export function startSession(options: { notifier: Notifier; onSessionExpired: (relogin: boolean) => void }) {
  configureApi({
    baseURL: appConfig.apiBaseURL,
    notifier: options.notifier,
    onSessionExpired: options.onSessionExpired,
    fileHost: appConfig.fileHost,
  });
  return resolveInitialToken();
}
