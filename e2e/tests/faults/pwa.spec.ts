/**
 * Installable learner app with an offline shell (issue 18, tools/vite/app-pwa.ts), in real Chromium against the
 * built app: its manifest and icons, the service worker it registers, the app opening with the network gone, an
 * answer given offline counted on screen ("N 条答案待同步") and sent once back online — and API answers never coming
 * from the worker's caches. Service workers are blocked in every other e2e (playwright.config.ts); allowed here.
 */
import type { Page } from '@playwright/test';
import { student } from '../../support/accounts';
import { LEARNER } from '../../support/apps';
import { expect, expectNotWhiteScreen, test } from '../../support/page-health';
import { loginByApi, withToken } from '../../support/session';
import { answerOutbox, storedAnswer } from './outbox';

test.use({ serviceWorkers: 'allow' });

/** Seeded free chapter (question-bank seed): its first question is an A1 whose right answer is C. */
const PAEDIATRICS = '儿科学';
const NEWBORN = '新生儿与儿童保健';
const NEWBORN_FIRST_RIGHT = 'C';
/** A student no other e2e answers with. */
const LEARNER_ACCOUNT = student(23);

const question = (page: Page) => page.getByRole('article');
const option = (page: Page, letter: string) => question(page).getByRole('button', { name: new RegExp(`^${letter} `) });

/** Resolves once the page is controlled by an active worker (precache installed, clients claimed). */
async function serviceWorkerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { message: 'the worker controls the page' }).toBe('activated');
}

/** Every URL held in the page's Cache Storage. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });

test('the learner app installs: manifest, icons and the theme colour', async ({ request }) => {
  const manifest = await (await request.get(`${LEARNER}manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({ name: '医学题库', short_name: '医学题库', start_url: './#/', scope: './', display: 'standalone' });
  for (const icon of manifest.icons as { src: string; purpose: string }[]) {
    const res = await request.get(LEARNER + icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable');
  const teaching = await (await request.get('/teaching/manifest.webmanifest')).json();
  expect(teaching).toMatchObject({ name: '医学教学', start_url: './#/', display: 'standalone' });
});

test('opens offline from its service worker, counts an answer given offline and sends it back online; API answers are never cached', async ({ page, context, request, problems }) => {
  test.setTimeout(90_000);
  const token = await loginByApi(request, LEARNER_ACCOUNT);
  await page.goto(withToken(`${LEARNER}#/subject?majorType=1`, token));
  await expect(page.getByText(PAEDIATRICS, { exact: true })).toBeVisible();
  await serviceWorkerInControl(page);

  // No network at all: the reload is answered by the worker — the app's own screen, not the browser's offline page.
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle('医学题库');
  await expectNotWhiteScreen(page);
  await context.setOffline(false);

  // Practice loaded online, then the network goes: the answer waits in the outbox and the app says so.
  await page.reload();
  await page.getByText(PAEDIATRICS, { exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${NEWBORN}`) }).click();
  await expect(question(page)).toHaveAccessibleName(/^第1题/);
  await context.setOffline(true);
  await option(page, NEWBORN_FIRST_RIGHT).click();
  await expect(option(page, NEWBORN_FIRST_RIGHT)).toHaveAttribute('data-state', 'correct-picked');
  const notice = page.getByRole('status').filter({ hasText: '条答案待同步' });
  await expect(notice).toHaveText('1 条答案待同步，联网后自动发送');
  const [queued] = await answerOutbox(page);
  expect(await storedAnswer(request, token, queued.body.body)).toBe('');

  // Back online: sent, and the count goes.
  await context.setOffline(false);
  await expect.poll(() => storedAnswer(request, token, queued.body.body), { message: 'the outbox sends the answer' }).toBe(NEWBORN_FIRST_RIGHT);
  await expect(notice).toHaveCount(0);

  // The server's data changed since the questions were first fetched: a reload shows the new answer, so the API
  // answer did not come from a cache — and no cache of the worker holds any API or stored-file URL.
  await page.reload();
  await expect(option(page, NEWBORN_FIRST_RIGHT)).toHaveAttribute('data-state', 'correct-picked');
  const cached = await cachedUrls(page);
  expect(cached).toContain(`${LEARNER}index.html`);
  expect(cached.filter((url) => url.startsWith('/api/') || url.startsWith('/file/'))).toEqual([]);
  // Failed loads while offline are console errors; an uncaught exception never is acceptable.
  expect(problems.errors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
});

/** A student no other e2e signs in with: the offline home only reads. */
const HOME_ACCOUNT = student(22);
/** The seed's first clinical bank, on the home's 题库 tab. */
const CLINICAL_BANK = '临床思维能力题库';

test('the web home opened offline shows its shell, 继续上次 and 网络不可用 — no endless 加载中 — and loads the banks back online', async ({ page, context, request, problems }) => {
  test.setTimeout(90_000);
  const token = await loginByApi(request, HOME_ACCOUNT);
  await page.goto(withToken(`${LEARNER}#/home`, token));
  await expect(page.getByText(CLINICAL_BANK)).toBeVisible();
  await serviceWorkerInControl(page);
  // 继续上次 is kept on the device (shared/last-practice.ts), as the answering screen stores it.
  await page.evaluate(() =>
    localStorage.setItem('medteach.lastPractice', JSON.stringify({ path: '/subjectHomeWork?name=topic&studyBankId=1&majorType=1&questionId=1', title: '章节练习', at: '11-25 09:05' })),
  );

  // The installed app opened with no network: the shell at once, what is local works, a plain offline state.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '题库' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  const offline = page.getByRole('status').filter({ hasText: '网络不可用' });
  await expect(offline).toContainText('联网后自动刷新');
  await expect(page.getByText('加载中')).toHaveCount(0);
  await expect(page.getByText(CLINICAL_BANK)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('home-offline.png') });
  await page.getByText('继续上次').click();
  await expect(page).toHaveURL(/#\/subjectHomeWork\?name=topic&studyBankId=1&majorType=1&questionId=1$/);
  await page.goBack();
  await expect(offline).toBeVisible();

  // Back online: the banks load by themselves, no reload.
  await context.setOffline(false);
  await expect(page.getByText(CLINICAL_BANK)).toBeVisible();
  await expect(offline).toHaveCount(0);
  // Failed loads while offline are console errors; an uncaught exception never is acceptable.
  expect(problems.errors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
});
