/**
 * The apps work under the CSP `npm start` sends (issue 9 "Security"): each app's main route loads with the real
 * headers, shows something, and the browser reports no CSP violation (securitypolicyviolation events and console).
 */
import type { Page } from '@playwright/test';
import { ADMIN, TEACHER, student } from '../../support/accounts';
import { ADMIN_APP, LANDING, LEARNER, STATION, TEACHING } from '../../support/apps';
import { expect, expectNotWhiteScreen, settle, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, loginByApi, setTokenCookie, withToken } from '../../support/session';
import { StationConsole } from '../station/station-console';

/** The room screen R4 shown as a board: no other suite pairs it. */
const CSP_DISPLAY = 'R4';

const VIOLATIONS = '__cspViolations';

/** Collects violations from the first script on: the listener is installed before any app code runs. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) fromConsole.push(msg.text());
  });
  await page.addInitScript((key) => {
    const list: string[] = [];
    (window as unknown as Record<string, unknown>)[key] = list;
    document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`));
  }, VIOLATIONS);
  return async () => {
    // Nothing tolerated: zod's `new Function('')` JIT probe is switched off at each app's start (@medteach/contract/zod-jitless).
    const all = (await page.evaluate((key) => (window as unknown as Record<string, string[]>)[key] ?? [], VIOLATIONS)) as string[];
    return [...all, ...fromConsole];
  };
}

test.describe('apps run under the Content-Security-Policy', () => {
  test('learner, teaching, station and landing: CSP sent, no violation, no white screen', async ({ page, request, problems }) => {
    const violations = await watchCsp(page);
    const learner = await loginByApi(request, student(28));
    const teacher = await loginByApi(request, TEACHER);
    const entries = [
      withToken(`${LEARNER}#/goods`, learner),
      `${LEARNER}#/agreement`,
      // The login pages build zod schemas as they load: where zod's JIT probe (new Function) would show.
      `${LEARNER}#/login`,
      withToken(`${TEACHING}#/classSchedule`, teacher),
      `${TEACHING}#/login`,
      // A display of its own: pairing re-issues the key, which would cut off another suite's A1 board.
      `${STATION}#/wait?${await (await StationConsole.open(request)).pair(CSP_DISPLAY)}`,
      `${LANDING}#/download`,
    ];
    for (const url of entries) {
      // Leave first: a hash change inside the same app is no new document and has no response headers.
      await page.goto('about:blank');
      const res = await page.goto(url);
      const headers = res?.headers() ?? {};
      expect(headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      await expectNotWhiteScreen(page);
      await settle(page);
      expect(await violations(), url).toEqual([]);
    }
    expect(problems.errors).toEqual([]);
  });

  test('admin login and console: CSP sent, no violation', async ({ page, request, context, problems }) => {
    const violations = await watchCsp(page);
    await page.goto(`${ADMIN_APP}#/login`);
    await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
    await settle(page);
    expect(await violations(), 'login').toEqual([]);
    await page.goto('about:blank');
    await setTokenCookie(context, ADMIN_TOKEN_COOKIE, await loginByApi(request, ADMIN));
    const res = await page.goto(ADMIN_APP);
    expect(res?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expectNotWhiteScreen(page);
    await settle(page);
    expect(await violations()).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('the CSP really blocks an injected inline script (the wall is up)', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(`${LANDING}#/download`);
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inlineRan = true';
      document.body.appendChild(s);
    });
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
    await expect.poll(violations).toContainEqual(expect.stringContaining('script-src'));
  });
});
