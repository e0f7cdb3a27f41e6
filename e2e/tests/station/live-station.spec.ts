/**
 * Issue 6 "Proof": the station screens driven live by the call console (admin, through the API) in real Chromium.
 *
 * Station 2 (wall display B1, rooms 5-6, room screens R5/R6) belongs to this file: other suites may call at
 * station 1 on the shared harness server, and a stray call there would restart the wall display's 30 s window.
 * The restart test runs its own server, where station 1 (A1) is free to use.
 */
import { request as playwrightRequest, type Page } from '@playwright/test';
import { STATION_CALL_POPUP_MS, STATION_START_RELOAD_DELAY_MS } from '@medteach/contract';
import { TEACHER } from '../../support/accounts';
import { STATION } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { STATION_SOCKET_PORT } from '../../support/ports';
import { loginByApi, withToken } from '../../support/session';
import { OwnApiServer } from '../../support/own-server';
import { StationConsole } from './station-console';

/** Issue 6: the display switches to the call list within a second of the console's call. */
const CALL_SHOWN_WITHIN_MS = 1_000;
/** How far before the end of the 30 s window the board is checked to still show the call list. */
const WINDOW_CHECK_MARGIN_MS = 5_000;

const STATION_ID = 2;
/** Station 2's name as the seed has it: the board's calls name the station with the room. */
const STATION_NAME = '第二考站';
const WALL_DISPLAY = 'B1';
const ROOM_SCREEN = 'R5';
const BOARD_ROOM = { roomId: 6, roomName: '第6考室' };
const PAPER_ROOM = { roomId: 5 };

// One worker, in order: the tests share station 2 on the harness server (each still runs when another failed).
test.describe.configure({ mode: 'default' });

test.beforeAll(() => {
  // The display dials <page host>:7777; when another server held 7777 the harness socket fell back to another port.
  const port = process.env.E2E_SOCKET_PORT;
  if (port && port !== String(STATION_SOCKET_PORT)) {
    throw new Error(`the harness socket is on ${port}, not ${STATION_SOCKET_PORT}: stop the local server holding ${STATION_SOCKET_PORT}`);
  }
});

/** The board's URL for a display paired through `desk` (the console issues its key). */
const waitUrl = async (desk: StationConsole, codeAddress: string) => `${STATION}#/wait?${await desk.pair(codeAddress)}`;
const board = (page: Page) => ({
  status: page.getByRole('status'),
  waiting: page.getByRole('region', { name: '候考考生' }),
  calling: page.getByRole('region', { name: '当前叫号' }),
  inProgress: page.getByRole('region', { name: '正在考试' }),
});
const callLine = (realName: string, roomName: string, stationName = STATION_NAME) => `请 ${realName} 到 ${stationName} ${roomName} 考试`;

test('a console call shows on the 1920×1080 board within a second, for 30 s; a start removes it', async ({ page, request, problems }) => {
  const desk = await StationConsole.open(request);
  await desk.freeRoom(STATION_ID, BOARD_ROOM.roomId);
  const examinee = await desk.nextCallable(STATION_ID);
  const { status, waiting, calling, inProgress } = board(page);

  await page.goto(await waitUrl(desk, WALL_DISPLAY));
  await expect(status).toContainText('已连接');
  await expect(waiting).toContainText(examinee.realName);
  expect(page.viewportSize()).toEqual({ width: 1920, height: 1080 });
  // The fake clock goes in once the socket is up: socket.io binds its timers when the connection is created, so
  // its heartbeat keeps real time while the board's own 30 s window (created at the call) runs on the fake one.
  // Faked from the start, the 30 s jump would pass socket.io's 45 s ping deadline before the next server ping.
  await page.clock.install();

  const calledAt = Date.now();
  const call = await desk.act('call', BOARD_ROOM.roomId, examinee.examineeId);
  expect(call.delivered).toBeGreaterThan(0);
  await expect(calling.getByText(callLine(examinee.realName, BOARD_ROOM.roomName))).toBeVisible({ timeout: CALL_SHOWN_WITHIN_MS });
  expect(Date.now() - calledAt).toBeLessThanOrEqual(CALL_SHOWN_WITHIN_MS);
  await expect(waiting).toBeHidden();

  await page.clock.fastForward(STATION_CALL_POPUP_MS - WINDOW_CHECK_MARGIN_MS);
  await expect(calling).toBeVisible();
  await page.clock.fastForward(WINDOW_CHECK_MARGIN_MS);
  await expect(waiting).toBeVisible();
  await expect(calling).toBeHidden();
  // The jump in time did not cost the connection (spec §4: a call does not refresh the lists, so the waiting
  // list is the snapshot's until the next refresh).
  await expect(status).toContainText('已连接');

  // A recall opens the call list again; the start removes that room's entry while it is shown.
  await desk.act('recall', BOARD_ROOM.roomId, examinee.examineeId);
  const line = calling.getByText(callLine(examinee.realName, BOARD_ROOM.roomName));
  await expect(line).toBeVisible({ timeout: CALL_SHOWN_WITHIN_MS });
  await desk.act('start', BOARD_ROOM.roomId, examinee.examineeId);
  await expect(line).toHaveCount(0, { timeout: CALL_SHOWN_WITHIN_MS });
  await expect(inProgress).toContainText(examinee.realName);

  await desk.act('end', BOARD_ROOM.roomId, examinee.examineeId);
  await expect(inProgress).not.toContainText(examinee.realName);
  expect(problems.errors).toEqual([]);
});

