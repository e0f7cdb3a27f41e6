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
 * Engines (issue 15): `--engines=sqlite,postgres` runs one api-server per engine side by side in the same run
 * (default `sqlite`); `postgres` starts a throwaway PostgreSQL cluster (tools/lib/postgres.mjs) and passes its
 * DATABASE_URL to the server under test. Each connection count answers on every engine, then the bare route once.
 * On PostgreSQL it also prints the cluster's CPU (req per CPU-second of API + database) and, from
 * pg_stat_database, the commits and rows written per acknowledged answer. Issue 15 targets at 500 connections:
 * SQLite ≥ 0.45 × bare and p99 ≤ 50 ms; PostgreSQL ≥ 0.3 × bare; both 0 lost.
 * Options: --engines=sqlite,postgres --connections=500,200 --duration=60 (s) --papers=30 --major-type=1
 * --bank-size=20000 --smoke (10 connections for 1 s, 2 papers, 300 questions) --json --save=<file> (JSON report there as well) --strict (exit 1 on a miss) --cpu-prof=<dir> (V8 profile of each server, written to
 * <dir>/<engine> when it stops).
 */
import autocannon from 'autocannon';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { startThrowawayPostgres } from '../lib/postgres.mjs';
import { studentName, studentTokens } from './lib/accounts.mjs';
import { AnswerLedger, BARE_PATH, nthAnswer, rssMb, storageVerdict, studentOfRequest, tableCounts, tableGrowth } from './lib/answer-load.mjs';
import { LOOPBACK, startBareFastify, startBenchApiServer } from './lib/api-server-process.mjs';
import { openBenchDb } from './lib/bench-db.mjs';
import { addBenchQuestions, storedPracticeAnswers, userIdsOf } from './lib/bench-bank.mjs';
import { answerBody, COMPOSITION_CAP, compositionBody, discoverPractice, qbClient, QB_PATHS } from './lib/question-bank-api.mjs';
import { clusterPids, PG_STATS_FLUSH_MS, settle, treeCpuSeconds, writeStats, writesPerAnswer } from './lib/postgres-stats.mjs';
import { formatMs, percentile } from './lib/stats.mjs';
import { announceSmoke, bySmoke } from './lib/smoke.mjs';

announceSmoke();

const args = process.argv.slice(2);
/** @param {string} name */
const arg = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
/** @typedef {'sqlite' | 'postgres'} Engine */
const ENGINES = /** @type {Engine[]} */ ((arg('engines') ?? 'sqlite').split(','));
for (const e of ENGINES) if (e !== 'sqlite' && e !== 'postgres') throw new Error(`--engines: unknown engine ${e} (sqlite, postgres)`);
const CONNECTIONS = (arg('connections') ?? bySmoke('500,200', '10')).split(',').map(Number);
const DURATION_S = Number(arg('duration') ?? bySmoke(60, 1));
const PAPERS = Number(arg('papers') ?? bySmoke(30, 2));
const MAJOR_TYPE = Number(arg('major-type') ?? 1);
/**
 * Questions the fixture adds to the bank (bench-bank.mjs). 20 000 × 30 students = 600 000 distinct answers: more
 * than two 60 s runs send on this machine, so each acknowledged answer should be a row of its own.
 */
const BANK_SIZE = Number(arg('bank-size') ?? bySmoke(20_000, 300));
/** `--cpu-prof=<dir>`: the api-server writes a V8 CPU profile there when it stops (open in Chrome DevTools). */
const CPU_PROF_DIR = arg('cpu-prof');
/** `--save=<file>`: the report as JSON there too (the table still printed). */
const SAVE_FILE = arg('save');
/** How long a profiled server may take to exit (and write its profile). */
const PROFILE_EXIT_MS = 60_000;
/** Issue 3 targets, checked at this connection count. */
const ISSUE3_CONNECTIONS = 200;
const TARGET_BARE_SHARE = 0.4;
const TARGET_P99_MS = 50;
const TARGET_PAPER_MS = 50;
/** Issue 15 targets per engine (and 0 lost on both). */
const TARGETS = {
  sqlite: { connections: 500, bareShare: 0.45, p99Ms: 50 },
  postgres: { connections: 500, bareShare: 0.3, p99Ms: Infinity },
};
/** A request still unanswered after this long counts as an error (bounded run). */
const REQUEST_TIMEOUT_S = 10;
/** Short uncounted run first: JIT, SQLite page cache, connection set-up. */
const WARMUP_S = 3;
const WARMUP_PAPERS = 3;

