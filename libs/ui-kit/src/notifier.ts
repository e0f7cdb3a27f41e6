/**
 * antd-mobile implementation of api-client's `Notifier`. ui-kit must not import api-client (dependency rules), so
 * the shape is declared here and matched structurally; apps wire them:
 *
 *   configureApi({ notifier: mobileNotifier, onSessionExpired: sessionExpiredHandler({ goLogin, goHome, logout }) });
 */
import { Toast } from 'antd-mobile';
import { ensureAntdMobileRender } from './react19';
import { confirmSessionExpired } from './session-expired';

/** Same shape as api-client `Notifier`. */
export interface MobileNotifier {
  error(message: string, durationMs?: number): void;
  warning(message: string): void;
  notify(message: string): void;
  confirm401(): Promise<boolean>;
  loading(message: string): () => void;
}

/** antd-mobile's own toast duration, for request messages without a spec timing. */
export const MESSAGE_MS = 2000;

const show = (content: string, icon: 'fail' | undefined, durationMs = MESSAGE_MS) => {
  ensureAntdMobileRender();
  Toast.show({ content, icon, duration: durationMs });
};

export const mobileNotifier: MobileNotifier = {
  error: (message, durationMs) => show(message, 'fail', durationMs),
  warning: (message) => show(message, undefined),
  notify: (message) => show(message, 'fail'),
  confirm401: () => confirmSessionExpired(),
  loading(message) {
    ensureAntdMobileRender();
    const handler = Toast.show({ icon: 'loading', content: message, duration: 0, maskClickable: false });
    return () => handler.close();
  },
};
