/**
 * Issue 16 (slice B1) "Proof": in 试题管理 the admin edits a question's analysis and links a knowledge article — the
 * phone's answering screen shows the new 试题详解 on its next open (no restart) and its 知识点 entry opens the
 * article at /medical; the admin previews a question exactly as the phone draws it (learner-h5 in a 390×844 frame,
 * answer and recite modes). Also screenshots 题库管理 and 分类管理 at 1440×900.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, student } from '../../support/accounts';
import { ADMIN_APP, LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

/** 儿科学 (seed): free, code 3, clinical — the knowledge entry shows there (spec §6). */
const FREE_CHAPTER = '儿科学';
const CLINICAL = 1;

interface Json<T> {
  code: number;
  msg: string;
  data: T;
}
async function data<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await res.json()) as Json<T>;
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** Creates a question of its own through the admin API (other specs use the seeded ones): returns where it sits. */
async function ownQuestion(request: APIRequestContext, token: string, stem: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const categories = await data<{ categoryId: number; parentId: number; categoryName: string }[]>(await request.get(`/api/exam/category/list?majorType=${CLINICAL}`, { headers }));
  const chapter = categories.find((c) => c.categoryName === FREE_CHAPTER && c.parentId === 0);
  const leaf = categories.find((c) => c.parentId === chapter?.categoryId);
  if (!leaf) throw new Error(`no leaf under ${FREE_CHAPTER}`);
  const body = { type: 0, categoryId: leaf.categoryId, content: stem, options: ['鹅口疮', '手足口病', '麻疹', '水痘'], answer: 'B', analysis: '<p>旧的解析</p>', fileUrl: '' };
  const { questionId } = await data<{ questionId: number }>(await request.post('/api/exam/question', { headers, data: body }));
  return { questionId, categoryId: leaf.categoryId };
}

async function searchStem(page: Page, stem: string) {
  await page.locator('#questionQuery').getByPlaceholder('请输入题干').fill(stem);
  await page.locator('#questionQuery').getByRole('button', { name: /搜\s*索/ }).click();
  const row = page.getByRole('row').filter({ hasText: stem });
  await expect(row).toHaveCount(1);
  return row;
}

test('the admin edits an analysis and links knowledge; the phone shows both without a restart', async ({ page, browser, context, request, problems }) => {
  test.setTimeout(150_000);
  const adminToken = await loginByApi(request, ADMIN);
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, adminToken);
  const stem = `小儿发热伴口腔疱疹最可能的诊断${Date.now()}`;
  const at = await ownQuestion(request, adminToken, stem);
  // 医学知识's list ({total, rows}): the article to link.
  const articles = (await (await request.get('/api/literature/knowledge/list?pageSize=1', { headers: { Authorization: `Bearer ${adminToken}` } })).json()) as { rows: { id: number; title: string }[] };
  const article = articles.rows[0];
  expect(article, 'a seeded knowledge article').toBeTruthy();

  // The phone before the edit: answering shows the old 试题详解.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: test.info().project.use.baseURL });
  await setTokenCookie(phone, MOBILE_TOKEN_COOKIE, await loginByApi(request, student(17)));
  const mobile = await phone.newPage();
  const answering = `${LEARNER}#/subjectHomeWork?${new URLSearchParams({ name: 'topic', categoryId: String(at.categoryId), majorType: String(CLINICAL), code: '3', questionId: String(at.questionId) })}`;
  await mobile.goto(answering);
  await expect(mobile.getByRole('article')).toHaveAttribute('data-question-key', String(at.questionId));
  await mobile.getByRole('button', { name: 'B 手足口病' }).click();
  await expect(mobile.getByText('旧的解析')).toBeVisible();

  // The console: find it, change the analysis, link the article.
  await page.goto(`${ADMIN_APP}#/question-bank/question`);
  await expect(page.getByRole('columnheader', { name: '题干' })).toBeVisible();
  const row = await searchStem(page, stem);
  await page.screenshot({ path: test.info().outputPath('question-list.png') });
  await row.getByRole('button', { name: /修\s*改/ }).click();
  const drawer = page.getByRole('dialog', { name: '修改试题' });
  await expect(drawer.getByLabel('题干')).toHaveValue(stem);
  const analysis = drawer.locator('.ql-editor').first();
  await analysis.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('新的解析：手足口病以手、足、口腔疱疹为特征。');
  await drawer.getByLabel('知识点').click();
  await drawer.getByLabel('知识点').fill(article.title.slice(0, 2));
  await page.locator('.ant-select-item-option').filter({ hasText: article.title }).first().click();
  await page.screenshot({ path: test.info().outputPath('question-drawer.png') });
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(row).toContainText(`#${article.id}`);

  // The phone's next open shows the new analysis; 知识点 opens the linked article.
  await mobile.reload();
  await expect(mobile.getByRole('article')).toHaveAttribute('data-question-key', String(at.questionId));
  // Answered before: the screen opens on the answer and its 试题详解.
  await expect(mobile.getByText('新的解析：手足口病以手、足、口腔疱疹为特征。')).toBeVisible();
  await expect(mobile.getByText('旧的解析')).toHaveCount(0);
  await mobile.screenshot({ path: test.info().outputPath('phone-new-analysis.png') });
  await mobile.getByRole('button', { name: '知识点' }).click();
  await expect(mobile).toHaveURL(new RegExp(`#/medical\\?id=${article.id}$`));
  await expect(mobile.getByRole('heading', { name: article.title })).toBeVisible();
  await phone.close();
  expect(problems.errors).toEqual([]);
});

