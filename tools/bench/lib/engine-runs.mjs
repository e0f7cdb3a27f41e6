/**
 * The benches that run once per database engine (issue 15/16): `--engines=sqlite,postgres` and a fresh seeded
 * api-server per engine, PostgreSQL in one throwaway cluster started only when asked for.
 */
import pg from 'pg';
import { startThrowawayPostgres } from '../../lib/postgres.mjs';
import { startBenchApiServer } from './api-server-process.mjs';

/** @typedef {'sqlite' | 'postgres'} Engine */

/**
 * `--name=value` options of the command line, and the engines (`--engines=`, default both).
 * @param {string[]} argv
 */
export function benchOptions(argv = process.argv.slice(2)) {
  /** @param {string} name */
  const arg = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const engines = /** @type {Engine[]} */ ((arg('engines') ?? 'sqlite,postgres').split(','));
  for (const e of engines) if (e !== 'sqlite' && e !== 'postgres') throw new Error(`--engines: unknown engine ${e} (sqlite, postgres)`);
  return { arg, engines };
}

/**
 * A database of its own in the cluster whose character classes (LC_CTYPE) are those of `ctype`, sorting as C: pg_trgm
 * finds trigrams only in letters and digits, and under LC_CTYPE=C (the throwaway cluster's) no Chinese character is
 * one, so the question text index would hold no Chinese at all (docs/deploying.md).
 * @param {string} clusterUrl @param {string} ctype e.g. 'C.UTF-8'
 */
async function databaseWithCtype(clusterUrl, ctype) {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE bench_text TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE '${ctype.replace(/'/g, '')}'`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = '/bench_text';
  return url.toString();
}

/**
 * Runs `run` against a fresh api-server on each engine in turn, stopping each server (and the cluster) after.
 * @param {Engine[]} engines
 * @param {(engine: Engine, server: Awaited<ReturnType<typeof startBenchApiServer>>) => Promise<void>} run
 * @param {{ postgresCtype?: string }} [options] postgresCtype: run PostgreSQL on a database with that LC_CTYPE
 */
export async function onEachEngine(engines, run, { postgresCtype } = {}) {
  const pgCluster = engines.includes('postgres') ? await startThrowawayPostgres() : null;
  try {
    const pgUrl = pgCluster && postgresCtype ? await databaseWithCtype(pgCluster.url, postgresCtype) : pgCluster?.url;
    for (const engine of engines) {
      const server = await startBenchApiServer({ env: engine === 'postgres' && pgUrl ? { DATABASE_URL: pgUrl } : {} });
      try {
        await run(engine, server);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await pgCluster?.stop();
  }
}
