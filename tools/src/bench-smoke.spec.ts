/**
 * Benches inside `npm test`: how the import bench reads the progress answer, and that bench — the one that once
 * crashed before printing anything — run in smoke mode (tiny sizes; speed is never judged). Every bench's smoke run is
 * `npm run bench:smoke` (tools/bench/smoke.spec.ts): it starts a seeded server, and often PostgreSQL or Chromium,
 * per bench, minutes in all on 2 cores — too long for every change.
 */
import { notePhase, progressOf } from '../bench/lib/import-progress.mjs';
import { isSmoke } from '../bench/lib/smoke.mjs';
import { BENCH_TIMEOUT_MS, expectRuns } from '../bench/lib/smoke-run';
import { buildApiServer } from '../lib/server.mjs';

describe('the import progress answer as the import bench reads it', () => {
  it('has no phase while the job has not started (200 without data), and the phase once it has', () => {
    expect(progressOf({ code: 200, msg: '操作成功' })).toBeNull();
    expect(progressOf(null)).toBeNull();
    expect(progressOf({ code: 400, msg: 'jobId 格式不正确' })).toBeNull();
    expect(progressOf({ code: 200, data: { jobId: 'bench-1', phase: 'write', done: 40, total: 90 } })).toEqual({ phase: 'write', done: 40 });
  });

  it('keeps the highest count seen per phase and ignores answers without one', () => {
    const seen = new Map<string, number>();
    for (const body of [{ code: 200 }, { code: 200, data: { phase: 'read', done: 5 } }, { code: 200, data: { phase: 'read', done: 3 } }, { code: 200, msg: '操作成功' }]) notePhase(seen, body);
    expect([...seen]).toEqual([['read', 5]]);
  });

  it('knows smoke mode from --smoke or BENCH_SMOKE=1', () => {
    expect(isSmoke(['--smoke'], {})).toBe(true);
    expect(isSmoke([], { BENCH_SMOKE: '1' })).toBe(true);
    expect(isSmoke(['--engines=sqlite'], {})).toBe(false);
  });
});

describe('bench:questions in smoke mode', () => {
  beforeAll(async () => {
    const { code } = await buildApiServer();
    expect(code, 'nx run api-server:build').toBe(0);
  }, BENCH_TIMEOUT_MS);

  it('imports and reads the progress to the end', () =>
    expectRuns('question-import.mjs', ['--engines=sqlite'], [/sqlite: imported \d+ answerable questions/, /upload → answer: \d/, /done ✓/]), BENCH_TIMEOUT_MS);
});
