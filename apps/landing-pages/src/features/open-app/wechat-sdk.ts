/**
 * WeChat's JS-SDK, loaded only inside WeChat and only when the server signed a config (issue 7). The official
 * open-app tag `wx-open-launch-app` works once `wx.config` (with `openTagList`) reports ready.
 */
import { WECHAT_JS_SDK_URL, type WechatJsSdkReady } from '@medteach/contract';

export const WECHAT_OPEN_LAUNCH_APP_TAG = 'wx-open-launch-app';
/** `wx.config` insists on a non-empty jsApiList even when a page only uses open tags: one harmless API. */
const JS_API_LIST = ['showOptionMenu'];
/** No ready/error from WeChat within this time: the page keeps the mask (the fallback) instead of waiting on. */
export const WECHAT_SDK_READY_TIMEOUT_MS = 5_000;

/** The part of WeChat's `wx` global the landing pages use. */
export interface WechatJsSdk {
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
    openTagList: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg?: string }) => void): void;
}

let loading: Promise<WechatJsSdk> | null = null;

/** Adds the SDK's script once (the CSP allows exactly this URL on the landing pages) and resolves its `wx`. */
export function loadWechatSdk(win: Window & { wx?: WechatJsSdk } = window): Promise<WechatJsSdk> {
  if (win.wx) return Promise.resolve(win.wx);
  loading ??= new Promise<WechatJsSdk>((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = WECHAT_JS_SDK_URL;
    script.async = true;
    script.onload = () => (win.wx ? resolve(win.wx) : reject(new Error('WeChat JS-SDK loaded without wx')));
    script.onerror = () => reject(new Error('WeChat JS-SDK failed to load'));
    win.document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = null; // a later page may try again
    throw err;
  });
  return loading;
}

/** Loading the SDK, one place so component tests can hand in a fake `wx` (jsdom runs no foreign scripts). */
export const wechatSdkLoader = { load: () => loadWechatSdk() };

/** Resolves when WeChat accepted the signed config; rejects on its error callback or after the timeout. */
export async function configureWechatSdk(signed: WechatJsSdkReady, timeoutMs = WECHAT_SDK_READY_TIMEOUT_MS): Promise<true> {
  const wx = await wechatSdkLoader.load();
  return new Promise<true>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('WeChat JS-SDK not ready in time')), timeoutMs);
    wx.ready(() => {
      clearTimeout(timer);
      resolve(true);
    });
    wx.error((result) => {
      clearTimeout(timer);
      reject(new Error(`WeChat JS-SDK config failed: ${result.errMsg ?? ''}`));
    });
    wx.config({
      debug: false,
      appId: signed.appId,
      timestamp: signed.timestamp,
      nonceStr: signed.nonceStr,
      signature: signed.signature,
      jsApiList: JS_API_LIST,
      openTagList: [WECHAT_OPEN_LAUNCH_APP_TAG],
    });
  });
}

/** Test hook: forget a finished or failed load. */
export function resetWechatSdkLoader(): void {
  loading = null;
}
