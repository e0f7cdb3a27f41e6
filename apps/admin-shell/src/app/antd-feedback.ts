import { Modal, message, notification } from 'antd';
import type { Notifier } from '@medteach/api-client';
import { messages } from '../messages';

const MS_PER_SECOND = 1000;
const LOADING_KEY = 'request-loading';
/** Below antd's drawer and modal title bars (56 px high in antd 6's default size). */
export const LOADING_OFFSET_PX = 64;

/**
 * The request layer's notifier on antd (admin-shell may not use antd-mobile): red message for 500 and transport
 * errors, warning for 601, a notification for other codes, RuoYi-Vue3's session dialog for 401.
 * Loaded on first use through `antdNotifier` (notifier.ts).
 */
export const antdFeedback: Notifier = {
  error(text, durationMs) {
    void message.error(text, durationMs === undefined ? undefined : durationMs / MS_PER_SECOND);
  },
  warning(text) {
    void message.warning(text);
  },
  notify(text) {
    notification.error({ title: text });
  },
  confirm401() {
    return new Promise<boolean>((resolve) => {
      Modal.confirm({
        title: messages.session.title,
        content: messages.session.expired,
        okText: messages.session.relogin,
        cancelText: messages.session.cancel,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  },
  loading(text) {
    // duration 0: stays until the returned close function is called (the download's end, success or failure).
    // One key: a second download replaces the message instead of stacking another. Opened below the top bar, so
    // it never covers the title of a drawer or dialog the download was started from.
    return message.loading({ content: text, duration: 0, key: LOADING_KEY, style: { marginTop: LOADING_OFFSET_PX } });
  },
};
