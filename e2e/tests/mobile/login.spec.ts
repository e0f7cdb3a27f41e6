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
