import type { Page } from '@playwright/test';
import { student } from '../../support/accounts';
import { LEARNER, TEACHING } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

/**
 * Issue 13: the back arrow of a page opened directly (a link from the native app, a shared URL) has nothing of the
 * app behind it. It goes to the app's root, which forwards to the app's home screen, instead of leaving the app
 * (about:blank in a fresh web view). Each page opens in a fresh tab: about:blank is the only thing behind it.
 * The home screen depends on the host (issue 18): the spec's /goods and /classSchedule inside the native app (here
 * the bridge simulator, `?bridgeSim=1`, stands in for it), the web home /home in a plain browser.
 */
const pressBack = (page: Page) => page.locator('.adm-nav-bar-back').first().click();

test('learner in the native app: back on a directly opened agreement goes to the home screen (/goods)', async ({ page, problems }) => {
  // The native app always hands its signed-in token over; here the cookie stands in for it (the home needs a session).
  await setTokenCookie(page.context(), MOBILE_TOKEN_COOKIE, await loginByApi(page.request, student(1)));
  await page.goto(`${LEARNER}?bridgeSim=1#/agreement?category=1&port=1`);
  await expect(page.getByTestId('agreement-content')).toBeVisible();
  await pressBack(page);
  await expect(page).toHaveURL(/\/learner\/\?bridgeSim=1#\/goods/);
  await expect(page.getByRole('heading', { name: '技能商品' })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('learner in a browser: back on a directly opened agreement goes to the web home (/home)', async ({ page, problems }) => {
  await setTokenCookie(page.context(), MOBILE_TOKEN_COOKIE, await loginByApi(page.request, student(1)));
  await page.goto(`${LEARNER}#/agreement?category=1&port=1`);
  await expect(page.getByTestId('agreement-content')).toBeVisible();
  await pressBack(page);
  await expect(page).toHaveURL(/\/learner\/#\/home/);
  await expect(page.getByRole('heading', { name: '题库' })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('teaching in the native app: back on a directly opened sign-in page goes to the timetable (/classSchedule)', async ({ page, problems }) => {
  await setTokenCookie(page.context(), MOBILE_TOKEN_COOKIE, await loginByApi(page.request, student(1)));
  await page.goto(`${TEACHING}?bridgeSim=1#/clocking?planDetailId=1`);
  await expect(page.getByRole('heading', { name: '考勤打卡' })).toBeVisible();
  await pressBack(page);
  await expect(page).toHaveURL(/\/teaching\/\?bridgeSim=1#\/classSchedule/);
  await expect(page.getByRole('heading', { name: '我的课表' })).toBeVisible();
  expect(problems.errors).toEqual([]);
});
