/**
 * The server processes the benches start: api-server on a temporary database seeded with the demo school (its
 * output hidden but its errors shown), and the baseline servers, small scripts that print `ready <port>`.
 * api-server runs as production runs it: the compiled bundle (`nx run api-server:build`, rebuilt when its sources
 * changed, once per bench process), not the TypeScript sources under tsx.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_SERVER_BUNDLE, buildApiServer, spawnApiServer, stopApiServer, waitForHealth } from '../../lib/server.mjs';
import { WORKSPACE_ROOT } from '../../lib/run.mjs';

/**
 * A free port on host (0 = any), or null when `port` is taken or the address cannot be bound.
 * @param {string} host
 * @param {number} port
 * @returns {Promise<number | null>}
 */
export function probePort(host, port = 0) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(null));
    probe.listen(port, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/** @type {Promise<void> | null} */
let bundleBuilt = null;

/**
 * Set by a caller that has just built the bundle and runs several benches after it (tools/src/bench-smoke.spec.ts):
 * each bench process would otherwise ask Nx again, seconds apiece.
 */
export const BUNDLE_READY_ENV = 'BENCH_API_SERVER_BUILT';

/** Brings the production bundle up to date, once per process (later servers of the same bench reuse it). */
export function ensureApiServerBundle() {
  if (process.env[BUNDLE_READY_ENV] === '1' && existsSync(API_SERVER_BUNDLE)) bundleBuilt ??= Promise.resolve();
  bundleBuilt ??= buildApiServer().then(({ code }) => {
    if (code !== 0) throw new Error('building api-server failed (npx nx run api-server:build, see above)');
  });
  return bundleBuilt;
}

/**
 * Starts api-server on host with a fresh DATA_DIR (seeded on start); a port not given is any free one.
 * `stop()` shuts it down (SIGTERM) and removes its data. With `env.DATABASE_URL` it runs on that PostgreSQL
 * database instead of the SQLite file (several instances on one database need the same `TOKEN_SECRET` in `env`).
 * `db` is what the benches read back through (bench-db.mjs): the URL, else the SQLite file.
 * @param {{ host: string, port?: number, socketPort?: number, staticDir?: string, nodeArgs?: string[], pageHosts?: string[], env?: Record<string, string> }} options
 *   staticDir: the built apps to serve ('' none); nodeArgs: extra node flags, e.g. `--cpu-prof`
 */
export async function startTempApiServer({ host, port, socketPort, staticDir = '', nodeArgs = [], pageHosts = [], env = {} }) {
  const httpPort = port ?? (await probePort(host));
  const wsPort = socketPort ?? (await probePort(host));
  if (!httpPort || !wsPort) throw new Error(`no free ports on ${host}`);
  await ensureApiServerBundle();
  const dataDir = mkdtempSync(join(tmpdir(), 'medteach-bench-'));
  const child = spawnApiServer({
    env: {
      ...process.env,
      HOST: host,
      PORT: String(httpPort),
      SOCKET_PORT: String(wsPort),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      // The benches sign in as the demo school's people: only demo mode seeds them.
      DEMO_MODE: '1',
      // Pages of this server (and of the extra host names a bench opens it under) may use the station socket and
      // connect to it under the CSP; api-server allows only configured origins (docs/deploying.md).
      ALLOWED_ORIGINS: [host, ...pageHosts].map((h) => `http://${h}:${httpPort}`).join(','),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    nodeArgs,
    bundle: API_SERVER_BUNDLE,
  });
  const baseUrl = `http://${host}:${httpPort}`;
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
  const dbFile = join(dataDir, 'medteach.sqlite');
  return { baseUrl, port: httpPort, socketPort: wsPort, pid: /** @type {number} */ (child.pid), dbFile, db: env.DATABASE_URL || dbFile, stop };
}

/**
 * Runs a baseline server script of tools/bench/lib in its own process; resolves once it prints `ready <port>`.
 * @param {string} script file name in tools/bench/lib
 * @param {string[]} args
 */
export async function startReadyScript(script, args) {
  const child = spawn(process.execPath, [join(WORKSPACE_ROOT, 'tools/bench/lib', script), ...args], {
    cwd: WORKSPACE_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  /** @type {number} */
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      const m = /ready (\d+)/.exec(String(chunk));
      if (m) resolve(Number(m[1]));
    });
  });
  child.removeAllListeners('exit');
  return { port, pid: /** @type {number} */ (child.pid), stop: () => stopApiServer(child) };
}
