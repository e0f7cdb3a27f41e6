/**
 * Issue 17 "Proof" (考生管理): the admin imports a 40-row examinee file for a station with one bad row — the report
 * names it and nothing is imported — then imports the valid rows only, sees them listed in calling order, and sees
 * the station schedule (batches with their times and the station's rooms).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { EXAMINEE_IMPORT_COLUMNS, examineeAdminPaths } from '@medteach/contract';
import { ADMIN } from '../../support/accounts';
import { ADMIN_APP } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';
import { freshExam } from './fresh-exam';

const ROWS = 40;
const PER_BATCH = 8;
/** The sheet row (header is row 1) of the bad line: an unknown station. */
const BAD_INDEX = 17;

async function examineeFile(tag: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('考生数据');
  sheet.addRow([...EXAMINEE_IMPORT_COLUMNS]);
  for (let i = 0; i < ROWS; i++) {
    const batch = Math.floor(i / PER_BATCH) + 1;
    sheet.addRow([`考生${i + 1}`, `E${tag}${String(i + 1).padStart(3, '0')}`, i === BAD_INDEX ? '第九十九考站' : '导入考站', batch, (i % PER_BATCH) + 1, `2026-12-01 ${String(7 + batch).padStart(2, '0')}:30`]);
  }
  const file = join(mkdtempSync(join(tmpdir(), 'examinee-import-')), 'examinees.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

test('imports 40 examinees: the bad row is reported and nothing goes in; the valid 39 go in, listed and scheduled', async ({ page, context, request, problems }) => {
  test.setTimeout(120_000);
  const token = await loginByApi(request, ADMIN);
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, token);
  const tag = String(Date.now()).slice(-6);
  const { examId, stationId, headers } = await freshExam(request, token, { exam: `考生导入演练${tag}`, station: '导入考站', rooms: ['导入甲室', '导入乙室'] });
  const file = await examineeFile(tag);

  await page.goto(`${ADMIN_APP}#/station/examinee?examId=${examId}`);
  // The first paint loads the console's chunks: slow on a busy machine.
  await expect(page.getByRole('tab', { name: '考生名单' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: '学号/工号' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /^导\s*入$/ }).click();
  const dialog = page.getByRole('dialog', { name: '考生导入' });
  await expect(dialog.getByText(`导入到"考生导入演练${tag}"`)).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: '开始导入' }).click();

  // The report names the bad row; nothing was imported.
  await expect(dialog.getByText('很抱歉，导入失败！共 1 条数据格式不正确，错误如下：')).toBeVisible({ timeout: 30_000 });
  const report = dialog.getByRole('table', { name: '错误报告' });
  await expect(report.getByRole('row')).toHaveCount(2);
  await expect(report.getByRole('row', { name: new RegExp(`第 ${BAD_INDEX + 2} 行.*考站.*第九十九考站'不存在于所选考试`) })).toBeVisible();
  const list = async () => (await (await request.get(`/api${examineeAdminPaths.examineeList}?stationId=${stationId}&pageSize=1`, { headers })).json()).total as number;
  expect(await list()).toBe(0);

  // Only the valid rows.
  await dialog.getByRole('button', { name: `只导入正确的行（${ROWS - 1} 行）` }).click();
  await page.getByRole('dialog', { name: '导入结果' }).getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText(`已导入正确的数据 ${ROWS - 1} 条，跳过有误的数据 1 条`)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /^(知道了|确\s*定|OK)$/ }).last().click();
  expect(await list()).toBe(ROWS - 1);

  // Listed in calling order: batch 1, seq 1 first, with its planned time.
  const first = page.getByRole('row', { name: new RegExp(`考生1 E${tag}001`) });
  await expect(first).toBeVisible();
  await expect(first).toContainText('2026-12-01 08:30');
  await expect(page.getByText(`共 ${ROWS - 1} 条`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('examinees-list.png') });

  // The schedule: the station's rooms, 5 batches, batch 3 without the bad row's examinee.
  await page.getByRole('tab', { name: '考站安排' }).click();
  const schedule = page.getByRole('tabpanel', { name: '考站安排' });
  await expect(schedule.getByText('导入甲室')).toBeVisible();
  await expect(schedule.getByText('导入乙室')).toBeVisible();
  await expect(schedule.getByText(`${ROWS - 1} 人`)).toBeVisible();
  const batch3 = schedule.getByRole('row', { name: /^3 2026-12-01 10:30/ });
  await expect(batch3).toBeVisible();
  await expect(batch3).not.toContainText(`考生${BAD_INDEX + 1}`);
  await expect(batch3).toContainText('考生17');
  await expect(schedule.getByRole('row', { name: /^5 2026-12-01 12:30/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('examinees-schedule.png') });
  expect(problems.errors).toEqual([]);
});
