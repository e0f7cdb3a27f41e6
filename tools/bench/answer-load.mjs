#!/usr/bin/env node
/**
 * `npm run bench:load`: api-server under load (issue 9 "Performance", issue 3 "Proof"). Loopback only, bounded.
 *
 * 1. api-server on a temporary seeded database; student01 … student30 log in; the bench finds a study bank, its
 *    categories and questions through the API, as the learner app does.
 * 2. For each connection count (default 500, then 200): autocannon keeps that many connections answering through
 *    POST /api/exam/studyQuestionRecord/add for the duration (default 60 s), request n as student (n mod 30),
 *    each student walking the questions from its own offset. Then, same connections and duration, a bare Fastify route in its own
 *    process: the baseline. Errors = non-2xx, a body code other than 200, or a socket error/timeout.
 * 3. Stored: the answer table's row count before and after each run against the answers acknowledged.
 * 4. Drawing a 200-question paper: POST /api/exam/studyPaper/add with num 200, one at a time, p50/p95.
 * Prints req/s and p50/p99 next to the bare route, server RSS before and after; targets of issue 3 (at 200
 * connections ≥ 0.4 × bare req/s, p99 ≤ 50 ms; paper ≤ 50 ms) and issue 9 (0 errors, every answer stored).
 * Options: --connections=500,200 --duration=60 (s) --papers=30 --major-type=1 --json --strict (exit 1 on a miss).
 */
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { studentTokens } from './lib/accounts.mjs';
import { BARE_PATH, nthAnswer, rssMb, storageVerdict, studentOfRequest, tableCounts, tableGrowth } from './lib/answer-load.mjs';
import { LOOPBACK, startBareFastify, startBenchApiServer } from './lib/api-server-process.mjs';
import { answerBody, COMPOSITION_CAP, compositionBody, discoverPractice, qbClient, QB_PATHS } from './lib/question-bank-api.mjs';
import { formatMs, percentile } from './lib/stats.mjs';

const args = process.argv.slice(2);
/** @param {string} name */
const arg = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const CONNECTIONS = (arg('connections') ?? '500,200').split(',').map(Number);
const DURATION_S = Number(arg('duration') ?? 60);
const PAPERS = Number(arg('papers') ?? 30);
const MAJOR_TYPE = Number(arg('major-type') ?? 1);
/** Issue 3 targets, checked at this connection count. */
const ISSUE3_CONNECTIONS = 200;
const TARGET_BARE_SHARE = 0.4;
const TARGET_P99_MS = 50;
const TARGET_PAPER_MS = 50;
/** A request still unanswered after this long counts as an error (bounded run). */
const REQUEST_TIMEOUT_S = 10;
/** Short uncounted run first: JIT, SQLite page cache, connection set-up. */
const WARMUP_S = 3;
const WARMUP_PAPERS = 3;

/**
 * One autocannon run; with `answers`, each connection answers as its student and acknowledged answers are tallied.
 * @param {string} url
 * @param {number} connections
 * @param {number} duration seconds
 * @param {null | { tokens: string[], practice: Awaited<ReturnType<typeof discoverPractice>>, pairs: Set<string> }} answers
 */
async function load(url, connections, duration, answers) {
  let sent = 0;
  let acknowledged = 0;
  let refused = 0;
  /** @param {any} req @param {any} context (kept from a request's set-up to its response) */
  const setupRequest = (req, context) => {
    if (!answers) return { ...req, body: JSON.stringify({ questionId: 1, result: 'A' }) };
    const { student, k } = studentOfRequest(sent++, answers.tokens.length);
    const { question, result } = nthAnswer(answers.practice.questions, student, k);
    context.pair = `${student}:${question.questionId}`;
    return {
      ...req,
      headers: { ...req.headers, Authorization: `Bearer ${answers.tokens[student]}` },
      body: JSON.stringify(answerBody(answers.practice, question, result)),
    };
  };
  /** @param {number} status @param {string} body @param {any} context */
  const onResponse = (status, body, context) => {
    let code = 0;
    try {
      code = JSON.parse(body).code;
    } catch {
      // not JSON: counted as refused below
    }
    if (status >= 200 && status < 300 && code === 200) {
      acknowledged++;
      answers?.pairs.add(context.pair);
    } else refused++;
  };
  const result = await autocannon({
    url,
    connections,
    duration,
    timeout: REQUEST_TIMEOUT_S,
    requests: [{ method: 'POST', headers: { 'content-type': 'application/json', 'Device-Type': 'app' }, setupRequest, onResponse }],
  });
  return {
    connections,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon's `errors` include timeouts; `refused` covers non-2xx and any body code other than 200.
    errors: result.errors + refused,
    non2xx: result.non2xx,
    refused,
    acknowledged,
  };
}

