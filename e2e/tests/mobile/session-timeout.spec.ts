import { TEACHER } from '../../support/accounts';
import { MOBILE_SESSION_EXPIRED, TEACHING } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie, withToken } from '../../support/session';

const INVALID_TOKEN = 'expired-or-forged-token';

test.describe('server 401 → session dialog (spec §8)', () => {
  test('an invalid token cookie shows 登录超时，请重新登录; confirm goes to the login page', async ({ page, context }) => {
    await setTokenCookie(context, MOBILE_TOKEN_COOKIE, INVALID_TOKEN);
    await page.goto(`${TEACHING}#/classSchedule`);

    const dialog = page.getByRole('dialog').filter({ hasText: MOBILE_SESSION_EXPIRED });
    await expect(dialog).toBeVisible();
    // One dialog at a time, however many calls failed with 401.
    await expect(page.getByText(MOBILE_SESSION_EXPIRED)).toHaveCount(1);

    await dialog.getByRole('button', { name: /确\s*定|确认|重新登录/ }).click();
    await expect(page).toHaveURL(/#\/login/);
  });

  test('a session that the server dropped (logout elsewhere) ends the same way', async ({ page, request }) => {
    const token = await loginByApi(request, TEACHER);
    await page.goto(withToken(`${TEACHING}#/classSchedule`, token));
    await expect(page).toHaveURL(/#\/classSchedule/);
    const logout = await request.delete('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(logout.ok()).toBe(true);

    await page.reload(); // the app now starts from its cookie, which holds the revoked token
    await expect(page.getByRole('dialog').filter({ hasText: MOBILE_SESSION_EXPIRED })).toBeVisible();
  });
});
