#!/usr/bin/env node
/**
 * Finds a Chromium for Playwright (docs/testing.md): env override, system packages, Playwright's own cache.
 * When none is found and we are root on Debian, installs `chromium` and CJK fonts with apt-get; otherwise
 * falls back to `npx playwright install chromium`. Run directly, it prints the executable path.
 */
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Environment variables that name a browser explicitly, first wins. */
export const BROWSER_ENV_VARS = ['CHROMIUM_PATH', 'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH'];
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
/** Executables inside one Playwright browser folder (layout changed between Playwright versions). */
const PLAYWRIGHT_EXECUTABLES = ['chrome-linux/chrome', 'chrome-linux64/chrome', 'chrome-linux/headless_shell', 'chrome-headless-shell-linux64/chrome-headless-shell'];
/** The Debian packages: the browser, and fonts so Chinese text renders (screenshots, layout). */
export const DEBIAN_PACKAGES = ['chromium', 'fonts-noto-cjk'];

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} name @param {string} [pathVar] */
function onPath(name, pathVar = process.env.PATH ?? '') {
  for (const dir of pathVar.split(delimiter).filter(Boolean)) {
    const file = join(dir, name);
    if (isExecutable(file)) return file;
  }
  return null;
}

/** Playwright's download cache: full Chromium builds first (newest first), then headless shells. */
/** @param {NodeJS.ProcessEnv} env @returns {string[]} */
function playwrightCacheCandidates(env) {
  const root = env.PLAYWRIGHT_BROWSERS_PATH && env.PLAYWRIGHT_BROWSERS_PATH !== '0' ? env.PLAYWRIGHT_BROWSERS_PATH : join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return [];
  const dirs = readdirSync(root)
    .filter((d) => d.startsWith('chromium'))
    .sort((a, b) => Number(a.startsWith('chromium_headless')) - Number(b.startsWith('chromium_headless')) || b.localeCompare(a, 'en', { numeric: true }));
  return dirs.flatMap((d) => PLAYWRIGHT_EXECUTABLES.map((exe) => join(root, d, exe)));
}

/**
 * Returns the first usable Chromium executable, or null.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | null}
 */
export function findBrowser(env = process.env) {
  for (const name of BROWSER_ENV_VARS) {
    const file = env[name];
    if (file) {
      if (isExecutable(file)) return file;
      throw new Error(`${name}=${file} is not an executable file`);
    }
  }
  for (const file of SYSTEM_PATHS) if (isExecutable(file)) return file;
  for (const name of PATH_NAMES) {
    const file = onPath(name, env.PATH);
    if (file) return file;
  }
  return playwrightCacheCandidates(env).find(isExecutable) ?? null;
}

function isRootOnDebian() {
  return typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/etc/debian_version');
}

function installBrowser() {
  /** @type {import('node:child_process').ExecFileSyncOptions} */
  const opts = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  if (isRootOnDebian()) {
    console.error(`[find-browser] no Chromium found: apt-get install ${DEBIAN_PACKAGES.join(' ')}`);
    execFileSync('apt-get', ['update'], opts);
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...DEBIAN_PACKAGES], opts);
  } else {
    console.error('[find-browser] no Chromium found: npx playwright install chromium');
    execFileSync('npx', ['playwright', 'install', 'chromium'], opts);
  }
}

/**
 * Finds Chromium, installing it when missing (nothing by hand: `npm test` calls this first).
 * @returns {string} the executable path
 */
export function ensureBrowser(env = process.env) {
  const found = findBrowser(env);
  if (found) return found;
  installBrowser();
  const installed = findBrowser(env);
  if (!installed) throw new Error('Chromium could not be found or installed; set CHROMIUM_PATH to a Chromium executable');
  return installed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    console.log(ensureBrowser());
  } catch (err) {
    console.error(`[find-browser] ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
