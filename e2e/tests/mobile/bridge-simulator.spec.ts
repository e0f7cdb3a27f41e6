import { student } from '../../support/accounts';
import { LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { MOBILE_TOKEN_COOKIE, loginByApi } from '../../support/session';

/**
 * `?bridgeSim=1` switches on the dev simulator of the native bridge (libs/bridge simulator-panel.ts): in a plain
 * browser it lists each native call and can answer them. learner-h5 asks for the app parameters at start-up.
 */
test.describe('bridge simulator', () => {
  test('records the start-up getAppParams call', async ({ page }) => {
    await page.goto(`${LEARNER}#/goods?bridgeSim=1`);
    const panel = page.getByTestId('bridge-simulator');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('log').locator('[data-action="getAppParams"]')).toHaveCount(1);
  });

  test('answering getAppParams with a token signs the page in, as the native app would', async ({ page, context, request }) => {
    const token = await loginByApi(request, student(3));
    await page.goto(`${LEARNER}#/goods?bridgeSim=1`);
    const panel = page.getByTestId('bridge-simulator');
    await panel.getByLabel('模拟 token').fill(token);
    await panel.getByRole('button', { name: '回复 APP 参数' }).click();
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === MOBILE_TOKEN_COOKIE)?.value, { message: 'token cookie after the simulated answer' })
      .toBe(token);
  });
});
