/**
 * Every bench in smoke mode (tools/bench/lib/smoke.mjs: tiny sizes), so a bench that no longer runs fails here and
 * not on the day someone needs its figures: `npm run bench:smoke`, which builds the apps first (Nx's cache) and finds
 * or installs Chromium. Each bench must exit 0 and print its figures; how fast they are is not judged. The api-server
 * bundle is built once and the benches told so (BENCH_API_SERVER_BUILT), instead of each asking Nx again.
 */
import { ensureBrowser } from '../find-browser.mjs';
import { buildApiServer } from '../lib/server.mjs';
import { BENCH_TIMEOUT_MS, expectRuns, ms, took } from './lib/smoke-run';

describe('every bench in smoke mode', () => {
  beforeAll(async () => {
    ensureBrowser();
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

  it('bench:station, part 1', () =>
    expectRuns('station-latency.mjs', [], [new RegExp(`console action → displays\\s+${ms}`), new RegExp(`raw socket.io broadcast\\s+${ms}`), new RegExp(`console call → next frame\\s+${ms}`)]), BENCH_TIMEOUT_MS);

  it('bench:bundle (dist/apps as built)', () => expectRuns('bundle-size.mjs', [], [/Bundle size \(gzip level \d\)/, /learner-h5/]), BENCH_TIMEOUT_MS);

  it('bench:budget (dist/apps as built)', () => expectRuns('bundle-budget.mjs', [], [/learner-h5/]), BENCH_TIMEOUT_MS);

  it('bench:station, part 2 (Chromium)', () => expectRuns('station-memory.mjs', [], [/Station board memory: \d+ events/, /No growth trend/]), BENCH_TIMEOUT_MS);

  it('bench:latency (Chromium)', () => expectRuns('answer-latency.mjs', [], [new RegExp(`p95 ${ms}|${ms}`)]), BENCH_TIMEOUT_MS);

  it('bench:service-desk (Chromium)', () => expectRuns('service-desk-latency.mjs', [], [new RegExp(`agent reply → student paint: p50 ${ms}, p95 ${ms}`)]), BENCH_TIMEOUT_MS);

  it('bench:lighthouse, one page once (Chromium)', () => expectRuns('lighthouse.mjs', [], [/landing-pages/, /Target: every score/]), BENCH_TIMEOUT_MS);
});
