import { useEffect, useSyncExternalStore } from 'react';
import { storedOutboxSize, subscribeOutbox } from '../../features/answering/answer-outbox';

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/** Whether the browser believes it is online, following its online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
    },
    () => navigator.onLine,
  );
}

/** How many answers wait in the outbox stored under `storageKey`, kept current as it changes (any tab). */
export function useOutboxSize(storageKey: string): number {
  return useSyncExternalStore(
    (onChange) => subscribeOutbox(storageKey, onChange),
    () => storedOutboxSize(storage(), storageKey),
  );
}

/**
 * Keeps sending what waits while anything does — retries on a timer and when the connection returns — wherever the
 * learner is: the answering screen's own retries run only while it is open. `startDelivery` starts the outbox's
 * retries and resolves to their stop function; it is called only while answers wait, so the answering code it loads
 * stays out of the entry route.
 */
export function useOutboxDelivery(waiting: boolean, startDelivery: () => Promise<() => void>) {
  useEffect(() => {
    if (!waiting) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void startDelivery().then((started) => {
      if (ended) started();
      else stop = started;
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [waiting, startDelivery]);
}
