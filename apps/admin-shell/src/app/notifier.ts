import type { Notifier } from '@medteach/api-client';
import { plainNotice } from './plain-notice';

export interface LazyNotifier extends Notifier {
  /** Starts loading the implementation now, so it is there before a failure needs it. */
  preload(): void;
}

/**
 * A notifier whose implementation is loaded on first use (or on `preload`); each call is forwarded once it has
 * loaded. A load that fails is not kept: that call goes to `fallback`, and the next one tries to load again.
 */
export function lazyNotifier(load: () => Promise<Notifier>, fallback: Notifier): LazyNotifier {
  let loading: Promise<Notifier> | undefined;
  const impl = () =>
    (loading ??= load().catch(() => {
      loading = undefined;
      return fallback;
    }));
  return {
    preload() {
      void impl();
    },
    error(text, durationMs) {
      void impl().then((n) => n.error(text, durationMs));
    },
    warning(text) {
      void impl().then((n) => n.warning(text));
    },
    notify(text) {
      void impl().then((n) => n.notify(text));
    },
    confirm401() {
      return impl().then((n) => n.confirm401());
    },
    loading(text) {
      // The caller may close before the indicator has loaded: it then closes as soon as it opens. The close
      // function is boxed: antd's is also a promise that settles only once the message has closed, and a promise
      // resolved with it would wait for that — the message would never be told to close.
      const opened = impl().then((n) => ({ close: n.loading(text) }));
      return () => void opened.then(({ close }) => close());
    },
  };
}

/**
 * The request layer's notifier. antd's message, notification and Modal (with their dialog and motion code) are
 * only needed once a request fails or a download starts, so they are not on the login page, the first screen of a
 * visit (issue 9); the console frame preloads them once it shows (ConsoleLayout). When they cannot be loaded — the
 * server that serves them has stopped — the messages still show, in plain markup (plainNotice).
 */
export const antdNotifier: LazyNotifier = lazyNotifier(() => import('./antd-feedback').then((m) => m.antdFeedback), plainNotice);
