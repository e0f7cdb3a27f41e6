import { NOT_FOUND_CODE, SEEDED_CODE_ADDRESS, STATION } from '../../support/apps';
import { expectNotWhiteScreen, expect, settle, test } from '../../support/page-health';

test('station-display boots on the waiting-room screen of a seeded room', async ({ page, problems }) => {
  await page.goto(`${STATION}#/wait?codeAddress=${SEEDED_CODE_ADDRESS}`);
  await expect(page).toHaveURL(/#\/wait\?codeAddress=A1/);
  await expectNotWhiteScreen(page);
  await settle(page);
  expect(problems.errors).toEqual([]);
});

test('station-display sends unknown routes to the 404 page', async ({ page }) => {
  await page.goto(`${STATION}#/no-such-screen`);
  await expect(page.getByText(NOT_FOUND_CODE)).toBeVisible();
});
