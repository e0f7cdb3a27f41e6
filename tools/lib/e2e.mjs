/** Runs the Playwright suites in e2e/ with the Chromium that find-browser located. */
import { ensureBrowser } from '../find-browser.mjs';
import { run } from './run.mjs';

export const PLAYWRIGHT_CONFIG = 'e2e/playwright.config.ts';

/** @param {string[]} args extra Playwright arguments (e.g. a file filter or --project) */
export function runE2e(args = []) {
  const chromium = ensureBrowser();
  return run('npx', ['playwright', 'test', '-c', PLAYWRIGHT_CONFIG, ...args], { env: { ...process.env, CHROMIUM_PATH: chromium } });
}
