/**
 * Issue 17 "Proof" (考试看板): the admin imports 40 examinees for a station (importData, multipart xlsx), opens the
 * exam-day dashboard at 1440×900, sees the station live (40 候考, its wall board online), calls the first examinee
 * from the dashboard's call console, and the paired wall board (station-display, another browser context) shows
 * the call; the dashboard follows without a reload.
 */
import { performance } from 'node:perf_hooks';
import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { EXAMINEE_IMPORT_COLUMNS, examineeAdminPaths, stationAdminPaths } from '@medteach/contract';
import { ADMIN } from '../../support/accounts';
import { ADMIN_APP, STATION } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';
import { StationConsole } from '../station/station-console';

const ROWS = 40;
const PER_BATCH = 4;
const ROOM = '看板甲室';

/** A fresh exam (running today) with one station, one room and a wall board, so no other test's stations change. */
async function freshStation(request: APIRequestContext, token: string, tag: string) {
  const headers = { authorization: `Bearer ${token}` };
  const post = async (path: string, data: object) => {
    const body = await (await request.post(`/api${path}`, { headers, data })).json();
    expect(body.code, `${path}: ${body.msg}`).toBe(200);
    return body.data as Record<string, number>;
  };
  const { examId } = await post(stationAdminPaths.exam, { examName: `考试看板演练${tag}`, startsAt: null, endsAt: null });
  const { stationId } = await post(stationAdminPaths.station, { examId, stationName: `看板考站${tag}`, examSeconds: 600, maskNames: false });
  await post(stationAdminPaths.room, { stationId, roomName: ROOM, sort: 1 });
  const wall = `DB${tag}`;
  await post(stationAdminPaths.device, { codeAddress: wall, stationId, roomId: null, ip: '' });
  return { examId, stationId, wall, headers };
}

async function examineeSheet(tag: string, station: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('考生数据');
  sheet.addRow([...EXAMINEE_IMPORT_COLUMNS]);
  for (let i = 0; i < ROWS; i++) sheet.addRow([`看板考生${i + 1}`, `K${tag}${String(i + 1).padStart(3, '0')}`, station, Math.floor(i / PER_BATCH) + 1, (i % PER_BATCH) + 1, '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('imports 40 examinees, calls one from the exam-day dashboard, and the paired board shows the call', async ({ page, context, browser, request, problems }) => {
  test.setTimeout(120_000);
  const token = await loginByApi(request, ADMIN);
  const tag = String(Date.now()).slice(-6);
  const { examId, stationId, wall, headers } = await freshStation(request, token, tag);

  // 考生导入 (the console's importData): 40 rows into the station.
  const imported = await request.post(`/api${examineeAdminPaths.examineeImportData}?examId=${examId}`, {
    headers,
    multipart: { file: { name: 'examinees.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await examineeSheet(tag, `看板考站${tag}`) } },
  });
  const importBody = await imported.json();
  expect(importBody.code, importBody.msg).toBe(200);
  expect(importBody.msg).toContain(`共 ${ROWS} 条`);

  // The wall board, paired as the console's 生成配对链接 does, in its own browser context (a screen of its own).
  const pairing = await (await StationConsole.open(request)).pair(wall);
  const boardContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const board = await boardContext.newPage();
  await board.goto(`${STATION}#/wait?${pairing}`);
  await expect(board.getByRole('status')).toContainText('已连接', { timeout: 30_000 });

  // The dashboard on a control-room laptop.
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, token);
  await page.goto(`${ADMIN_APP}#/station/dashboard?examId=${examId}`);
  // The console's first load takes its time on a busy machine (lazy chunks, then exams, then the snapshot).
  await expect(page.getByText('实时更新中')).toBeVisible({ timeout: 30_000 });
  const tile = page.getByTestId(`station-${stationId}`);
  await expect(tile.getByLabel(/^候考 \d+$/)).toHaveAttribute('aria-label', `候考 ${ROWS}`);
  await expect(tile.getByText('1/1 在线')).toBeVisible();
  await expect(tile.getByText('空闲')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('exam-day-dashboard.png') });

  // 叫号台 → call the room's next in line (batch 1, seq 1).
  await tile.getByRole('button', { name: `打开看板考站${tag}叫号台` }).click();
  const drawer = page.getByRole('dialog', { name: `看板考站${tag} · 叫号台` });
  const room = drawer.getByTestId(/^room-/);
  await expect(room).toContainText(ROOM);
  const callLine = `请 看板考生1 到 看板考站${tag} ${ROOM} 考试`;
  const t0 = performance.now();
  await room.getByRole('button', { name: /^叫\s*号$/ }).click();
  await expect(board.getByText(callLine)).toBeVisible();
  const toBoard = performance.now() - t0;
  await expect(page.getByText(/已发送至 1 个显示屏/)).toBeVisible();

  // The dashboard follows by itself: one called, the examinee in the room.
  await drawer.getByRole('button', { name: /Close|关闭/ }).click();
  await expect(drawer).toBeHidden();
  await expect(tile.getByLabel(/^已叫号 \d+$/)).toHaveAttribute('aria-label', '已叫号 1');
  await expect(tile.getByLabel(/^候考 \d+$/)).toHaveAttribute('aria-label', `候考 ${ROWS - 1}`);
  await expect(tile.getByText('看板考生1')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('exam-day-called.png') });
  console.log(`exam-day e2e: 叫号 click → board shows the call in ${toBoard.toFixed(0)} ms`);

  await boardContext.close();
  expect(problems.errors).toEqual([]);
});
