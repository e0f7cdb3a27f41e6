import { randomInt, randomUUID } from 'node:crypto';
import { refused } from '../../core/errors';
import { saveCaptcha, takeCaptcha } from './auth-repository';
import { drawCaptcha } from './captcha-drawing';
import type { Queryable } from '../../db/queryable';

/** RuoYi's captcha lifetime and messages. */
export const CAPTCHA_TTL_MS = 2 * 60_000;
export const CAPTCHA_EXPIRED = '验证码已失效';
export const CAPTCHA_WRONG = '验证码错误';
/** The captcha is asked for (the address failed many logins or asked for many codes) and none came. */
export const CAPTCHA_REQUIRED = '请输入验证码';

/**
 * RuoYi's "math" captcha (`sys.account.captchaEnabled`, or an address the sign-in limits ask it of): a sum or
 * difference of two small numbers drawn as pen strokes with no text in the SVG (captcha-drawing.ts); the answer waits
 * in the database under a uuid and is used once, right or wrong.
 */
export class Captchas {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new challenge: its uuid and the picture as base64 SVG (`data:image/svg+xml;base64,` + img). */
  async issue(): Promise<{ uuid: string; img: string }> {
    const a = randomInt(1, 10);
    const b = randomInt(1, 10);
    const plus = randomInt(0, 2) === 0 || a < b;
    const answer = String(plus ? a + b : a - b);
    const uuid = randomUUID();
    const now = this.now();
    await saveCaptcha(this.db, uuid, answer, now + CAPTCHA_TTL_MS, now);
    return { uuid, img: Buffer.from(drawCaptcha(`${a}${plus ? '+' : '-'}${b}=?`)).toString('base64') };
  }

  /**
   * Checks and consumes a challenge; throws RuoYi's refusal for an expired or wrong answer, and `missing` when none
   * was sent.
   */
  async verify(uuid: string | undefined, code: string | undefined, missing = CAPTCHA_EXPIRED) {
    if (!uuid && !code) throw refused(missing);
    const row = uuid ? await takeCaptcha(this.db, uuid) : undefined;
    if (!row || row.expires_at <= this.now()) throw refused(CAPTCHA_EXPIRED);
    if ((code ?? '').trim() !== row.answer) throw refused(CAPTCHA_WRONG);
  }
}
