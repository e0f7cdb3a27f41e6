import { randomInt } from 'node:crypto';
import type { Db } from '../../db/db';
import { refused } from '../../core/errors';

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MINUTES = 5;
/** A phone may ask for a new code once a minute. */
export const SMS_RESEND_SECONDS = 60;
/** Wrong guesses before the code is thrown away. */
export const SMS_MAX_ATTEMPTS = 5;

export const SMS_TOO_SOON = '验证码已发送，请稍后再试';
export const SMS_CODE_WRONG = '验证码错误';
export const SMS_CODE_EXPIRED = '验证码已失效，请重新获取';

interface CodeRow {
  code: string;
  expires_at: number;
  attempts: number;
}

/** One-time login / registration codes, one live code per phone. */
export class SmsCodes {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  issue(phone: string): string {
    const row = this.row(phone);
    const ttl = SMS_CODE_TTL_MINUTES * 60_000;
    if (row && row.expires_at - ttl + SMS_RESEND_SECONDS * 1000 > this.now()) throw refused(SMS_TOO_SOON);
    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    this.db
      .prepare(
        `INSERT INTO sms_code (phone, code, expires_at, attempts) VALUES (?, ?, ?, 0)
         ON CONFLICT(phone) DO UPDATE SET code = excluded.code, expires_at = excluded.expires_at, attempts = 0`,
      )
      .run(phone, code, this.now() + ttl);
    return code;
  }

  /** Checks and consumes a code; throws a refusal for a wrong, used or expired one. */
  consume(phone: string, code: string) {
    const row = this.row(phone);
    if (!row || row.expires_at <= this.now() || row.attempts >= SMS_MAX_ATTEMPTS) throw refused(SMS_CODE_EXPIRED);
    if (row.code !== code) {
      this.db.prepare('UPDATE sms_code SET attempts = attempts + 1 WHERE phone = ?').run(phone);
      throw refused(SMS_CODE_WRONG);
    }
    this.db.prepare('DELETE FROM sms_code WHERE phone = ?').run(phone);
  }

  private row(phone: string) {
    return this.db.prepare('SELECT code, expires_at, attempts FROM sms_code WHERE phone = ?').get(phone) as CodeRow | undefined;
  }
}
