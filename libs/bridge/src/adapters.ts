/**
 * Transports of the native bridge (spec §7 names its actions, not how they travel):
 * - iOS WKWebView: `window.webkit.messageHandlers[action].postMessage(payload)` (an object; `{}` when none);
 * - Android: a JavaScript interface object on window (name configurable) with one method per action, called with
 *   the payload as JSON text — or with no argument when there is no payload (Java methods are matched by arity);
 * - WeChat mini-program web-view: `wx.miniProgram.postMessage({ data })`; back / close use `navigateBack()` (the
 *   mini-program receives posted messages when the page is left);
 * - plain browser: nothing native; back / close go back in history, other actions report "not delivered".
 */
import type { BridgeAction, BridgeAdapter, HostKind } from './types';

type Win = Window & Record<string, unknown>;
interface WebkitWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(p: unknown): void } | undefined> };
}
interface WxWindow {
  wx?: { miniProgram?: { postMessage(m: { data: unknown }): void; navigateBack(o?: object): void } };
  __wxjs_environment?: string;
}

export function iosAdapter(win: Window = window): BridgeAdapter {
  return {
    host: 'ios',
    send(action, payload) {
      const handler = (win as WebkitWindow).webkit?.messageHandlers?.[action];
      if (!handler) return false;
      handler.postMessage(payload ?? {});
      return true;
    },
  };
}

export function androidAdapter(interfaceName: string, win: Window = window): BridgeAdapter {
  return {
    host: 'android',
    send(action, payload) {
      const api = (win as Win)[interfaceName] as Record<string, ((json?: string) => void) | undefined> | undefined;
      const method = api?.[action];
      if (typeof method !== 'function') return false;
      if (payload === undefined) method.call(api);
      else method.call(api, typeof payload === 'string' ? payload : JSON.stringify(payload));
      return true;
    },
  };
}

export function miniProgramAdapter(win: Window = window): BridgeAdapter {
  return {
    host: 'miniProgram',
    send(action: BridgeAction, payload) {
      const mp = (win as WxWindow).wx?.miniProgram;
      if (!mp) return false;
      if (action === 'miniProgramBack') {
        mp.postMessage({ data: payload });
        mp.navigateBack();
      } else if (action === 'closeWeb') {
        mp.postMessage({ data: { action, ...(payload as object) } });
        mp.navigateBack();
      } else if (action === 'getAppParams') {
        return false; // a web-view cannot ask the mini-program; parameters come in the URL
      } else {
        mp.postMessage({ data: { action, payload } });
      }
      return true;
    },
  };
}

export function browserAdapter(win: Window = window): BridgeAdapter {
  return {
    host: 'browser',
    send(action) {
      if (action === 'closeWeb' || action === 'miniProgramBack') {
        win.history.back();
        return true;
      }
      return false;
    },
  };
}

/** Which host the page runs in, by globals first (they are what the adapters need), then user agent. */
export function detectHost(win: Window = window, androidInterfaceName = DEFAULT_ANDROID_INTERFACE): HostKind {
  const w = win as Window & WxWindow & WebkitWindow & Record<string, unknown>;
  const ua = win.navigator?.userAgent ?? '';
  if (w.__wxjs_environment === 'miniprogram' || /miniProgram/i.test(ua)) return 'miniProgram';
  if (w.webkit?.messageHandlers) return 'ios';
  if (w[androidInterfaceName]) return 'android';
  return 'browser';
}
export const DEFAULT_ANDROID_INTERFACE = 'android';
