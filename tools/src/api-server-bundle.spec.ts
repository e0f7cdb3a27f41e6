/**
 * The production build of api-server (tools/lib/api-server-bundle.mjs, `nx run api-server:build`) runs on plain Node:
 * it is built into a scratch folder, started on a fresh demo database outside the repository, and must answer, log a
 * student in (bcrypt runs in the worker script the build carries) and serve the seed media it copied.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleApiServer } from '../lib/api-server-bundle.mjs';
import { freePort } from '../lib/ports.mjs';
import { WORKSPACE_ROOT } from '../lib/run.mjs';
import { spawnApiServer, stopApiServer, waitForHealth } from '../lib/server.mjs';

/** Static `import … from "x"`, `export … from "x"` and `import("x")` of a bundled module. */
const IMPORT_SPECIFIER = /\bfrom\s*"([^"]+)"|\bimport\s*\(\s*"([^"]+)"\s*\)|^import\s*"([^"]+)"/gm;
const FILE_URL = /new URL\("([^"]+)", import\.meta\.url\)/g;
/** Module hook registered in the server's process: resolving tsx in any form throws. */
const TSX_GUARD_HOOKS = `export async function resolve(specifier, context, next) {
  if (/^tsx(\\/|$)/.test(specifier)) throw new Error('the api-server bundle loads ' + specifier);
  return next(specifier, context);
}
`;

/** node_modules is found from the bundle's own folder, so the scratch build lives inside the workspace. */
const scratchRoot = join(WORKSPACE_ROOT, 'tmp');
let outdir = '';
let entry = '';
let files: string[] = [];

beforeAll(async () => {
  mkdirSync(scratchRoot, { recursive: true });
  outdir = mkdtempSync(join(scratchRoot, 'api-server-bundle-'));
  ({ entry, files } = await bundleApiServer({ outdir }));
}, 60_000);

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

/** Writes the tsx guard into dir; returns what `node --import` takes. */
function writeTsxGuard(dir: string): string {
  const hooks = join(dir, 'tsx-guard-hooks.mjs');
  const guard = join(dir, 'tsx-guard.mjs');
  writeFileSync(hooks, TSX_GUARD_HOOKS);
  writeFileSync(guard, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
  return pathToFileURL(guard).href;
}

function bundledModules() {
  return files.filter((f) => f.endsWith('.mjs')).map((f) => ({ file: f, code: readFileSync(join(outdir, f), 'utf8') }));
}

describe('api-server production bundle', () => {
  it('writes the entry, its source map, the bcrypt worker and the seed media', () => {
    expect(relative(outdir, entry)).toBe('main.mjs');
    expect(files).toEqual(expect.arrayContaining(['main.mjs', 'main.mjs.map', 'core/password-worker.mjs', 'assets/course/course-ecg.png', 'assets/question-bank/qb-dental-xray.png', 'assets/station/station-cpr.mp4']));
  });

  it('imports only npm packages and Node built-ins: no tsx, no workspace sources', () => {
    const specifiers = bundledModules().flatMap(({ file, code }) => [...code.matchAll(IMPORT_SPECIFIER)].map((m) => `${file} → ${m[1] ?? m[2] ?? m[3]}`));
    expect(specifiers.length).toBeGreaterThan(10);
    expect(specifiers.filter((s) => /→ (tsx(\/|$)|@medteach\/|\.|\/)|\.tsx?$/.test(s))).toEqual([]);
    expect(specifiers).toContain('main.mjs → fastify');
  });

  it('needs only the packages of package.json "dependencies" (a production install omits the dev ones)', () => {
    const { dependencies } = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const packages = bundledModules().flatMap(({ code }) =>
      [...code.matchAll(IMPORT_SPECIFIER)].map((m) => (m[1] ?? m[2] ?? m[3]) as string).filter((s) => !isBuiltin(s)).map((s) => s.split('/').slice(0, s.startsWith('@') ? 2 : 1).join('/')),
    );
    expect(packages).toContain('better-sqlite3');
    expect([...new Set(packages)].filter((name) => !(name in dependencies))).toEqual([]);
  });

  it('opens run-time files that lie inside its own folder', () => {
    const urls = bundledModules().flatMap(({ file, code }) => [...code.matchAll(FILE_URL)].map((m) => resolve(dirname(join(outdir, file)), m[1])));
    expect(urls.length).toBeGreaterThanOrEqual(4);
    expect(urls.filter((u) => !u.startsWith(outdir + '/') || !existsSync(u))).toEqual([]);
  });

  it('starts on plain Node with a fresh demo database, answers /api/health and logs student01 in', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'medteach-bundle-'));
    const [port, socketPort] = [await freePort(), await freePort()];
    const baseUrl = `http://127.0.0.1:${port}`;
    let stderr = '';
    let child: ChildProcess | undefined;
    try {
      child = spawnApiServer({
        bundle: entry,
        // Outside the repository: nothing may be found relative to the working directory.
        cwd: dataDir,
        nodeArgs: ['--import', writeTsxGuard(dataDir)],
        env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), SOCKET_PORT: String(socketPort), DATA_DIR: dataDir, DEMO_MODE: '1', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
      await waitForHealth(baseUrl, child, 60_000).catch((err) => {
        throw new Error(`${err instanceof Error ? err.message : err}\n${stderr}`);
      });

      const health = await fetch(`${baseUrl}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'UP', db: 'UP' });

      const res = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'student01', password: '123456' }),
      });
      const login = (await res.json()) as { code: number; data?: { access_token?: string } };
      expect(login.code).toBe(200);
      expect(login.data?.access_token).toEqual(expect.any(String));

      // The seed media came from the bundle's own assets folder into the upload folder.
      for (const path of ['/file/course/course-ecg.png', '/file/qb-dental-xray.png', '/file/station/cpr.mp4']) {
        expect({ path, status: (await fetch(baseUrl + path)).status }).toEqual({ path, status: 200 });
      }
      expect(stderr).not.toContain('the api-server bundle loads');
    } finally {
      if (child) await stopApiServer(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('the guard the server runs under stops a bundle that loads tsx (so the start above proves something)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'medteach-guard-'));
    // In the scratch folder, where tsx would resolve from node_modules but for the guard.
    const loadsTsx = join(outdir, 'loads-tsx.mjs');
    writeFileSync(loadsTsx, "await import('tsx/esm/api');\n");
    try {
      const child = spawnApiServer({ bundle: loadsTsx, cwd: dir, nodeArgs: ['--import', writeTsxGuard(dir)], env: { PATH: process.env.PATH }, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
      const code = await new Promise((done) => child.once('close', done));
      expect({ code, stderr }).toEqual({ code: 1, stderr: expect.stringContaining('the api-server bundle loads tsx/esm/api') });
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(loadsTsx, { force: true });
    }
  });
});
