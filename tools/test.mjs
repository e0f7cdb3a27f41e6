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

const started = Date.now();
/** @type {{ stage: string, ok: boolean, summary: string[] }[]} */
const results = [];

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

banner('lint, typecheck, unit and component tests (Nx)');
const checks = await run('npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2', '--outputStyle=static'], { env: nxEnv() });
results.push({ stage: 'lint + typecheck + test', ok: checks.code === 0, summary: summaryLines('nx', checks.tail) });

banner('build the apps');
const build = await buildApps();
results.push({ stage: 'build', ok: build.code === 0, summary: summaryLines('nx', build.tail) });

banner('bundle budgets (issue 9: entry route ≤ 1.2 × floor, lazy chunks ≤ 60 KB gzip, routes lazy)');
const budget = build.code === 0 ? await run(process.execPath, ['tools/bench/bundle-budget.mjs', '--from-dist']) : { code: 1, tail: ['not run: the build failed'] };
results.push({ stage: 'bundle budgets', ok: budget.code === 0, summary: budget.tail.filter((l) => /^(FAIL|All budgets)|budget|over/.test(l)).slice(-8) });

if (build.code === 0) {
  banner('Playwright e2e');
  const e2e = await runE2e();
  results.push({ stage: 'e2e', ok: e2e.code === 0, summary: summaryLines('playwright', e2e.tail) });
} else {
  results.push({ stage: 'e2e', ok: false, summary: ['not run: the build failed'] });
}

banner(`summary (${Math.round((Date.now() - started) / 1000)} s)`);
for (const r of results) {
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.stage}`);
  for (const line of r.summary) console.log(`      ${line}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
