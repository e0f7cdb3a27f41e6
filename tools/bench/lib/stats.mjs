/** Small statistics for the benchmarks: percentiles of latency samples and a least-squares slope. Unit-tested. */

/**
 * Nearest-rank percentile (p in 0..100) of unsorted samples; NaN for no samples.
 * @param {number[]} samples
 * @param {number} p
 */
export function percentile(samples, p) {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/**
 * p50 / p95 / max of latency samples (ms).
 * @param {number[]} samples
 */
export function latencySummary(samples) {
  return { count: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.length ? Math.max(...samples) : NaN };
}

/**
 * Least-squares line through (x, y) points: slope and intercept; slope 0 for fewer than two distinct x.
 * @param {{ x: number, y: number }[]} points
 */
export function linearFit(points) {
  const n = points.length;
  if (n === 0) return { slope: 0, intercept: 0 };
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - meanX) ** 2, 0);
  const sxy = points.reduce((s, p) => s + (p.x - meanX) * (p.y - meanY), 0);
  const slope = sxx === 0 ? 0 : sxy / sxx;
  return { slope, intercept: meanY - slope * meanX };
}

/** @param {number} ms */
export const formatMs = (ms) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : '—');
