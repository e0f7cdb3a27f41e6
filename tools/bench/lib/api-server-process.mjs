/**
 * Processes the load bench measures: api-server on a temporary seeded SQLite file (loopback, free ports, no static
 * apps, production logging) and the bare Fastify baseline. Both hand out their pid so memory can be read.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_SERVER_ENTRY, API_SERVER_TSCONFIG, spawnApiServer, stopApiServer, waitForHealth } from '../../lib/server.mjs';
import { WORKSPACE_ROOT } from '../../lib/run.mjs';
import { probePort } from './station-server.mjs';

export const LOOPBACK = '127.0.0.1';

/**
 * @param {{ nodeArgs?: string[] }} [opts] extra node flags, e.g. `--cpu-prof` (not allowed in NODE_OPTIONS)
 */
export async function startBenchApiServer({ nodeArgs = [] } = {}) {
  const port = await probePort(LOOPBACK);
  const socketPort = await probePort(LOOPBACK);
  if (!port || !socketPort) throw new Error(`no free ports on ${LOOPBACK}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'medteach-load-'));
  const env = { ...process.env, HOST: LOOPBACK, PORT: String(port), SOCKET_PORT: String(socketPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', STATIC_DIR: '' };
  /** @type {import('node:child_process').StdioOptions} */
  const stdio = ['ignore', 'ignore', 'inherit'];
  // The same command as spawnApiServer, with the extra node flags in front.
  const child = nodeArgs.length
    ? spawn(process.execPath, [...nodeArgs, '--import', 'tsx', API_SERVER_ENTRY], { cwd: WORKSPACE_ROOT, env: { ...env, TSX_TSCONFIG_PATH: API_SERVER_TSCONFIG }, stdio })
    : spawnApiServer({ env, stdio });
  const baseUrl = `http://${LOOPBACK}:${port}`;
  const stop = async () => {
    await stopApiServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, pid: /** @type {number} */ (child.pid), dbFile: join(dataDir, 'medteach.sqlite'), stop };
}

export async function startBareFastify() {
  const child = spawn(process.execPath, [join(WORKSPACE_ROOT, 'tools/bench/lib/bare-fastify-server.mjs'), LOOPBACK], { cwd: WORKSPACE_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  /** @type {number} */
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare Fastify exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      const m = /ready (\d+)/.exec(String(chunk));
      if (m) resolve(Number(m[1]));
    });
  });
  child.removeAllListeners('exit');
  return { baseUrl: `http://${LOOPBACK}:${port}`, pid: /** @type {number} */ (child.pid), stop: () => stopApiServer(child) };
}
