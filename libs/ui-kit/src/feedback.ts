/** Toasts and dialogs through antd-mobile, with the spec's timings (§9 "toast 1000 ms"). */
import { Dialog, Toast } from 'antd-mobile';
import { uiText } from './messages';
import { ensureAntdMobileRender } from './react19';

/** Spec §9: toast 1000 ms. */
export const TOAST_MS = 1000;

export function toast(message: string, durationMs: number = TOAST_MS): void {
  ensureAntdMobileRender();
  Toast.show({ content: message, duration: durationMs });
}

/** A confirm dialog; resolves true on confirm. Spec §8: message boxes are titled 系统提示 unless a screen names its own. */
export function confirm(content: string, title: string = uiText.dialogTitle): Promise<boolean> {
  ensureAntdMobileRender();
  return Dialog.confirm({ title, content, confirmText: uiText.confirm, cancelText: uiText.cancel });
}

/** Closes every toast on screen: a screen that leaves (a successful login) must not carry the last one's message along. */
export function clearToasts(): void {
  Toast.clear();
}
