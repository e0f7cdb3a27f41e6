/**
 * The median of repeated Lighthouse runs. One run's performance score moves by several points with the machine's
 * load (TBT most of all); Lighthouse's own guidance is to run it several times and report the median run. The run
 * reported whole is the one whose performance score is the median (lower middle for an even count), as Lighthouse's
 * `computeMedianRun` picks one real run rather than mixing metrics of different runs.
 */

/**
 * @template {{ scores: Record<string, number> }} R
 * @param {R[]} runs
 * @returns {R}
 */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error('medianRun: no runs');
  const byPerformance = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return byPerformance[Math.floor((byPerformance.length - 1) / 2)];
}
