/**
 * Waiting for what a page does on its own, instead of sleeping: the checks that hostile markup ran nothing look only
 * once every handler it could carry has had its chance.
 */
import type { Page } from '@playwright/test';

/**
 * Resolves once each image on the page has loaded or failed (an `onerror` runs right after), and two animation frames
 * and a task have passed since (queued load / error events, `autofocus` focus and a `<details open>` toggle fire by
 * then). Lazy images that are off screen never load, so they are not waited for.
 */
export async function afterPendingEvents(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
}
