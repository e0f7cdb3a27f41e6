#!/usr/bin/env node
/**
 * `npm run bench:logins` (issue 14 row 9): do logins stall the API? bcrypt costs ~85 ms of CPU per login; run on the
 * event loop, about 11 logins a second stalled every other request. Loopback only, bounded.
 *
 * api-server on a temporary seeded database (a bench fixture of --bank-size questions, as bench:load); student01 …
 * student30 log in. Then, each for --duration seconds: answers through POST /api/exam/studyQuestionRecord/add on
 * --connections autocannon connections (1) alone, (2) while --rate logins a second (right passwords, so each one
 * runs bcrypt) go to POST /api/auth/login. Prints answers req/s, p50 and p99 of both runs side by side, and the
 * logins' own latency and achieved rate.
 * Options: --connections=20 --duration=20 (s) --rate=20 (logins/s) --major-type=1 --bank-size=2000 --json
 * --smoke (4 connections for 1 s, 4 logins/s, 200 questions)
 */
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { STUDENT_COUNT, STUDENT_PASSWORD, studentName, studentTokens } from './lib/accounts.mjs';
import { nthAnswer, studentOfRequest } from './lib/answer-load.mjs';
import { LOOPBACK, startBenchApiServer } from './lib/api-server-process.mjs';
import { addBenchQuestions } from './lib/bench-bank.mjs';
import { answerBody, discoverPractice, qbClient, QB_PATHS } from './lib/question-bank-api.mjs';
import { formatMs, percentile } from './lib/stats.mjs';
import { announceSmoke, bySmoke } from './lib/smoke.mjs';

announceSmoke();

const args = process.argv.slice(2);
/** @param {string} name */
const arg = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const CONNECTIONS = Number(arg('connections') ?? bySmoke(20, 4));
const DURATION_S = Number(arg('duration') ?? bySmoke(20, 1));
/** Issue 14's figure: answers p99 while 20 logins a second run. */
const LOGINS_PER_S = Number(arg('rate') ?? bySmoke(20, 4));
const MAJOR_TYPE = Number(arg('major-type') ?? 1);
const BANK_SIZE = Number(arg('bank-size') ?? bySmoke(2_000, 200));
const REQUEST_TIMEOUT_S = 10;
const WARMUP_S = 3;

/**
 * Answers on `CONNECTIONS` connections for `duration` s, each request as the next student.
 * @param {string} url
 * @param {{ tokens: string[], practice: Awaited<ReturnType<typeof discoverPractice>>, walk: { next: number } }} a
 * @param {number} duration
 */
async function answers(url, a, duration) {
  let refused = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    timeout: REQUEST_TIMEOUT_S,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Device-Type': 'app' },
        setupRequest: (/** @type {any} */ req) => {
          const { student, k } = studentOfRequest(a.walk.next++, a.tokens.length);
          const { question, result: pick } = nthAnswer(a.practice.questions, student, k);
          return { ...req, headers: { ...req.headers, Authorization: `Bearer ${a.tokens[student]}` }, body: JSON.stringify(answerBody(a.practice, question, pick)) };
        },
        onResponse: (/** @type {number} */ status, /** @type {string} */ body) => {
          if (status !== 200 || !body.startsWith('{"code":200')) refused++;
        },
      },
    ],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total, errors: result.errors + refused };
}

/**
 * Fires `LOGINS_PER_S` logins a second (not waiting for answers, as independent clients would) until stopped.
 * @param {string} baseUrl
 */
function loginStream(baseUrl) {
  /** @type {number[]} */
  const ms = [];
  /** @type {Record<string, number>} refusals by message (系统繁忙 when the hashing queue is full) */
  const failed = {};
  let sent = 0;
  /** @type {Promise<void>[]} */
  const inFlight = [];
  const started = performance.now();
  const timer = setInterval(() => {
    const username = studentName((sent++ % STUDENT_COUNT) + 1);
    const t0 = performance.now();
    inFlight.push(
      fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password: STUDENT_PASSWORD }) })
        .then((res) => res.json())
        .then((body) => (body.code === 200 ? ms.push(performance.now() - t0) : (failed[body.msg] = (failed[body.msg] ?? 0) + 1)))
        .catch((err) => void (failed[String(err)] = (failed[String(err)] ?? 0) + 1))
        .then(() => undefined),
    );
  }, 1000 / LOGINS_PER_S);
  return async () => {
    clearInterval(timer);
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(inFlight);
    return { sent, ok: ms.length, failed, perSecond: ms.length / seconds, p50: percentile(ms, 50), p99: percentile(ms, 99) };
  };
}

const server = await startBenchApiServer();
try {
  const tokens = await studentTokens(server.baseUrl);
  const qb = qbClient(server.baseUrl, tokens[0]);
  const practice = await discoverPractice(qb, MAJOR_TYPE, (studyBankId) => BANK_SIZE > 0 && addBenchQuestions(server.dbFile, { studyBankId, count: BANK_SIZE }));
  const url = `${server.baseUrl}/api${QB_PATHS.answer}`;
  const walk = { tokens, practice, walk: { next: 0 } };

  await answers(url, walk, WARMUP_S);
  console.error(`answers alone: ${CONNECTIONS} connections for ${DURATION_S} s …`);
  const alone = await answers(url, walk, DURATION_S);
  console.error(`answers while ${LOGINS_PER_S} logins/s run …`);
  const stopLogins = loginStream(server.baseUrl);
  const withLogins = await answers(url, walk, DURATION_S);
  const logins = await stopLogins();

  const report = { date: new Date().toISOString(), connections: CONNECTIONS, durationS: DURATION_S, loginsPerSecond: LOGINS_PER_S, alone, withLogins, logins };
  if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(`\nAnswers with and without logins (${LOOPBACK}, ${CONNECTIONS} connections, ${DURATION_S} s each)\n`);
    console.log(`${'run'.padEnd(26)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'errors'.padStart(7)}`);
    for (const [label, r] of /** @type {const} */ ([['answers alone', alone], [`answers + ${LOGINS_PER_S} logins/s`, withLogins]])) {
      console.log(`${label.padEnd(26)} ${r.rps.toFixed(0).padStart(8)} ${formatMs(r.p50).padStart(8)} ${formatMs(r.p99).padStart(8)} ${String(r.errors).padStart(7)}`);
    }
    const refusals = Object.entries(logins.failed).map(([msg, n]) => `${n} × ${msg}`).join(', ') || 'none refused';
    console.log(`\nlogins: ${logins.ok} of ${logins.sent} signed in (${logins.perSecond.toFixed(1)}/s), p50 ${formatMs(logins.p50)}, p99 ${formatMs(logins.p99)}; ${refusals}`);
  }
} finally {
  await server.stop();
}
