import type { QueryClient } from '@tanstack/react-query';
import { configureApi, getApiConfig, resolveInitialToken, type Notifier } from '@medteach/api-client';
import { appConfig } from '../config';

/**
 * Display screens hang on a wall with nobody to press a button, so an expired session never opens the 401 dialog:
 * the token is dropped and the screen keeps running on the public station calls.
 */
export function unattendedNotifier(notifier: Notifier): Notifier {
  return { ...notifier, confirm401: async () => false };
}

export function startSession(options: { notifier: Notifier; queryClient: QueryClient }) {
  configureApi({
    baseURL: appConfig.apiBaseURL,
    notifier: unattendedNotifier(options.notifier),
    onSessionExpired: () => {
      getApiConfig().tokenStore.remove();
      void options.queryClient.invalidateQueries();
    },
    fileHost: appConfig.fileHost,
  });
  // /paper may be opened with ?token=… (spec §7 getByIds {examSkillIds, token}).
  return resolveInitialToken();
}
