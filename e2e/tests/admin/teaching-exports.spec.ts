/**
 * Issue 17 "Proof": the progress table exports and opens — the admin picks a plan on 教学导出, downloads the 课表进度表
 * (opened here with exceljs: the title and one row per lesson of the print preview) and the print preview shows the
 * same lessons; 教学试卷: a plan paper built from 3 bank questions.
 */
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { teachingPaperPaths, type TeachingPaperAdmin } from '@medteach/contract';
import { ADMIN } from '../../support/accounts';
import { ADMIN_APP } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, setTokenCookie, sharedLogin } from '../../support/session';
import { pickSelectOption } from '../../support/antd-select';

/** The seed's 诊断学 plan (teacher01, this semester). */
const PLAN = '诊断学';
/** The first paint loads the page's lazy chunk: on the shared 2-core machine that can take longer than the default. */
const FIRST_PAINT = { timeout: 30_000 };

test.beforeEach(async ({ context, request }) => {
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, await sharedLogin(request, ADMIN));
});

test('the 课表进度表 downloads as xlsx with the print preview’s lessons, and the preview prints', async ({ page, problems }) => {
  test.setTimeout(60_000);
  await page.goto(`${ADMIN_APP}#/teaching/export`);
  await expect(page.getByText('请选择学期和教学计划')).toBeVisible(FIRST_PAINT);
  // The current semester is picked by itself; then the plan.
  await pickSelectOption(page, page.getByLabel('教学计划'), PLAN);

  const preview = page.getByRole('article', { name: `${PLAN}课表进度表` });
  await expect(preview.getByRole('columnheader', { name: '授课内容' })).toBeVisible();
  const previewRows = preview.locator('tbody tr');
  await expect(previewRows.first()).toBeVisible();
  const lessons = await previewRows.count();
  const firstContent = (await previewRows.first().locator('td').nth(4).textContent()) ?? '';
  await page.screenshot({ path: test.info().outputPath('teaching-export.png') });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出课表进度表' }).click()]);
  expect(download.suggestedFilename()).toBe(`${PLAN}课表进度表.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet.getCell('A1').value).toBe(`${PLAN}课表进度表`);
  expect(sheet.getRow(3).getCell(5).value).toBe('授课内容');
  // Title, facts, header, then one row per lesson.
  expect(sheet.rowCount).toBe(3 + lessons);
  expect(sheet.getRow(4).getCell(5).value).toBe(firstContent);
  expect(sheet.pageSetup.orientation).toBe('landscape');

  // Printing keeps only the sheet: in print media the console around it is hidden.
  await page.emulateMedia({ media: 'print' });
  await expect(preview).toBeVisible();
  await expect(page.getByRole('button', { name: '导出课表进度表' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('teaching-export-print.png') });
  await page.emulateMedia({ media: 'screen' });
  expect(problems.errors).toEqual([]);
});

test('a plan paper is built from 3 bank questions', async ({ page, request, problems }) => {
  test.setTimeout(60_000);
  const name = `病理随堂测验${Date.now()}`;
  await page.goto(`${ADMIN_APP}#/teaching/paper`);
  await expect(page.getByRole('columnheader', { name: '试卷名称' })).toBeVisible(FIRST_PAINT);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '从题库组卷' });
  await dialog.getByLabel('试卷名称').fill(name);
  const bankRows = dialog.locator('.ant-table-tbody tr.ant-table-row');
  await expect(bankRows.first()).toBeVisible();
  const stems: string[] = [];
  for (const i of [0, 1, 2]) {
    await bankRows.nth(i).locator('input[type=checkbox]').check();
    stems.push(((await bankRows.nth(i).locator('td').nth(2).textContent()) ?? '').trim().slice(0, 8));
  }
  await expect(dialog.getByText('已选 3 题')).toBeVisible();
  // The third pick goes first.
  await dialog.getByRole('button', { name: '上移' }).nth(2).click();
  await dialog.getByRole('button', { name: '上移' }).nth(1).click();
  await page.screenshot({ path: test.info().outputPath('teaching-paper-dialog.png') });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  // 3 picks hold at least 3 answerable questions (a group brings its children); nobody answered it yet.
  const cells = row.locator('td');
  const count = Number(await cells.nth(3).textContent());
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(cells.nth(4)).toHaveText('0');
  await page.screenshot({ path: test.info().outputPath('teaching-paper-list.png') });

  // Stored in the order arranged in the dialog: the third pick, then the first and the second.
  const paperId = Number(await cells.nth(1).textContent());
  const headers = { Authorization: `Bearer ${await sharedLogin(request, ADMIN)}` };
  const paper = (await (await request.get(`/api${teachingPaperPaths.base}/${paperId}`, { headers })).json()).data as TeachingPaperAdmin;
  expect(paper.questions).toHaveLength(3);
  [stems[2], stems[0], stems[1]].forEach((stem, i) => expect(paper.questions[i].content).toContain(stem));
  expect(problems.errors).toEqual([]);
});
