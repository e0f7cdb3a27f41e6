import { useCallback, useEffect, useRef } from 'react';

const MS_PER_SECOND = 1000;

/**
 * Time spent on a paper (score report 用时), in whole seconds: it runs while the screen is shown and stops while
 * the app or tab is in the background, starting from what an earlier visit already spent.
 */
export function usePaperClock(spentBefore: number) {
  const spent = useRef(spentBefore * MS_PER_SECOND);
  const since = useRef<number | null>(typeof document === 'undefined' || document.visibilityState === 'visible' ? Date.now() : null);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') since.current ??= Date.now();
      else if (since.current !== null) {
        spent.current += Date.now() - since.current;
        since.current = null;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  return useCallback(() => Math.floor((spent.current + (since.current === null ? 0 : Date.now() - since.current)) / MS_PER_SECOND), []);
}
