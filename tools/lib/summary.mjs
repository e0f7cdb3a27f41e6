/** Picks the runners' own summary lines out of the tail of their output (npm test prints them last). */

/** Nx run-many: "NX   Successfully ran targets …" / "NX   Ran targets …", the ✔/✖ counts and failed tasks. */
const NX_SUMMARY = /^\s*NX\s+(Successfully ran|Ran targets?|Running targets?)|^\s*[✔✖]\s+\d+\/\d+|^\s*-\s+[\w@/.-]+:[\w:-]+\s*$|^\s*Failed tasks:/;
/** Playwright list reporter: "23 passed (1.1m)", "1 failed" … and, below a count, the failed test titles. */
const PLAYWRIGHT_COUNT = /^\s*\d+ (passed|failed|flaky|skipped|did not run|interrupted)\b/;
const PLAYWRIGHT_TITLE = /^\s*\[[\w-]+\] › .+$/;

/**
 * @param {'nx' | 'playwright'} runner
 * @param {string[]} tail last output lines of that runner
 * @returns {string[]}
 */
export function summaryLines(runner, tail) {
  if (runner === 'nx') return tail.filter((line) => NX_SUMMARY.test(line)).map((line) => line.trim());
  const firstCount = tail.findIndex((line) => PLAYWRIGHT_COUNT.test(line));
  if (firstCount < 0) return [];
  return tail
    .slice(firstCount)
    .filter((line) => PLAYWRIGHT_COUNT.test(line) || PLAYWRIGHT_TITLE.test(line))
    .map((line) => line.trim());
}
