/**
 * A throwaway PostgreSQL for tests and benches (issue 15): finds the server binaries (Debian's
 * /usr/lib/postgresql/<version>/bin, or PG_BIN), apt-installs `postgresql` when they are missing (as find-browser
 * installs Chromium), `initdb`s a cluster into a temporary folder, starts it on a free loopback port with trust auth,
 * and removes it all on stop. Never a service left running, never one someone else left running.
 * As root, the cluster runs as the `postgres` user (initdb refuses root): the processes are spawned with its uid/gid.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.mjs';

const DEBIAN_ROOT = '/usr/lib/postgresql';
const MIN_MAJOR = 15;
export const DEBIAN_POSTGRES_PACKAGES = ['postgresql'];
/** How long the server may take to accept connections after start. */
const START_TIMEOUT_MS = 30_000;

/** @returns {string | null} the bin folder of the newest installed PostgreSQL ≥ 15 */
export function findPostgresBin(env = process.env) {
  if (env.PG_BIN) return existsSync(join(env.PG_BIN, 'initdb')) ? env.PG_BIN : null;
  if (!existsSync(DEBIAN_ROOT)) return null;
  const majors = readdirSync(DEBIAN_ROOT)
    .map(Number)
    .filter((v) => v >= MIN_MAJOR && existsSync(join(DEBIAN_ROOT, String(v), 'bin', 'initdb')))
    .sort((a, b) => b - a);
  return majors.length ? join(DEBIAN_ROOT, String(majors[0]), 'bin') : null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Finds the binaries, installing Debian's package when missing (root on Debian only). */
export function ensurePostgres(env = process.env) {
  const found = findPostgresBin(env);
  if (found) return found;
  if (!isRoot() || !existsSync('/etc/debian_version')) {
    throw new Error(`PostgreSQL ≥ ${MIN_MAJOR} not found: install it (Debian: apt-get install postgresql) or set PG_BIN to its bin folder`);
  }
  console.error(`[postgres] not found: apt-get install ${DEBIAN_POSTGRES_PACKAGES.join(' ')}`);
  /** @type {import('node:child_process').ExecFileSyncOptions} */
  const opts = { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update'], opts);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...DEBIAN_POSTGRES_PACKAGES], opts);
  const installed = findPostgresBin(env);
  if (!installed) throw new Error('PostgreSQL could not be installed');
  return installed;
}

export { freePort };

/** uid/gid of the `postgres` user from /etc/passwd (created by the Debian package). */
function postgresUser() {
  const line = execFileSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' }).trim();
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Spawn options that run a cluster program as its owner: the `postgres` user when we are root, else ourselves.
 * @returns {{ uid?: number, gid?: number }}
 */
function ownerOptions() {
  return isRoot() ? postgresUser() : {};
}

/**
 * Starts a fresh cluster. `url` points at its `postgres` database as user `postgres` (trust auth, loopback only).
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, port: number, dir: string, stop: () => Promise<void> }>}
 */
export async function startThrowawayPostgres({ log = () => undefined } = {}) {
  const bin = ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), 'medteach-pg-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  const owner = ownerOptions();
  if (owner.uid !== undefined && owner.gid !== undefined) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  try {
    const initArgs = ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-instructions'];
    execFileSync(join(bin, 'initdb'), initArgs, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir, ...owner });
  } catch (err) {
    cleanup();
    throw new Error(`initdb failed: ${err instanceof Error ? err.message : err}`);
  }
  const port = await freePort();
  // Durability off: a throwaway cluster for tests trades crash safety for speed (fsync on a busy 2-core runner).
  const args = [
    '-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1',
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200',
  ];
  const child = spawn(join(bin, 'postgres'), args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir, ...owner });
  /** @type {string[]} */
  const output = [];
  /** @param {Buffer} chunk */
  const collect = (chunk) => {
    const text = String(chunk);
    output.push(text);
    for (const line of text.split('\n').filter(Boolean)) log(line);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killNow);
    if (child.exitCode === null) {
      child.kill('SIGINT'); // fast shutdown: rolls back open transactions, disconnects clients
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    cleanup();
  };
  // A test runner that dies without calling stop() still takes its cluster with it.
  const killNow = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    cleanup();
  };
  process.on('exit', killNow);

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`postgres exited during start:\n${output.join('')}`);
    }
    try {
      execFileSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q'], { stdio: 'ignore' });
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`postgres did not accept connections within ${START_TIMEOUT_MS} ms:\n${output.join('')}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, port, dir, stop };
}
