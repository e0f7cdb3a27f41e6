import { useEffect, type RefObject } from 'react';

/** Scrolls an overflowing element by `stepPx` every `intervalMs`, back to the top after the end (unattended board). */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, stepPx: number, intervalMs: number) {
  useEffect(() => {
    const id = setInterval(() => {
      const el = ref.current;
      if (!el || el.scrollHeight <= el.clientHeight) return;
      el.scrollTop = el.scrollTop + el.clientHeight >= el.scrollHeight - 1 ? 0 : el.scrollTop + stepPx;
    }, intervalMs);
    return () => clearInterval(id);
  }, [ref, stepPx, intervalMs]);
}
