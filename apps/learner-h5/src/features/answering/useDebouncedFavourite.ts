import { useCallback, useEffect, useRef } from 'react';
import { toast } from '@medteach/ui-kit';
import { FAVOURITE_DEBOUNCE_MS } from './constants';
import { answeringText } from './messages';

/**
 * Favourite toggle of spec §4: taps are debounced (only the last within FAVOURITE_DEBOUNCE_MS counts), the flag
 * flips 0 → 1 / 1 → 0 only after the server agreed, with toast 已收藏 / 取消收藏; a failure shows nothing.
 * `send(next)` resolves true on success; the flag itself lives in the question data (React Query).
 */
export function useDebouncedFavourite(isFavourite: boolean, send: (next: 0 | 1) => Promise<boolean>) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ isFavourite, send });
  useEffect(() => {
    latest.current = { isFavourite, send };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  // Stable, so the bottom bar (memoised) does not re-render on every pick.
  return useCallback(() => {
    // The question tapped, even if the learner swipes on before the debounce fires.
    const tapped = latest.current;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const next = tapped.isFavourite ? 0 : 1;
      void tapped.send(next).then((ok) => {
        if (ok) toast(next === 1 ? answeringText.favourited : answeringText.favouriteRemoved);
      });
    }, FAVOURITE_DEBOUNCE_MS);
  }, []);
}
