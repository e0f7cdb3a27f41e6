/**
 * "The app booted": no uncaught exception, no console error, and something visible on the page (no white screen).
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

/** Fails unless the page shows text or media: a React crash or a failed bundle leaves an empty #root. */
export async function expectNotWhiteScreen(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.getElementById('root') ?? document.body;
          const text = root.innerText.trim();
          const media = root.querySelector('img, svg, canvas, video');
          const box = root.getBoundingClientRect();
          return (text.length > 0 || !!media) && box.width > 0 && box.height > 0;
        }),
      { message: 'the page stays blank (white screen)' },
    )
    .toBe(true);
}

/** Waits until the network is quiet so late errors (a failed lazy chunk, a rejected query) are caught too. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}
