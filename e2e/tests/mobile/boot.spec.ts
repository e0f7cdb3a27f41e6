import { TEACHER, student } from '../../support/accounts';
import { LANDING, LEARNER, TEACHING } from '../../support/apps';
import { expectNotWhiteScreen, expect, settle, test } from '../../support/page-health';
import { loginByApi, withToken } from '../../support/session';

test.describe('mobile apps boot', () => {
  test('learner-h5 opens the goods page', async ({ page, request, problems }) => {
    const token = await loginByApi(request, student(1));
    await page.goto(withToken(`${LEARNER}#/goods`, token));
    await expect(page).toHaveURL(/\/learner\/#\/goods/);
    await expectNotWhiteScreen(page);
    await settle(page);
    // The token was picked up and removed from the visible URL (spec §6).
    expect(page.url()).not.toContain('token=');
    expect(problems.errors).toEqual([]);
  });

  test('teaching-h5 opens the class timetable', async ({ page, request, problems }) => {
    const token = await loginByApi(request, TEACHER);
    await page.goto(withToken(`${TEACHING}#/classSchedule`, token));
    await expect(page).toHaveURL(/\/teaching\/#\/classSchedule/);
    await expectNotWhiteScreen(page);
    // Only the mounted screen has the week's day strip and its date picker (the boot screen: title and 加载中...).
    await expect(page.getByRole('button', { name: '选择日期' })).toBeVisible();
    await settle(page);
    expect(problems.errors).toEqual([]);
  });

  test('landing-pages opens the download page without a session', async ({ page, problems }) => {
    await page.goto(`${LANDING}#/download`);
    await expect(page).toHaveURL(/\/landing\/#\/download/);
    await expectNotWhiteScreen(page);
    // The boot screen shows the same title as a paragraph; the page's heading and button come with React.
    await expect(page.getByRole('heading', { name: '下载APP' })).toBeVisible();
    await expect(page.getByRole('button', { name: '下载APP' })).toBeVisible();
    await settle(page);
    expect(problems.errors).toEqual([]);
  });
});
