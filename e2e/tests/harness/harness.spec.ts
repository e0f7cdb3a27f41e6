/** The harness itself: the server global-setup started answers, and the system Chromium renders Chinese text. */
import { expect, test } from '@playwright/test';

test('api-server started by global setup is healthy', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'UP', db: 'UP' });
});

test('Chromium renders Chinese text with real glyphs (CJK fonts installed)', async ({ page }) => {
  await page.setContent('<p><span id="zh" style="font-size:32px">登录超时</span></p>');
  const width = await page.locator('#zh').evaluate((el) => el.getBoundingClientRect().width);
  // Four full-width glyphs are about 4 × 32 px; without a CJK font Chromium draws narrow boxes or nothing.
  expect(width).toBeGreaterThan(4 * 32 * 0.8);
});
