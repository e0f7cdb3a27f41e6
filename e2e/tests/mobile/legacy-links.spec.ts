import { student } from '../../support/accounts';
import { expect, test } from '../../support/page-health';
import { MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

/**
 * Old single-app links (native apps, QR codes) opened at the root entry land in the app that owns the route. The
 * visitor is signed in (the apps' token cookie): someone who is not goes on from there to the app's login page.
 */
const LEGACY_LINKS: [string, RegExp][] = [
  ['/#/teachProcess?planDetailId=1', /\/teaching\/#\/teachProcess\?planDetailId=1$/],
  ['/#/subject?majorType=1', /\/learner\/#\/subject\?majorType=1$/],
  ['/#/download', /\/landing\/#\/download$/],
];

for (const [legacy, target] of LEGACY_LINKS) {
  test(`root entry forwards ${legacy}`, async ({ page }) => {
    await setTokenCookie(page.context(), MOBILE_TOKEN_COOKIE, await loginByApi(page.request, student(1)));
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

test('someone never signed in goes on from the forwarded link to the login page, which keeps where they were going', async ({ page }) => {
  await page.goto('/#/subject?majorType=1');
  await expect(page).toHaveURL(/\/learner\/#\/login\?redirect=%2Fsubject%3FmajorType%3D1$/);
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  await expect(page.getByText('登录超时，请重新登录')).toHaveCount(0);
});
