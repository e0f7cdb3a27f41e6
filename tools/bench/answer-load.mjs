#!/usr/bin/env node
/**
 * `npm run bench:load`: api-server under load (issue 9 "Performance", issue 3 "Proof"). Loopback only, bounded.
 *
 * 1. api-server on a temporary seeded database, plus a bench fixture of --bank-size single-choice questions in a free
 *    category of the first bank (bench-bank.mjs): a 200-question paper needs that many, and with 20 000 questions no
 *    student answers a question twice, so every acknowledged answer is a row of its own. student01 … student30 log
 *    in; the bench finds the bank, its categories and their open, answerable questions through the API.
 * 2. For each connection count (default 500, then 200): autocannon keeps that many connections answering through
 *    POST /api/exam/studyQuestionRecord/add for the duration (default 60 s), request n as student (n mod 30), each
 *    student walking the questions from its own offset with a valid answer for the type. Then, same connections and
 *    duration, a bare Fastify route in its own process: the baseline. Errors = non-2xx, a body code other than 200,
 *    or a socket error/timeout.
 * 3. Stored: every student × question row read back and compared with the latest acknowledged answer; rows of
 *    answers refused or never sent count as unexplained.
 * 4. Drawing a 200-question paper: POST /api/exam/studyPaper/add with num 200, one at a time, p50/p95.
 * Prints req/s and p50/p99 next to the bare route, the server CPU share and requests per CPU-second (the figure a
 * busy machine does not skew), server RSS before and after; targets of issue 3 (at 200 connections ≥ 0.4 × bare
 * req/s, p99 ≤ 50 ms; paper ≤ 50 ms) and issue 9 (0 errors, every answer stored).
 * Options: --connections=500,200 --duration=60 (s) --papers=30 --major-type=1 --bank-size=20000 --json
 * --strict (exit 1 on a miss) --cpu-prof=<dir> (V8 profile of the server, written when it stops).
 */
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { studentName, studentTokens } from './lib/accounts.mjs';
import { AnswerLedger, BARE_PATH, cpuSeconds, nthAnswer, rssMb, storageVerdict, studentOfRequest, tableCounts, tableGrowth } from './lib/answer-load.mjs';
import { LOOPBACK, startBareFastify, startBenchApiServer } from './lib/api-server-process.mjs';
import { addBenchQuestions, storedPracticeAnswers, userIdsOf } from './lib/bench-bank.mjs';
import { answerBody, COMPOSITION_CAP, compositionBody, discoverPractice, qbClient, QB_PATHS } from './lib/question-bank-api.mjs';
import { formatMs, percentile } from './lib/stats.mjs';

const args = process.argv.slice(2);
/** @param {string} name */
const arg = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const CONNECTIONS = (arg('connections') ?? '500,200').split(',').map(Number);
const DURATION_S = Number(arg('duration') ?? 60);
const PAPERS = Number(arg('papers') ?? 30);
const MAJOR_TYPE = Number(arg('major-type') ?? 1);
/**
 * Questions the fixture adds to the bank (bench-bank.mjs). 20 000 × 30 students = 600 000 distinct answers: more
 * than two 60 s runs send on this machine, so each acknowledged answer should be a row of its own.
 */
const BANK_SIZE = Number(arg('bank-size') ?? 20_000);
/** `--cpu-prof=<dir>`: the api-server writes a V8 CPU profile there when it stops (open in Chrome DevTools). */
const CPU_PROF_DIR = arg('cpu-prof');
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
 * @typedef {{ tokens: string[], userIds: number[], practice: Awaited<ReturnType<typeof discoverPractice>>, ledger: AnswerLedger, walk: { next: number } }} Answering
 */

/**
 * One autocannon run against the server of process `pid`; with `answers`, each request answers as its student and acknowledged answers go to the
 * ledger. The walk's request counter carries on across runs, so later runs answer questions not answered yet.
 * @param {string} url
 * @param {number} pid the server's process, whose CPU time the run uses
 * @param {number} connections
 * @param {number} duration seconds
 * @param {Answering | null} answers
 */
