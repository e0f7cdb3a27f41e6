/**
 * Helpers of the answer-load bench, unit-tested: which student each request answers as, what it answers next,
 * whether every answer the server acknowledged is stored, and the server's memory.
 */
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';

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
 * questions at the same moment; the result alternates between two picks (one of them wrong on most questions).
 * @template {{ questionId: number }} Q
 * @param {Q[]} questions
 * @param {number} student
 * @param {number} k
 */
export function nthAnswer(questions, student, k) {
  const q = questions[(student * 7 + k) % questions.length];
  return { question: q, result: k % 2 === 0 ? 'A' : 'B' };
}

/**
 * Verdict on storage: rows the answer table gained against the answers acknowledged (2xx and code 200).
 * A table holding every submission must gain one row per answer; a table keeping one row per student × question
 * (latest answer wins) must gain one row per new pair.
 * @param {{ gained: number, acknowledged: number, newPairs: number }} c
 * @returns {{ ok: boolean, mode: 'every submission' | 'latest per student × question' | 'missing' }}
 */
export function storageVerdict({ gained, acknowledged, newPairs }) {
  if (gained === acknowledged) return { ok: true, mode: 'every submission' };
  if (gained === newPairs) return { ok: true, mode: 'latest per student × question' };
  return { ok: false, mode: 'missing' };
}

/**
 * Row count of every table of a SQLite file (read-only; WAL readers see every committed write).
 * @param {string} dbFile
 * @returns {Record<string, number>}
 */
export function tableCounts(dbFile) {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const tables = /** @type {{ name: string }[]} */ (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all());
    return Object.fromEntries(tables.map(({ name }) => [name, /** @type {{ n: number }} */ (db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get()).n]));
  } finally {
    db.close();
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
