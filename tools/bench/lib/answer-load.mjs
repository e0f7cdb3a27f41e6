/**
 * Helpers of the answer-load bench, unit-tested: which student each request answers as, what it answers next,
 * whether every answer the server acknowledged is stored, and the server's memory.
 */
import { readFileSync } from 'node:fs';
import { openBenchDb } from './bench-db.mjs';

/** The bare Fastify baseline's one route (bare-fastify-server.mjs). */
export const BARE_PATH = '/api/bare/answer';

/**
 * Request n is sent as student (n mod count), its (n div count)-th answer: consecutive requests, and so the
 * requests in flight on 500 connections at any moment, are spread evenly over the 30 students. (autocannon keeps
 * no per-connection state across requests, so the spread is by request.)
 * @param {number} n 0-based request number
 * @param {number} students
 */
export const studentOfRequest = (n, students) => ({ student: n % students, k: Math.floor(n / students) });

/**
 * A student's k-th answer: each student walks the questions from its own offset, so students answer different
 * questions at the same moment. A question is answered again only after the student has walked the whole list,
 * and each such visit flips between the question's two valid picks, so the stored row shows which visit it holds.
 * @template {{ questionId: number, picks: [string, string] }} Q
 * @param {Q[]} questions
 * @param {number} student
 * @param {number} k
 */
export function nthAnswer(questions, student, k) {
  const q = questions[(student * 7 + k) % questions.length];
  return { question: q, result: q.picks[Math.floor(k / questions.length) % 2] };
}

/**
 * Two valid answers of a question as the answering screen would send them (spec §4 serialisation): two option
 * letters for choice types, that many blanks joined by `[$]` for fill-in, free text for essays. Both are already
 * in the server's normalised form, so the stored `result` reads back equal.
 * @param {{ type: number, selectList: { type: string }[], blanksList: unknown[] }} q
 * @returns {[string, string]}
 */
export function answerPicks(q) {
  if (q.type === FILL_IN) {
    const blanks = Math.max(1, q.blanksList.length);
    return [Array(blanks).fill('甲').join(BLANK_SEPARATOR), Array(blanks).fill('乙').join(BLANK_SEPARATOR)];
  }
  if (q.type === ESSAY) return ['压测作答一', '压测作答二'];
  const letters = q.selectList.map((o) => o.type);
  if (!letters.length) throw new Error('a choice question without options');
  return [letters[0], letters[1] ?? letters[0]];
}
/** Question types of the cmtt_exam_type dictionary that are not picked from options. */
const FILL_IN = 7;
const ESSAY = 8;
const BLANK_SEPARATOR = '[$]';

/**
 * What happened to the answers sent: the latest acknowledged one (2xx, code 200) per student × question, by
 * request number, which is what the database must hold afterwards; how many were acknowledged; and the ones still
 * in flight (sent, no answer yet: at the end of a run autocannon stops without waiting for them, and the server may
 * well have stored them).
 */
export class AnswerLedger {
  /** @type {Map<string, { n: number, result: string }>} */
  latest = new Map();
  /** @type {Map<string, { n: number, result: string }>} */
  inFlight = new Map();
  acknowledged = 0;
  /** Acknowledged answers to a pair that already had one (a student answering a question again). */
  repeats = 0;

  /** @param {string} pair `userId:questionId` @param {number} n request number @param {string} result */
  sent(pair, n, result) {
    this.inFlight.set(pair, { n, result });
  }

  /** @param {string} pair @param {number} n @param {string} result */
  acknowledge(pair, n, result) {
    this.acknowledged++;
    this.#settle(pair, n);
    const known = this.latest.get(pair);
    if (known) this.repeats++;
    if (!known || known.n < n) this.latest.set(pair, { n, result });
  }

  /** A refused answer must not be stored: it is no longer in flight either. @param {string} pair @param {number} n */
  refuse(pair, n) {
    this.#settle(pair, n);
  }

  /** @param {string} pair @param {number} n */
  #settle(pair, n) {
    if (this.inFlight.get(pair)?.n === n) this.inFlight.delete(pair);
  }
}

/**
 * Verdict on storage after a run. The answer table keeps one row per student × question (latest answer wins), so
 * every pair with an acknowledged answer must hold the latest one (or a later one still in flight at the stop), and
 * every stored row must come from an acknowledged answer or one still in flight, never from a refused one.
 * With no repeats (a bank larger than the answers per student), rows = answers: one row per answer.
 * @param {{ ledger: AnswerLedger, stored: Map<string, string> }} c
 */
export function storageVerdict({ ledger, stored }) {
  let wrongPairs = 0;
  for (const [pair, { result }] of ledger.latest) {
    const row = stored.get(pair);
    const later = ledger.inFlight.get(pair);
    if (row === undefined || (row !== result && row !== later?.result)) wrongPairs++;
  }
  let storedInFlight = 0;
  let unexplained = 0;
  for (const pair of stored.keys()) {
    if (ledger.latest.has(pair)) continue;
    if (ledger.inFlight.has(pair)) storedInFlight++;
    else unexplained++;
  }
  const ok = wrongPairs === 0 && unexplained === 0;
  const mode = !ok ? 'missing' : ledger.repeats === 0 ? 'one row per answer' : 'latest per student × question';
  return { ok, mode, checkedPairs: ledger.latest.size, wrongPairs, storedInFlight, unexplained };
}

/**
 * CPU time a process has used so far, in seconds (Linux /proc; NaN elsewhere). Requests per CPU-second of the
 * server is the figure that other processes on a busy machine do not skew.
 * @param {number} pid
 */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime: fields 14 and 15 of stat(5), in clock ticks (USER_HZ, 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
  } catch {
    return NaN;
  }
}
const CLOCK_TICKS_PER_S = 100;

/**
 * Row count of every table of the server's database (a SQLite file, read while the server runs: WAL readers see
 * every committed write; or a postgres:// URL).
 * @param {string} target
 * @returns {Promise<Record<string, number>>}
 */
export async function tableCounts(target) {
  const db = await openBenchDb(target);
  try {
    /** @type {Record<string, number>} */
    const counts = {};
    for (const name of await db.tables()) counts[name] = Number((await db.all(`SELECT COUNT(*) AS n FROM "${name}"`))[0].n);
    return counts;
  } finally {
    await db.close();
  }
}

/**
 * Tables that gained rows between two snapshots, most first.
 * @param {Record<string, number>} before
 * @param {Record<string, number>} after
 */
export function tableGrowth(before, after) {
  return Object.entries(after)
    .map(([table, n]) => ({ table, gained: n - (before[table] ?? 0) }))
    .filter((g) => g.gained !== 0)
    .sort((a, b) => b.gained - a.gained);
}

/**
 * Resident memory of a process in MB (Linux /proc), NaN elsewhere.
 * @param {number} pid
 */
export function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}
