import type { Notifier } from '@medteach/api-client';

/** A notifier whose implementation is loaded on first use; each call is forwarded once it has loaded. */
export function lazyNotifier(load: () => Promise<Notifier>): Notifier {
  let loading: Promise<Notifier> | undefined;
  const impl = () => (loading ??= load());
  return {
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
      // The caller may close before the indicator has loaded: it then closes as soon as it opens.
      const close = impl().then((n) => n.loading(text));
      return () => void close.then((done) => done());
    },
  };
}

/**
 * The request layer's notifier. antd's message, notification and Modal (with their dialog and motion code) are
 * only needed once a request fails or a download starts, so they load then: the login page, the first screen of
 * a visit, stays light (issue 9).
 */
export const antdNotifier: Notifier = lazyNotifier(() => import('./antd-feedback').then((m) => m.antdFeedback));