/**
 * @typedef {{ tokens: string[], userIds: number[], practice: Awaited<ReturnType<typeof discoverPractice>>, ledger: AnswerLedger, walk: { next: number } }} Answering
 * @typedef {Awaited<ReturnType<typeof load>>} LoadResult
 * @typedef {{ engine: Engine, server: Awaited<ReturnType<typeof startBenchApiServer>>, qb: ReturnType<typeof qbClient>, postgresPids: () => number[], answerUrl: string, answering: Answering }} EngineUnderTest
 * @typedef {{ engine: Engine, api: LoadResult, answerTable: { table: string, gained: number }, otherTables: { table: string, gained: number }[], stored: ReturnType<typeof storageVerdict>, writes: ReturnType<typeof writesPerAnswer> | null }} EngineRun
 */

/**
 * One autocannon run against a server; with `answers`, each request answers as its student and acknowledged
 * answers go to the ledger. The walk's request counter carries on across runs, so later runs answer questions not
 * answered yet.
 * @param {string} url
 * @param {number[]} pids the server's process, whose CPU time the run uses
 * @param {() => number[]} databasePids the PostgreSQL cluster's processes now (postmaster first), [] on SQLite
 * @param {number} connections
 * @param {number} duration seconds
 * @param {Answering | null} answers
 */
