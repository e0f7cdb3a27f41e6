/**
 * XSS payloads for the browser checks. Every one of them, if it ever ran, would set `window.__xss` (and some open a
 * dialog), so "no script ran" is a plain property check rather than a guess from the markup.
 */
import type { Page } from '@playwright/test';
import { afterPendingEvents } from '../../support/page-events';

export const XSS_FLAG = '__xss';
/** Visible text that travels with the payloads, to prove the hostile content did reach the screen. */
export const XSS_MARKER = '安全探针';

export const XSS_PAYLOADS = [
  `<img src=x onerror="window.${XSS_FLAG}=1">`,
  `<script>window.${XSS_FLAG}=2</script>`,
  `<a href="javascript:window.${XSS_FLAG}=3">${XSS_MARKER}链接</a>`,
  `<svg onload="window.${XSS_FLAG}=4"><circle r="1"/></svg>`,
  `"><img src=x onerror=window.${XSS_FLAG}=5>`,
  `'><svg/onload=window.${XSS_FLAG}=6>`,
  `<iframe srcdoc="<script>parent.${XSS_FLAG}=7</script>"></iframe>`,
  `<details open ontoggle="window.${XSS_FLAG}=8">x</details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.${XSS_FLAG}=9">`,
  `<body onload="window.${XSS_FLAG}=10">`,
  `<input autofocus onfocus="window.${XSS_FLAG}=11">`,
  `<object data="javascript:window.${XSS_FLAG}=12"></object>`,
  `<img src=x onerror="alert('xss')">`,
];

/** One document holding every payload plus the marker. */
export const XSS_DOCUMENT = `<p>${XSS_MARKER}</p>${XSS_PAYLOADS.join('\n')}`;

/** Records dialogs (alert / confirm) the page opens; call before the page loads. */
export function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

/** What the hostile content managed to run: the flag's value and the dialogs opened. */
export async function executed(page: Page, dialogs: string[]): Promise<{ flag: unknown; dialogs: string[] }> {
  // Every onerror / onload / ontoggle / onfocus handler would have run by then.
  await afterPendingEvents(page);
  const flag = await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], XSS_FLAG);
  return { flag: flag ?? null, dialogs };
}
