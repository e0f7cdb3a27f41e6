import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (onChange: () => void) => onlineManager.subscribe(() => onChange());

/** Whether React Query considers the network available (paused queries wait for it), kept current. */
export const useNetworkOnline = (): boolean => useSyncExternalStore(subscribe, () => onlineManager.isOnline());

/**
 * A query whose server data is missing because there is no network: nothing loaded yet in this tab and either the
 * network is known to be gone or React Query paused the fetch for it. Data loaded before stays shown offline.
 */
export const missingOffline = (online: boolean, query: { data: unknown; fetchStatus: string }): boolean =>
  query.data === undefined && (!online || query.fetchStatus === 'paused');