async function load(url, pids, databasePids, connections, duration, answers) {
  const cpuBefore = treeCpuSeconds(pids);
  const dbPidsBefore = databasePids();
  const dbCpuBefore = dbPidsBefore.length ? treeCpuSeconds(dbPidsBefore) : 0;
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
  const cpu = treeCpuSeconds(pids) - cpuBefore;
  // The cluster's processes again: a backend started during the run counts whole (it had used nothing before),
  // one that exited counts through the postmaster's reaped-children time.
  const databaseCpu = dbPidsBefore.length ? treeCpuSeconds(databasePids()) - dbCpuBefore : 0;
  return {
    connections,
    requests: result.requests.total,
    // Requests per second of server CPU: what the route costs, whatever share of the machine it was given.
    perCpuSecond: result.requests.total / cpu,
    databaseCpu,
    perCpuSecondWithDatabase: result.requests.total / (cpu + databaseCpu),
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

const pgCluster = ENGINES.includes('postgres') ? await startThrowawayPostgres() : null;
/** @type {{ engine: Engine, server: Awaited<ReturnType<typeof startBenchApiServer>> }[]} */
const servers = [];
const bare = await startBareFastify();
try {
  for (const engine of ENGINES) {
    /** @type {Record<string, string>} */
    const env = engine === 'postgres' && pgCluster ? { DATABASE_URL: pgCluster.url } : {};
    servers.push({ engine, server: await startBenchApiServer({ env, nodeArgs: CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}/${engine}`] : [] }) });
  }
  /** @type {EngineUnderTest[]} */
  const subjects = [];
  for (const { engine, server } of servers) {
    const tokens = await studentTokens(server.baseUrl);
    const userIds = await userIdsOf(server.db, tokens.map((_, i) => studentName(i + 1)));
    const qb = qbClient(server.baseUrl, tokens[0]);
    const practice = await discoverPractice(qb, MAJOR_TYPE, (studyBankId) => BANK_SIZE > 0 && addBenchQuestions(server.db, { studyBankId, count: BANK_SIZE }));
    console.error(`${engine}: study bank ${practice.studyBankId}: ${practice.categoryIds.length} categories, ${practice.questions.length} open questions (${BANK_SIZE} added by the bench); ${tokens.length} students`);
    const postgresPids = engine === 'postgres' && pgCluster ? () => clusterPids(pgCluster.dir) : () => [];
    subjects.push({ engine, server, qb, postgresPids, answerUrl: `${server.baseUrl}/api${QB_PATHS.answer}`, answering: { tokens, userIds, practice, ledger: new AnswerLedger(), walk: { next: 0 } } });
  }

  for (const s of subjects) await load(s.answerUrl, [s.server.pid], s.postgresPids, Math.min(50, CONNECTIONS[0]), WARMUP_S, s.answering);
  await load(bare.baseUrl + BARE_PATH, [bare.pid], () => [], 50, WARMUP_S, null);
  for (const s of subjects) if (s.engine === 'postgres') await settle(s.server.db);
  const rssBefore = subjects.map((s) => rssMb(s.server.pid));

  /** @type {{ connections: number, engines: EngineRun[], bare: LoadResult, loadAverage: [number, number] }[]} */
  const runs = [];
  for (const connections of CONNECTIONS) {
    const loadBefore = loadavg()[0];
    /** @type {EngineRun[]} */
    const engines = [];
    for (const s of subjects) {
      const countsBefore = await tableCounts(s.server.db);
      const statsBefore = s.engine === 'postgres' ? await writeStats(s.server.db) : null;
      console.error(`${s.engine}: answering on ${connections} connections for ${DURATION_S} s …`);
      const api = await load(s.answerUrl, [s.server.pid], s.postgresPids, connections, DURATION_S, s.answering);
      await settled(s.server.db);
      const statsAfter = statsBefore ? await writeStats(s.server.db, PG_STATS_FLUSH_MS) : null;
      const growth = tableGrowth(countsBefore, await tableCounts(s.server.db));
      const answerTable = growth.find((g) => g.table === 'qb_question_record') ?? { table: 'qb_question_record', gained: 0 };
      const stored = storageVerdict({ ledger: s.answering.ledger, stored: await storedPracticeAnswers(s.server.db, s.answering.userIds) });
      const writes = statsBefore && statsAfter ? writesPerAnswer(statsBefore, statsAfter, api.acknowledged) : null;
      engines.push({ engine: s.engine, api, answerTable, otherTables: growth.filter((g) => g !== answerTable), stored, writes });
      // Its clean-up must not run into the next engine's timed run.
      if (s.engine === 'postgres') await settle(s.server.db);
    }
    console.error(`bare Fastify: ${connections} connections for ${DURATION_S} s …`);
    const base = await load(bare.baseUrl + BARE_PATH, [bare.pid], () => [], connections, DURATION_S, null);
    runs.push({ connections, engines, bare: base, loadAverage: [loadBefore, loadavg()[0]] });
  }
  const rssAfter = subjects.map((s) => rssMb(s.server.pid));

  // Drawing a 200-question paper, one request at a time.
  const papers = [];
  for (const s of subjects) {
    const paperMs = [];
    let drawn = NaN;
    for (let i = 0; i < WARMUP_PAPERS + PAPERS; i++) {
      const t0 = performance.now();
      const paperId = await s.qb.post(QB_PATHS.compositionCreate, compositionBody(s.answering.practice, COMPOSITION_CAP, `压测组卷${i + 1}`));
      const ms = performance.now() - t0;
      if (i >= WARMUP_PAPERS) paperMs.push(ms);
      if (i === 0) drawn = Number(paperId);
    }
    papers.push({ engine: s.engine, count: paperMs.length, p50: percentile(paperMs, 50), p95: percentile(paperMs, 95), questionsInFirstPaper: await paperQuestionCount(s.qb, drawn) });
  }

  const report = {
    date: new Date().toISOString(),
    cpus: cpus().length,
    durationS: DURATION_S,
    students: subjects[0].answering.tokens.length,
    questions: subjects.map((s) => ({ engine: s.engine, count: s.answering.practice.questions.length })),
    rssMb: subjects.map((s, i) => ({ engine: s.engine, before: rssBefore[i], after: rssAfter[i] })),
    runs,
    papers,
  };
  if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else printReport(report);
  if (SAVE_FILE) writeFileSync(SAVE_FILE, JSON.stringify(report, null, 2));

  const misses = [];
  for (const r of runs) {
    for (const e of r.engines) {
      const at = `${e.engine}, ${r.connections} connections`;
      if (e.api.errors > 0) misses.push(`${at}: ${e.api.errors} errors`);
      if (!e.stored.ok) misses.push(`${at}: ${e.stored.wrongPairs} rows without their latest acknowledged answer, ${e.stored.unexplained} rows from no acknowledged answer`);
      const target = TARGETS[e.engine];
      if (r.connections === target.connections) {
        const share = e.api.rps / r.bare.rps;
        if (share < target.bareShare) misses.push(`${at}: ${share.toFixed(2)} × bare by req/s < ${target.bareShare} (${(e.api.perCpuSecond / r.bare.perCpuSecond).toFixed(2)} by req per server CPU-second)`);
        if (e.api.p99 > target.p99Ms) misses.push(`${at}: p99 ${e.api.p99} ms > ${target.p99Ms} ms`);
      }
      if (e.engine === 'sqlite' && r.connections === ISSUE3_CONNECTIONS) {
        if (e.api.rps < TARGET_BARE_SHARE * r.bare.rps) misses.push(`${at}: ${(e.api.rps / r.bare.rps).toFixed(2)} × bare < ${TARGET_BARE_SHARE}`);
        if (e.api.p99 > TARGET_P99_MS) misses.push(`${at}: p99 ${e.api.p99} ms > ${TARGET_P99_MS} ms`);
      }
    }
  }
  for (const p of papers) {
    if (p.questionsInFirstPaper !== COMPOSITION_CAP) misses.push(`${p.engine}: the paper holds ${p.questionsInFirstPaper} questions, not ${COMPOSITION_CAP} (bank too small?)`);
    if (p.p95 > TARGET_PAPER_MS) misses.push(`${p.engine}: paper p95 ${formatMs(p.p95)} > ${TARGET_PAPER_MS} ms`);
  }
  // With --json, stdout holds the JSON alone.
  (args.includes('--json') ? console.error : console.log)(misses.length ? `\nTargets MISSED:\n  ${misses.join('\n  ')}` : '\nAll targets met.');
  if (misses.length && args.includes('--strict')) process.exitCode = 1;
} finally {
  await bare.stop();
  // A profiled server writes its profile as it exits, after checkpointing its database: more than the usual grace
  // period on a busy machine, and a killed server writes none.
  if (CPU_PROF_DIR) await Promise.all(servers.map(({ server }) => exited(server.pid, PROFILE_EXIT_MS)));
  for (const { server } of servers) await server.stop();
  await pgCluster?.stop();
}

/**
 * Asks a process to stop (SIGTERM) and waits until it is gone, at most `ms`.
 * @param {number} pid
 * @param {number} ms
 */
async function exited(pid, ms) {
  const deadline = Date.now() + ms;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  while (Date.now() < deadline && existsSync(`/proc/${pid}`)) await new Promise((r) => setTimeout(r, 200));
}

/** @param {any} report */
function printReport(report) {
  console.log(
    `\nAnswer submission under load (${LOOPBACK}, ${report.durationS} s per run, ${report.students} students, ${report.questions.map((/** @type {{ count: number, engine: string }} */ q) => `${q.count} questions on ${q.engine}`).join(', ')}; ${report.cpus} CPUs)\n`,
  );
  console.log(
    `${'conn'.padStart(5)}  ${'target'.padEnd(19)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'requests'.padStart(9)} ${'errors'.padStart(7)} ${'CPU share'.padStart(9)} ${'req/CPU-s'.padStart(9)} ${'+database'.padStart(9)}`,
  );
  for (const r of report.runs) {
    /** @type {[string, LoadResult][]} */
    const rows = [...r.engines.map((/** @type {EngineRun} */ e) => /** @type {[string, LoadResult]} */ ([`answer API ${e.engine}`, e.api])), ['bare Fastify', r.bare]];
    for (const [label, s] of rows) {
      console.log(
        `${String(r.connections).padStart(5)}  ${label.padEnd(19)} ${s.rps.toFixed(0).padStart(8)} ${formatMs(s.p50).padStart(8)} ${formatMs(s.p99).padStart(8)} ${String(s.requests).padStart(9)} ${String(s.errors).padStart(7)}` +
          ` ${`${(100 * s.cpuShare).toFixed(0)} %`.padStart(9)} ${s.perCpuSecond.toFixed(0).padStart(9)} ${(s.databaseCpu > 0 ? s.perCpuSecondWithDatabase.toFixed(0) : '—').padStart(9)}`,
      );
    }
    for (const e of r.engines) {
      console.log(
        `       ${e.engine} stored: ${e.answerTable.table} +${e.answerTable.gained} rows for ${e.api.acknowledged} acknowledged answers (+${e.answerTable.gained - e.api.acknowledged} sent as the run stopped, never acknowledged); ` +
          `${e.stored.checkedPairs} student × question rows checked, ${e.stored.wrongPairs} without their latest answer, ${e.stored.unexplained} unexplained → ` +
          `${e.stored.ok ? `every answer stored, 0 lost (${e.stored.mode})` : 'ANSWERS MISSING'}`,
      );
      console.log(`       ${e.engine} answer/bare: ${(e.api.rps / r.bare.rps).toFixed(2)} by req/s, ${(e.api.perCpuSecond / r.bare.perCpuSecond).toFixed(2)} by req per server CPU-second`);
      if (e.engine === 'postgres') console.log(`       postgres: the cluster used ${(100 * e.api.databaseCpu / report.durationS).toFixed(0)} % of a CPU; API + database ${e.api.perCpuSecondWithDatabase.toFixed(0)} req per CPU-second`);
      if (e.writes) {
        console.log(
          `       ${e.engine} database work per acknowledged answer: ${e.writes.writeTransactionsPerAnswer.toFixed(3)} write transactions (≈ ${(1 / e.writes.writeTransactionsPerAnswer).toFixed(1)} answers per group commit), ` +
            `${e.writes.transactionsPerAnswer.toFixed(2)} transactions in all (reads included), ` +
            `${e.writes.rowsPerAnswer.toFixed(3)} rows written (${e.writes.inserted} inserted, ${e.writes.updated} updated)`,
        );
      }
    }
    console.log(`       load average ${r.loadAverage[0].toFixed(1)} → ${r.loadAverage[1].toFixed(1)}`);
  }
  for (const r of report.rssMb) console.log(`${r.engine} api-server RSS: ${r.before.toFixed(0)} MB before, ${r.after.toFixed(0)} MB after`);
  for (const p of report.papers) {
    console.log(`${p.engine}: ${p.questionsInFirstPaper}-question paper (${QB_PATHS.compositionCreate}, num ${COMPOSITION_CAP}): p50 ${formatMs(p.p50)}, p95 ${formatMs(p.p95)} over ${p.count}`);
  }
}

/**
 * Waits until the answer table stops growing: when a run stops, autocannon drops the requests in flight, but a
 * server behind on its queue still stores them; counted now, they are not counted in the next run. Bounded.
 * @param {string} db SQLite file or postgres:// URL
 */
async function settled(db) {
  const QUIET_MS = 500;
  const MAX_MS = 10_000;
  const deadline = Date.now() + MAX_MS;
  const answerRows = async () => {
    const conn = await openBenchDb(db);
    try {
      return Number((await conn.all('SELECT COUNT(*) AS n FROM qb_question_record'))[0].n);
    } finally {
      await conn.close();
    }
  };
  let last = await answerRows();
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, QUIET_MS));
    const now = await answerRows();
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
