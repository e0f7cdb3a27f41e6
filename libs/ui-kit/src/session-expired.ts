/**
 * Mobile session-expired flow (spec §4/§8): the dialog `登录超时，请重新登录`; confirm → login page;
 * cancel → log out and go home. `confirmSessionExpired` is the dialog (mobileNotifier.confirm401 uses it),
 * `sessionExpiredHandler` builds api-client's `onSessionExpired` from the app's navigation.
 */
import { Dialog } from 'antd-mobile';
import { uiText } from './messages';
import { ensureAntdMobileRender } from './react19';

export function confirmSessionExpired(): Promise<boolean> {
  ensureAntdMobileRender();
  return Dialog.confirm({ title: uiText.dialogTitle, content: uiText.sessionExpired, confirmText: uiText.confirm, cancelText: uiText.cancel });
}

export interface SessionExpiredActions {
  goLogin(): void;
  goHome(): void;
  /** Clears the session (api-client `logout`); errors are ignored, the user leaves anyway. */
  logout(): Promise<unknown> | void;
}

export function sessionExpiredHandler(actions: SessionExpiredActions): (relogin: boolean) => Promise<void> {
  return async (relogin) => {
    if (relogin) {
      actions.goLogin();
      return;
    }
    try {
      await actions.logout();
    } catch {
      // the token is cleared by logout even when the server call fails
    }
    actions.goHome();
  };
}
