/**
 * Playwright e2e (docs/testing.md): real Chromium (found by tools/find-browser.mjs) against api-server on a fresh
 * temporary database serving the built apps (global-setup.ts). Run with `npm run e2e` or as part of `npm test`.
 * E2E_BASE_URL=http://host:port skips the server start and tests a running deployment instead.
 */
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { findBrowser } from '../tools/find-browser.mjs';
import { CHROMIUM_FLAGS } from '../tools/browser-flags.mjs';
import { DEFAULT_E2E_PORT } from './support/ports';

const chromium = findBrowser();
const inCi = !!process.env.CI;

/** Every project runs in Chromium: the iPhone profile's default browser (WebKit) is not what we install. */
const chromiumLaunch = {
  browserName: 'chromium' as const,
  launchOptions: { args: [...CHROMIUM_FLAGS], ...(chromium ? { executablePath: chromium } : {}) },
};

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e/artifacts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: inCi,
  // One retry in CI absorbs a rare scheduling hiccup on a shared 2-core runner; a second failure is real.
  retries: inCi ? 1 : 0,
  // One browser per CPU this process may use (os.availableParallelism(): 2 on the team's 2-core machines, more on a
  // bigger one); CI's shared runners keep 2 whatever they report. `npm run e2e -- --workers=N` overrides it.
  workers: inCi ? 2 : availableParallelism(),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: '../test-results/e2e/report', open: 'never' }]],
  use: {
    // Set by global-setup.ts (a free port) before the workers start; workers load this file again.
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${DEFAULT_E2E_PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (actions, DOM snapshots, network, console) but no screencast: filming every
    // test's screen cost a quarter to a third of the suite's time on 2 cores, and the failure screenshot above stays.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // learner-h5 and teaching-h5 install a service worker (issue 18, tools/vite/app-pwa.ts) that would answer their
    // files from its cache, out of page.route's sight; e2e/tests/faults/pwa.spec.ts allows it to test it.
    serviceWorkers: 'block',
    // The browser asks for reduced motion, as a user may in their system settings: the console then draws drawers,
    // dialogs and menus without antd's animations (app/layout/reduced-motion.ts), which every step would otherwise
    // wait out before it acts.
    reducedMotion: 'reduce',
    ...chromiumLaunch,
  },
  projects: [
    { name: 'harness', testMatch: 'harness/**/*.spec.ts', use: { ...devices['Desktop Chrome'], ...chromiumLaunch } },
    // The phone journeys run once, on the narrower of the two profiles (390 px wide, where a layout overflows first):
    // iPhone 13 and Pixel 7 differ by size and user agent, and the journeys behave the same on both. Where iOS and
    // Android do behave differently, a targeted spec covers each: the native app's bridge transport (iOS message
    // handlers, Android's JavaScript interface) in mobile/platform/, which phone-android runs again on the Pixel 7;
    // the landing pages' app launch in landing.spec.ts, which sets the iPhone, Android and WeChat user agents itself.
    { name: 'phone', testMatch: 'mobile/**/*.spec.ts', use: { ...devices['iPhone 13'], ...chromiumLaunch } },
    { name: 'phone-android', testMatch: 'mobile/platform/**/*.spec.ts', use: { ...devices['Pixel 7'], ...chromiumLaunch } },
    // Teaching flows change seeded data once (a rating turns read-only), so they run on one phone profile only.
    { name: 'teaching', testMatch: ['teaching.spec.ts', 'course.spec.ts', 'teaching/**/*.spec.ts'], use: { ...devices['iPhone 13'], ...chromiumLaunch } },
    { name: 'desktop', testMatch: 'admin/**/*.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, ...chromiumLaunch } },
    // Goods/payment, chat, agreement (commerce.spec.ts) and the landing pages (landing.spec.ts) on a phone.
    { name: 'commerce', testMatch: /tests[\\/](commerce|landing)\.spec\.ts$/, use: { ...devices['Pixel 7'], ...chromiumLaunch } },
    { name: 'station', testMatch: 'station/**/*.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 1920, height: 1080 }, ...chromiumLaunch } },
    { name: 'security', testMatch: 'security/**/*.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, ...chromiumLaunch } },
    // A server of its own stopped and started again with its clock a day ahead (issue 18, tools/lib/shifted-clock.mjs).
    { name: 'clock', testMatch: 'clock/**/*.spec.ts', use: { ...devices['iPhone 13'], ...chromiumLaunch } },
    { name: 'faults', testMatch: 'faults/**/*.spec.ts', use: { ...devices['Pixel 7'], ...chromiumLaunch } },
    // Two api-server instances on one throwaway PostgreSQL behind a round-robin proxy (issue 15, support/cluster.ts).
    { name: 'cluster', testMatch: 'cluster/**/*.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 1920, height: 1080 }, ...chromiumLaunch } },
  ],
});