const server = await startBenchApiServer();
const bare = await startBareFastify();
try {
  const tokens = await studentTokens(server.baseUrl);
  const qb = qbClient(server.baseUrl, tokens[0]);
  const practice = await discoverPractice(qb, MAJOR_TYPE);
  console.error(`study bank ${practice.studyBankId}: ${practice.categoryIds.length} categories, ${practice.questions.length} questions; ${tokens.length} students`);
  const answerUrl = `${server.baseUrl}/api${QB_PATHS.answer}`;
  const pairs = new Set();

  await load(answerUrl, Math.min(50, CONNECTIONS[0]), WARMUP_S, { tokens, practice, pairs });
  await load(bare.baseUrl + BARE_PATH, 50, WARMUP_S, null);
  const rssBefore = rssMb(server.pid);

  const runs = [];
  for (const connections of CONNECTIONS) {
    const pairsBefore = pairs.size;
    const countsBefore = tableCounts(server.dbFile);
    console.error(`answering: ${connections} connections for ${DURATION_S} s …`);
    const api = await load(answerUrl, connections, DURATION_S, { tokens, practice, pairs });
    const growth = tableGrowth(countsBefore, tableCounts(server.dbFile));
    const answerTable = growth[0] ?? { table: '(none)', gained: 0 };
    const stored = storageVerdict({ gained: answerTable.gained, acknowledged: api.acknowledged, newPairs: pairs.size - pairsBefore });
    console.error(`bare Fastify: ${connections} connections for ${DURATION_S} s …`);
    const base = await load(bare.baseUrl + BARE_PATH, connections, DURATION_S, null);
    runs.push({ connections, api, bare: base, answerTable, otherTables: growth.slice(1), stored });
  }
  const rssAfter = rssMb(server.pid);

  // Drawing a 200-question paper, one request at a time.
  const paperMs = [];
  let drawn = NaN;
  for (let i = 0; i < WARMUP_PAPERS + PAPERS; i++) {
    const t0 = performance.now();
    const paperId = await qb.post(QB_PATHS.compositionCreate, compositionBody(practice, COMPOSITION_CAP, `压测组卷${i + 1}`));
    const ms = performance.now() - t0;
    if (i >= WARMUP_PAPERS) paperMs.push(ms);
    if (i === 0) drawn = Number.isFinite(Number(paperId)) ? Number(paperId) : NaN;
  }

  const report = { date: new Date().toISOString(), durationS: DURATION_S, students: tokens.length, questions: practice.questions.length, rssBeforeMb: rssBefore, rssAfterMb: rssAfter, runs, paper: { count: paperMs.length, p50: percentile(paperMs, 50), p95: percentile(paperMs, 95), firstPaperId: drawn } };
  if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(`\nAnswer submission under load (${LOOPBACK}, ${DURATION_S} s per run, ${tokens.length} students, ${practice.questions.length} questions)\n`);
    console.log(`${'conn'.padStart(5)}  ${'target'.padEnd(13)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'requests'.padStart(9)} ${'errors'.padStart(7)}`);
    for (const r of runs) {
      for (const [label, s] of /** @type {const} */ ([['answer API', r.api], ['bare Fastify', r.bare]])) {
        console.log(`${String(r.connections).padStart(5)}  ${label.padEnd(13)} ${s.rps.toFixed(0).padStart(8)} ${formatMs(s.p50).padStart(8)} ${formatMs(s.p99).padStart(8)} ${String(s.requests).padStart(9)} ${String(s.errors).padStart(7)}`);
      }
      console.log(
        `       stored: ${r.answerTable.table} +${r.answerTable.gained} rows for ${r.api.acknowledged} acknowledged answers → ${r.stored.ok ? `every answer stored (${r.stored.mode})` : 'ANSWERS MISSING'}` +
          `; answer/bare = ${(r.api.rps / r.bare.rps).toFixed(2)}`,
      );
    }
    console.log(`\napi-server RSS: ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after`);
    console.log(`200-question paper (${QB_PATHS.compositionCreate}, num ${COMPOSITION_CAP}): p50 ${formatMs(report.paper.p50)}, p95 ${formatMs(report.paper.p95)} over ${paperMs.length}`);
  }

  const misses = [];
  for (const r of runs) {
    if (r.api.errors > 0) misses.push(`${r.connections} connections: ${r.api.errors} errors`);
    if (!r.stored.ok) misses.push(`${r.connections} connections: ${r.answerTable.gained} rows stored for ${r.api.acknowledged} answers`);
    if (r.connections === ISSUE3_CONNECTIONS) {
      if (r.api.rps < TARGET_BARE_SHARE * r.bare.rps) misses.push(`${r.connections} connections: ${(r.api.rps / r.bare.rps).toFixed(2)} × bare < ${TARGET_BARE_SHARE}`);
      if (r.api.p99 > TARGET_P99_MS) misses.push(`${r.connections} connections: p99 ${r.api.p99} ms > ${TARGET_P99_MS} ms`);
    }
  }
  if (report.paper.p95 > TARGET_PAPER_MS) misses.push(`paper p95 ${formatMs(report.paper.p95)} > ${TARGET_PAPER_MS} ms`);
  console.log(misses.length ? `\nTargets MISSED:\n  ${misses.join('\n  ')}` : '\nAll targets met.');
  if (misses.length && args.includes('--strict')) process.exitCode = 1;
} finally {
  await bare.stop();
  await server.stop();
}
