/** Spec §4/§9 carousel rules: a swipe moves one slide when it travels over 80 px; then swiping is locked for 1 s. */
export const CAROUSEL_SWIPE_PX = 80;
export const CAROUSEL_LOCK_MS = 1000;
/** Spec §4: the slide animation takes 0.5 s. */
export const CAROUSEL_ANIMATION_MS = 500;

export type SwipeMove = 'next' | 'prev' | null;

export interface SwipeInput {
  dx: number;
  dy: number;
  now: number;
  /** Time until which swiping stays locked after the previous move. */
  lockedUntil: number;
}

/** Left (negative dx) = next, right = previous; only mostly-horizontal swipes over the threshold, never while locked. */
export function swipeMove({ dx, dy, now, lockedUntil }: SwipeInput): SwipeMove {
  if (now < lockedUntil) return null;
  if (Math.abs(dx) <= CAROUSEL_SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}
