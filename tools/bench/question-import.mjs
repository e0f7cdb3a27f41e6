#!/usr/bin/env node
/**
 * `npm run bench:questions` (part 1): importing 10,000 questions through the back office (issue 16 "Benchmarks").
 * Generates an xlsx of the import template holding ≥ 10,000 answerable questions of all nine types (A3/A4/B as
 * groups of rows, lib/question-sheet.mjs), uploads it to POST /api/exam/question/importData as the admin against
 * an api-server on a fresh seeded database per engine, and prints: the time from upload to the answer, the server's
 * peak RSS during the import (VmRSS sampled every 50 ms) against its RSS before, and whether the progress poll
 * (GET /api/system/import/progress/{jobId}) saw the read, check and write phases move. Figures, not a test.
 * The poll answers without data until the server has started the job (the file may still be uploading): it keeps
 * polling, and once the upload is answered it polls until the finished job's phase shows (at most PHASE_WAIT_MS).
 * Options: --engines=sqlite,postgres (default both), --questions=N (10000), --smoke (24 questions).
 */
import { performance } from 'node:perf_hooks';
import { login } from './lib/accounts.mjs';
import { rssMb } from './lib/answer-load.mjs';
import { benchOptions, onEachEngine } from './lib/engine-runs.mjs';
import { notePhase } from './lib/import-progress.mjs';
import { announceSmoke, bySmoke } from './lib/smoke.mjs';
import { questionSheetFile, questionSheetRows, someCategory } from './lib/question-sheet.mjs';

const { arg, engines: ENGINES } = benchOptions();
const QUESTIONS = Number(arg('questions') ?? bySmoke(10_000, 24));
const RSS_SAMPLE_MS = 50;
const POLL_MS = 100;
/** How long, after the upload is answered, the poll waits for the finished job to show. */
const PHASE_WAIT_MS = 3_000;
const IMPORT_PATH = '/api/exam/question/importData';
const PROGRESS_PATH = '/api/system/import/progress';

/**
 * Uploads the file and watches the server while it imports.
 * @param {{ baseUrl: string, pid: number }} server
 * @param {string} token
 * @param {Buffer} file
 */
async function timedImport(server, token, file) {
  const jobId = `bench-${Date.now()}`;
  const auth = { Authorization: `Bearer ${token}` };
  const rssBefore = rssMb(server.pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), RSS_SAMPLE_MS);
  /** @type {Map<string, number>} phase → highest `done` seen */
  const seen = new Map();
  /** Until the upload is answered: poll on. After: poll until the finished job's phase shows, or PHASE_WAIT_MS. */
  let answeredAt = 0;
  const poller = (async () => {
    for (;;) {
      const res = await fetch(`${server.baseUrl}${PROGRESS_PATH}/${jobId}`, { headers: auth }).catch(() => null);
      const progress = notePhase(seen, res ? await res.json().catch(() => null) : null);
      if (answeredAt && (progress?.phase === 'done' || performance.now() - answeredAt > PHASE_WAIT_MS)) return;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  })();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'questions.xlsx');
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}${IMPORT_PATH}?jobId=${jobId}`, { method: 'POST', headers: auth, body: form });
  const body = await res.json();
  const ms = performance.now() - started;
  answeredAt = performance.now();
  clearInterval(sampler);
  await poller;
  if (body.code !== 200) throw new Error(`import refused: ${body.msg}`);
  return { ms, rssBefore, peak, report: body.data, msg: body.msg, seen };
}

announceSmoke();
await onEachEngine(ENGINES, async (engine, server) => {
  const sheetStarted = performance.now();
  const sheet = questionSheetRows({ answerable: QUESTIONS, category: await someCategory(server.db), tag: engine });
  const file = await questionSheetFile(sheet.rows);
  const built = performance.now() - sheetStarted;
  const token = await login(server.baseUrl, 'admin', 'admin123');
  const run = await timedImport(server, token, file);
  const phases = ['read', 'check', 'write', 'done'].map((p) => `${p} ${run.seen.has(p) ? `✓ (${run.seen.get(p)})` : '—'}`).join(', ');
  console.log(`\n${engine}: imported ${sheet.answerable} answerable questions (${sheet.items} items, ${sheet.rows.length} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB xlsx, built in ${(built / 1000).toFixed(1)} s)`);
  console.log(`  types: ${Object.entries(sheet.byType).map(([t, n]) => `${t} ${n}`).join(', ')}`);
  console.log(`  upload → answer: ${(run.ms / 1000).toFixed(2)} s; server says: ${run.msg} (inserted ${run.report.inserted})`);
  console.log(`  server RSS: ${run.rssBefore.toFixed(0)} MB before, peak ${run.peak.toFixed(0)} MB (+${(run.peak - run.rssBefore).toFixed(0)} MB)`);
  console.log(`  progress seen by the poll: ${phases}`);
  if (!run.seen.has('write') && !run.seen.has('done')) console.log('  (progress: the write phase was never seen — the poll runs every 100 ms)');
});
