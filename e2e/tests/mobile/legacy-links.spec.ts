import { expect, test } from '../../support/page-health';

/** Old single-app links (native apps, QR codes) opened at the root entry land in the app that owns the route. */
const LEGACY_LINKS: [string, RegExp][] = [
  ['/#/teachProcess?planDetailId=1', /\/teaching\/#\/teachProcess\?planDetailId=1$/],
  ['/#/subject?majorType=1', /\/learner\/#\/subject\?majorType=1$/],
  ['/#/download', /\/landing\/#\/download$/],
];

for (const [legacy, target] of LEGACY_LINKS) {
  test(`root entry forwards ${legacy}`, async ({ page }) => {
    await page.goto(legacy);
    await expect(page).toHaveURL(target);
  });
}

test('forwarding replaces the legacy URL, so back does not bounce into the app again', async ({ page }) => {
  await page.goto('/api/health'); // any earlier page
  // A public page that stays put (/download would try the app and leave for the store by itself, spec §9).
  await page.goto('/#/agreement');
  await expect(page).toHaveURL(/\/learner\/#\/agreement$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/api\/health$/);
});