test('/paper with examSkillIds counts down from the time parameter and does nothing at zero', async ({ page, request, problems }) => {
  const token = await loginByApi(request, TEACHER);
  const seconds = 20;
  await page.clock.install();
  await page.goto(withToken(`${STATION}#/paper?examSkillIds=1,2&time=${seconds}`, token));
  await expect(page.getByText('共2题')).toBeVisible();
  await expect(page.getByRole('tab', { name: '试题2' })).toBeVisible();
  const timer = page.getByRole('timer');
  await expect(timer).toContainText('剩余时间');

  // Freeze time (a second may have passed while loading), then step it: one second per tick, none below zero.
  // The margin must cover the round trip to the page on a loaded 2-core machine: pausing in the past throws.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_500));
  const left = () => timer.textContent().then((t) => Number(/00:(\d\d)/.exec(t ?? '')?.[1]));
  const before = await left();
  expect(before).toBeGreaterThan(2);
  await page.clock.runFor(2_000);
  await expect.poll(left).toBe(before - 2);
  await page.clock.runFor((seconds + 10) * 1_000);
  await expect(timer).toContainText('00:00');
  await page.clock.runFor(10_000);
  await expect(timer).toContainText('00:00');
  await expect(page.getByText('共2题')).toBeVisible();
  // Still the same screen (the token was taken out of the visible URL at start-up, nothing else changed).
  await expect(page).toHaveURL(new RegExp(`#/paper\\?examSkillIds=1(,|%2C)2&time=${seconds}$`));
  expect(problems.errors).toEqual([]);
});