test('the admin previews a question as the phone draws it, in answer and recite modes', async ({ page, context, request, problems }) => {
  test.setTimeout(120_000);
  const adminToken = await loginByApi(request, ADMIN);
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, adminToken);
  const stem = `预览用的判断题${Date.now()}`;
  const at = await ownQuestion(request, adminToken, stem);

  await page.goto(`${ADMIN_APP}#/question-bank/question`);
  const row = await searchStem(page, stem);
  await row.getByRole('button', { name: '预览' }).click();
  const dialog = page.getByRole('dialog', { name: '手机预览' });
  const frame = page.frameLocator('iframe[title="手机预览"]');
  await expect(frame.getByRole('article')).toHaveAttribute('data-question-key', String(at.questionId));
  await expect(frame.getByText(stem)).toBeVisible();
  // Answer mode: picking shows the key and 试题详解, as on the phone.
  await frame.getByText('鹅口疮').click();
  await expect(frame.getByText('旧的解析')).toBeVisible();
  await dialog.screenshot({ path: test.info().outputPath('preview-answer.png') });
  // Recite mode shows the key straight away.
  await frame.getByText('背题模式').click();
  await expect(frame.getByText('旧的解析')).toBeVisible();
  await dialog.screenshot({ path: test.info().outputPath('preview-recite.png') });
  expect(problems.errors).toEqual([]);
});

test('题库管理 and 分类管理 list the seeded banks and the category tree', async ({ page, context, request, problems }) => {
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, await loginByApi(request, ADMIN));
  await page.goto(`${ADMIN_APP}#/question-bank/bank`);
  // The first screen of a lazy page on a busy machine: allow for the chunk and the query.
  await expect(page.getByRole('row').filter({ hasText: '临床思维能力题库' })).toContainText('内科学', { timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('banks.png') });
  await page.goto(`${ADMIN_APP}#/question-bank/category`);
  const chapter = page.getByRole('row').filter({ hasText: '内科学' }).first();
  await expect(chapter).toContainText('需购买');
  await expect(page.getByRole('row').filter({ hasText: '呼吸系统疾病' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('categories.png') });
  // A category that holds questions is not deleted: the server says how many.
  await page.getByRole('row').filter({ hasText: '呼吸系统疾病' }).getByRole('button', { name: /删\s*除/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText(/分类'呼吸系统疾病'下有\d+道试题，不能删除/)).toBeVisible();
  expect(problems.errors).toEqual([]);
});
