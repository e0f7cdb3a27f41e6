/**
 * One real station display in headless Chromium (the system browser from tools/find-browser.mjs): opens the wall
 * board and waits until its socket is connected; hands out the page and a CDP session for measurements.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../browser-flags.mjs';
import { ensureBrowser } from '../../find-browser.mjs';

/** The board's connection indicator text (station-display wait/messages.ts) once its socket is up. */
const CONNECTED_TEXT = '已连接';
const OPEN_TIMEOUT_MS = 60_000;

/**
 * @param {string} baseUrl the server serving the built apps
 * @param {string} codeAddress
 * @param {string} deviceKey the display's pairing key (console `pair`)
 */
export async function openDisplay(baseUrl, codeAddress, deviceKey) {
  const browser = await chromium.launch({ executablePath: ensureBrowser(), args: [...CHROMIUM_FLAGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(`${baseUrl}/station/#/wait?${new URLSearchParams({ codeAddress, deviceKey })}`);
    await page.getByRole('status').getByText(CONNECTED_TEXT).waitFor({ timeout: OPEN_TIMEOUT_MS });
    const cdp = await page.context().newCDPSession(page);
    return { browser, page, cdp, close: () => browser.close() };
  } catch (err) {
    await browser.close();
    throw err;
  }
}
