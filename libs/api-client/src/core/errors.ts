/**
 * The one error type every api-client call rejects with, so callers (and the React Query retry policy) can tell
 * what went wrong without parsing texts:
 * - `business`  the server answered with a non-200 `code` (any HTTP status) — never retried;
 * - `session`   code 401: the session dialog was opened, the message is SESSION_INVALID_TEXT;
 * - `transport` no usable answer: network down, timeout, HTTP status without a `{code}` body — retried by queries;
 * - `duplicate` refused locally by the duplicate-submit guard;
 * - `cancelled` aborted (React Query cancellation); never shown.
 */
export type ApiErrorKind = 'business' | 'session' | 'transport' | 'duplicate' | 'cancelled';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: {
      /** Business code from the body. */
      code?: number;
      /** HTTP status, when there was a response. */
      status?: number;
      /** true when the request layer already showed the message (the query client then stays quiet). */
      notified?: boolean;
      /** The refusal's `data`, when it carries one (an import's error report). */
      data?: unknown;
    } = {},
  ) {
    super(message);
  }
  get code() {
    return this.details.code;
  }
  get status() {
    return this.details.status;
  }
  get notified() {
    return this.details.notified ?? false;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isTransportError = (e: unknown): boolean => isApiError(e) && e.kind === 'transport';
export const isBusinessError = (e: unknown, code?: number): boolean =>
  isApiError(e) && e.kind === 'business' && (code === undefined || e.code === code);
