/** In-app browsers that cannot open other apps or downloads, known by their user agent. */
const IN_APP_BROWSERS: [name: string, pattern: RegExp][] = [
  ['wechat', /MicroMessenger/i],
  ['qq', /\bQQ\//i],
  ['weibo', /Weibo/i],
  ['alipay', /AlipayClient/i],
  ['dingtalk', /DingTalk/i],
];

export type MobileOs = 'android' | 'ios' | 'other';

export interface BrowserKind {
  /** The in-app browser's name, or null in a normal browser. */
  inApp: string | null;
  os: MobileOs;
}

export function detectBrowser(ua: string): BrowserKind {
  const inApp = IN_APP_BROWSERS.find(([, re]) => re.test(ua))?.[0] ?? null;
  const os: MobileOs = /Android/i.test(ua) ? 'android' : /iPhone|iPad|iPod/i.test(ua) ? 'ios' : 'other';
  return { inApp, os };
}
