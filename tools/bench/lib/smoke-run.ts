/**
 * Runs a bench script in smoke mode (tools/bench/lib/smoke.mjs: tiny sizes) and checks it exits 0 and prints its
 * figures; how fast it is is never judged. Used by the quick smoke run inside `npm test` (tools/src/bench-smoke.spec.ts)
 * and by every bench's smoke run (`npm run bench:smoke`, tools/bench/smoke.spec.ts).
 */
import { spawn } from 'node:child_process';
import { expect } from 'vitest';
import { BUNDLE_READY_ENV } from './server-process.mjs';
import { WORKSPACE_ROOT } from '../../lib/run.mjs';
import { join } from 'node:path';

/** Longest a smoke run may take on a busy 2-core machine (PostgreSQL starts, api-server seeds the demo school). */
export const BENCH_TIMEOUT_MS = 240_000;
export const ms = String.raw`\d+(\.\d+)? ms`;

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
export const took: string[] = [];

export async function expectRuns(script: string, args: string[], figures: RegExp[]) {
  const { code, output, seconds } = await runBench(script, args);
  took.push(`${script} ${args.join(' ')}: ${seconds.toFixed(1)} s`);
  expect(code, output.slice(-3_000)).toBe(0);
  expect(output).toContain('[smoke]');
  for (const figure of figures) expect(output, output.slice(-3_000)).toMatch(figure);
}
