import { ANDROID_DOWNLOAD_URL, ANDROID_FALLBACK_MS, ANDROID_INTENT_URL, APP_SCHEME_URL, IOS_FALLBACK_MS, IOS_STORE_URL } from './constants';
import type { MobileOs } from './browser';

export interface LaunchTargets {
  appUrl: string;
  downloadUrl: string;
  fallbackMs: number;
}

export function launchTargets(os: MobileOs): LaunchTargets {
  return os === 'android'
    ? { appUrl: ANDROID_INTENT_URL, downloadUrl: ANDROID_DOWNLOAD_URL, fallbackMs: ANDROID_FALLBACK_MS }
    : { appUrl: APP_SCHEME_URL, downloadUrl: IOS_STORE_URL, fallbackMs: IOS_FALLBACK_MS };
}

/** The few browser capabilities the attempt needs (a test passes fakes). */
export interface LaunchEnv {
  navigate: (url: string) => void;
  isHidden: () => boolean;
  onHidden: (listener: () => void) => () => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

/** Leaving the page for the app or the store (one place, so tests can watch it: jsdom cannot navigate). */
export const pageNavigator = { go: (url: string) => window.location.assign(url) };

export const browserLaunchEnv = (win: Window = window): LaunchEnv => ({
  navigate: (url) => pageNavigator.go(url),
  isHidden: () => win.document.visibilityState === 'hidden',
  onHidden: (listener) => {
    const onVisibility = () => win.document.visibilityState === 'hidden' && listener();
    win.document.addEventListener('visibilitychange', onVisibility);
    win.addEventListener('pagehide', listener);
    return () => {
      win.document.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('pagehide', listener);
    };
  },
  setTimeout: (fn, ms) => win.setTimeout(fn, ms),
  clearTimeout: (id) => win.clearTimeout(id as number),
});

/**
 * Tries the app, then goes to the download after the OS's wait (or the page's own, `fallbackAfterMs`) unless the page
 * was hidden meanwhile (the app came up). Returns a cancel function (leaving the page cancels the fallback).
 */
export function tryOpenApp(os: MobileOs, env: LaunchEnv = browserLaunchEnv(), fallbackAfterMs?: number): () => void {
  const { appUrl, downloadUrl, fallbackMs: osFallbackMs } = launchTargets(os);
  const fallbackMs = fallbackAfterMs ?? osFallbackMs;
  let hidden = false;
  const stopListening = env.onHidden(() => {
    hidden = true;
  });
  const timer = env.setTimeout(() => {
    stopListening();
    if (!hidden && !env.isHidden()) env.navigate(downloadUrl);
  }, fallbackMs);
  env.navigate(appUrl);
  return () => {
    stopListening();
    env.clearTimeout(timer);
  };
}
