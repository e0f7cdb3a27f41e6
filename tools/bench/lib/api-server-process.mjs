/**
 * Processes the load bench measures: api-server on a temporary seeded SQLite file (or a PostgreSQL database) (loopback, free ports, no static
 * apps, production logging) and the bare Fastify baseline. Both hand out their pid so memory can be read.
 */
import { startReadyScript, startTempApiServer } from './server-process.mjs';

export const LOOPBACK = '127.0.0.1';

/**
 * @param {{ nodeArgs?: string[], env?: Record<string, string> }} [opts] nodeArgs: extra node flags, e.g. `--cpu-prof`
 *   (not allowed in NODE_OPTIONS); env: e.g. `DATABASE_URL` to run on PostgreSQL
 */
export function startBenchApiServer({ nodeArgs = [], env = {} } = {}) {
  return startTempApiServer({ host: LOOPBACK, nodeArgs, env });
}

export async function startBareFastify() {
  const { port, pid, stop } = await startReadyScript('bare-fastify-server.mjs', [LOOPBACK]);
  return { baseUrl: `http://${LOOPBACK}:${port}`, pid, stop };
}
