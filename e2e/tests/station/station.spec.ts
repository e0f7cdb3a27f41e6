import { NOT_FOUND_CODE, SEEDED_CODE_ADDRESS, STATION } from '../../support/apps';
import { expectNotWhiteScreen, expect, settle, test } from '../../support/page-health';
import { StationConsole } from './station-console';

test('station-display boots on the waiting-room screen of a seeded room', async ({ page, request, problems }) => {
  const pairing = await (await StationConsole.open(request)).pair(SEEDED_CODE_ADDRESS);
  await page.goto(`${STATION}#/wait?${pairing}`);
  await expect(page).toHaveURL(/#\/wait\?codeAddress=A1/);
  await expectNotWhiteScreen(page);
  // What only the mounted board shows: the spec's tip and the live connection state.
  await expect(page.getByText('温馨提示！考试现场，保持安静！')).toBeVisible();
  await expect(page.getByRole('status')).toContainText('已连接');
  await settle(page);
  expect(problems.errors).toEqual([]);
});

test('station-display sends unknown routes to the 404 page', async ({ page }) => {
  await page.goto(`${STATION}#/no-such-screen`);
  await expect(page.getByText(NOT_FOUND_CODE)).toBeVisible();
});