test('/paper?codeAddress= of a room reloads the skill info 3 s after a start for its room', async ({ page, request, problems }) => {
  const desk = await StationConsole.open(request);
  await desk.freeRoom(STATION_ID, PAPER_ROOM.roomId);
  const examinee = await desk.nextCallable(STATION_ID);

  await page.goto(`${STATION}#/paper?${await desk.pair(ROOM_SCREEN)}`);
  await expect(page.getByText('等待考试开始')).toBeVisible();
  // The room screen has no connection indicator; the console's presence list shows when it listens.
  await expect.poll(() => desk.displayConnected(STATION_ID, ROOM_SCREEN)).toBe(true);

  await desk.act('call', PAPER_ROOM.roomId, examinee.examineeId);
  const startedAt = Date.now();
  const start = await desk.act('start', PAPER_ROOM.roomId, examinee.examineeId);
  expect(start.delivered).toBeGreaterThan(0);
  await expect(page.getByText('共1题')).toBeVisible({ timeout: STATION_START_RELOAD_DELAY_MS + 5_000 });
  // The reload waits for the delay after the event, which arrived after startedAt.
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(STATION_START_RELOAD_DELAY_MS);
  // Counting down from the server's lastTime: 15 minutes per examinee at the seeded stations.
  await expect(page.getByRole('timer')).toContainText(/1[45]:\d\d/);
  await expect(page.getByRole('tab', { name: '试题1' })).toBeVisible();

  await desk.act('end', PAPER_ROOM.roomId, examinee.examineeId);
  await expect(page.getByText('等待考试开始')).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('the board shows the lost connection while api-server restarts, then resyncs without a reload', async ({ page }) => {
  test.setTimeout(180_000);
  const server = await OwnApiServer.create();
  const api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
  try {
    const desk = await StationConsole.open(api);
    const [examinee] = (await desk.station(1)).examinees;
    // Station 1 (第一考站), whose wall board is A1.
    const room = { roomId: 1, roomName: '第1考室', stationName: '第一考站' };
    const { status, calling, inProgress } = board(page);

    // Every display connection goes through this route; while `blocked`, new ones are refused, so the display
    // cannot catch the restarted server's first events live and has to resync from the snapshot.
    let blocked = false;
    await page.routeWebSocket(/:7777\/socket\.io\//, (ws) => (blocked ? ws.close({ code: 1011, reason: 'test: blocked' }) : ws.connectToServer()));

    await page.goto(server.baseUrl + (await waitUrl(desk, 'A1')));
    await expect(status).toContainText('已连接');
    await page.evaluate(() => ((window as Window & { stillTheSamePage?: boolean }).stillTheSamePage = true));
    await desk.act('call', room.roomId, examinee.examineeId);
    await expect(calling).toContainText(callLine(examinee.realName, room.roomName, room.stationName));

    blocked = true;
    await server.stop();
    await expect(status).toContainText(/正在重连|已断开/);
    await expect(status.locator('[data-status]')).not.toHaveAttribute('data-status', 'connected');

    await server.start();
    const restarted = await StationConsole.open(api);
    const start = await restarted.act('start', room.roomId, examinee.examineeId);
    expect(start.delivered, 'the display got the start live; it should have been cut off').toBe(0);
    await expect(inProgress).not.toContainText(examinee.realName);

    blocked = false;
    await expect(status).toContainText('已连接', { timeout: 15_000 });
    await expect(inProgress).toContainText(examinee.realName);
    await expect(page.getByText(callLine(examinee.realName, room.roomName, room.stationName))).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  } finally {
    await api.dispose();
    await server.dispose();
  }
});

/** Issue 13: text read from ~5 m — the call at least 4 % of the screen height; names not much smaller. */
const CALL_MIN_SHARE_OF_HEIGHT = 0.04;
const NAME_MIN_SHARE_OF_HEIGHT = 0.037;
const fontPx = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

test('the 1920×1080 board is readable from 5 m, and a missed call stays on it as 已叫号 until the pass', async ({ page, request, problems }) => {
  const desk = await StationConsole.open(request);
  await desk.freeRoom(STATION_ID, BOARD_ROOM.roomId);
  const examinee = await desk.nextCallable(STATION_ID);
  const { status, waiting, calling } = board(page);

  await page.goto(await waitUrl(desk, WALL_DISPLAY));
  await expect(status).toContainText('已连接');
  const height = page.viewportSize()?.height ?? 0;
  expect(height).toBe(1080);
  expect(await fontPx(waiting.getByRole('row').filter({ hasText: examinee.realName }))).toBeGreaterThanOrEqual(height * NAME_MIN_SHARE_OF_HEIGHT);
  await page.clock.install(); // after the socket is up (see the first test)

  await desk.act('call', BOARD_ROOM.roomId, examinee.examineeId);
  const line = calling.getByText(callLine(examinee.realName, BOARD_ROOM.roomName));
  await expect(line).toBeVisible({ timeout: CALL_SHOWN_WITHIN_MS });
  expect(await fontPx(line)).toBeGreaterThanOrEqual(height * CALL_MIN_SHARE_OF_HEIGHT);

  // Nobody came within the 30 s display: the board goes back to the waiting column, the examinee still on it.
  await page.clock.fastForward(STATION_CALL_POPUP_MS);
  const row = waiting.getByRole('row').filter({ hasText: examinee.realName });
  await expect(row).toContainText('已叫号');
  await expect(row).toContainText(`请到 ${STATION_NAME} ${BOARD_ROOM.roomName}`);
  await expect(waiting.getByRole('row').nth(1)).toContainText(examinee.realName); // first after the header

  await desk.act('pass', BOARD_ROOM.roomId, examinee.examineeId);
  await expect(row).toHaveCount(0, { timeout: CALL_SHOWN_WITHIN_MS });
  expect(problems.errors).toEqual([]);
});

test('the room screen between examinees names its room, its station and who is called to it', async ({ page, request, problems }) => {
  const desk = await StationConsole.open(request);
  await desk.freeRoom(STATION_ID, PAPER_ROOM.roomId);
  const examinee = await desk.nextCallable(STATION_ID);

  await page.goto(`${STATION}#/paper?${await desk.pair(ROOM_SCREEN)}`);
  await expect(page.getByRole('heading', { name: '第5考室' })).toBeVisible();
  await expect(page.getByText('第二考站')).toBeVisible();
  await expect(page.getByText('等待叫号')).toBeVisible();
  await expect(page.getByText('等待考试开始')).toBeVisible();
  expect(await fontPx(page.getByRole('heading', { name: '第5考室' }))).toBeGreaterThanOrEqual(1080 * CALL_MIN_SHARE_OF_HEIGHT);
  await expect.poll(() => desk.displayConnected(STATION_ID, ROOM_SCREEN)).toBe(true);

  await desk.act('call', PAPER_ROOM.roomId, examinee.examineeId);
  await expect(page.getByText('待考考生')).toBeVisible({ timeout: CALL_SHOWN_WITHIN_MS });
  await expect(page.getByText(examinee.realName, { exact: true })).toBeVisible();
  await desk.act('pass', PAPER_ROOM.roomId, examinee.examineeId);
  await expect(page.getByText('等待叫号')).toBeVisible({ timeout: CALL_SHOWN_WITHIN_MS });
  expect(problems.errors).toEqual([]);
});

test('/paper: a video the server cannot deliver shows an error with 重试, not a player that spins forever', async ({ page, request }) => {
  const token = await loginByApi(request, TEACHER);
  let missing = true;
  await page.route('**/file/station/*.mp4', (route) => (missing ? route.fulfill({ status: 404, body: '' }) : route.fallback()));
  await page.goto(withToken(`${STATION}#/paper?examSkillIds=1&time=600`, token));
  const materials = page.getByRole('complementary', { name: '考试资料' });
  await expect(materials.getByRole('alert')).toContainText('视频无法播放，请联系考务人员', { timeout: 10_000 });
  await expect(materials.getByRole('alert')).toContainText('cpr.mp4');

  missing = false;
  await materials.getByRole('button', { name: /重\s*试/ }).click();
  await expect(materials.getByRole('alert')).toHaveCount(0);
  await expect(materials.locator('video')).toHaveJSProperty('error', null);
});
