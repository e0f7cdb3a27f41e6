#!/usr/bin/env node
/**
 * `npm start`: builds the five apps (Nx cache: skipped when up to date), then runs api-server serving them
 * from one origin, on a SQLite file in DATA_DIR (created and seeded when missing, reused afterwards).
 * Options: --no-build (serve dist/apps as it is), --compiled (run the production bundle of api-server,
 * dist/apps/api-server/main.mjs, instead of its TypeScript sources under tsx; always so with NODE_ENV=production).
 * Env: PORT (8080), SOCKET_PORT (7777), DATA_DIR (data), HOST.
 * Demo mode (SMS codes echoed, sandbox cashier, a generated platform-login secret) is on and printed loudly, unless
 * DEMO_MODE=0 or NODE_ENV=production (docs/deploying.md).
 * For testing only: MEDTEACH_CLOCK_OFFSET_MS=<ms> runs the server with its clock that far ahead (docs/testing.md "e2e clock
 * override": e.g. 86400000 to see the review that comes due tomorrow); refused with NODE_ENV=production.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApps, WORKSPACE_ROOT } from './lib/run.mjs';
import { API_SERVER_BUNDLE, spawnApiServer, stopApiServer, waitForHealth } from './lib/server.mjs';
import { CLOCK_OFFSET_ENV, parseClockOffset, shiftedClockLaunch } from './lib/clock-offset.mjs';
import { appUrls, DEMO_ACCOUNTS, DEMO_MODE_ENV, demoBanner, demoEnv, pairDemoBoard } from './lib/demo.mjs';

const DEFAULT_PORT = '8080';
const DEFAULT_SOCKET_PORT = '7777';
const DB_FILE_NAME = 'medteach.sqlite';

const port = process.env.PORT ?? DEFAULT_PORT;
const socketPort = process.env.SOCKET_PORT ?? DEFAULT_SOCKET_PORT;
const dataDir = resolve(WORKSPACE_ROOT, process.env.DATA_DIR ?? 'data');
const staticDir = join(WORKSPACE_ROOT, 'dist', 'apps');
const clockOffset = parseClockOffset(process.env[CLOCK_OFFSET_ENV]);
const compiled = process.argv.includes('--compiled') || process.env.NODE_ENV === 'production';
if (clockOffset !== 0 && process.env.NODE_ENV === 'production') {
  console.error(`${CLOCK_OFFSET_ENV} shifts the server's clock for testing; it is refused with NODE_ENV=production.`);
  process.exit(1);
}

if (!process.argv.includes('--no-build')) {
  const { code } = await buildApps({ server: compiled });
  if (code !== 0) {
    console.error('\nBuilding the apps failed (see above); nothing was started.');
    process.exit(code);
  }
}

if (compiled && !existsSync(API_SERVER_BUNDLE)) {
  console.error(`${API_SERVER_BUNDLE} is missing: build it (npm run build) or start without --no-build.`);
  process.exit(1);
}

const reusing = existsSync(join(dataDir, DB_FILE_NAME));
console.log(reusing ? `\nReusing the data in ${dataDir}` : `\nCreating and seeding ${join(dataDir, DB_FILE_NAME)}`);

const serverEnv = demoEnv({ ...process.env, PORT: port, SOCKET_PORT: socketPort, DATA_DIR: dataDir, STATIC_DIR: staticDir });
const clock = shiftedClockLaunch(clockOffset);
const server = spawnApiServer({ env: { ...serverEnv, ...clock.env }, nodeArgs: clock.nodeArgs, bundle: compiled ? API_SERVER_BUNDLE : undefined });

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping …');
  await stopApiServer(server);
  process.exit(0);
}
// Ctrl-C reaches the whole process group; the server shuts itself down and we wait for it.
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
server.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`api-server stopped unexpectedly (${signal ?? code})`);
  process.exit(code || 1);
});

// The server binds 127.0.0.1 by default; poll that address (localhost may resolve to ::1 first).
const boundHost = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : '127.0.0.1';
const origin = `http://${boundHost === '127.0.0.1' ? 'localhost' : boundHost}:${port}`;
try {
  await waitForHealth(`http://${boundHost}:${port}`, server);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await stopApiServer(server);
  process.exit(1);
}

// A demo prints a board link that is already paired (a fresh key each start: the previous one stops working).
const boardKey = serverEnv[DEMO_MODE_ENV] === '1' ? await pairDemoBoard(`http://${boundHost}:${port}`) : null;
const urls = appUrls(origin, boardKey);
const width = Math.max(...urls.map(([name]) => name.length));
console.log(`\nMedTeach is running (${compiled ? 'compiled api-server' : 'api-server from its TypeScript sources'}) — socket.io on port ${socketPort}\n`);
for (const [name, url] of urls) console.log(`  ${name.padEnd(width)}  ${url}`);
if (!boardKey) console.log('  (station screens: pair them in the console, 考站叫号 → 显示屏 → 生成配对链接)');
if (serverEnv[DEMO_MODE_ENV] === '1') {
  console.log('\nDemo accounts (a database created in demo mode):');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(9)} ${a.username} / ${a.password}`);
} else {
  console.log('\nNot a demo: a new database has one account, admin, whose password api-server printed above when it created it.');
}
const banner = demoBanner(serverEnv, dataDir);
if (banner.length) console.log(`\n${banner.join('\n')}`);
if (clockOffset !== 0) console.log(`\n!! Testing only: the server's clock is shifted by ${clockOffset} ms (${(clockOffset / 86_400_000).toFixed(2)} days) from real time (${CLOCK_OFFSET_ENV}).`);
console.log('\nPress Ctrl-C to stop.');
