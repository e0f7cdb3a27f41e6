/**
 * Issue 18 "Proof": a student gets questions wrong and sees them due the next day — with a real next day. The shared
 * e2e server runs on real time, so web-home.spec.ts can only see a wrong answer join the review list; here an own
 * api-server (e2e/support/own-server.ts, fresh data) is stopped after the wrong answers and started again on the same
 * data with its whole clock a day ahead (tools/lib/shifted-clock.mjs, docs/testing.md "e2e clock override"): the 12-hour token
 * has expired (the student signs in again), FSRS's "today" is tomorrow, and the home's 错题复习 counts both questions.
 *
 * Why a day exactly: a wrong answer's first review (Again, no short-term steps) is due one day after the answer,
 * and "due today" means due before the end of the server's local day (review-schedule.ts endOfDay). A day later
 * every earlier answer is due, whatever the hour or time zone; before it none is (the day ends within 24 h); and a
 * review answered on that day is next due a day or more later, so the count drops.
 */
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { student } from '../../support/accounts';
import { LEARNER, MOBILE_SESSION_EXPIRED } from '../../support/apps';
import { ANY_SOCKET_PORT, ONE_DAY_MS, OwnApiServer } from '../../support/own-server';
import { expect, test } from '../../support/page-health';
import { loginByApi, withToken } from '../../support/session';

/** Seeded free chapter (question-bank seed-data/clinical-other.ts): two A1 questions first, right answers C and B. */
const PAEDIATRICS = '儿科学';
const NEWBORN = '新生儿与儿童保健';
const FIRST = { stem: '正常小儿前囟闭合的时间一般是', right: 'C', wrong: 'A' };
const SECOND = { stem: '新生儿生理性黄疸的特点是', right: 'B', wrong: 'A' };
const STUDENT = student(1);
/** Chromium's console line for a call answered 401 (here: the calls made with yesterday's token). */
const REFUSED_AS_EXPIRED = /^console\.error: Failed to load resource: the server responded with a status of 401 /;

// One server start compiles the server's TypeScript (tools/lib/server.mjs STARTUP_TIMEOUT_MS); a restart is quicker.
test.describe.configure({ timeout: 90_000 });

let server: OwnApiServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await OwnApiServer.create({ socketPort: ANY_SOCKET_PORT });
  api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.dispose();
});

const appUrl = (path: string) => server.baseUrl + path;
const question = (page: Page) => page.getByRole('article');
const option = (page: Page, letter: string) => question(page).getByRole('button', { name: new RegExp(`^${letter} `) });
const next = (page: Page) => page.getByRole('navigation', { name: '题目操作' }).getByRole('button', { name: '下一题' });
/** The clinical family's 错题复习 row on the home's 题库 tab (the oral family's list is empty). */
const reviewRow = (page: Page) => page.locator('.adm-list-item').filter({ hasText: '错题复习' }).filter({ hasText: /复习列表共/ });

async function answer(page: Page, letter: string, state: 'wrong-picked' | 'correct-picked') {
  const stored = page.waitForResponse((r) => r.url().includes('/api/exam/studyQuestionRecord/add') && r.request().method() === 'POST');
  await option(page, letter).click();
  await expect(option(page, letter)).toHaveAttribute('data-state', state);
  expect((await (await stored).json()).code).toBe(200);
}

test('wrong answers are due the next day: the home counts them, 错题复习 practises them, and an answer takes one off', async ({ page, problems }) => {
  const token = await loginByApi(api, STUDENT);
  await page.goto(withToken(appUrl(`${LEARNER}#/subject?majorType=1`), token));
  await page.getByText(PAEDIATRICS, { exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${NEWBORN}`) }).click();
  await expect(question(page)).toHaveAccessibleName(/^第1题/);
  await expect(question(page)).toContainText(FIRST.stem);
  await answer(page, FIRST.wrong, 'wrong-picked');
  await next(page).click();
  await expect(question(page)).toContainText(SECOND.stem);
  await answer(page, SECOND.wrong, 'wrong-picked');

  // Today: both are on the list, neither is due.
  await page.goto(appUrl(LEARNER));
  await expect(page).toHaveURL(/#\/home$/);
  await expect(reviewRow(page)).toContainText('复习列表共 2 题');
  await expect(reviewRow(page)).toContainText('今日已复习完');

  expect(problems.errors).toEqual([]);

  // The student closes the app (nothing of it may call a stopped server). The next day: the same data, the server's
  // clock a day ahead.
  await page.goto('about:blank');
  await server.stop();
  await server.start({ clockOffsetMs: ONE_DAY_MS });

  // The student opens the app again. Yesterday's token has expired (12 h): the app says so, and they sign in again.
  await page.goto(appUrl(LEARNER));
  const expired = page.getByRole('dialog').filter({ hasText: MOBILE_SESSION_EXPIRED });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: /确\s*定|确认|重新登录/ }).click();
  await expect(page).toHaveURL(/#\/login/);
  await page.getByPlaceholder('请输入账号').fill(STUDENT.username);
  await page.getByPlaceholder('请输入密码').fill(STUDENT.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(/#\/home$/);

  await expect(reviewRow(page)).toContainText('今日待复习 2 题');
  await expect(reviewRow(page)).toContainText('复习列表共 2 题');
  await expect(reviewRow(page).locator('.adm-badge')).toHaveText('2');

  await reviewRow(page).click();
  await expect(page).toHaveURL(/#\/subjectHomeWork\?name=review&majorType=1/);
  // The most overdue first: the first wrong answer, then the second.
  await expect(question(page)).toHaveAccessibleName(/^第1题/);
  await expect(question(page)).toContainText(FIRST.stem);
  await page.getByRole('button', { name: '答题卡' }).click();
  const card = page.getByRole('dialog', { name: '答题卡' });
  await expect(card.getByRole('button', { name: /^第\d+题/ })).toHaveCount(2);
  await card.getByRole('button', { name: /^第2题/ }).click();
  await expect(question(page)).toContainText(SECOND.stem);
  await expect(card).toBeHidden();

  // Right this time: FSRS schedules it days ahead, so today's count drops to 1.
  await answer(page, SECOND.right, 'correct-picked');
  await page.locator('.adm-nav-bar-back').first().click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(reviewRow(page)).toContainText('今日待复习 1 题');
  await expect(reviewRow(page)).toContainText('复习列表共 2 题');
  await expect(reviewRow(page).locator('.adm-badge')).toHaveText('1');
  // The browser logs the calls the expired token was refused on; nothing else went wrong.
  expect(problems.errors.filter((e) => !REFUSED_AS_EXPIRED.test(e))).toEqual([]);
});
