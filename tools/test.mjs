#!/usr/bin/env node
/**
 * `npm test`: Chromium (found or installed) → lint, typecheck and Vitest for every project → build the apps →
 * bundle budgets (tools/bench/bundle-budget.mjs, on that build's own record) → Playwright e2e. Every stage runs even after an
 * earlier failure (except e2e after a failed build), so one run shows everything; the exit code is non-zero when anything failed. Ends with the runners' own summary lines.
 */
import { ensureBrowser } from './find-browser.mjs';
import { buildApps, nxEnv, run } from './lib/run.mjs';
import { runE2e } from './lib/e2e.mjs';
import { summaryLines } from './lib/summary.mjs';
import { availableParallelism } from 'node:os';

/** Nx tasks at once: one per core (at least 2: a 2-core CI machine runs two). */
const PARALLEL = Math.max(2, availableParallelism());

const started = Date.now();
/** @type {{ stage: string, ok: boolean, summary: string[], seconds: number }[]} */
const results = [];
let stageStarted = Date.now();
/** Records a stage's outcome and how long it took since the previous one ended. */
function record(/** @type {{ stage: string, ok: boolean, summary: string[] }} */ result) {
  results.push({ ...result, seconds: Math.round((Date.now() - stageStarted) / 1000) });
  stageStarted = Date.now();
}

/** @param {string} text */
function banner(text) {
  console.log(`\n=== ${text} ===\n`);
}

banner('Chromium');
try {
  console.log(ensureBrowser());
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

stageStarted = Date.now();
banner('lint, typecheck, unit and component tests (Nx)');
const checks = await run('npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', `--parallel=${PARALLEL}`, '--outputStyle=static'], { env: nxEnv() });
record({ stage: 'lint + typecheck + test', ok: checks.code === 0, summary: summaryLines('nx', checks.tail) });

banner('build the apps');
const build = await buildApps();
record({ stage: 'build', ok: build.code === 0, summary: summaryLines('nx', build.tail) });

banner('bundle budgets (issue 9: entry route ≤ 1.2 × floor, lazy chunks ≤ 60 KB gzip, routes lazy)');
const budget = build.code === 0 ? await run(process.execPath, ['tools/bench/bundle-budget.mjs', '--from-dist']) : { code: 1, tail: ['not run: the build failed'] };
record({ stage: 'bundle budgets', ok: budget.code === 0, summary: budget.tail.filter((l) => /^(FAIL|All budgets)|budget|over/.test(l)).slice(-8) });

if (build.code === 0) {
  banner('Playwright e2e');
  const e2e = await runE2e();
  record({ stage: 'e2e', ok: e2e.code === 0, summary: summaryLines('playwright', e2e.tail) });
} else {
  record({ stage: 'e2e', ok: false, summary: ['not run: the build failed'] });
}

banner(`summary (${Math.round((Date.now() - started) / 1000)} s)`);
for (const r of results) {
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.stage} (${r.seconds} s)`);
  for (const line of r.summary) console.log(`      ${line}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