async function load(url, pid, connections, duration, answers) {
  const cpuBefore = cpuSeconds(pid);
  let refused = 0;
  let acknowledged = 0;
  /** @param {any} req @param {any} context (per connection; one request in flight per connection) */
  const setupRequest = (req, context) => {
    if (!answers) return { ...req, body: JSON.stringify({ questionId: 1, result: 'A' }) };
    const n = answers.walk.next++;
    const { student, k } = studentOfRequest(n, answers.tokens.length);
    const { question, result } = nthAnswer(answers.practice.questions, student, k);
    context.answer = { pair: `${answers.userIds[student]}:${question.questionId}`, n, result };
    answers.ledger.sent(context.answer.pair, n, result);
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
      if (answers) answers.ledger.acknowledge(context.answer.pair, context.answer.n, context.answer.result);
    } else {
      refused++;
      if (answers) answers.ledger.refuse(context.answer.pair, context.answer.n);
      if (refused <= 3) console.error(`refused: HTTP ${status} ${body.slice(0, 200)}`);
    }
  };
  const result = await autocannon({
    url,
    connections,
    duration,
    timeout: REQUEST_TIMEOUT_S,
    requests: [{ method: 'POST', headers: { 'content-type': 'application/json', 'Device-Type': 'app' }, setupRequest, onResponse }],
  });
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    connections,
    requests: result.requests.total,
    // Requests per second of server CPU: what the route costs, whatever share of the machine it was given.
    perCpuSecond: result.requests.total / cpu,
    cpuShare: cpu / duration,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon's `errors` include timeouts; `refused` covers non-2xx and any body code other than 200.
    errors: result.errors + refused,
    timeouts: result.timeouts,
    refused,
    acknowledged,
  };
}

