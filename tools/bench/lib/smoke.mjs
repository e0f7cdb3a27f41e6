/**
 * Smoke mode of the benches (`--smoke` or BENCH_SMOKE=1): the same code path at tiny sizes, a few seconds per bench,
 * so tools/src/bench-smoke.spec.ts can run every bench on each test run and a bench cannot break unseen. Smoke
 * figures mean nothing: nothing is judged against a target (a missed target never fails a smoke run).
 */

/** @param {string[]} [argv] @param {NodeJS.ProcessEnv} [env] */
export const isSmoke = (argv = process.argv.slice(2), env = process.env) => argv.includes('--smoke') || env.BENCH_SMOKE === '1';

export const SMOKE = isSmoke();

/**
 * A size: the smoke one in smoke mode, else the full one.
 * @template T
 * @param {T} full
 * @param {T} smoke
 * @returns {T}
 */
export const bySmoke = (full, smoke) => (SMOKE ? smoke : full);

/** Printed first by every bench in smoke mode, so a reader of the output never takes its figures for real ones. */
export function announceSmoke() {
  // On stderr: a bench's --json output stays JSON.
  if (SMOKE) console.error('[smoke] tiny sizes: checks that the bench runs, its figures mean nothing');
}
