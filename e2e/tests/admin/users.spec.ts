/**
 * Issue 16 "Proof" (用户与班级): the admin imports a 300-row student file with 5 bad rows — the report names them by
 * row and nothing is imported — then imports the valid rows, and a new student signs in on the phone.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN } from '../../support/accounts';
import { ADMIN_APP, LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

const HEADER = ['姓名', '学号/工号', '手机号', '性别', '专业', '年级', '班级', '角色'];
const CLASSES = ['临床医学2024级1班', '临床医学2024级2班', '口腔医学2024级1班'];
const MAJORS = ['临床医学', '临床医学', '口腔医学'];
const ROWS = 300;
/** Numbers and phones of their own, so no other e2e test's accounts collide with them. */
const numberOf = (i: number) => `U16${String(i + 1).padStart(4, '0')}`;
const phoneOf = (i: number) => `1371600${String(i + 1).padStart(4, '0')}`;
/** Five bad rows (0-based data index → the sheet row is index + 2): duplicate number, bad phone, unknown class, no name, taken number. */
const BAD: Record<number, (row: string[]) => void> = {
  10: (r) => (r[1] = numberOf(0)),
  50: (r) => (r[2] = '12345'),
  120: (r) => (r[6] = '护理2024级9班'),
  200: (r) => (r[0] = ''),
  290: (r) => (r[1] = 'student01'),
};

async function studentFile(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户数据');
  sheet.addRow(HEADER);
  for (let i = 0; i < ROWS; i++) {
    const row = [`导入学生${i + 1}`, numberOf(i), phoneOf(i), i % 2 ? '女' : '男', MAJORS[i % 3], '2024级', CLASSES[i % 3], '学生'];
    BAD[i]?.(row);
    sheet.addRow(row);
  }
  const file = join(mkdtempSync(join(tmpdir(), 'users-import-')), 'students.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

test('imports 300 students: the 5 bad rows are reported and nothing goes in; the valid rows go in; a new student signs in on the phone', async ({ page, context, request, browser, problems }) => {
  test.setTimeout(120_000);
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, await loginByApi(request, ADMIN));
  const file = await studentFile();

  await page.goto(`${ADMIN_APP}#/people/users`);
  await expect(page.getByRole('columnheader', { name: '学号/工号' })).toBeVisible();
  await page.getByRole('button', { name: /^导\s*入$/ }).click();
  const dialog = page.getByRole('dialog', { name: '用户导入' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: '开始导入' }).click();

  // The report: RuoYi's header line, then each bad row with its column and reason.
  await expect(dialog.getByText('很抱歉，导入失败！共 5 条数据格式不正确，错误如下：')).toBeVisible({ timeout: 30_000 });
  const report = dialog.getByRole('table', { name: '错误报告' });
  await expect(report.getByRole('row')).toHaveCount(6);
  await expect(report.getByRole('row', { name: /第 12 行.*学号\/工号.*与第 2 行重复/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /第 52 行.*手机号.*手机号格式不正确：12345/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /第 122 行.*班级.*班级不存在：护理2024级9班/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /第 202 行.*姓名.*姓名不能为空/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /第 292 行.*学号\/工号.*学号\/工号已存在：student01/ })).toBeVisible();
  // Nothing was imported.
  const none = await request.get(`/api/system/user/list?userName=U16&pageSize=1`, { headers: { authorization: `Bearer ${await loginByApi(request, ADMIN)}` } });
  expect((await none.json()).total).toBe(0);

  // Import the valid rows only.
  await dialog.getByRole('button', { name: '只导入正确的行（295 行）' }).click();
  await page.getByRole('dialog', { name: '导入结果' }).getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('已导入正确的数据 295 条，跳过有误的数据 5 条')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /^(知道了|确\s*定|OK)$/ }).last().click();
  // The newest accounts head the list.
  await expect(page.getByRole('cell', { name: numberOf(ROWS - 1), exact: true }).first()).toBeVisible();

  // A new student signs in on the phone with the initial password.
  const phone = await browser.newContext({ ...devices['iPhone 13'], baseURL: test.info().project.use.baseURL });
  const learner = await phone.newPage();
  await learner.goto(`${LEARNER}#/login?redirect=${encodeURIComponent('/goods')}`);
  await learner.getByPlaceholder('请输入账号').fill(numberOf(1));
  await learner.getByPlaceholder('请输入密码').fill('123456');
  const loginResponse = learner.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.request().method() === 'POST');
  await learner.getByRole('button', { name: /^登\s*录$/ }).click();
  const body = await (await loginResponse).json();
  expect(body.code).toBe(200);
  expect(body.data.user).toMatchObject({ realName: '导入学生2', className: '临床医学2024级2班' });
  await expect(learner).toHaveURL(/\/learner\/#\/goods/);
  await phone.close();
  expect(problems.errors).toEqual([]);
});
