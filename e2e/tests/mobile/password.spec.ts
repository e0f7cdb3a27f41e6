import { ADMIN } from '../../support/accounts';
import { LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

/**
 * Issue 18 我的 → 修改密码 in a plain browser: a student opens the form from the home's 我的 tab, a wrong old password
 * is refused under 旧密码 with what was typed kept, the right one changes it (修改成功, back on 我的, still signed in),
 * and after 退出登录 the new password signs in while the old one is refused. Every seeded student01–30 is taken by
 * other specs that sign in with 123456, so the test creates its own student (admin API) and changes that one.
 */
test('a student changes the password from 我的 and signs in with the new one', async ({ page, problems }) => {
  const initial = 'start-pw1'; // new passwords have at least 8 characters (the contract's PASSWORD_MIN_LENGTH)
  const username = `pwd-${Date.now().toString(36)}`;
  const adminToken = await loginByApi(page.request, ADMIN);
  const created = await page.request.post('/api/system/user', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { userName: username, realName: '改密学员', roles: ['student'], classId: 1, password: initial },
  });
  expect((await created.json()).code).toBe(200);

  await setTokenCookie(page.context(), MOBILE_TOKEN_COOKIE, await loginByApi(page.request, { username, password: initial }));
  await page.goto(`${LEARNER}#/home?tab=me`);
  await expect(page.getByText('改密学员')).toBeVisible();
  await page.getByRole('link', { name: '修改密码' }).click();
  await expect(page).toHaveURL(/#\/password$/);
  await expect(page.getByRole('heading', { name: '修改密码' })).toBeVisible();

  const old = page.getByLabel('旧密码');
  await old.fill('654321');
  await page.getByLabel('新密码', { exact: true }).fill('newpass1');
  await page.getByLabel('确认新密码').fill('newpass2');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

  await page.getByLabel('确认新密码').fill('newpass1');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('修改密码失败，旧密码错误')).toBeVisible();
  await expect(page.getByLabel('确认新密码')).toHaveValue('newpass1');

  await old.fill(initial);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/home\?tab=me$/);
  await expect(page.getByText('改密学员')).toBeVisible(); // still signed in

  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await page.getByPlaceholder('请输入账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(initial);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByText('用户不存在/密码错误')).toBeVisible();
  await page.getByPlaceholder('请输入密码').fill('newpass1');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).not.toHaveURL(/#\/login/);
  await page.goto(`${LEARNER}#/home?tab=me`);
  await expect(page.getByText('改密学员')).toBeVisible();
  expect(problems.errors).toEqual([]);
});
