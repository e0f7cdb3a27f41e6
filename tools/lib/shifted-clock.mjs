/**
 * Preload of the e2e clock override (clock-offset.mjs; docs/testing.md "e2e clock override"). FOR TESTS ONLY:
 *
 *   MEDTEACH_CLOCK_OFFSET_MS=86400000 node --import ./tools/lib/shifted-clock.mjs --import tsx apps/api-server/src/main.ts
 *
 * runs the process one day ahead. Without the variable (or with 0) it changes nothing; a value that is not a whole
 * number of milliseconds stops the process at once, and so does a shift with NODE_ENV=production (as DEMO_MODE=1
 * does): production never loads this file.
 */
import { isMainThread } from 'node:worker_threads';
import { CLOCK_OFFSET_ENV, parseClockOffset, shiftedDate } from './clock-offset.mjs';

const offset = parseClockOffset(process.env[CLOCK_OFFSET_ENV]);
if (offset !== 0) {
  if (process.env.NODE_ENV === 'production') throw new Error(`${CLOCK_OFFSET_ENV} shifts the clock for testing; it is refused with NODE_ENV=production`);
  const RealDate = globalThis.Date;
  const ShiftedDate = shiftedDate(RealDate, offset);
  // `date.constructor` names the shifted one too (code that copies a date with `new d.constructor()`).
  Object.defineProperty(RealDate.prototype, 'constructor', { value: ShiftedDate, writable: true, configurable: true });
  globalThis.Date = ShiftedDate;
  // Once per process: Node also runs `--import` in its module-hooks thread (tsx's loader), which shifts the same way.
  if (isMainThread) process.emitWarning(`the clock is shifted by ${offset} ms (${(offset / 86_400_000).toFixed(2)} days): ${CLOCK_OFFSET_ENV}, for tests only`, { code: 'MEDTEACH_SHIFTED_CLOCK' });
}
