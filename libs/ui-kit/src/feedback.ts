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

/** A confirm dialog; resolves true on confirm. */
export function confirm(content: string, title?: string): Promise<boolean> {
  ensureAntdMobileRender();
  return Dialog.confirm({ title, content, confirmText: uiText.confirm, cancelText: uiText.cancel });
}
