import type { QueryClient } from '@tanstack/react-query';
import { configureApi, createMemoryTokenStore, getApiConfig, pairDisplayDevice, resolveInitialToken, type Notifier } from '@medteach/api-client';
import { DEVICE_KEY_PARAM } from '@medteach/contract';
import { pairStationSocket } from '@medteach/exam-socket';
import { appConfig } from '../config';

/**
 * Display screens hang on a wall with nobody to press a button, so an expired session never opens the 401 dialog:
 * the token is dropped and the screen keeps running on its device pairing.
 */
export function unattendedNotifier(notifier: Notifier): Notifier {
  return { ...notifier, confirm401: async () => false };
}

/**
 * The device key the screen was paired with: `deviceKey` in the display URL (`#/wait?codeAddress=A1&deviceKey=…`,
 * issued in the call console). It stays in the URL, so a reload or a power cut keeps the screen paired.
 */
export function deviceKeyFrom(href: string): string | null {
  const url = new URL(href);
  const hashAt = url.hash.indexOf('?');
  const hashQuery = new URLSearchParams(hashAt >= 0 ? url.hash.slice(hashAt + 1) : '');
  return hashQuery.get(DEVICE_KEY_PARAM) || url.searchParams.get(DEVICE_KEY_PARAM) || null;
}

/** Sends `deviceKey` with every API call and socket handshake of this page from now on (idempotent). */
export function pairDisplay(deviceKey: string | null): void {
  pairDisplayDevice(deviceKey);
  pairStationSocket(deviceKey);
}

export function startSession(options: { notifier: Notifier; queryClient: QueryClient }) {
  configureApi({
    baseURL: appConfig.apiBaseURL,
    notifier: unattendedNotifier(options.notifier),
    // A shared exam-room screen keeps a token it was given (/paper?token=…) in memory only, never in a cookie that
    // the next page on this screen would inherit (issue 13).
    tokenStore: createMemoryTokenStore(),
    onSessionExpired: () => {
      // Without a token to drop (a revoked device key), refetching would only get the same 401 again.
      const tokens = getApiConfig().tokenStore;
      if (!tokens.get()) return;
      tokens.remove();
      void options.queryClient.invalidateQueries();
    },
    fileHost: appConfig.fileHost,
  });
  pairDisplay(typeof location === 'undefined' ? null : deviceKeyFrom(location.href));
  // /paper may be opened with ?token=… (spec §7 getByIds {examSkillIds, token}): taken off the visible URL and sent
  // as getByIds' `token` parameter.
  return resolveInitialToken();
}
