import { useSyncExternalStore } from 'react';

/** One ticking clock for every elapsed time on the page (one timer, not one per room). */
const TICK_MS = 1000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** This laptop's time (epoch ms), refreshed every second while a component uses it. */
export const useSecondClock = (): number => useSyncExternalStore(subscribe, () => (timer ? now : Date.now()));
