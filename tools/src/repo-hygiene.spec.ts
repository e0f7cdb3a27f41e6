/**
 * Rules that keep `npm install && npm test` honest on a machine with only Node and npm (issue 13):
 * - no code outside a short, reviewed list starts programs: a spawned program that only one machine has (ffmpeg
 *   encoding the seeded video) made a suite pass there and fail everywhere else;
 * - no test is skipped, focused or left as a todo: a test that does not run cannot fail.
 * Both lists are pinned here so a change shows in review.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from '../lib/run.mjs';

/** Tracked and new (not ignored) source files of the workspace. */
function sourceFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'libs', 'tools', 'e2e'], { cwd: WORKSPACE_ROOT, encoding: 'utf8' });
  return out
    .split('\n')
    .filter((f) => /\.(m?[jt]sx?)$/.test(f) && !f.startsWith('tools/lint-fixtures/'))
    .filter((f) => {
      try {
        readFileSync(join(WORKSPACE_ROOT, f));
        return true;
      } catch {
        return false; // deleted in the working tree
      }
    });
}

/**
 * Files allowed to start child processes, and why. Everything they start is Node itself, npx/git from the Node
 * install, or a package the script installs first (Chromium through apt in find-browser; PostgreSQL likewise once
 * the data-layer issue adds its harness).
 */
const MAY_SPAWN: Record<string, string> = {
  'tools/find-browser.mjs': 'finds Chromium, or apt-installs it with its CJK fonts',
  'tools/lib/run.mjs': 'runs npx nx / playwright',
  'tools/lib/server.mjs': 'starts api-server with process.execPath',
  'tools/bench/lib/server-process.mjs': 'starts bench servers with process.execPath',
  'tools/bench/lib/smoke-run.ts': 'runs a bench script in smoke mode with process.execPath',
  'tools/lib/postgres.mjs': 'finds PostgreSQL (or apt-installs it) and runs a throwaway cluster for tests and benches',
  'tools/src/repo-hygiene.spec.ts': 'this file: git ls-files',
};

/** A value import of child_process (`import type` only borrows its types and starts nothing). */
const SPAWNS = /^(?!import type)[^\n]*(from ['"](node:)?child_process['"]|require\(['"](node:)?child_process['"]\))/m;
/** An absolute path to a program (`/usr/bin/ffmpeg`), other than in a shebang line or a comment. */
const ABSOLUTE_PROGRAM = /['"`]\/(usr|opt|bin|sbin)\/[\w./-]*(bin|sbin)\/[\w.-]+['"`]/;
const NOT_RUN = /\b(it|test|describe|suite)(\.(each|concurrent|sequential)\([^)]*\))?\.(skip|skipIf|runIf|only|todo|fixme)\b|\bx(it|describe)\(|\btest\.(skip|fixme|fail)\(/;

describe('repository hygiene', () => {
  const files = sourceFiles();

  it('finds the workspace sources', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('apps/api-server/src/modules/station/media.ts');
  });

  it('only the pinned scripts start programs', () => {
    const spawning = files.filter((f) => SPAWNS.test(readFileSync(join(WORKSPACE_ROOT, f), 'utf8'))).sort();
    expect(spawning).toEqual(Object.keys(MAY_SPAWN).sort());
  });

  it('no source names an absolute program path (outside the browser finder, which installs what it names)', () => {
    const offenders = files.filter((f) => !['tools/find-browser.mjs', 'tools/src/repo-hygiene.spec.ts'].includes(f) && ABSOLUTE_PROGRAM.test(readFileSync(join(WORKSPACE_ROOT, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('no test is skipped, made conditional, focused or left as a todo', () => {
    const specs = files.filter((f) => /\.spec\.(m?[jt]sx?)$/.test(f) && f !== 'tools/src/repo-hygiene.spec.ts');
    expect(specs.length).toBeGreaterThan(100);
    const offenders = specs.flatMap((f) =>
      readFileSync(join(WORKSPACE_ROOT, f), 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${f}:${i + 1}` }))
        .filter(({ line }) => NOT_RUN.test(line) && !/^\s*(\/\/|\*)/.test(line))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the patterns catch what they are for', () => {
    expect(SPAWNS.test("import { spawn } from 'node:child_process';")).toBe(true);
    expect(SPAWNS.test("import type { ChildProcess } from 'node:child_process';")).toBe(false);
    expect(ABSOLUTE_PROGRAM.test("const FFMPEG = '/usr/bin/ffmpeg';")).toBe(true);
    expect(ABSOLUTE_PROGRAM.test("const PG = '/usr/lib/postgresql/15/bin/initdb';")).toBe(true);
    expect(ABSOLUTE_PROGRAM.test("const url = '/file/station/cpr.mp4';")).toBe(false);
    // The samples are assembled, so this file holds no skipped or focused call that a reader (or a scan) could mistake.
    const call = (runner: string, modifier: string, rest: string) => `${runner}.${modifier}${rest}`;
    const samples = [
      call('it', 'skipIf', "(!existsSync(dist))('x', () => {})"),
      call('it', 'skip', "('x', () => {})"),
      call('describe', 'only', "('x', () => {})"),
      call('test', 'skip', "(isCi, 'x')"),
      call('it', 'todo', "('later')"),
      call('test', 'fixme', "('x', async () => {})"),
    ];
    for (const line of samples) {
      expect(NOT_RUN.test(line), line).toBe(true);
    }
    expect(NOT_RUN.test("it('skips nothing', () => {})")).toBe(false);
    expect(NOT_RUN.test("expect(page.getByText('跳过')).toBeVisible()")).toBe(false);
  });
});
