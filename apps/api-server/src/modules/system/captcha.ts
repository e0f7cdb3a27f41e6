import { randomInt, randomUUID } from 'node:crypto';
import { refused } from '../../core/errors';
import { saveCaptcha, takeCaptcha } from './auth-repository';
import type { Queryable } from './user-repository';

/** RuoYi's captcha lifetime and messages. */
export const CAPTCHA_TTL_MS = 2 * 60_000;
export const CAPTCHA_EXPIRED = '验证码已失效';
export const CAPTCHA_WRONG = '验证码错误';

const WIDTH = 160;
const HEIGHT = 60;

/**
 * RuoYi's "math" login captcha (`sys.account.captchaEnabled`): a sum or difference of two small numbers drawn as an
 * SVG (each glyph shifted and turned a little, over noise lines); the answer waits in the database under a uuid and
 * is used once, right or wrong.
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
    return { uuid, img: Buffer.from(drawSvg(`${a}${plus ? '+' : '-'}${b}=?`)).toString('base64') };
  }

  /** Checks and consumes a challenge; throws RuoYi's refusal for a missing, expired or wrong answer. */
  async verify(uuid: string | undefined, code: string | undefined) {
    const row = uuid ? await takeCaptcha(this.db, uuid) : undefined;
    if (!row || row.expires_at <= this.now()) throw refused(CAPTCHA_EXPIRED);
    if ((code ?? '').trim() !== row.answer) throw refused(CAPTCHA_WRONG);
  }
}

function drawSvg(text: string): string {
  const noise = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [randomInt(0, WIDTH), randomInt(0, HEIGHT), randomInt(0, WIDTH), randomInt(0, HEIGHT)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#${randomInt(0x888888, 0xcccccc).toString(16)}" stroke-width="2"/>`;
  }).join('');
  const step = WIDTH / (text.length + 1);
  const glyphs = [...text]
    .map((ch, i) => {
      const x = Math.round(step * (i + 0.8));
      const y = 40 + randomInt(-6, 7);
      // Only digits turn: a turned + reads as ×.
      const angle = /\d/.test(ch) ? randomInt(-20, 21) : 0;
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})">${ch}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f3f6fb"/>${noise}<g font-family="Arial, sans-serif" font-size="30" font-weight="bold" fill="#1f4e8c">${glyphs}</g></svg>`;
}
