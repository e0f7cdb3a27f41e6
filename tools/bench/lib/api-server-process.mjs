/**
 * Processes the load bench measures: api-server on a temporary seeded SQLite file (loopback, free ports, no static
 * apps, production logging) and the bare Fastify baseline. Both hand out their pid so memory can be read.
 */
import { startReadyScript, startTempApiServer } from './server-process.mjs';

export const LOOPBACK = '127.0.0.1';

/**
 * @param {{ nodeArgs?: string[] }} [opts] extra node flags, e.g. `--cpu-prof` (not allowed in NODE_OPTIONS)
 */
export function startBenchApiServer({ nodeArgs = [] } = {}) {
  return startTempApiServer({ host: LOOPBACK, nodeArgs });
}

export async function startBareFastify() {
  const { port, pid, stop } = await startReadyScript('bare-fastify-server.mjs', [LOOPBACK]);
  return { baseUrl: `http://${LOOPBACK}:${port}`, pid, stop };
}
