/**
 * XSS in a real browser (issue 9 "Security"): hostile text and HTML go in through the real APIs and are opened in
 * the apps that render them. The pages run with the CSP bypassed, so what is proven is the apps' own escaping and
 * sanitising; the CSP is a second wall, checked in csp.spec.ts.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, student } from '../../support/accounts';
import { ADMIN_APP, LEARNER } from '../../support/apps';
import { ADMIN_TOKEN_COOKIE, loginByApi, setTokenCookie, sharedLogin, withToken } from '../../support/session';
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
/** Student used only here: the hostile note stays out of other suites' 笔记. */
const NOTE_STUDENT = student(24);

/** The student's first open question of the clinical bank (bank list → category tree → topic questions, spec §7). */
async function firstOpenQuestion(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}`, 'Device-Type': 'app' };
  const data = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>) => ((await res.json()) as { data: T }).data;
  const [bank] = await data<{ studyBankId: number }[]>(await request.get('/api/exam/studyBank/list?majorType=1', { headers }));
  const tree = await data<{ children?: { id: number; children?: { id: number }[] }[] }[]>(
    await request.get(`/api/exam/comm/category/getTree?majorType=1&studyBankId=${bank.studyBankId}`, { headers }),
  );
  const leaf = tree[0].children?.[0]?.children?.[0] ?? tree[0].children?.[0];
  if (!leaf) throw new Error('the clinical bank has no category');
  const [question] = await data<{ id: number; categoryId: number }[]>(
    await request.post('/api/exam/studyRecord/getQuestions', { headers, data: { categoryIds: [leaf.id], studyBankId: bank.studyBankId, type: 2, majorType: 1 } }),
  );
  return { studyBankId: bank.studyBankId, categoryId: question.categoryId, questionId: question.id, headers };
}

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
    const admin = await sharedLogin(request, ADMIN);
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
    const admin = await sharedLogin(request, ADMIN);
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

  test('notes: the list of 笔记 and a note opened on the answering screen (learner /subjectNote, /subjectHomeWork)', async ({ page, request }) => {
    const token = await loginByApi(request, NOTE_STUDENT);
    const at = await firstOpenQuestion(request, token);
    // POST /exam/questionResource/add {categoryId, questionId, mark, type 1, majorType} (spec §7 "note").
    await apiOk(
      await request.post('/api/exam/questionResource/add', {
        headers: at.headers,
        data: { categoryId: at.categoryId, questionId: at.questionId, mark: XSS_DOCUMENT, type: 1, majorType: 1 },
      }),
    );
    const dialogs = watchDialogs(page);
    await page.goto(withToken(`${LEARNER}#/subjectNote?studyBankId=${at.studyBankId}&majorType=1&type=0`, token));
    // The note is text: the payloads show literally.
    const listed = page.getByRole('paragraph').filter({ hasText: XSS_MARKER });
    await expect(listed).toContainText(XSS_PAYLOADS[0]);
    await listed.click();
    await expect(page).toHaveURL(/name=note/);
    await expect(page.getByRole('region', { name: '我的笔记' })).toContainText(XSS_PAYLOADS[1]);
    expect(await executed(page, dialogs)).toEqual({ flag: null, dialogs: [] });
    await expectNoLiveMarkup(page);
  });

  test('question stem, shared stem, options and 试题详解 from the server (learner /subjectHomeWork)', async ({ page, request }) => {
    // No API writes questions, so the hostile text is put into the real server answer on its way to the page.
    const token = await loginByApi(request, NOTE_STUDENT);
    await page.route('**/api/exam/studyRecord/getQuestions', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Record<string, unknown>[] };
      const hostile = (q: Record<string, unknown>, i: number) => ({
        ...q,
        content: `<p>${XSS_MARKER}</p>${XSS_PAYLOADS[i % XSS_PAYLOADS.length]}`,
        publicContent: XSS_PAYLOADS[(i + 1) % XSS_PAYLOADS.length],
        analysis: XSS_DOCUMENT,
        answer: XSS_PAYLOADS[(i + 2) % XSS_PAYLOADS.length],
        selectList: ((q.selectList as { type: string }[] | undefined) ?? []).map((o, j) => ({ ...o, name: XSS_PAYLOADS[(i + j) % XSS_PAYLOADS.length] })),
      });
      await route.fulfill({ response: res, json: { ...body, data: body.data.map(hostile) } });
    });
    const at = await firstOpenQuestion(request, token);
    const dialogs = watchDialogs(page);
    const q = new URLSearchParams({ name: 'topic', studyBankId: String(at.studyBankId), categoryId: String(at.categoryId), majorType: '1' });
    await page.goto(withToken(`${LEARNER}#/subjectHomeWork?${q}`, token));
    await expect(page.getByRole('article')).toContainText(XSS_MARKER);
    // 背题模式 shows the answer and 试题详解 at once; then walk a few questions.
    await page.getByText('背题模式').click();
    await expect(page.getByRole('region', { name: '试题详解' })).toContainText(XSS_MARKER);
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    expect(await executed(page, dialogs)).toEqual({ flag: null, dialogs: [] });
    await expectNoLiveMarkup(page);
  });

  test('medical knowledge: title, lines, introduction, video address and detail sections (learner /medical)', async ({ page, request }) => {
    // No API writes knowledge items either: the hostile item replaces the real server answer on its way to the page.
    const token = await loginByApi(request, NOTE_STUDENT);
    const p = (i: number) => XSS_PAYLOADS[i % XSS_PAYLOADS.length];
    const hostileItem = (type: number, id: number) => ({
      id,
      type,
      title: `${XSS_MARKER}${p(0)}`,
      videoUrl: `javascript:window.${XSS_FLAG}=9`,
      introduction: `${XSS_MARKER}${p(1)}`,
      rxName: p(2),
      insured: p(3),
      otherName: p(4),
      repoCategories: [
        { repoType: 7, label: p(5) },
        { repoType: 8, label: p(6) },
      ],
      repoDetails: XSS_PAYLOADS.map((payload, i) => ({ repoTitle: p(i + 1), content: `<p>${XSS_MARKER}</p>${payload}` })),
    });
    // Spec §3 knowledge types: 2 prescription (its own lines), 4 with onset site and department, 11 video.
    for (const type of [2, 4, 11]) {
      await page.route('**/api/literature/syKb/getById/**', (route) =>
        route.fulfill({ json: { code: 200, msg: '操作成功', data: hostileItem(type, Number(route.request().url().split('/').pop())) } }),
      );
      const dialogs = watchDialogs(page);
      await page.goto(withToken(`${LEARNER}#/medical?id=${type}`, token));
      await expect(page.getByRole('article')).toContainText(XSS_MARKER);
      await expect(page.getByRole('article').locator('section').last()).toContainText(XSS_MARKER);
      expect(await executed(page, dialogs)).toEqual({ flag: null, dialogs: [] });
      await expectNoLiveMarkup(page);
      await page.unroute('**/api/literature/syKb/getById/**');
    }
  });
});
