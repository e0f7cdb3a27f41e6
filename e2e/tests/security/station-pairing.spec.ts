/**
 * Issue 14 rows 4-5 and issue 13 in a real browser: a station screen shows nothing of the exam until paired from the
 * console, a revoked key empties it, and a staff token given to a shared room screen never lands in its cookie.
 * Uses room screen R3 as a board (no other suite pairs it; pairing re-issues the key).
 */
import { TEACHER } from '../../support/accounts';
import { STATION } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { loginByApi, withToken } from '../../support/session';
import { StationConsole } from '../station/station-console';

const DISPLAY = 'R3';
const STATION_ID = 1;

test('an unpaired screen explains how to pair and names nobody; the console link pairs it; revoking empties it', async ({ page, request }) => {
  const desk = await StationConsole.open(request);
  const [examinee] = (await desk.station(STATION_ID)).examinees.filter((x) => x.status === 'waiting');
  let refused = 0;
  page.on('response', (res) => res.url().includes('/api/examStation/getStationScreen') && res.status() === 401 && refused++);

  await page.goto(`${STATION}#/wait?codeAddress=${DISPLAY}`);
  await expect(page.getByRole('alert')).toContainText('本显示屏尚未配对');
  await expect(page.getByText(examinee.realName)).toHaveCount(0);

  const pairing = await desk.pair(DISPLAY);
  await page.goto(`${STATION}#/wait?${pairing}`);
  await expect(page.getByRole('region', { name: '候考考生' })).toContainText(examinee.realName);

  await desk.revoke(DISPLAY);
  await page.reload();
  await expect.poll(() => refused).toBeGreaterThan(0);
  await expect(page.getByText(examinee.realName)).toHaveCount(0);
});

test('a token given to a shared room screen is used for the paper but never kept in its cookie (issue 13)', async ({ page, request, context }) => {
  const token = await loginByApi(request, TEACHER);
  const sent: string[] = [];
  page.on('request', (req) => req.url().includes('/examSkillQuestion/getByIds') && sent.push(new URL(req.url()).searchParams.get('token') ?? ''));
  await page.goto(withToken(`${STATION}#/paper?examSkillIds=1,2&time=60`, token));
  await expect(page.getByText('共2题')).toBeVisible();
  expect(sent).toContain(token);
  expect((await context.cookies()).map((c) => c.value)).not.toContain(token);
  // A fresh load keeps nothing: the screen has no session of its own (leave first: a hash change is no new load).
  await page.goto('about:blank');
  await page.goto(`${STATION}#/paper?examSkillIds=1,2&time=60`);
  await expect(page.getByText('试题加载失败')).toBeVisible();
  await expect(page.getByText('共2题')).toHaveCount(0);
});
