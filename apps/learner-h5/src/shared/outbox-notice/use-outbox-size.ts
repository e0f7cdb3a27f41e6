import { useSyncExternalStore } from 'react';
import { storedOutboxSize, subscribeOutbox } from '../answer-outbox';

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser believes it is online, following its online/offline events. */
export const useOnline = (): boolean => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

/** How many answers wait in the outbox stored under `storageKey`, kept current as it changes (any tab). */
export function useOutboxSize(storageKey: string): number {
  return useSyncExternalStore(
    (onChange) => subscribeOutbox(storageKey, onChange),
    () => storedOutboxSize(storage(), storageKey),
  );
}
