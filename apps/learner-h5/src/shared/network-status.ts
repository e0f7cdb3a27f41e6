import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * React Query's idea of the network (issue 18, the home opened offline). React Query v5's onlineManager starts as
 * online and only follows the window's online/offline events, so an installed app opened with no network at all
 * (no event fires) would send its queries, fail and retry. Telling it once that the browser is offline
 * (`navigator.onLine === false` is reliable; `true` is not) makes queries pause at once instead — and they resume
 * by themselves on the `online` event, which the onlineManager already follows.
 */
export function syncOnlineManagerWithBrowser(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(() => onChange());

/** Whether React Query considers the network available (paused queries wait for it), kept current. */
export const useNetworkOnline = (): boolean => useSyncExternalStore(subscribe, () => onlineManager.isOnline());

/**
 * A query whose server data is missing because there is no network: nothing loaded yet in this tab and either the
 * network is known to be gone or React Query paused the fetch for it. Data loaded before stays shown offline.
 */
export const missingOffline = (online: boolean, query: { data: unknown; fetchStatus: string }): boolean =>
  query.data === undefined && (!online || query.fetchStatus === 'paused');
