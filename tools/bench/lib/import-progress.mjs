/**
 * The import progress poll's answer (GET /api/system/import/progress/{jobId}) as the import bench reads it. A job the
 * server has not started yet — the file is still uploading — answers 200 without `data`, as does one finished long
 * ago: the poll keeps polling until a phase appears. Unit-tested (tools/src/bench-smoke.spec.ts).
 */

/**
 * The phase and count of one answer, or null when it carries none (not started, someone else's job, an error).
 * @param {unknown} body the parsed JSON answer
 * @returns {{ phase: string, done: number } | null}
 */
export function progressOf(body) {
  const b = /** @type {{ code?: unknown, data?: { phase?: unknown, done?: unknown } } | null} */ (body);
  if (!b || b.code !== 200 || !b.data || typeof b.data.phase !== 'string') return null;
  return { phase: b.data.phase, done: Number(b.data.done) || 0 };
}

/**
 * Adds one answer to the phases seen (phase → highest `done`); answers without a phase change nothing.
 * @param {Map<string, number>} seen
 * @param {unknown} body
 */
export function notePhase(seen, body) {
  const progress = progressOf(body);
  if (progress) seen.set(progress.phase, Math.max(seen.get(progress.phase) ?? 0, progress.done));
  return progress;
}
