/**
 * Every bench in smoke mode (tools/bench/lib/smoke.mjs: tiny sizes), so a bench that no longer runs fails here and
 * not on the day someone needs its figures. Each must exit 0 and print its figures; how fast they are is not judged.
 * The api-server bundle is built once first and the benches told so (BENCH_API_SERVER_BUILT), instead of each asking
 * Nx again. The benches that open pages in Chromium or measure the built apps run when a browser and dist/apps are
 * there (the build is a later stage of `npm test`; `npm run build` makes it), and are reported as skipped otherwise.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findBrowser } from '../find-browser.mjs';
import { notePhase, progressOf } from '../bench/lib/import-progress.mjs';
import { BUNDLE_READY_ENV } from '../bench/lib/server-process.mjs';
import { isSmoke } from '../bench/lib/smoke.mjs';
import { FRONTEND_APPS, WORKSPACE_ROOT } from '../lib/run.mjs';
import { buildApiServer } from '../lib/server.mjs';
import { BUNDLE_REPORT_FILE } from '../vite/bundle-report.mjs';

/** Longest a smoke run may take on a busy 2-core machine (PostgreSQL starts, api-server seeds the demo school). */
const BENCH_TIMEOUT_MS = 240_000;
const DIST_APPS = join(WORKSPACE_ROOT, 'dist', 'apps');

/** Runs one bench script in smoke mode; resolves with its exit code and everything it printed. */
function runBench(script: string, args: string[] = []): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(WORKSPACE_ROOT, 'tools/bench', script), '--smoke', ...args], {
      cwd: WORKSPACE_ROOT,
      env: { ...process.env, BENCH_SMOKE: '1', [BUNDLE_READY_ENV]: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const timer = setTimeout(() => child.kill('SIGKILL'), BENCH_TIMEOUT_MS - 5_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** How long each bench took, printed at the end (the smoke runs' own cost is worth watching). */
const took: string[] = [];

async function expectRuns(script: string, args: string[], figures: RegExp[]) {
  const { code, output, seconds } = await runBench(script, args);
  took.push(`${script} ${args.join(' ')}: ${seconds.toFixed(1)} s`);
  expect(code, output.slice(-3_000)).toBe(0);
  expect(output).toContain('[smoke]');
  for (const figure of figures) expect(output, output.slice(-3_000)).toMatch(figure);
}

const ms = String.raw`\d+(\.\d+)? ms`;
const browser = (() => {
  try {
    return findBrowser();
  } catch {
    return null;
  }
})();
const built = (...apps: string[]) => apps.every((app) => existsSync(join(DIST_APPS, app, 'index.html')));

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

describe('every bench in smoke mode', () => {
  beforeAll(async () => {
    const { code } = await buildApiServer();
    expect(code, 'nx run api-server:build').toBe(0);
  }, BENCH_TIMEOUT_MS);
  afterAll(() => console.log(`bench smoke runs:\n  ${took.join('\n  ')}`));

  // PostgreSQL (a cluster and a seeded server of its own, ~10 s each) where the bench has code of its own for it: the
  // search (the trigram index, a database with a UTF-8 LC_CTYPE) and the load bench (the cluster's statistics).
  it('bench:questions — the import', () => expectRuns('question-import.mjs', ['--engines=sqlite'], [/sqlite: imported \d+ answerable questions/, /upload → answer: \d/, /done ✓/]), BENCH_TIMEOUT_MS);

  it('bench:questions — the list and search (both engines)', () =>
    expectRuns('question-search.mjs', [], [/question rows written in \d/, new RegExp(`搜索试题: .* ${ms}`), new RegExp(`sqlite: worst p95 ${ms}`), new RegExp(`postgres: worst p95 ${ms}`)]), BENCH_TIMEOUT_MS);

  it('bench:xlsx-memory', () => expectRuns('xlsx-import-memory.mjs', ['--engines=sqlite'], [/Every hostile workbook was refused/, /sqlite: server RSS at start \d+ MB/]), BENCH_TIMEOUT_MS);

  it('bench:load (both engines)', () => expectRuns('answer-load.mjs', ['--engines=sqlite,postgres'], [/answer API sqlite\s+\d+/, /answer API postgres\s+\d+/, /bare Fastify\s+\d+/, new RegExp(`question paper .*p95 ${ms}`)]), BENCH_TIMEOUT_MS);

  it('bench:logins', () => expectRuns('login-load.mjs', [], [/logins: \d+ of \d+ signed in/, new RegExp(`p99 ${ms}`)]), BENCH_TIMEOUT_MS);

  it('bench:dashboard', () => expectRuns('dashboard-latency.mjs', [], [new RegExp(`console call → station board\\s+${ms}`), /Target: call → board/]), BENCH_TIMEOUT_MS);

  // The board's paint needs Chromium and the built station-display; without them part 1 runs without the page.
  const paint = Boolean(browser) && built('station-display');
  it(`bench:station, part 1${paint ? '' : ' without the page'}`, () =>
    expectRuns('station-latency.mjs', paint ? [] : ['--no-paint'], [new RegExp(`console action → displays\\s+${ms}`), new RegExp(`raw socket.io broadcast\\s+${ms}`), ...(paint ? [new RegExp(`console call → next frame\\s+${ms}`)] : [])]), BENCH_TIMEOUT_MS);

  it.skipIf(!built(...FRONTEND_APPS))('bench:bundle (dist/apps as built)', () => expectRuns('bundle-size.mjs', [], [/Bundle size \(gzip level \d\)/, /learner-h5/]), BENCH_TIMEOUT_MS);

  it.skipIf(!FRONTEND_APPS.every((app) => existsSync(join(DIST_APPS, app, BUNDLE_REPORT_FILE))))('bench:budget (dist/apps as built)', () => expectRuns('bundle-budget.mjs', [], [/learner-h5/]), BENCH_TIMEOUT_MS);

  it.skipIf(!paint)('bench:station, part 2 (Chromium)', () => expectRuns('station-memory.mjs', [], [/Station board memory: \d+ events/, /No growth trend/]), BENCH_TIMEOUT_MS);

  it.skipIf(!browser || !built('learner-h5'))('bench:latency (Chromium)', () => expectRuns('answer-latency.mjs', [], [new RegExp(`p95 ${ms}|${ms}`)]), BENCH_TIMEOUT_MS);

  it.skipIf(!browser || !built('learner-h5', 'admin-shell'))('bench:service-desk (Chromium)', () => expectRuns('service-desk-latency.mjs', [], [new RegExp(`agent reply → student paint: p50 ${ms}, p95 ${ms}`)]), BENCH_TIMEOUT_MS);

  it.skipIf(!browser || !built('landing-pages'))('bench:lighthouse, one page once (Chromium)', () => expectRuns('lighthouse.mjs', [], [/landing-pages/, /Target: every score/]), BENCH_TIMEOUT_MS);
});
