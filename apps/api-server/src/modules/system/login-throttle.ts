import { refused } from '../../core/errors';
import { deleteLoginAttempt, deleteLoginAttemptsAround, findLoginAttempt, recordLoginFailure } from './auth-repository';
import { wholeNumberSetting } from './config-store';
import { waitMs, decayedCount, type CountRow, type WaitRule } from './decaying-count';
import type { Queryable } from '../../db/queryable';

/**
 * Login defence, replacing RuoYi's "5 wrong passwords lock the user name for 10 minutes", which let anyone lock out
 * admin by typing its name. Wrong passwords are counted three ways, each forgiven one per minute of quiet:
 * - per address and account: past 5, that address waits before its next try on that account, twice as long each
 *   time (1 s, 2 s, 4 s … at most 15 min) — a guesser slows down only their own address;
 * - per account, from every address: past 10 the account's next try waits the same way, at most 1 minute — a guesser
 *   spreading over many addresses is slowed down, and the owner is never kept out for long;
 * - per address, over every account: past 10 (`sys.login.captchaAfter`) that address must solve the captcha
 *   (auth-routes.ts). That count never makes anyone wait: a campus behind one NAT address keeps signing in, each with
 *   the captcha.
 * The counts live in the database (`login_attempt`), shared by every instance.
 *
 * Behind a reverse proxy the server must see the real client address (TRUST_PROXY=1), or every client would share
 * the proxy's.
 */
export const LOGIN_FREE_FAILURES_PER_PAIR = 5;
export const LOGIN_FREE_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_CAPTCHA_AFTER_PER_IP = 10;
/** Optional 参数设置 key overriding LOGIN_CAPTCHA_AFTER_PER_IP (a whole number; 0 asks every address for the captcha). */
export const LOGIN_CAPTCHA_AFTER_KEY = 'sys.login.captchaAfter';
export const LOGIN_FIRST_DELAY_MS = 1_000;
export const LOGIN_MAX_DELAY_MS = 15 * 60_000;
export const LOGIN_ACCOUNT_MAX_DELAY_MS = 60_000;
/** One failure is forgiven per this much time without a new one. */
export const LOGIN_FAILURE_DECAY_MS = 60_000;

const PAIR_RULE: WaitRule = { free: LOGIN_FREE_FAILURES_PER_PAIR, firstDelayMs: LOGIN_FIRST_DELAY_MS, maxDelayMs: LOGIN_MAX_DELAY_MS, decayMs: LOGIN_FAILURE_DECAY_MS };
const ACCOUNT_RULE: WaitRule = { free: LOGIN_FREE_FAILURES_PER_ACCOUNT, firstDelayMs: LOGIN_FIRST_DELAY_MS, maxDelayMs: LOGIN_ACCOUNT_MAX_DELAY_MS, decayMs: LOGIN_FAILURE_DECAY_MS };

export const throttledMessage = (wait: number) => `登录失败次数过多，请${Math.ceil(wait / 1000)}秒后再试`;

const pairKey = (ip: string, userName: string) => `pair:${ip}|${userName}`;
const accountKey = (userName: string) => `account:${userName}`;
const ipKey = (ip: string) => `ip:${ip}`;

export class LoginThrottle {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  /** Refuses (without looking at the password) while this account must wait, from this address or from any. */
  async assertMayTry(ip: string, userName: string) {
    const now = this.now();
    const [pair, account] = await Promise.all([this.row(pairKey(ip, userName)), this.row(accountKey(userName))]);
    const wait = Math.max(waitMs(pair, now, PAIR_RULE), waitMs(account, now, ACCOUNT_RULE));
    if (wait > 0) throw refused(throttledMessage(wait));
  }

  /** Whether this address failed so often lately, over any accounts, that it must solve the captcha. */
  async captchaDemanded(ip: string): Promise<boolean> {
    const [failures, after] = await Promise.all([this.row(ipKey(ip)), wholeNumberSetting(this.db, LOGIN_CAPTCHA_AFTER_KEY, LOGIN_CAPTCHA_AFTER_PER_IP, 0)]);
    return decayedCount(failures, this.now(), LOGIN_FAILURE_DECAY_MS) >= after;
  }

  async fail(ip: string, userName: string) {
    const now = this.now();
    for (const key of [pairKey(ip, userName), accountKey(userName), ipKey(ip)]) await recordLoginFailure(this.db, key, now, LOGIN_FAILURE_DECAY_MS);
  }

  /**
   * A right password clears this address's count for the account; the account's count over all addresses stays (a
   * guesser elsewhere is still guessing) and so does the address's over all accounts.
   */
  async succeed(ip: string, userName: string) {
    await deleteLoginAttempt(this.db, pairKey(ip, userName));
  }

  /** 解锁 (登录日志, RuoYi's unlock): forgets the account's failures, from every address and in all; address-wide counts stay. */
  async unlock(userName: string) {
    await deleteLoginAttemptsAround(this.db, 'pair:', `|${userName}`);
    await deleteLoginAttempt(this.db, accountKey(userName));
  }

  private async row(key: string): Promise<CountRow | undefined> {
    const row = await findLoginAttempt(this.db, key);
    return row && { count: row.failures, lastAt: row.last_failure_at };
  }
}
