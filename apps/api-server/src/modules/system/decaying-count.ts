/**
 * The arithmetic of the sign-in limits (login-throttle.ts, sms-limits.ts): a stored count that loses one per quiet
 * period, and the wait it imposes. Within a free allowance the next try waits at most `minGapMs` after the last;
 * past it the wait doubles with each further count, from `firstDelayMs` up to `maxDelayMs`.
 */
export interface WaitRule {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** One count is forgiven per this much time since the last one. */
  decayMs: number;
  /** The least time between two, even within the allowance. */
  minGapMs?: number;
}

/** A stored row of a counter: how many, and when the last one was (epoch ms). */
export interface CountRow {
  count: number;
  lastAt: number;
}

/** The count still standing at `now`. */
export const decayedCount = (row: CountRow | undefined, now: number, decayMs: number): number =>
  row ? Math.max(0, row.count - Math.floor(Math.max(0, now - row.lastAt) / decayMs)) : 0;

/** How long the next try must still wait at `now` (0: it may go ahead). */
export function waitMs(row: CountRow | undefined, now: number, rule: WaitRule): number {
  const count = decayedCount(row, now, rule.decayMs);
  if (!row || count === 0) return 0;
  const gap = count < rule.free ? (rule.minGapMs ?? 0) : Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (count - rule.free));
  return Math.max(0, row.lastAt + gap - now);
}
