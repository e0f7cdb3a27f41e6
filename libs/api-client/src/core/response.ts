/**
 * Response handling of the RuoYi request layer (spec §8; RuoYi-Vue3's response interceptor).
 *
 * A response is a *business* response when its body has a numeric `code` — whatever the HTTP status, because
 * api-server answers auth / validation errors with real 4xx statuses and RuoYi back ends with HTTP 200.
 *   code 200 (or no code)  → resolve;
 *   401 → one session dialog at a time (notifier.confirm401, then config.onSessionExpired), reject SESSION_INVALID;
 *         but a 401 to a request that carried no token ends no session: config.onSignInRequired, where the app
 *         has one, takes the user to sign in without the dialog;
 *   500 → notifier.error(text); 601 → notifier.warning(text); other → notifier.notify(text); all reject.
 *   text = CODE_TEXT[code] → body.msg → DEFAULT_ERROR_TEXT.
 * Anything else is a *transport* failure: `后端接口连接异常`, `系统接口请求超时` or `系统接口{status}异常`, shown for
 * TRANSPORT_MESSAGE_MS (the same text is not stacked while it is still on screen, e.g. during query retries).
 * `silent` requests show nothing (spec §8 "Silent"), except the session dialog: an expired session must be told.
 */
import type { AxiosError } from 'axios';
import { getApiConfig, TRANSPORT_MESSAGE_MS } from './config';
import { ApiError } from './errors';
import {
  CODE_TEXT,
  DEFAULT_ERROR_TEXT,
  httpStatusText,
  NETWORK_ERROR_TEXT,
  SESSION_INVALID_TEXT,
  TIMEOUT_TEXT,
} from './messages';

const SUCCESS = 200;
const UNAUTHORIZED = 401;
const ERROR = 500;
const WARN = 601;

export interface BusinessBody {
  code?: number;
  msg?: string;
  [key: string]: unknown;
}

export const isBusinessBody = (body: unknown): body is BusinessBody =>
  typeof body === 'object' && body !== null && typeof (body as BusinessBody).code === 'number';

export const textForCode = (code: number, msg?: string) => CODE_TEXT[code] ?? (msg || DEFAULT_ERROR_TEXT);

/** The "a flag prevents stacking" rule: while a 401 dialog is open, further 401s only reject. */
let sessionDialogOpen = false;
export const isSessionDialogOpen = () => sessionDialogOpen;

function openSessionDialog(): void {
  if (sessionDialogOpen) return;
  sessionDialogOpen = true;
  const { notifier, onSessionExpired } = getApiConfig();
  notifier
    .confirm401()
    .catch(() => false)
    .then((relogin) => {
      sessionDialogOpen = false;
      onSessionExpired(relogin);
    });
}

/** A 401: the dialog for a session that existed (a token went with the request), else the app's sign-in. */
function unauthorized(sentToken: boolean): void {
  const { onSignInRequired } = getApiConfig();
  if (!sentToken && onSignInRequired) onSignInRequired();
  else openSessionDialog();
}

/**
 * Returns normally for success; throws the ApiError for every other code. `sentToken`: the request carried a bearer
 * token (decides what a 401 means).
 */
export function checkBusinessBody(body: unknown, status: number, silent: boolean, sentToken = true): void {
  const code = (isBusinessBody(body) && body.code) || SUCCESS;
  if (code === SUCCESS) return;
  const msg = isBusinessBody(body) && typeof body.msg === 'string' ? body.msg : undefined;
  if (code === UNAUTHORIZED) {
    unauthorized(sentToken);
    throw new ApiError('session', SESSION_INVALID_TEXT, { code, status, notified: true });
  }
  const text = textForCode(code, msg);
  const { notifier } = getApiConfig();
  if (!silent) {
    if (code === ERROR) notifier.error(text);
    else if (code === WARN) notifier.warning(text);
    else notifier.notify(text);
  }
  const data = isBusinessBody(body) ? (body as { data?: unknown }).data : undefined;
  throw new ApiError('business', text, { code, status, notified: !silent, ...(data === undefined ? {} : { data }) });
}

/** Transport messages on screen right now: text → time shown. */
const shownTransport = new Map<string, number>();

export function transportError(error: AxiosError, silent: boolean): ApiError {
  const status = error.response?.status;
  let text: string;
  if (status) text = httpStatusText(status);
  else if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || /timeout/i.test(error.message)) text = TIMEOUT_TEXT;
  else text = NETWORK_ERROR_TEXT;
  if (!silent) {
    const now = Date.now();
    const last = shownTransport.get(text);
    if (last === undefined || now - last >= TRANSPORT_MESSAGE_MS) {
      shownTransport.set(text, now);
      getApiConfig().notifier.error(text, TRANSPORT_MESSAGE_MS);
    }
  }
  return new ApiError('transport', text, { status, notified: !silent });
}

/** Test hook: forget the dialog flag and the on-screen transport messages. */
export function resetResponseState(): void {
  sessionDialogOpen = false;
  shownTransport.clear();
}
