/** Child-process helpers for the workspace scripts (npm start / npm test / benchmarks). */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WORKSPACE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The five deployable front ends, in the order README lists them. */
export const FRONTEND_APPS = ['learner-h5', 'teaching-h5', 'station-display', 'landing-pages', 'admin-shell'];
/** Lines kept from each command's output, enough to find its summary. */
const TAIL_LINES = 60;
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** Environment for Nx: never the daemon (2-core machine, one-shot runs). */
/** @param {NodeJS.ProcessEnv} [extra] */
export function nxEnv(extra = {}) {
  return { ...process.env, NX_DAEMON: 'false', ...extra };
}

/**
 * Runs a command with its output streamed through, keeping the last lines (ANSI stripped) for summaries.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {Promise<{ code: number, tail: string[] }>}
 */
export function run(command, args, { env = process.env, cwd = WORKSPACE_ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['inherit', 'pipe', 'pipe'] });
    /** @type {string[]} */
    const tail = [];
    let partial = '';
    /** @param {Buffer} chunk */
    const keep = (chunk) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) tail.push(line.replace(ANSI, '').trimEnd());
      if (tail.length > TAIL_LINES) tail.splice(0, tail.length - TAIL_LINES);
    };
    child.stdout.on('data', (c) => {
      process.stdout.write(c);
      keep(c);
    });
    child.stderr.on('data', (c) => {
      process.stderr.write(c);
      keep(c);
    });
    child.on('error', (err) => {
      tail.push(`${command}: ${err.message}`);
      resolve({ code: 127, tail });
    });
    child.on('close', (code, signal) => {
      if (partial) tail.push(partial.replace(ANSI, '').trimEnd());
      resolve({ code: code ?? (signal ? 128 : 1), tail });
    });
  });
}

/**
 * Builds the five apps, and with `server` api-server's production bundle too; Nx's cache makes this a no-op when
 * nothing changed.
 * @param {{ server?: boolean }} [options]
 */
export function buildApps({ server = false } = {}) {
  const projects = server ? [...FRONTEND_APPS, 'api-server'] : FRONTEND_APPS;
  return run('npx', ['nx', 'run-many', '-t', 'build', '-p', projects.join(','), '--parallel=2', '--outputStyle=static'], { env: nxEnv() });
}
