/**
 * RuoYi's duplicate-submit guard: a POST/PUT with the same url and the same body as one accepted
 * less than REPEAT_SUBMIT_INTERVAL_MS ago is refused. Bodies of REPEAT_SUBMIT_MAX_BYTES or more are not checked
 * (RuoYi skips them rather than hold megabytes in memory), nor are FormData / Blob bodies (uploads: two different
 * files would serialise to the same text).
 */
export const REPEAT_SUBMIT_INTERVAL_MS = 1000;
export const REPEAT_SUBMIT_MAX_BYTES = 5 * 1024 * 1024;

function bodyText(data: unknown): string | null {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return null;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return null;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return null;
  if (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) return data.toString();
  return JSON.stringify(data);
}

export function createRepeatSubmitGuard(now: () => number = Date.now) {
  /** url + '\n' + body → time it was accepted. */
  const accepted = new Map<string, number>();
  return {
    /** true: let the request through (and remember it); false: refuse it as a duplicate. */
    admit(url: string, data: unknown): boolean {
      const body = bodyText(data);
      if (body === null || body.length >= REPEAT_SUBMIT_MAX_BYTES) return true;
      const t = now();
      for (const [key, time] of accepted) if (t - time >= REPEAT_SUBMIT_INTERVAL_MS) accepted.delete(key);
      const key = `${url}\n${body}`;
      if (accepted.has(key)) return false;
      accepted.set(key, t);
      return true;
    },
    reset() {
      accepted.clear();
    },
  };
}
