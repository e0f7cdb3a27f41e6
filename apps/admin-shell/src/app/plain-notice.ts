import type { Notifier } from '@medteach/api-client';
import { messages } from '../messages';

/** How long a plain notice stays when the request layer names no duration (antd message's default, 3 s). */
export const PLAIN_NOTICE_MS = 3000;
/** antd's error and warning text colours at WCAG AA on white (red-7, gold-8). */
const COLOURS = { error: '#cf1322', warning: '#ad6800' } as const;

/** A loading notice sits below drawer and dialog title bars, as antd's does (antd-feedback). */
const LOADING_TOP = '72px';

function show(text: string, tone: keyof typeof COLOURS, durationMs = PLAIN_NOTICE_MS, top = '16px'): () => void {
  const notice = document.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.textContent = text;
  Object.assign(notice.style, {
    position: 'fixed',
    top,
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: '2000',
    padding: '9px 12px',
    borderRadius: '8px',
    background: '#fff',
    boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)',
    color: COLOURS[tone],
    fontSize: '14px',
  });
  document.body.append(notice);
  const close = () => notice.remove();
  if (durationMs > 0) setTimeout(close, durationMs);
  return close;
}

/**
 * The request layer's messages without antd: what `antdNotifier` falls back to when antd's feedback code cannot be
 * loaded — typically because the server that serves it is the one that stopped answering, exactly when
 * 后端接口连接异常 must be said. Plain DOM, so it needs nothing that could fail to load.
 */
export const plainNotice: Notifier = {
  error: (text, durationMs) => void show(text, 'error', durationMs),
  warning: (text) => void show(text, 'warning'),
  notify: (text) => void show(text, 'error'),
  // RuoYi's dialog text; the browser's own confirm box is the one dialog that cannot fail to load.
  confirm401: () => Promise.resolve(window.confirm(messages.session.expired)),
  loading: (text) => show(text, 'warning', 0, LOADING_TOP),
};
