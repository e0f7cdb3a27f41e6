/**
 * e2e clock override (docs/testing.md "e2e clock override", issue 18 "due the next day"): runs api-server as if it were later
 * (or earlier) than it is, for tests and for trying the app "tomorrow" by hand. Never used in production.
 *
 * `node --import <SHIFTED_CLOCK_PRELOAD>` with MEDTEACH_CLOCK_OFFSET_MS=<ms> replaces the global `Date` before any of
 * the server's code loads, so `Date.now()`, `new Date()` and `Date()` read the real clock plus the offset everywhere
 * in the server's JavaScript: token and session expiry (jose reads `new Date()`), FSRS due dates and "today"
 * (review-schedule.ts endOfDay), mock-exam deadlines, and every timestamp the server writes from JS (nowText).
 * Not shifted: SQL column defaults (`datetime('now')`, PostgreSQL `now()`: the database's clock), Node's own
 * internals (the HTTP `Date` header, file times), the monotonic clocks (`performance.now()`, timers), and worker
 * threads (Node 20 does not run `--import` in workers; the only one, core/password-worker.mjs, never reads the time).
 *
 * This module only describes the override; importing it changes nothing. shifted-clock.mjs is the preload.
 */

/** The offset in milliseconds (an integer, may be negative) that shifted-clock.mjs adds to the real clock. */
export const CLOCK_OFFSET_ENV = 'MEDTEACH_CLOCK_OFFSET_MS';

/** The preload module, as a URL for `node --import`. */
export const SHIFTED_CLOCK_PRELOAD = new URL('./shifted-clock.mjs', import.meta.url).href;

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The offset an env value asks for: 0 when unset or empty. Anything but an integer is refused (thrown), so that a
 * typo never runs the server on the real clock while the tester believes it is shifted.
 * @param {string | undefined} raw
 * @returns {number}
 */
export function parseClockOffset(raw) {
  if (raw === undefined || raw.trim() === '') return 0;
  const offset = Number(raw);
  if (!Number.isSafeInteger(offset)) throw new Error(`${CLOCK_OFFSET_ENV} must be a whole number of milliseconds, not "${raw}"`);
  return offset;
}

/**
 * What a spawned node process needs to run on a clock `offsetMs` away from the real one: node flags (before the
 * entry) and env entries. An offset of 0 needs nothing: the preload is not loaded at all.
 * @param {number} offsetMs
 * @returns {{ nodeArgs: string[], env: Record<string, string> }}
 */
export function shiftedClockLaunch(offsetMs) {
  if (!Number.isSafeInteger(offsetMs)) throw new Error(`a clock offset must be a whole number of milliseconds, not ${offsetMs}`);
  if (offsetMs === 0) return { nodeArgs: [], env: {} };
  return { nodeArgs: ['--import', SHIFTED_CLOCK_PRELOAD], env: { [CLOCK_OFFSET_ENV]: String(offsetMs) } };
}

/**
 * A `Date` whose "now" is `offsetMs` from `RealDate`'s: `now()`, `new Date()` and `Date()` (the string) are shifted;
 * everything given a time (`new Date(ms)`, `new Date('2026-01-01')`, `Date.UTC`, `Date.parse`) is not. The objects it
 * makes are ordinary dates (same prototype: `instanceof Date` and `Object.prototype.toString` hold, drivers that
 * serialise dates see no difference), and classes extending it work.
 * @param {DateConstructor} RealDate
 * @param {number} offsetMs
 * @returns {DateConstructor}
 */
export function shiftedDate(RealDate, offsetMs) {
  const now = () => RealDate.now() + offsetMs;
  /**
   * A function, not a class: `Date()` called without `new` must answer a string, as the real one does.
   * @this {unknown}
   * @param {...unknown} args
   */
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    const dateArgs = /** @type {[string | number | Date]} */ (args.length === 0 ? [now()] : args);
    return Reflect.construct(RealDate, dateArgs, /** @type {new (...a: any[]) => any} */ (/** @type {unknown} */ (new.target)));
  }
  Object.setPrototypeOf(ShiftedDate, RealDate); // Date.UTC, Date.parse
  Object.defineProperty(ShiftedDate, 'prototype', { value: RealDate.prototype, writable: false });
  Object.defineProperty(ShiftedDate, 'length', { value: RealDate.length });
  Object.defineProperty(ShiftedDate, 'name', { value: RealDate.name });
  Object.defineProperty(ShiftedDate, 'now', { value: now, writable: true, configurable: true });
  Object.defineProperty(ShiftedDate, 'toString', { value: () => RealDate.toString(), writable: true, configurable: true });
  return /** @type {DateConstructor} */ (/** @type {unknown} */ (ShiftedDate));
}