const server = await startBenchApiServer({ nodeArgs: CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [] });
const bare = await startBareFastify();
try {
  const tokens = await studentTokens(server.baseUrl);
  const userIds = userIdsOf(server.dbFile, tokens.map((_, i) => studentName(i + 1)));
  const qb = qbClient(server.baseUrl, tokens[0]);
  const practice = await discoverPractice(qb, MAJOR_TYPE, (studyBankId) => BANK_SIZE > 0 && addBenchQuestions(server.dbFile, { studyBankId, count: BANK_SIZE }));
  console.error(`study bank ${practice.studyBankId}: ${practice.categoryIds.length} categories, ${practice.questions.length} open questions (${BANK_SIZE} added by the bench); ${tokens.length} students`);
  const answerUrl = `${server.baseUrl}/api${QB_PATHS.answer}`;
  /** @type {Answering} */
  const answering = { tokens, userIds, practice, ledger: new AnswerLedger(), walk: { next: 0 } };

  await load(answerUrl, server.pid, Math.min(50, CONNECTIONS[0]), WARMUP_S, answering);
  await load(bare.baseUrl + BARE_PATH, bare.pid, 50, WARMUP_S, null);
  const rssBefore = rssMb(server.pid);

  const runs = [];
  for (const connections of CONNECTIONS) {
    const countsBefore = tableCounts(server.dbFile);
    console.error(`answering: ${connections} connections for ${DURATION_S} s …`);
    const api = await load(answerUrl, server.pid, connections, DURATION_S, answering);
    await settled(server.dbFile);
    const growth = tableGrowth(countsBefore, tableCounts(server.dbFile));
    const answerTable = growth.find((g) => g.table === 'qb_question_record') ?? { table: 'qb_question_record', gained: 0 };
    const stored = storageVerdict({ ledger: answering.ledger, stored: storedPracticeAnswers(server.dbFile, userIds) });
    console.error(`bare Fastify: ${connections} connections for ${DURATION_S} s …`);
    const base = await load(bare.baseUrl + BARE_PATH, bare.pid, connections, DURATION_S, null);
    runs.push({ connections, api, bare: base, answerTable, otherTables: growth.filter((g) => g !== answerTable), stored });
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
    if (i === 0) drawn = Number(paperId);
  }
  const paperSize = await paperQuestionCount(qb, drawn);

  const report = {
    date: new Date().toISOString(),
    durationS: DURATION_S,
    students: tokens.length,
    questions: practice.questions.length,
    rssBeforeMb: rssBefore,
    rssAfterMb: rssAfter,
    runs,
    paper: { count: paperMs.length, p50: percentile(paperMs, 50), p95: percentile(paperMs, 95), questionsInFirstPaper: paperSize },
  };
  if (args.includes('--json')) console.log(JSON.stringify(report, (k, v) => (k === 'ledger' ? undefined : v), 2));
  else {
    console.log(`\nAnswer submission under load (${LOOPBACK}, ${DURATION_S} s per run, ${tokens.length} students, ${practice.questions.length} questions)\n`);
    console.log(`${'conn'.padStart(5)}  ${'target'.padEnd(13)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'requests'.padStart(9)} ${'errors'.padStart(7)} ${'CPU share'.padStart(9)} ${'req/CPU-s'.padStart(9)}`);
    for (const r of runs) {
      for (const [label, s] of /** @type {const} */ ([['answer API', r.api], ['bare Fastify', r.bare]])) {
        console.log(
          `${String(r.connections).padStart(5)}  ${label.padEnd(13)} ${s.rps.toFixed(0).padStart(8)} ${formatMs(s.p50).padStart(8)} ${formatMs(s.p99).padStart(8)} ${String(s.requests).padStart(9)} ${String(s.errors).padStart(7)}` +
            ` ${`${(100 * s.cpuShare).toFixed(0)} %`.padStart(9)} ${s.perCpuSecond.toFixed(0).padStart(9)}`,
        );
      }
      console.log(
        `       stored: ${r.answerTable.table} +${r.answerTable.gained} rows for ${r.api.acknowledged} acknowledged answers (+${r.answerTable.gained - r.api.acknowledged} sent as the run stopped, never acknowledged); ` +
          `${r.stored.checkedPairs} student × question rows checked, ${r.stored.wrongPairs} without their latest answer, ${r.stored.unexplained} unexplained → ` +
          `${r.stored.ok ? `every answer stored (${r.stored.mode})` : 'ANSWERS MISSING'}`,
      );
      console.log(`       answer/bare: ${(r.api.rps / r.bare.rps).toFixed(2)} by req/s, ${(r.api.perCpuSecond / r.bare.perCpuSecond).toFixed(2)} by req per server CPU-second`);
    }
    console.log(`\napi-server RSS: ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after`);
    console.log(`${paperSize}-question paper (${QB_PATHS.compositionCreate}, num ${COMPOSITION_CAP}): p50 ${formatMs(report.paper.p50)}, p95 ${formatMs(report.paper.p95)} over ${paperMs.length}`);
  }

  const misses = [];
  for (const r of runs) {
    if (r.api.errors > 0) misses.push(`${r.connections} connections: ${r.api.errors} errors`);
    if (!r.stored.ok) misses.push(`${r.connections} connections: ${r.stored.wrongPairs} rows without their latest acknowledged answer, ${r.stored.unexplained} rows from no acknowledged answer`);
    if (r.connections === ISSUE3_CONNECTIONS) {
      if (r.api.rps < TARGET_BARE_SHARE * r.bare.rps) misses.push(`${r.connections} connections: ${(r.api.rps / r.bare.rps).toFixed(2)} × bare < ${TARGET_BARE_SHARE}`);
      if (r.api.p99 > TARGET_P99_MS) misses.push(`${r.connections} connections: p99 ${r.api.p99} ms > ${TARGET_P99_MS} ms`);
    }
  }
  if (paperSize !== COMPOSITION_CAP) misses.push(`the paper holds ${paperSize} questions, not ${COMPOSITION_CAP} (bank too small?)`);
  if (report.paper.p95 > TARGET_PAPER_MS) misses.push(`paper p95 ${formatMs(report.paper.p95)} > ${TARGET_PAPER_MS} ms`);
  // With --json, stdout holds the JSON alone.
  (args.includes('--json') ? console.error : console.log)(misses.length ? `\nTargets MISSED:\n  ${misses.join('\n  ')}` : '\nAll targets met.');
  if (misses.length && args.includes('--strict')) process.exitCode = 1;
} finally {
  await bare.stop();
  await server.stop();
}

/**
 * Waits until the answer table stops growing: when a run stops, autocannon drops the requests in flight, but a
 * server behind on its queue still stores them; counted now, they are not counted in the next run. Bounded.
 * @param {string} dbFile
 */
async function settled(dbFile) {
  const QUIET_MS = 500;
  const MAX_MS = 10_000;
  const deadline = Date.now() + MAX_MS;
  let last = tableCounts(dbFile).qb_question_record;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, QUIET_MS));
    const now = tableCounts(dbFile).qb_question_record;
    if (now === last) return;
    last = now;
  }
}

/**
 * Questions in a composed paper, as its detail reports them.
 * @param {ReturnType<typeof qbClient>} qb
 * @param {number} paperId
 */
async function paperQuestionCount(qb, paperId) {
  const detail = await qb.get(`${QB_PATHS.paperDetail}/${paperId}`);
  return Number(detail?.questionList?.length ?? detail?.questionNum ?? NaN);
}
