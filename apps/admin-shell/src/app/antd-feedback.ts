import { Modal, message, notification } from 'antd';
import type { Notifier } from '@medteach/api-client';
import { messages } from '../messages';

const MS_PER_SECOND = 1000;

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
    // duration 0: stays until the returned close function is called.
    return message.loading(text, 0);
  },
};
