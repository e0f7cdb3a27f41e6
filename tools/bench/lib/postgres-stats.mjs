/**
 * What a PostgreSQL cluster did during a bench run (issue 15): its CPU time (postmaster and every backend, plus the
 * backends that already exited, which the postmaster reaped) and the database's commits and row writes
 * (pg_stat_database), from which the load bench derives the database work per acknowledged answer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openBenchDb } from './bench-db.mjs';

/**
 * Backends report their counters to the statistics system at most once a second while busy and within ~10 s once
 * idle (PostgreSQL 15+): wait this long after a run before reading them.
 */
export const PG_STATS_FLUSH_MS = 11_000;
const CLOCK_TICKS_PER_S = 100;

/**
 * /proc/<pid>/stat fields after the command name: [1] ppid, [11] utime, [12] stime, [13] cutime, [14] cstime.
 * @param {number} pid
 * @returns {string[] | null}
 */
function statFields(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null;
  }
}

/**
 * The postmaster (first line of postmaster.pid in the cluster's data folder) and its children, now.
 * @param {string} clusterDir the `dir` of startThrowawayPostgres (data folder `data/` inside)
 * @returns {number[]}
 */
export function clusterPids(clusterDir) {
  const postmaster = Number(readFileSync(join(clusterDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => Number(statFields(pid)?.[1]) === postmaster);
  return [postmaster, ...children];
}

/**
 * CPU seconds used by processes so far; the first one's reaped children count too (a cluster's exited backends).
 * Linux /proc; NaN elsewhere.
 * @param {number[]} pids
 */
export function treeCpuSeconds(pids) {
  let ticks = 0;
  for (const [i, pid] of pids.entries()) {
    const f = statFields(pid);
    if (!f) {
      if (i === 0) return NaN;
      continue;
    }
    ticks += Number(f[11]) + Number(f[12]) + (i === 0 ? Number(f[13]) + Number(f[14]) : 0);
  }
  return ticks / CLOCK_TICKS_PER_S;
}

/**
 * Commits and row writes of the URL's database so far, after waiting `waitMs` for the backends to report.
 * @param {string} url
 */
export async function writeStats(url, waitMs = 0) {
  if (waitMs) await new Promise((r) => setTimeout(r, waitMs));
  const db = await openBenchDb(url);
  try {
    // xact_commit counts every transaction, reads included; the next transaction id moves only for transactions
    // that wrote (PostgreSQL assigns an id at the first write), and reading it assigns none.
    const [row] = await db.all(
      `SELECT xact_commit, tup_inserted, tup_updated, pg_snapshot_xmax(pg_current_snapshot())::text::bigint AS next_xid
       FROM pg_stat_database WHERE datname = current_database()`,
    );
    return { commits: Number(row.xact_commit), writeTransactions: Number(row.next_xid), inserted: Number(row.tup_inserted), updated: Number(row.tup_updated) };
  } finally {
    await db.close();
  }
}

/**
 * Database work per acknowledged answer between two snapshots (the bench's own few reads add a handful of commits).
 * @param {Awaited<ReturnType<typeof writeStats>>} before
 * @param {Awaited<ReturnType<typeof writeStats>>} after
 * @param {number} acknowledged
 */
export function writesPerAnswer(before, after, acknowledged) {
  const commits = after.commits - before.commits;
  const writeTransactions = after.writeTransactions - before.writeTransactions;
  const inserted = after.inserted - before.inserted;
  const updated = after.updated - before.updated;
  return {
    commits,
    writeTransactions,
    inserted,
    updated,
    transactionsPerAnswer: commits / acknowledged,
    writeTransactionsPerAnswer: writeTransactions / acknowledged,
    rowsPerAnswer: (inserted + updated) / acknowledged,
  };
}

/**
 * Lets the cluster settle before a timed run: the bench's seeding and warm-up leave autovacuum and the checkpointer
 * work to do, which otherwise runs during the next timed run — on the same 2 cores as whichever engine is measured
 * then (in a side-by-side run, SQLite's server got 85–87 % of a core while the idle PostgreSQL cleaned up).
 * @param {string} url
 */
export async function settle(url) {
  const db = await openBenchDb(url);
  try {
    await db.all('VACUUM (ANALYZE)');
    await db.all('CHECKPOINT');
  } finally {
    await db.close();
  }
}
