/**
 * Starts api-server for the e2e run: a fresh temporary DATA_DIR (created and seeded on start), the built apps from
 * dist/apps, free ports. Returns the teardown that stops the server and removes the data.
 */
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnApiServer, stopApiServer, waitForHealth } from '../tools/lib/server.mjs';
import { FRONTEND_APPS, WORKSPACE_ROOT } from '../tools/lib/run.mjs';
import { freePort } from '../tools/lib/ports.mjs';
import { DEFAULT_E2E_PORT, FALLBACK_SOCKET_PORT, STATION_SOCKET_PORT } from './support/ports';

const HOST = '127.0.0.1';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] testing the running server at ${process.env.E2E_BASE_URL}`);
    return undefined;
  }
  const distDir = join(WORKSPACE_ROOT, 'dist', 'apps');
  const missing = FRONTEND_APPS.filter((app) => !existsSync(join(distDir, app, 'index.html')));
  if (missing.length) throw new Error(`[e2e] apps not built: ${missing.join(', ')} — run \`npm run e2e\` (it builds them) or \`npm run build\``);

  const port = await freePort(HOST, DEFAULT_E2E_PORT);
  const socketPort = await freePort(HOST, STATION_SOCKET_PORT, FALLBACK_SOCKET_PORT);
  const dataDir = mkdtempSync(join(tmpdir(), 'medteach-e2e-'));
  const logDir = join(WORKSPACE_ROOT, 'test-results', 'e2e');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(join(logDir, 'api-server.log'));

  const server = spawnApiServer({
    // Demo mode: the suites pay through the sandbox cashier and sign in with echoed SMS codes.
    env: { ...process.env, PORT: String(port), SOCKET_PORT: String(socketPort), HOST, DATA_DIR: dataDir, STATIC_DIR: distDir, DEMO_MODE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const baseUrl = `http://${HOST}:${port}`;
  try {
    await waitForHealth(baseUrl, server);
  } catch (err) {
    await stopApiServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${err instanceof Error ? err.message : err} (log: test-results/e2e/api-server.log)`);
  }
  // Workers start after this and inherit the environment (see `baseURL` in playwright.config.ts).
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SOCKET_PORT = String(socketPort);
  console.log(`[e2e] api-server on ${baseUrl} (socket.io ${socketPort}), data in ${dataDir}`);

  return async () => {
    await stopApiServer(server);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
