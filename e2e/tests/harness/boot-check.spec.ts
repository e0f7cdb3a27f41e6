/**
 * The boot check itself (issue 13): every app's HTML already shows a boot screen (title, 加载中...) before any
 * JavaScript runs, so a check that only looks for "some text" passes when React never mounts. With the app's
 * scripts refused, the page shows nothing but that boot screen, and `expectNotWhiteScreen` must fail on it.
 */
import { expect, test } from '@playwright/test';
import { ADMIN_APP, LANDING, LEARNER, STATION, TEACHING } from '../../support/apps';
import { BOOT_SCREEN_SELECTOR, expectNotWhiteScreen } from '../../support/page-health';

/** Long enough for a mounted app to replace the boot screen; the check is expected to fail here. */
const REJECT_WITHIN_MS = 3_000;
const APPS = { learner: LEARNER, teaching: TEACHING, station: `${STATION}#/wait?codeAddress=A1`, landing: LANDING, admin: ADMIN_APP };

for (const [name, url] of Object.entries(APPS)) {
  test(`${name}: the boot screen alone does not pass as a booted app; the mounted app does`, async ({ page }) => {
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    await page.goto(url);
    const boot = page.locator(BOOT_SCREEN_SELECTOR);
    await expect(boot).toBeVisible();
    await expect(boot).toContainText('加载中...');
    const verdict = await expectNotWhiteScreen(page, { timeout: REJECT_WITHIN_MS }).then(
      () => 'passed',
      (error: Error) => error.message,
    );
    expect(verdict).toContain('the app did not mount a visible screen');
    expect(verdict).toContain('only the boot screen');

    await page.unroute(/\.m?js(\?|$)/);
    await page.reload();
    await expectNotWhiteScreen(page);
    await expect(boot).toHaveCount(0);
  });
}
