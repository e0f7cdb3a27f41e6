import { randomInt } from 'node:crypto';
import { refused } from '../../core/errors';
import { countWrongSmsGuess, deleteSmsCode, findSmsCode, saveSmsCode } from './auth-repository';
import type { Queryable } from './user-repository';

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MINUTES = 5;
/** A phone may ask for a new code once a minute. */
export const SMS_RESEND_SECONDS = 60;
/** Wrong guesses before the code is thrown away. */
export const SMS_MAX_ATTEMPTS = 5;

export const SMS_TOO_SOON = '验证码已发送，请稍后再试';
export const SMS_CODE_WRONG = '验证码错误';
export const SMS_CODE_EXPIRED = '验证码已失效，请重新获取';

/** One-time login / registration codes, one live code per phone. */
export class SmsCodes {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(phone: string): Promise<string> {
    const row = await findSmsCode(this.db, phone);
    const ttl = SMS_CODE_TTL_MINUTES * 60_000;
    if (row && row.expires_at - ttl + SMS_RESEND_SECONDS * 1000 > this.now()) throw refused(SMS_TOO_SOON);
    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    await saveSmsCode(this.db, phone, code, this.now() + ttl);
    return code;
  }

  /** Checks and consumes a code; throws a refusal for a wrong, used or expired one. */
  async consume(phone: string, code: string) {
    const row = await findSmsCode(this.db, phone);
    if (!row || row.expires_at <= this.now() || row.attempts >= SMS_MAX_ATTEMPTS) throw refused(SMS_CODE_EXPIRED);
    if (row.code !== code) {
      await countWrongSmsGuess(this.db, phone);
      throw refused(SMS_CODE_WRONG);
    }
    // Deleting checks the code again: of two requests racing with one code (on any instance), one wins.
    if (!(await deleteSmsCode(this.db, phone, code))) throw refused(SMS_CODE_EXPIRED);
  }
}
