import type { Page } from '@playwright/test';
import { SEEDED_SHARE_ID, LANDING } from '../support/apps';
import { expect, expectNotWhiteScreen, test } from '../support/page-health';

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.40.2420(0x28002837) WeChat/arm64';
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
/** The fallback targets (apps/landing-pages open-app/constants.ts), answered locally. */
const IOS_STORE = /^https:\/\/apps\.apple\.com\//;
const ANDROID_STORE = /^https:\/\/a\.app\.qq\.com\//;
const PAGES = ['download', 'clinicalDownload', 'noteDownload', 'jump', 'invite?inviteSign=NOPE', 'share'];
/** Past the longest wait before a page goes to the download (3 s: iOS, and /jump everywhere; constants.ts). */
const PAST_EVERY_FALLBACK_MS = 5_000;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/commerce-shots/landing-${name}.png` });

/** Records every navigation attempt that leaves the page (the app scheme fails in a browser without the app). */
function watchLeaving(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => r.isNavigationRequest() && seen.push(r.url()));
  page.on('requestfailed', (r) => seen.push(r.url()));
  return seen;
}

test.describe('in WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  for (const path of PAGES) {
    test(`/${path} shows the mask and never tries the app`, async ({ page }) => {
      // The page's timers run on Playwright's clock, so the time a fallback would take is run through, not waited.
      await page.clock.install();
      const leaving = watchLeaving(page);
      await page.goto(`${LANDING}#/${path}`);
      await expect(page.getByText('请复制链接地址，去外部浏览器中打开')).toBeVisible();
      await expectNotWhiteScreen(page);
      await page.clock.runFor(PAST_EVERY_FALLBACK_MS);
      expect(leaving.filter((u) => !u.includes(LANDING))).toEqual([]);
      if (path === 'download') await shot(page, 'wechat-mask');
    });
  }

  test('copy with clipboard permission', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${LANDING}#/download?inviteSign=YC2026`);
    await page.getByRole('button', { name: '复制' }).click();
    await expect(page.getByText('复制成功，请在浏览器打开链接')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('#/download?inviteSign=YC2026');
  });

  test('copy without clipboard permission falls back, and says 请手动复制链接 when nothing works', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
      document.execCommand = () => false;
    });
    await page.goto(`${LANDING}#/download`);
    await page.getByRole('button', { name: '复制' }).click();
    await expect(page.getByText('请手动复制链接')).toBeVisible();
  });
});

/**
 * Desktop Chromium has neither the app nor Android's intent handling: the app scheme fails and the page stays (iOS),
 * which is what a phone without the app does, so the fallback is observable.
 */
test.describe('in a plain iPhone browser', () => {
  test.use({ userAgent: IPHONE_UA });

  for (const path of PAGES) {
    test(`/${path} tries the app, then goes to the store after 3 s`, async ({ page }) => {
      await page.route(IOS_STORE, (route) => route.fulfill({ contentType: 'text/html', body: '<title>store</title><p>app store</p>' }));
      const leaving = watchLeaving(page);
      await page.goto(`${LANDING}#/${path}`);
      const started = Date.now();
      await expect.poll(() => leaving.some((u) => u.startsWith('ycsyapp://')), { message: 'app scheme attempted' }).toBe(true);
      await page.waitForRequest(IOS_STORE, { timeout: 10_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
      expect(leaving.findIndex((u) => u.startsWith('ycsyapp://'))).toBeLessThan(leaving.findIndex((u) => IOS_STORE.test(u)));
    });
  }

  test('a valid invite first offers to copy the code; 打开看看 then tries the app', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const leaving = watchLeaving(page);
    await page.goto(`${LANDING}#/invite?inviteSign=YC2026`);
    await expect(page.getByText('提示')).toBeVisible();
    // Nothing is tried while the copy step waits, not even once a fallback's time has passed.
    await page.clock.runFor(PAST_EVERY_FALLBACK_MS);
    expect(leaving.some((u) => u.startsWith('ycsyapp://'))).toBe(false);
    await shot(page, 'invite-dialog');
    await page.getByRole('button', { name: '复制' }).click();
    await expect(page.getByText('邀请码已复制成功 请到银成圣云执业考试APP领取')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('YC2026');
    await shot(page, 'invite-copied');
    await page.getByRole('button', { name: '打开看看' }).click();
    await expect.poll(() => leaving.some((u) => u.startsWith('ycsyapp://'))).toBe(true);
  });

  for (const path of ['download', 'clinicalDownload', 'noteDownload']) {
    test(`/${path} with a valid inviteSign runs the invite flow before trying the app`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const leaving = watchLeaving(page);
      await page.goto(`${LANDING}#/${path}?inviteSign=YC2026`);
      await expect(page.getByText('提示')).toBeVisible();
      expect(leaving.some((u) => u.startsWith('ycsyapp://'))).toBe(false); // waits for the copy step
      await page.getByRole('button', { name: '复制' }).click();
      await expect(page.getByText('邀请码已复制成功 请到银成圣云执业考试APP领取')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('YC2026');
      await page.getByRole('button', { name: '打开看看' }).click();
      await expect.poll(() => leaving.some((u) => u.startsWith('ycsyapp://'))).toBe(true);
    });
  }

  test('/score shows the shared result', async ({ page }) => {
    await page.goto(`${LANDING}#/score?deviceCode=d1&shareType=1&inviteSignStr=YC2026&practiceListId=${SEEDED_SHARE_ID}`);
    await expect(page.getByTestId('share-score')).toContainText('86');
    await expect(page.getByText('临床思维能力模拟测试（一）')).toBeVisible();
    await shot(page, 'score');
  });
});

test.describe('in a plain Android browser', () => {
  test.use({ userAgent: ANDROID_UA });

  // Chrome's own intent fallback (S.browser_fallback_url, checked in open-app.spec.tsx) takes over from here.
  test('/download opens the app by intent at once', async ({ page }) => {
    const leaving = watchLeaving(page);
    await page.goto(`${LANDING}#/download`);
    await expect.poll(() => leaving.find((u) => u.startsWith('intent://'))).toBe('intent://open');
  });

  // Spec §9 "one landing page uses 3 s": /jump (JUMP_FALLBACK_MS, docs/learner.md "Landing pages").
  test('/jump waits 3 s before the download, on Android too', async ({ page }) => {
    await page.route(ANDROID_STORE, (route) => route.fulfill({ contentType: 'text/html', body: '<title>store</title><p>app store</p>' }));
    const leaving = watchLeaving(page);
    await page.goto(`${LANDING}#/jump`);
    const started = Date.now();
    await expect.poll(() => leaving.some((u) => u.startsWith('intent://'))).toBe(true);
    await page.waitForRequest(ANDROID_STORE, { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
  });
});
