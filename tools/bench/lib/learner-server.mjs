/**
 * api-server serving the built apps (as `npm start` does) on a temporary seeded database, loopback, free ports:
 * what the browser benches open. The apps must be built first (`npx nx run learner-h5:build`).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnApiServer, stopApiServer, waitForHealth } from '../../lib/server.mjs';
import { WORKSPACE_ROOT } from '../../lib/run.mjs';
import { probePort } from './station-server.mjs';

const LOOPBACK = '127.0.0.1';
export const DIST_APPS = join(WORKSPACE_ROOT, 'dist', 'apps');

/** @param {string} app e.g. 'learner-h5' */
export async function startServerWithApp(app) {
  if (!existsSync(join(DIST_APPS, app, 'index.html'))) throw new Error(`${app} is not built: run \`npx nx run ${app}:build\` first`);
  const port = await probePort(LOOPBACK);
  const socketPort = await probePort(LOOPBACK);
  if (!port || !socketPort) throw new Error(`no free ports on ${LOOPBACK}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'medteach-bench-'));
  const env = { ...process.env, HOST: LOOPBACK, PORT: String(port), SOCKET_PORT: String(socketPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', STATIC_DIR: DIST_APPS };
  const child = spawnApiServer({ env, stdio: ['ignore', 'ignore', 'inherit'] });
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
  return { baseUrl, dbFile: join(dataDir, 'medteach.sqlite'), stop };
}
