/**
 * Starting and stopping api-server from the workspace scripts (npm start, e2e global setup, benches): either the
 * TypeScript sources under tsx (development) or the compiled bundle that production runs (`nx run api-server:build`).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { nxEnv, run, WORKSPACE_ROOT } from './run.mjs';

export const API_SERVER_ENTRY = join(WORKSPACE_ROOT, 'apps/api-server/src/main.ts');
/** tsx resolves the `@medteach/*` path aliases through the server's own tsconfig. */
export const API_SERVER_TSCONFIG = join(WORKSPACE_ROOT, 'apps/api-server/tsconfig.app.json');
/** Output of `nx run api-server:build` (tools/lib/api-server-bundle.mjs). */
export const API_SERVER_BUNDLE_DIR = join(WORKSPACE_ROOT, 'dist/apps/api-server');
export const API_SERVER_BUNDLE = join(API_SERVER_BUNDLE_DIR, 'main.mjs');
/** Stack traces of the bundle point into the TypeScript sources through its source map. */
export const BUNDLE_NODE_ARGS = ['--enable-source-maps'];
export const HEALTH_PATH = '/api/health';
/** A cold start compiles the TypeScript on the fly; on a busy 2-core machine that can take a while. */
export const STARTUP_TIMEOUT_MS = 90_000;
const HEALTH_POLL_MS = 300;
/** Time a stopping server gets for its graceful shutdown before it is killed. */
export const STOP_GRACE_MS = 5_000;

/**
 * Spawns api-server, one node process so signals reach it directly: the compiled `bundle` when given (e.g.
 * API_SERVER_BUNDLE, what production runs), else the sources through the tsx loader. `nodeArgs` are extra node flags,
 * e.g. `--cpu-prof` (not allowed in NODE_OPTIONS).
 * @param {{ env: NodeJS.ProcessEnv, stdio?: import('node:child_process').StdioOptions, nodeArgs?: string[], bundle?: string, cwd?: string }} options
 */
export function spawnApiServer({ env, stdio = 'inherit', nodeArgs = [], bundle, cwd = WORKSPACE_ROOT }) {
  if (bundle) {
    if (!existsSync(bundle)) throw new Error(`${bundle} is missing: build the server first (npx nx run api-server:build)`);
    return spawn(process.execPath, [...BUNDLE_NODE_ARGS, ...nodeArgs, bundle], { cwd, env, stdio });
  }
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', API_SERVER_ENTRY], {
    cwd,
    env: { ...env, TSX_TSCONFIG_PATH: API_SERVER_TSCONFIG },
    stdio,
  });
}

/** Builds the production bundle into API_SERVER_BUNDLE_DIR (restored from Nx's cache when the sources are unchanged). */
export function buildApiServer() {
  return run('npx', ['nx', 'run', 'api-server:build', '--outputStyle=static'], { env: nxEnv() });
}

/**
 * Resolves once `GET /api/health` answers 200; rejects when the child exits first or time runs out.
 * @param {string} baseUrl
 * @param {import('node:child_process').ChildProcess} child
 */
export async function waitForHealth(baseUrl, child, timeoutMs = STARTUP_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  /** @type {string | number | null} */
  let exited = null;
  /** @param {number | null} code @param {NodeJS.Signals | null} signal */
  const onExit = (code, signal) => (exited = signal ?? code);
  child.once('exit', onExit);
  try {
    while (Date.now() < deadline) {
      if (exited !== null) throw new Error(`api-server exited (${exited}) before it was ready`);
      try {
        const res = await fetch(baseUrl + HEALTH_PATH);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, HEALTH_POLL_MS));
    }
    throw new Error(`api-server did not answer ${HEALTH_PATH} within ${timeoutMs / 1000} s`);
  } finally {
    child.off('exit', onExit);
  }
}

/**
 * Asks the server to shut down gracefully (SIGTERM), kills it after the grace period.
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
export function stopApiServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
