import { isSecretConfigKey } from '@medteach/contract';

/**
 * What the operation log keeps of a request, a result or an edited record: passwords, tokens, keys and secret config
 * values masked (the log is read by every admin and exported to files), long texts and lists cut short.
 */
export const MASK = '******';
/** RuoYi caps the logged request and result at 2000 characters. */
export const PARAM_MAX_CHARS = 2000;
/** Before/after records keep more (an edited analysis is what an admin wants to compare), per string value. */
export const CHANGE_STRING_MAX_CHARS = 5000;
export const CHANGE_MAX_CHARS = 50_000;
const LIST_MAX_ITEMS = 100;
const MAX_DEPTH = 8;

/** Field names whose values never reach the log. `configKey` and `dictType` are names, not secrets. */
const SECRET_FIELD = /pass(word)?|pwd|secret|token|credential|api_?key|private_?key|device_?key|^key$|_key$|sms_?code/i;

function redact(value: unknown, maxString: number, depth: number): unknown {
  if (typeof value === 'string') return value.length > maxString ? `${value.slice(0, maxString)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, LIST_MAX_ITEMS).map((item) => redact(item, maxString, depth + 1));
    return value.length > LIST_MAX_ITEMS ? [...items, `… ${value.length - LIST_MAX_ITEMS} more`] : items;
  }
  const record = value as Record<string, unknown>;
  // A secret setting's value is as secret as a password (issue 14 row 6).
  const secretConfig = typeof record.configKey === 'string' && isSecretConfigKey(record.configKey);
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [
      key,
      SECRET_FIELD.test(key) || (secretConfig && key === 'configValue') ? MASK : redact(item, maxString, depth + 1),
    ]),
  );
}

const capped = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** JSON text of a request or result for the log, masked, at most PARAM_MAX_CHARS (a cut text no longer parses). */
export function paramText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) return '';
  return capped(JSON.stringify(redact(value, PARAM_MAX_CHARS, 0)) ?? '', PARAM_MAX_CHARS);
}

/** A JSON answer as sent, masked the same way (a device key issued by the console, a token …). */
export function resultText(payload: string): string {
  try {
    return paramText(JSON.parse(payload));
  } catch {
    return capped(payload, PARAM_MAX_CHARS);
  }
}

/** JSON text of an edited record before or after (null when none was handed over). */
export function changeText(record: unknown): string | null {
  if (record === undefined) return null;
  return capped(JSON.stringify(redact(record, CHANGE_STRING_MAX_CHARS, 0)) ?? 'null', CHANGE_MAX_CHARS);
}
