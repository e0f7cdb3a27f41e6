#!/usr/bin/env node
/**
 * `npm run bench:xlsx-memory`: does the server's memory stay flat when an admin uploads a hostile workbook?
 *
 * Against an api-server on a fresh seeded database per engine (loopback, temporary data), uploads to the question
 * import (POST /api/exam/question/importData, as the admin) one after another:
 * - the reported attack: a 2 MB workbook whose shared strings repeat one text eight million times;
 * - a flood of varied one-character shared strings, more than the limit allows;
 * - a zip bomb: a sheet that inflates to a gigabyte of blank rows;
 * - a sheet of a thousand named columns and thousands of rows with one cell each;
 * - the worst workbook the limits let through: shared strings just under the count limit, one data row;
 * - a normal question file (--questions=N answerable questions, 2,000 by default), which must go in.
 * The hostile ones go --rounds=N times (2 by default): memory that is only held, not leaked, stops growing after the
 * first round. For each it prints the upload's size, the answer, the time to the answer and the server's RSS (VmRSS
 * sampled every 50 ms): before, the peak while importing, and after (once the answer is in and the server has had a
 * moment; V8 keeps freed pages a while, so "after" falls slowly, but it must not climb round after round). Exits
 * 1 when the server dies (out of memory, say), a hostile workbook is not refused, the normal one is not imported, or
 * a refused workbook raises the peak more than --budget-mb (200 by default) above the RSS before it.
 * The workbooks are built by apps/api-server/test/support/hostile-xlsx.ts (shared with the import specs).
 * Options: --engines=sqlite,postgres (default both), --questions=N, --budget-mb=N, --rounds=N, --smoke (24 questions,
 * one round, one hostile workbook at its full size: the 1,000-column sheet).
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { tsImport } from 'tsx/esm/api';
import { WORKSPACE_ROOT } from '../lib/run.mjs';
import { login } from './lib/accounts.mjs';
import { rssMb } from './lib/answer-load.mjs';
import { benchOptions, onEachEngine } from './lib/engine-runs.mjs';
import { SHEET_HEADER, questionSheetFile, questionSheetRows, someCategory } from './lib/question-sheet.mjs';
import { announceSmoke, bySmoke, SMOKE } from './lib/smoke.mjs';

const { arg, engines: ENGINES } = benchOptions();
const QUESTIONS = Number(arg('questions') ?? bySmoke(2_000, 24));
const BUDGET_MB = Number(arg('budget-mb') ?? 200);
const ROUNDS = Number(arg('rounds') ?? bySmoke(2, 1));
const IMPORT_PATH = '/api/exam/question/importData';
const HEALTH_PATH = '/api/health';
const RSS_SAMPLE_MS = 50;
/** Time the server gets after an answer before its RSS is read as "after". */
const SETTLE_MS = 1_000;
const MB = 1024 * 1024;
/** The refusal every hostile workbook must get (ImportMessages.abnormal in libs/contract). */
const ABNORMAL = '文件过大或内容异常，无法导入';

/** @type {typeof import('../../apps/api-server/test/support/hostile-xlsx')} */
const hostile = await tsImport(join(WORKSPACE_ROOT, 'apps/api-server/test/support/hostile-xlsx.ts'), import.meta.url);

/**
 * The workbooks, built once: `expect` is what the server must answer.
 * @typedef {{ name: string, file: Buffer, expect: 'refused' | 'read' | 'imported' }} Upload
 */
