/**
 * Issue 16 (slice E) "Proof": a config edited in the console shows in 操作日志 with its before/after, and a failed
 * login shows in 登录日志 with its message and device.
 */
import type { Page } from '@playwright/test';
import { ADMIN } from '../../support/accounts';
import { ADMIN_APP } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

const openFromMenu = async (page: Page, group: string, item: string) => {
  const entry = page.getByRole('menuitem', { name: item });
  if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: group }).click();
  await entry.click();
};

test('the admin edits a config value; 操作日志 shows the edit with before and after', async ({ page, context, request, problems }) => {
  // Two screens and a dialog on a shared 2-core machine: more than the default 30 s when others build.
  test.setTimeout(60_000);
  const token = await loginByApi(request, ADMIN);
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, token);
  // A config of this run's own, so parallel tests reading the seeded ones are not disturbed.
  const key = `e2e.logs.${Date.now()}`;
  const created = await request.post('/api/system/config', {
    headers: { authorization: `Bearer ${token}` },
    data: { configName: '日志演示参数', configKey: key, configValue: '旧值' },
  });
  expect((await created.json()).code).toBe(200);

  await page.goto(`${ADMIN_APP}#/system/config`);
  await page.locator('#configQuery').getByPlaceholder('请输入参数键名').fill(key);
  await page.locator('#configQuery').getByRole('button', { name: /搜\s*索/ }).click();
  const row = page.getByRole('row').filter({ hasText: key });
  await row.getByRole('button', { name: '修改' }).click();
  const dialog = page.getByRole('dialog', { name: '修改参数' });
  await dialog.getByLabel('参数键值').fill('新值');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();

  await openFromMenu(page, '系统管理', '操作日志');
  await expect(page).toHaveURL(/#\/system\/operlog$/);
  await expect(page.getByRole('button', { name: '新增' })).toHaveCount(0);
  const entry = page.getByRole('row').filter({ hasText: '参数管理' }).filter({ hasText: '修改' }).first();
  await expect(entry).toContainText('admin');
  await expect(entry).toContainText('成功');
  await entry.getByRole('button', { name: '详细' }).click();

  const detail = page.getByRole('dialog', { name: '操作日志详细' });
  await expect(detail).toContainText('/api/system/config');
  await expect(detail).toContainText(key);
  // The last table of the dialog is 数据变更 (the details above it are a table too).
  const changed = detail.getByRole('table').last().getByRole('row').filter({ hasText: 'configValue' });
  await expect(changed.getByRole('cell')).toHaveText(['configValue已修改', '旧值', '新值']);
  await page.screenshot({ path: test.info().outputPath('operlog-detail.png') });
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  expect(problems.errors).toEqual([]);
});

test('a failed login shows in 登录日志 with its message and device', async ({ page, context, request, browser, problems }) => {
  test.setTimeout(60_000);
  // The wrong password typed on the console's own login page, in a browser of its own.
  const name = `nobody${Date.now()}`;
  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await stranger.newPage();
  await login.goto(`${ADMIN_APP}#/login`);
  await login.getByPlaceholder('账号').fill(name);
  await login.getByPlaceholder('密码').fill('not-the-password');
  await login.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(login.getByText('用户不存在/密码错误')).toBeVisible();
  await stranger.close();

  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, await loginByApi(request, ADMIN));
  await page.goto(`${ADMIN_APP}#/system/logininfor`);
  await page.locator('#loginLogQuery').getByPlaceholder('请输入用户名称').fill(name);
  await page.locator('#loginLogQuery').getByRole('button', { name: /搜\s*索/ }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('失败');
  await expect(row).toContainText('用户不存在/密码错误');
  await expect(row).toContainText('Chrome');

  // 解锁 the account: asked first, then confirmed.
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: /解\s*锁/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(`用户${name}解锁成功`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('logininfor.png') });
  expect(problems.errors).toEqual([]);
});
