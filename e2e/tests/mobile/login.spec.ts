import { student } from '../../support/accounts';
import { LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { MOBILE_TOKEN_COOKIE } from '../../support/session';

test('a student logs in on the learner login page with username and password', async ({ page, context, problems }) => {
  const account = student(2);
  await page.goto(`${LEARNER}#/login?redirect=${encodeURIComponent('/goods')}`);
  await page.getByPlaceholder('请输入账号').fill(`  ${account.username} `); // trimmed before sending (spec §5)
  await page.getByPlaceholder('请输入密码').fill(account.password);

  const loginResponse = page.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  const body = await (await loginResponse).json();
  expect(body.code).toBe(200);

  await expect(page).toHaveURL(/\/learner\/#\/goods/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === MOBILE_TOKEN_COOKIE)?.value).toBeTruthy();
  expect(problems.errors).toEqual([]);
});

test("a wrong password's message does not stay over the next screen after a correct login", async ({ page }) => {
  // A student no other login here uses: the wrong attempt counts towards the login lock.
  const account = student(19);
  await page.goto(`${LEARNER}#/login?redirect=${encodeURIComponent('/subject?majorType=1')}`);
  await page.getByPlaceholder('请输入账号').fill(account.username);
  await page.getByPlaceholder('请输入密码').fill('wrong-password');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  const refused = page.getByText('用户不存在/密码错误');
  await expect(refused).toBeVisible();

  await page.getByPlaceholder('请输入密码').fill(account.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(/\/learner\/#\/subject/);
  // The toast lasts 2 s on its own; it must leave with the login screen.
  await expect(refused).toBeHidden({ timeout: 500 });
});
