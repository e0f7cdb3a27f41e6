/**
 * The benches that run once per database engine (issue 15/16): `--engines=sqlite,postgres` and a fresh seeded
 * api-server per engine, PostgreSQL in one throwaway cluster started only when asked for.
 */
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
 * Runs `run` against a fresh api-server on each engine in turn, stopping each server (and the cluster) after.
 * @param {Engine[]} engines
 * @param {(engine: Engine, server: Awaited<ReturnType<typeof startBenchApiServer>>) => Promise<void>} run
 */
export async function onEachEngine(engines, run) {
  const pgCluster = engines.includes('postgres') ? await startThrowawayPostgres() : null;
  try {
    for (const engine of engines) {
      const server = await startBenchApiServer({ env: engine === 'postgres' && pgCluster ? { DATABASE_URL: pgCluster.url } : {} });
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