async function hostileUploads() {
  const header = SHEET_HEADER;
  /** @type {Upload[]} */
  const uploads = [];
  /** @param {string} name @param {Upload['expect']} expect @param {() => Promise<Buffer>} build */
  const add = async (name, expect, build) => {
    const started = performance.now();
    const file = await build();
    process.stdout.write(`  built ${name}: ${(file.length / MB).toFixed(2)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    uploads.push({ name, file, expect });
  };
  // A smoke run sends one hostile workbook (the quickest to build) and the normal one: the checks run, in seconds.
  if (SMOKE) {
    await add('1,000 named columns × 3,000 rows', 'refused', () => hostile.wideSheet({ header, columns: 1_000, rows: 3_000 }));
    return uploads;
  }
  await add('reported attack: one text repeated as 8,000,000 shared strings', 'refused', () =>
    hostile.sharedStringsFlood({ header, strings: 8_000_000, text: '社区获得性肺炎最常见的致病菌是肺炎链球菌' }),
  );
  await add('1,100,000 varied one-character shared strings', 'refused', () => hostile.sharedStringsFlood({ header, strings: 1_100_000, text: (i) => hostile.variedText(i, 1) }));
  await add('zip bomb: a sheet of 1 GB of blank rows', 'refused', () => hostile.zipBomb({ header, inflatedMb: 1024 }));
  await add('1,000 named columns × 3,000 rows', 'refused', () => hostile.wideSheet({ header, columns: 1_000, rows: 3_000 }));
  await add('worst allowed: 990,000 varied shared strings, one data row', 'read', () => hostile.sharedStringsFlood({ header, strings: 990_000, text: (i) => hostile.variedText(i, 1) }));
  return uploads;
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Uploads one workbook and watches the server's memory.
 * @param {{ baseUrl: string, pid: number }} server
 * @param {string} token
 * @param {Upload} upload
 */
async function measuredUpload(server, token, upload) {
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid) || peak)), RSS_SAMPLE_MS);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(upload.file)]), 'import.xlsx');
  const started = performance.now();
  /** @type {{ code?: number, msg?: string }} */
  let body = {};
  let failure = '';
  try {
    const res = await fetch(`${server.baseUrl}${IMPORT_PATH}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    body = await res.json();
  } catch (err) {
    failure = `no answer: ${/** @type {Error} */ (err).message}`;
  }
  const seconds = (performance.now() - started) / 1000;
  await sleep(SETTLE_MS);
  clearInterval(sampler);
  const up = alive(server.pid) && (await fetch(`${server.baseUrl}${HEALTH_PATH}`).then((r) => r.ok, () => false));
  return { before, peak, after: up ? rssMb(server.pid) : NaN, seconds, body, failure, up };
}

/** @param {Upload} upload @param {{ code?: number, msg?: string }} body */
function verdict(upload, body) {
  if (upload.expect === 'refused') return body.code === 400 && body.msg === ABNORMAL;
  if (upload.expect === 'imported') return body.code === 200;
  // Read: the file passed the limits and its rows reached the checks (refused there: nothing written).
  return body.msg !== ABNORMAL && (body.code === 200 || body.code === 500);
}

console.log('Building the workbooks…');
const uploads = await hostileUploads();
const problems = /** @type {string[]} */ ([]);

announceSmoke();
await onEachEngine(ENGINES, async (engine, server) => {
  const sheet = questionSheetRows({ answerable: QUESTIONS, category: await someCategory(server.db), tag: engine });
  const normal = { name: `normal: ${sheet.answerable} questions (${sheet.rows.length} rows)`, file: await questionSheetFile(sheet.rows), expect: /** @type {const} */ ('imported') };
  const token = await login(server.baseUrl, 'admin', 'admin123');
  console.log(`\n${engine}: server RSS at start ${rssMb(server.pid).toFixed(0)} MB; limit for a refused workbook: peak ≤ before + ${BUDGET_MB} MB`);
  console.log(`  ${'workbook'.padEnd(67)} ${'upload'.padStart(9)} ${'before'.padStart(8)} ${'peak'.padStart(8)} ${'after'.padStart(8)} ${'time'.padStart(7)}  answer`);
  const rounds = Array.from({ length: ROUNDS }, (_, r) => uploads.map((u) => ({ ...u, name: ROUNDS > 1 ? `${r + 1}. ${u.name}` : u.name })));
  for (const upload of [...rounds.flat(), normal]) {
    const run = await measuredUpload(server, token, upload);
    const answer = run.failure || `${run.body.code} ${String(run.body.msg).split('\n')[0].slice(0, 60)}`;
    const mb = (/** @type {number} */ n) => `${n.toFixed(0)} MB`.padStart(8);
    console.log(`  ${upload.name.padEnd(67)} ${`${(upload.file.length / MB).toFixed(2)} MB`.padStart(9)} ${mb(run.before)} ${mb(run.peak)} ${mb(run.after)} ${`${run.seconds.toFixed(1)} s`.padStart(7)}  ${answer}`);
    if (!run.up) {
      problems.push(`${engine}: the server died on "${upload.name}"`);
      return;
    }
    if (!verdict(upload, run.body)) problems.push(`${engine}: "${upload.name}" answered ${answer}`);
    if (upload.expect === 'refused' && run.peak - run.before > BUDGET_MB) problems.push(`${engine}: "${upload.name}" raised the peak RSS by ${(run.peak - run.before).toFixed(0)} MB`);
  }
});

if (problems.length) {
  console.log(`\nFAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery hostile workbook was refused or read within the limits, the normal one went in, and the server stayed up.');
