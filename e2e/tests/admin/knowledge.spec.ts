/**
 * Issue 16 (slice D1) "Proof": the admin writes a medical knowledge article in the console — fields of its type,
 * a video uploaded with progress, ordered rich-text sections — and the phone's /medical?id= shows it; an edit shows
 * there on the next open, without a restart.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { ADMIN, student } from '../../support/accounts';
import { ADMIN_APP, LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

const VIDEO = fileURLToPath(new URL('../../../apps/api-server/assets/course/course-heart-exam.mp4', import.meta.url));

/** Types into the rich-text editor of the n-th section. */
async function writeSection(page: Page, n: number, title: string, body: string) {
  const section = page.getByTestId('knowledge-section').nth(n);
  await section.getByLabel('章节标题').fill(title);
  await section.locator('.ql-editor').click();
  await page.keyboard.type(body);
}

test('the admin writes an article with sections and a video; the phone shows it, and then the edit', async ({ page, browser, context, request, problems }) => {
  // A long flow (two apps, an upload, rich-text typing) on a shared 2-core machine.
  test.setTimeout(120_000);
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, await loginByApi(request, ADMIN));
  const title = `高血压病${Date.now()}`;

  await page.goto(`${ADMIN_APP}#/content/knowledge`);
  await expect(page.getByRole('columnheader', { name: '知识类型' })).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const drawer = page.getByRole('dialog', { name: '添加医学知识' });
  await drawer.getByLabel('标题').fill(title);
  // 疾病 is the default type: 别名, 发病部位, 就诊科室 are asked for; no prescription lines.
  await expect(drawer.getByLabel('处方类型')).toHaveCount(0);
  await drawer.getByLabel('别名').fill('原发性高血压');
  await drawer.getByLabel('发病部位').fill('心血管');
  await page.keyboard.press('Enter');
  await drawer.getByLabel('就诊科室').fill('心内科');
  await page.keyboard.press('Enter');
  await drawer.getByLabel('简介').fill('以体循环动脉压增高为主要特征。');

  await drawer.locator('input[type=file][accept=".mp4"]').setInputFiles(VIDEO);
  await expect(drawer.getByTestId('video-preview')).toBeVisible();

  await drawer.getByRole('button', { name: /添加章节/ }).click();
  await writeSection(page, 0, '临床表现', '头晕、头痛。');
  await drawer.getByRole('button', { name: /添加章节/ }).click();
  await writeSection(page, 1, '治疗', '生活方式干预与降压药物。');
  await page.screenshot({ path: test.info().outputPath('knowledge-drawer.png') });
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();

  await page.locator('#knowledgeQuery').getByPlaceholder('请输入标题').fill(title);
  await page.locator('#knowledgeQuery').getByRole('button', { name: /搜\s*索/ }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('疾病');
  await page.screenshot({ path: test.info().outputPath('knowledge-list.png') });
  const id = Number(await row.getByRole('cell').nth(1).innerText());
  expect(id).toBeGreaterThan(0);

  // The phone (a student's session) opens /medical?id=<id>.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: test.info().project.use.baseURL });
  await setTokenCookie(phone, MOBILE_TOKEN_COOKIE, await loginByApi(request, student(21)));
  const mobile = await phone.newPage();
  await mobile.goto(`${LEARNER}#/medical?id=${id}`);
  await expect(mobile.getByRole('heading', { name: title })).toBeVisible();
  await expect(mobile.getByTestId('knowledge-line')).toHaveText(['别名：原发性高血压', '发病部位：心血管', '就诊科室：心内科']);
  await expect(mobile.getByTestId('knowledge-video')).toBeVisible();
  await expect(mobile.getByRole('heading', { level: 3 })).toHaveText(['简介', '临床表现', '治疗']);
  await expect(mobile.getByText('生活方式干预与降压药物。')).toBeVisible();
  await mobile.screenshot({ path: test.info().outputPath('knowledge-phone.png'), fullPage: true });

  // Edit: the second section moves up and gets new text; the phone shows it on its next open.
  await row.getByRole('button', { name: /修\s*改/ }).click();
  const edit = page.getByRole('dialog', { name: '修改医学知识' });
  await expect(edit.getByTestId('knowledge-section')).toHaveCount(2);
  await edit.getByTestId('knowledge-section').nth(1).getByRole('button', { name: '上移' }).click();
  await edit.getByTestId('knowledge-section').nth(0).locator('.ql-editor').click();
  await page.keyboard.press('End');
  await page.keyboard.type('每日限盐5克。');
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();

  await mobile.reload();
  await expect(mobile.getByRole('heading', { level: 3 })).toHaveText(['简介', '治疗', '临床表现']);
  await expect(mobile.getByText('每日限盐5克。')).toBeVisible();
  await phone.close();
  expect(problems.errors).toEqual([]);
});
