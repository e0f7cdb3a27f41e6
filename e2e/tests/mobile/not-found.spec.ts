import { LANDING, LEARNER, NOT_FOUND_CODE, NOT_FOUND_HEADLINE, TEACHING } from '../../support/apps';
import { expect, test } from '../../support/page-health';

for (const app of [LEARNER, TEACHING, LANDING]) {
  test(`${app} sends unknown routes to the 404 page`, async ({ page }) => {
    await page.goto(`${app}#/no-such-screen?x=1`);
    await expect(page).toHaveURL(/#\/404/);
    await expect(page.getByText(NOT_FOUND_CODE)).toBeVisible();
    await expect(page.getByText(NOT_FOUND_HEADLINE)).toBeVisible();
  });
}
