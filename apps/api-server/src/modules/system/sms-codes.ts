import { randomInt } from 'node:crypto';
import { refused } from '../../core/errors';
import { countWrongSmsGuess, deleteSmsCode, findSmsCode, saveSmsCode } from './auth-repository';
import type { Queryable } from '../../db/queryable';

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MINUTES = 5;
/** Wrong guesses before the code is thrown away. */
export const SMS_MAX_ATTEMPTS = 5;

export const SMS_CODE_WRONG = '验证码错误';
export const SMS_CODE_EXPIRED = '验证码已失效，请重新获取';

/** One-time login / registration codes, one live code per phone (how often one may be asked for: sms-limits.ts). */
export class SmsCodes {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(phone: string): Promise<string> {
    const ttl = SMS_CODE_TTL_MINUTES * 60_000;
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
