/**
 * Faults (issue 9 "Reliability"), the real thing: the api-server process is stopped (SIGTERM, port closed) while an
 * app is open, then started again on the same port and data. faults.spec.ts covers the faults page.route can fake
 * (slow, 500, 601, HTTP errors); here nothing is faked.
 *
 * The apps are served by an OwnApiServer (e2e/support/own-server.ts): the built dist/apps on its own origin with an
 * empty runtime config.js, so the pages call that server only, and stopping it takes the static files away too —
 * as a stopped deployment would. The tests share that one server and stop it in turn, so they run in order in
 * one worker; each starts with the server up (afterEach restarts it after a failure).
 */
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { systemPaths } from '@medteach/contract';
import { ADMIN, TEACHER, student } from '../../support/accounts';
import { ADMIN_APP, LEARNER, TEACHING } from '../../support/apps';
import { ANY_SOCKET_PORT, OwnApiServer } from '../../support/own-server';
import { expect, expectNotWhiteScreen, test, type PageProblems } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, loginByApi, withToken } from '../../support/session';
import { answerOutbox, storedAnswer } from './outbox';

/** Spec §8: a request the server never answered. */
const NETWORK_ERROR = '后端接口连接异常';
/** Spec §8 empty state. */
const EMPTY = '暂无数据';
/** The error state's button (ui-kit ErrorState); antd may put a space between two Chinese characters. */
const RETRY = /^重\s*试$/;
/** learner-h5 answer-outbox.ts OUTBOX_RETRY_MS: how often queued answers are re-sent in the background. */
const OUTBOX_RETRY_MS = 15_000;
/** React Query retries a transport failure twice with back-off before a screen shows its error state. */
const ERROR_STATE_WITHIN_MS = 20_000;

/** Seeded free chapter (question-bank seed): its first question is an A1 whose right answer is C. */
const PAEDIATRICS = '儿科学';
const NEWBORN = '新生儿与儿童保健';
const NEWBORN_FIRST_RIGHT = 'C';

// A restart takes a second or two; the outbox needs up to OUTBOX_RETRY_MS after it.
test.describe.configure({ mode: 'default', timeout: 90_000 });

let server: OwnApiServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  // A cold start compiles the server's TypeScript (tools/lib/server.mjs STARTUP_TIMEOUT_MS).
  test.setTimeout(120_000);
  server = await OwnApiServer.create({ socketPort: ANY_SOCKET_PORT });
  api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
});

test.afterEach(async () => {
  if (!server.running) await server.start();
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.dispose();
});

const appUrl = (path: string) => server.baseUrl + path;
const retryButton = (page: Page) => page.getByRole('button', { name: RETRY });
/** The request layer's message (ui-kit mobileNotifier: an antd-mobile Toast), apart from any error state's text. */
const mobileToast = (page: Page, text: string) => page.locator('.adm-toast-main').filter({ hasText: text });

/** Failed loads are console errors while the server is down; an uncaught exception never is acceptable. */
const uncaught = (problems: PageProblems) => problems.errors.filter((e) => e.startsWith('uncaught'));

const question = (page: Page) => page.getByRole('article');
const option = (page: Page, letter: string) => question(page).getByRole('button', { name: new RegExp(`^${letter} `) });

