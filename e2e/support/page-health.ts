/**
 * "The app booted": no uncaught exception, no console error, and the app's own screen visible (not a white page, not
 * the static boot screen).
 * `test` from here collects the problems of every page a test opens.
 */
import { test as base, expect, type Page } from '@playwright/test';

const FAVICON = '/favicon.ico';

export interface PageProblems {
  /** console.error messages and uncaught exceptions, in order. */
  errors: string[];
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [] };
    page.on('console', (msg) => {
      // The browser asks for /favicon.ico on its own; a missing icon is not an app failure.
      if (msg.type() === 'error' && !msg.location().url.endsWith(FAVICON)) problems.errors.push(`console.error: ${msg.text()} (${msg.location().url})`);
    });
    page.on('pageerror', (err) => problems.errors.push(`uncaught: ${err.message}`));
    await use(problems);
  },
});
export { expect };

/**
 * The static boot screen the shared HTML shell puts inside #root (tools/vite/app-shell.ts: the app's title and
 * 加载中...). React replaces it on its first render, so while it is there the app has not mounted.
 */
export const BOOT_SCREEN_SELECTOR = '#root > .boot';

/**
 * Fails unless the app mounted and shows something: the boot screen gone (React rendered into #root) and text or
 * media left in its place. The boot screen alone — a bundle that never ran, a crash before the first render — does
 * not count (e2e/tests/harness/boot-check.spec.ts proves it). Callers also assert what their own screen shows.
 */
export async function expectNotWhiteScreen(page: Page, options: { timeout?: number } = {}) {
  await expect
    .poll(
      () =>
        page.evaluate((bootSelector) => {
          if (document.querySelector(bootSelector)) return 'only the boot screen (the app never mounted)';
          const root = document.getElementById('root') ?? document.body;
          const text = root.innerText.trim();
          const media = root.querySelector('img, svg, canvas, video');
          const box = root.getBoundingClientRect();
          return (text.length > 0 || !!media) && box.width > 0 && box.height > 0 ? 'mounted' : 'blank (white screen)';
        }, BOOT_SCREEN_SELECTOR),
      { message: 'the app did not mount a visible screen', timeout: options.timeout },
    )
    .toBe('mounted');
}

/** Waits until the network is quiet so late errors (a failed lazy chunk, a rejected query) are caught too. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}
