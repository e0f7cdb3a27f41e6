import { refused } from '../../core/errors';
import { claimSmsRequest, countSmsRefusal, findSmsRequest } from './auth-repository';
import { CAPTCHA_REQUIRED } from './captcha';
import { wholeNumberSetting } from './config-store';
import { decayedCount, waitMs, type CountRow, type WaitRule } from './decaying-count';
import type { Queryable } from '../../db/queryable';

/**
 * Who may ask for an SMS code, and how often. Requests are counted per client address and per phone number in the
 * database (`sms_request`, shared by every instance), each count forgiven one per quiet period:
 * - a phone gets a code once a minute; past `sys.sms.phoneLimit` (3) requests the next waits 2 minutes, then twice as
 *   long each time up to an hour (one request forgiven per hour) — nobody floods one phone, from any address;
 * - an address past `sys.sms.captchaAfter` (3) requests must solve the captcha for each further one, and past
 *   `sys.sms.addressLimit` (30) waits 1 s, then twice as long each time up to an hour (one forgiven per 10 minutes).
 * The three settings are optional 参数设置 keys (a school registering a whole class at once behind one address raises
 * the address limit for the day). Every refusal is counted under the address (`refusals`); the route logs it.
 */
export const SMS_CAPTCHA_AFTER_KEY = 'sys.sms.captchaAfter';
export const SMS_ADDRESS_LIMIT_KEY = 'sys.sms.addressLimit';
export const SMS_PHONE_LIMIT_KEY = 'sys.sms.phoneLimit';
export const SMS_CAPTCHA_AFTER_DEFAULT = 3;
export const SMS_ADDRESS_FREE_DEFAULT = 30;
export const SMS_PHONE_FREE_DEFAULT = 3;

/** A phone may ask for a new code once a minute (the phone apps count it down). */
export const SMS_RESEND_SECONDS = 60;
export const SMS_PHONE_FIRST_DELAY_MS = 2 * 60_000;
export const SMS_PHONE_MAX_DELAY_MS = 60 * 60_000;
export const SMS_PHONE_DECAY_MS = 60 * 60_000;
export const SMS_ADDRESS_FIRST_DELAY_MS = 1_000;
export const SMS_ADDRESS_MAX_DELAY_MS = 60 * 60_000;
export const SMS_ADDRESS_DECAY_MS = 10 * 60_000;
/** A count untouched this long has decayed to nothing: its row is removed. */
const STALE_MS = 24 * 60 * 60_000;
/** Requests racing for one address's count read it again this many times before being told to wait. */
const CLAIM_TRIES = 5;

export const smsTooFrequent = (wait: number) => `发送过于频繁，请${Math.ceil(wait / 1000)}秒后再试`;

const ipKey = (ip: string) => `ip:${ip}`;
const phoneKey = (phone: string) => `phone:${phone}`;

interface Settings {
  captchaAfter: number;
  address: WaitRule;
  phone: WaitRule;
}

export class SmsLimits {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether this address asked for so many codes lately that it must solve the captcha. */
  async captchaDemanded(ip: string): Promise<boolean> {
    const { captchaAfter, address } = await this.settings();
    return decayedCount(await this.row(ipKey(ip)), this.now(), address.decayMs) >= captchaAfter;
  }

  /**
   * Counts one request for `phone` from `ip`, or refuses it: while the phone or the address must wait, and when the
   * address must solve the captcha but `captchaSolved` is false (the count may have grown since the caller looked).
   */
  async claim(ip: string, phone: string, captchaSolved: boolean): Promise<void> {
    const settings = await this.settings();
    for (let tries = 0; tries < CLAIM_TRIES; tries++) {
      const now = this.now();
      const [address, number] = await Promise.all([this.row(ipKey(ip)), this.row(phoneKey(phone))]);
      const wait = Math.max(waitMs(number, now, settings.phone), waitMs(address, now, settings.address));
      if (wait > 0) throw refused(smsTooFrequent(wait));
      const addressCount = decayedCount(address, now, settings.address.decayMs);
      if (!captchaSolved && addressCount >= settings.captchaAfter) throw refused(CAPTCHA_REQUIRED);
      if (!(await this.store(ipKey(ip), address, addressCount + 1, now))) continue;
      // Only requests for the same number race here, and the first one wins.
      if (!(await this.store(phoneKey(phone), number, decayedCount(number, now, settings.phone.decayMs) + 1, now))) {
        throw refused(smsTooFrequent(SMS_RESEND_SECONDS * 1000));
      }
      return;
    }
    throw refused(smsTooFrequent(SMS_ADDRESS_FIRST_DELAY_MS));
  }

  /** Counts a refused request of this address. */
  async refused(ip: string) {
    await countSmsRefusal(this.db, ipKey(ip), this.now());
  }

  private async settings(): Promise<Settings> {
    const [captchaAfter, addressFree, phoneFree] = await Promise.all([
      wholeNumberSetting(this.db, SMS_CAPTCHA_AFTER_KEY, SMS_CAPTCHA_AFTER_DEFAULT, 0),
      wholeNumberSetting(this.db, SMS_ADDRESS_LIMIT_KEY, SMS_ADDRESS_FREE_DEFAULT, 1),
      wholeNumberSetting(this.db, SMS_PHONE_LIMIT_KEY, SMS_PHONE_FREE_DEFAULT, 1),
    ]);
    return {
      captchaAfter,
      address: { free: addressFree, firstDelayMs: SMS_ADDRESS_FIRST_DELAY_MS, maxDelayMs: SMS_ADDRESS_MAX_DELAY_MS, decayMs: SMS_ADDRESS_DECAY_MS },
      phone: { free: phoneFree, firstDelayMs: SMS_PHONE_FIRST_DELAY_MS, maxDelayMs: SMS_PHONE_MAX_DELAY_MS, decayMs: SMS_PHONE_DECAY_MS, minGapMs: SMS_RESEND_SECONDS * 1000 },
    };
  }

  private async row(key: string): Promise<CountRow | undefined> {
    const row = await findSmsRequest(this.db, key);
    return row && { count: row.requests, lastAt: row.last_request_at };
  }

  private store(key: string, seen: CountRow | undefined, count: number, now: number): Promise<boolean> {
    return claimSmsRequest(this.db, key, seen && { requests: seen.count, last_request_at: seen.lastAt }, count, now, STALE_MS);
  }
}