async function openNewbornPractice(page: Page) {
  await page.getByText(PAEDIATRICS, { exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${NEWBORN}`) }).click();
  await expect(question(page)).toHaveAccessibleName(/^第1题/);
}

test.describe('learner-h5', () => {
  test('an answer given while the server is stopped is kept and stored once it is back', async ({ page, problems }) => {
    const token = await loginByApi(api, student(1));
    await page.goto(withToken(appUrl(`${LEARNER}#/subject?majorType=1`), token));
    await openNewbornPractice(page);

    await server.stop();
    await option(page, NEWBORN_FIRST_RIGHT).click();
    // Graded on the phone, so the learner sees the result at once.
    await expect(option(page, NEWBORN_FIRST_RIGHT)).toHaveAttribute('data-state', 'correct-picked');
    await expect.poll(() => answerOutbox(page), { message: 'the unsent answer waits in the outbox' }).toHaveLength(1);
    const [queued] = await answerOutbox(page);
    expect(queued.body).toMatchObject({ kind: 'bank', body: { result: NEWBORN_FIRST_RIGHT } });
    // Spec §8: a failed answer is silent.
    await expect(page.getByText(NETWORK_ERROR)).toHaveCount(0);
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
    await expectNotWhiteScreen(page);

    await server.start();
    await expect
      .poll(() => storedAnswer(api, token, queued.body.body), { message: 'the outbox re-sends the answer', timeout: OUTBOX_RETRY_MS + 10_000 })
      .toBe(NEWBORN_FIRST_RIGHT);
    await expect.poll(() => answerOutbox(page)).toEqual([]);
    expect(uncaught(problems)).toEqual([]);
  });

  test('the question bank while the server is stopped → 后端接口连接异常 with 重试, which loads it once it is back', async ({ page, problems }) => {
    const token = await loginByApi(api, student(2));
    await page.goto(withToken(appUrl(`${LEARNER}#/subject?majorType=1`), token));
    await openNewbornPractice(page);

    await server.stop();
    // Back to the bank home: both screens' code is loaded, only their data has to come from the server.
    await page.goBack();
    await expect(mobileToast(page, NETWORK_ERROR)).toBeVisible();
    await expect(retryButton(page)).toBeVisible({ timeout: ERROR_STATE_WITHIN_MS });
    await expect(page.getByRole('alert')).toContainText(NETWORK_ERROR);
    // The screen keeps its frame around the error state.
    await expect(page.getByText('临床思维能力')).toBeVisible();
    await expectNotWhiteScreen(page);

    await server.start();
    await retryButton(page).click();
    await expect(page.getByText(PAEDIATRICS, { exact: true })).toBeVisible();
    await expect(retryButton(page)).toHaveCount(0);
    await openNewbornPractice(page);
    expect(uncaught(problems)).toEqual([]);
  });

  test('a screen not opened before cannot load its code while the server is stopped → 后端接口连接异常; 重试 waits for the server, then reloads', async ({ page, problems }) => {
    const token = await loginByApi(api, student(3));
    await page.goto(withToken(appUrl(`${LEARNER}#/subject?majorType=1`), token));
    await expect(page.getByText(PAEDIATRICS, { exact: true })).toBeVisible();

    await server.stop();
    await page.getByRole('navigation').getByRole('button', { name: '错题' }).click();
    await expect(page).toHaveURL(/#\/subjectErrorCorrection\?/);
    // The lazy chunk of the screen is on the stopped server: the route's error page says so, never a blank one.
    await expect(retryButton(page)).toBeVisible({ timeout: ERROR_STATE_WITHIN_MS });
    await expect(page.getByRole('alert')).toContainText(NETWORK_ERROR);
    await expectNotWhiteScreen(page);
    // 重试 while the server is still down keeps this page (a reload would show the browser's own error page).
    await retryButton(page).click();
    await expect(page.getByText(NETWORK_ERROR).first()).toBeVisible();
    await expect(retryButton(page)).toBeVisible();

    await server.start();
    await retryButton(page).click();
    // The reloaded screen asked the server: this student has no wrong answers yet.
    await expect(page.getByRole('heading', { name: '错题' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(EMPTY);
    await expect(retryButton(page)).toHaveCount(0);
    expect(uncaught(problems)).toEqual([]);
  });
});

test('teaching-h5 timetable: another day while the server is stopped → 后端接口连接异常 with 重试, which loads it once it is back', async ({ page, problems }) => {
  const token = await loginByApi(api, TEACHER);
  await page.goto(withToken(appUrl(`${TEACHING}#/classSchedule`), token));
  const week = page.getByRole('tablist');
  await expect(week.getByRole('tab')).toHaveCount(7);
  const otherDay = week.getByRole('tab', { selected: false }).first();
  const date = (await otherDay.getAttribute('aria-label')) ?? '';
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await server.stop();
  await otherDay.click();
  await expect(mobileToast(page, NETWORK_ERROR)).toBeVisible();
  await expect(retryButton(page)).toBeVisible({ timeout: ERROR_STATE_WITHIN_MS });
  await expect(page.getByRole('alert')).toContainText(NETWORK_ERROR);
  await expectNotWhiteScreen(page);

  await server.start();
  await retryButton(page).click();
  await expect(page.getByRole('tab', { name: date, selected: true })).toBeVisible();
  await expect(retryButton(page)).toHaveCount(0);
  expect(uncaught(problems)).toEqual([]);
});

test.describe('admin-shell on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  const DICT_DATA = `${ADMIN_APP}#/system/dict-data`;
  const isDictList = (url: string) => url.includes(`/api${systemPaths.dictDataList}`);
  const dictListLoaded = (page: Page) => page.waitForResponse((res) => isDictList(res.url()) && res.ok());
  const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
  const refresh = (page: Page) => page.getByRole('button', { name: '刷新' });

  test.beforeEach(async ({ context }) => {
    const token = await loginByApi(api, ADMIN);
    await context.addCookies([{ name: ADMIN_TOKEN_COOKIE, value: encodeURIComponent(token), url: server.baseUrl, sameSite: 'Lax' }]);
  });

  // Uncaught errors are the next test's: today the notifier's failed chunk load is one.
  test('dictionary data: 刷新 while the server is stopped keeps the rows; 刷新 reloads them once it is back', async ({ page }) => {
    await page.goto(appUrl(DICT_DATA));
    await expect(rows(page).first()).toBeVisible();
    const shown = await rows(page).count();

    await server.stop();
    const failed = page.waitForEvent('requestfailed', (req) => isDictList(req.url()));
    await refresh(page).click();
    await failed;
    // The table spins through React Query's retries, then keeps the last rows.
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: ERROR_STATE_WITHIN_MS });
    await expect(rows(page)).toHaveCount(shown);
    await expectNotWhiteScreen(page);

    await server.start();
    const reloaded = dictListLoaded(page);
    await refresh(page).click();
    await reloaded;
    await expect(rows(page)).toHaveCount(shown);
  });

  test('dictionary data: a request failing while the server is stopped says 后端接口连接异常, and later failures are still told', async ({ page, problems }) => {
    // Found by this test: the notifier used to load antd's message code on the first failed request, which a
    // stopped server cannot serve, and kept the failed load. Now the console preloads it, and a failed load falls
    // back to plain notices and is retried (apps/admin-shell/src/app/notifier.ts).
    await page.goto(appUrl(DICT_DATA));
    await expect(rows(page).first()).toBeVisible();

    await server.stop();
    await refresh(page).click();
    await expect.soft(page.getByText(NETWORK_ERROR).first(), 'the outage is told').toBeVisible();

    await server.start();
    const reloaded = dictListLoaded(page);
    await refresh(page).click();
    await reloaded;
    const refused = '演练：服务器拒绝了请求';
    await page.route(`**/api${systemPaths.dictDataList}*`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: refused }) }));
    await refresh(page).click();
    await expect.soft(page.getByText(refused).first(), 'a later failure is told').toBeVisible();
    expect.soft(uncaught(problems), 'no unhandled errors').toEqual([]);
  });
});
