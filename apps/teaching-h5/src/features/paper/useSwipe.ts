import { useRef } from 'react';
import { decideSwipe, SWIPE_THRESHOLD_PX, type SwipeDirection } from '@medteach/question-engine';

/**
 * Touch handlers for the answer sheet (spec §4/§9): a swipe counts when it moves over 50 px and more horizontally
 * than vertically; left = next, right = previous.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (e: React.TouchEvent) => {
      const t = e.touches[0];
      start.current = { x: t.clientX, y: t.clientY };
    },
    onTouchEnd: (e: React.TouchEvent) => {
      const t = e.changedTouches[0];
      if (!start.current) return;
      const direction = decideSwipe(t.clientX - start.current.x, t.clientY - start.current.y, SWIPE_THRESHOLD_PX);
      start.current = null;
      if (direction) onSwipe(direction);
    },
  };
}
