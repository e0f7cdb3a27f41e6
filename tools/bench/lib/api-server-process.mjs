/**
 * Processes the load bench measures: api-server on a temporary seeded SQLite file (loopback, free ports, no static
 * apps, production logging) and the bare Fastify baseline. Both hand out their pid so memory can be read.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnApiServer, stopApiServer, waitForHealth } from '../../lib/server.mjs';
import { WORKSPACE_ROOT } from '../../lib/run.mjs';
import { probePort } from './station-server.mjs';

export const LOOPBACK = '127.0.0.1';

export async function startBenchApiServer() {
  const port = await probePort(LOOPBACK);
  const socketPort = await probePort(LOOPBACK);
  if (!port || !socketPort) throw new Error(`no free ports on ${LOOPBACK}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'medteach-load-'));
  const child = spawnApiServer({
    env: { ...process.env, HOST: LOOPBACK, PORT: String(port), SOCKET_PORT: String(socketPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', STATIC_DIR: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
