/** Spec §9: swipe threshold 50 px in paper screens (the carousel uses 80 px elsewhere). */
export const SWIPE_THRESHOLD_PX = 50;

export type SwipeDirection = 'next' | 'prev';

/**
 * Swipe left = next, right = previous; it counts only when horizontal movement beats vertical movement and,
 * when a threshold is given, exceeds it. `dx`/`dy` are end minus start.
 */
export function decideSwipe(dx: number, dy: number, thresholdPx = 0): SwipeDirection | null {
  const horizontal = Math.abs(dx);
  if (horizontal <= Math.abs(dy) || horizontal <= thresholdPx) return null;
  return dx < 0 ? 'next' : 'prev';
}
