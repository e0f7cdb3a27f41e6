import { ADMIN } from '../../support/accounts';
import { ADMIN_APP, NOT_FOUND_CODE } from '../../support/apps';
import { expectNotWhiteScreen, expect, settle, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

test('admin-shell boots on its login page', async ({ page, problems }) => {
  await page.goto(`${ADMIN_APP}#/login`);
  await expect(page.getByPlaceholder('账号')).toBeVisible();
  await expectNotWhiteScreen(page);
  await settle(page);
  expect(problems.errors).toEqual([]);
});

test('without a session every page sends you to the login page, remembering where you were', async ({ page }) => {
  await page.goto(`${ADMIN_APP}#/index`);
  await expect(page).toHaveURL(/#\/login\?redirect=/);
});

test('admin logs in with the demo account', async ({ page, context, problems }) => {
  await page.goto(`${ADMIN_APP}#/login`);
  await page.getByPlaceholder('账号').fill(ADMIN.username);
  await page.getByPlaceholder('密码').fill(ADMIN.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();

  await expect(page).not.toHaveURL(/#\/login/);
  await expectNotWhiteScreen(page);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === ADMIN_TOKEN_COOKIE)?.value).toBeTruthy();
  await settle(page);
  expect(problems.errors).toEqual([]);
});

test('a signed-in admin gets the 404 page for unknown routes', async ({ page, context, request }) => {
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, await loginByApi(request, ADMIN));
  await page.goto(`${ADMIN_APP}#/no-such-screen`);
  await expect(page.getByText(NOT_FOUND_CODE)).toBeVisible();
});
