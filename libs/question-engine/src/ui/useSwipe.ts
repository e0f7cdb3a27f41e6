import { useRef, type TouchEvent } from 'react';
import { decideSwipe, SWIPE_THRESHOLD_PX, type SwipeDirection } from '../model/swipe';

/**
 * Touch handlers for the answering and paper screens (spec §4/§9): swipe left = next, right = previous. A swipe
 * counts only when the finger moved more sideways than up or down and further than SWIPE_THRESHOLD_PX, so scrolling
 * a long question never changes it. A cancelled touch (system gesture, incoming call) forgets its start so the next
 * touch-end cannot be paired with a stale start point.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const direction = decideSwipe(touch.clientX - from.x, touch.clientY - from.y, SWIPE_THRESHOLD_PX);
      if (direction) onSwipe(direction);
    },
    onTouchCancel() {
      start.current = null;
    },
  };
}
