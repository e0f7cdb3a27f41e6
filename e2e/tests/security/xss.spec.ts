/**
 * XSS in a real browser (issue 9 "Security"): hostile text and HTML go in through the real APIs and are opened in
 * the apps that render them. The pages run with the CSP bypassed, so what is proven is the apps' own escaping and
 * sanitising; the CSP is a second wall, checked in csp.spec.ts.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, student } from '../../support/accounts';
import { ADMIN_APP, LEARNER } from '../../support/apps';
import { ADMIN_TOKEN_COOKIE, loginByApi, setTokenCookie, withToken } from '../../support/session';
import { XSS_DOCUMENT, XSS_FLAG, XSS_MARKER, XSS_PAYLOADS, executed, watchDialogs } from './xss-corpus';

test.use({ bypassCSP: true });

/** An agreement slot nobody else uses (category / port / application), so other suites keep the seeded text. */
const PROBE_AGREEMENT = { category: 97, port: 97, application: 97 };
/** A dictionary type of its own, so no other suite's option list changes. */
const PROBE_DICT_TYPE = 'xss_probe';
/** The chat business of this suite (chat history is per user and per identify). */
const PROBE_IDENTIFY = 'xss-probe';
/** Student used only here: chat messages stay out of other suites' history. */
const CHAT_STUDENT = student(29);

async function apiOk(res: Awaited<ReturnType<APIRequestContext['put']>>) {
  expect(res.ok(), `HTTP ${res.status()}`).toBe(true);
  const body = (await res.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(200);
}

/** No element of the page carries an event handler or a javascript: URL, whatever happened to the flag. */
async function expectNoLiveMarkup(page: Page) {
  const live = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)) || el.tagName === 'IFRAME')
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  expect(live).toEqual([]);
}

test.describe('no stored payload runs', () => {
  test('agreement rich text and title (learner /agreement)', async ({ page, request }) => {
    const admin = await loginByApi(request, ADMIN);
    await apiOk(
      await request.put('/api/platform/agreement/maintain', {
        headers: { Authorization: `Bearer ${admin}` },
        data: { ...PROBE_AGREEMENT, title: `${XSS_MARKER}<img src=x onerror="window.${XSS_FLAG}=20">`, content: XSS_DOCUMENT },
      }),
    );
    const dialogs = watchDialogs(page);
    const q = new URLSearchParams(Object.entries(PROBE_AGREEMENT).map(([k, v]) => [k, String(v)]));
    await page.goto(`${LEARNER}#/agreement?${q}`);
    const content = page.getByTestId('agreement-content');
    await expect(content).toContainText(XSS_MARKER);
    // The title is text: shown literally, not as an image.
    await expect(page.getByText(`${XSS_MARKER}<img`)).toBeVisible();
    expect(await executed(page, dialogs)).toEqual({ flag: null, dialogs: [] });
    await expectNoLiveMarkup(page);
  });

  test('dictionary labels and css classes (admin /system/dict-data)', async ({ page, request, context }) => {
    const admin = await loginByApi(request, ADMIN);
    const headers = { Authorization: `Bearer ${admin}` };
    const existing = await request.get(`/api/system/dict/data/list?dictType=${PROBE_DICT_TYPE}&pageSize=50`, { headers });
    if (((await existing.json()) as { total: number }).total === 0) {
      for (const [i, label] of XSS_PAYLOADS.entries()) {
        await apiOk(
          await request.post('/api/system/dict/data', {
            headers,
            data: { dictType: PROBE_DICT_TYPE, dictLabel: label, dictValue: `v${i}`, dictSort: i, cssClass: `x" onmouseover="window.${XSS_FLAG}=30` },
          }),
        );
      }
    }
    await setTokenCookie(context, ADMIN_TOKEN_COOKIE, admin);
    const dialogs = watchDialogs(page);
    await page.goto(`${ADMIN_APP}#/system/dict-data?dictType=${PROBE_DICT_TYPE}`);
    // The labels are shown as text (the first payload appears literally).
    await expect(page.getByText(XSS_PAYLOADS[0]).first()).toBeVisible();
    await page.mouse.move(400, 400);
    expect(await executed(page, dialogs)).toEqual({ flag: null, dialogs: [] });
    await expectNoLiveMarkup(page);
  });

  test('chat: typed problemContent and the answers echoed back (learner /artificial)', async ({ page, request }) => {
    const token = await loginByApi(request, CHAT_STUDENT);
    const dialogs = watchDialogs(page);
    await page.goto(withToken(`${LEARNER}#/artificial?identify=${PROBE_IDENTIFY}`, token));
    const input = page.getByPlaceholder(/./).last();
    for (const payload of XSS_PAYLOADS.slice(0, 6)) {
      await input.fill(payload);
      await page.getByRole('button', { name: /发\s*送/ }).click();
      await expect(page.getByText(payload).first()).toBeVisible();
    }
    expect(await executed(page, dialogs)).toEqual({ flag: null, dialogs: [] });
    await expectNoLiveMarkup(page);
  });
});
