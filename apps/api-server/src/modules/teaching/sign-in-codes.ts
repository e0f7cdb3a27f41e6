import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SIGN_IN_CODE_DIGITS, SIGN_IN_CODE_GRACE_STEPS, SIGN_IN_CODE_PERIOD_MS } from '@medteach/contract';

/**
 * Rotating sign-in codes, TOTP style (RFC 6238 with a SIGN_IN_CODE_PERIOD_MS step): a code is the HMAC of the
 * session's secret and the time step, truncated to SIGN_IN_CODE_DIGITS digits. Nothing is stored per tick; the
 * secret never leaves the server.
 */
export const newSessionSecret = () => randomBytes(32).toString('hex');

/** The time step holding `nowMs`. */
export const codeStep = (nowMs: number) => Math.floor(nowMs / SIGN_IN_CODE_PERIOD_MS);

/** Milliseconds until the code of `nowMs` is replaced. */
export const msUntilNextCode = (nowMs: number) => SIGN_IN_CODE_PERIOD_MS - (nowMs % SIGN_IN_CODE_PERIOD_MS);

/** The code of one time step (RFC 4226 dynamic truncation). */
export function codeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha256', Buffer.from(secret, 'hex')).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const bits = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(bits % 10 ** SIGN_IN_CODE_DIGITS).padStart(SIGN_IN_CODE_DIGITS, '0');
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The current code, or one replaced at most SIGN_IN_CODE_GRACE_STEPS periods ago. */
export function isCurrentCode(secret: string, code: string, nowMs: number): boolean {
  const step = codeStep(nowMs);
  let match = false;
  // Every candidate is compared (no early exit): the answer's timing does not tell which step matched.
  for (let back = 0; back <= SIGN_IN_CODE_GRACE_STEPS; back++) match = sameText(codeAt(secret, step - back), code) || match;
  return match;
}
