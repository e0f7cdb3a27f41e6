import { refused } from '../../core/errors';
import { deleteLoginAttempt, deleteLoginAttemptsAround, findLoginAttempt, recordLoginFailure } from './auth-repository';
import type { Queryable } from './user-repository';

/**
 * Login defence (issue 14 row 8), replacing RuoYi's "5 wrong passwords lock the user name for 10 minutes", which let
 * anyone lock out admin by typing its name. Failures are counted per client address and per (address, account):
 * past a free allowance each further try must wait twice as long as the last (1 s, 2 s, 4 s … at most 15 min), and
 * one failure is forgiven per minute of quiet. A guesser only ever slows down their own address; the account's owner
 * signs in from theirs as usual. The counts live in the database (`login_attempt`), shared by every instance.
 *
 * Behind a reverse proxy the server must see the real client address (TRUST_PROXY=1), or every client would share
 * the proxy's.
 */
export const LOGIN_FREE_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FREE_FAILURES_PER_IP = 20;
export const LOGIN_FIRST_DELAY_MS = 1_000;
export const LOGIN_MAX_DELAY_MS = 15 * 60_000;
/** One failure is forgiven per this much time without a new one. */
export const LOGIN_FAILURE_DECAY_MS = 60_000;

export const throttledMessage = (waitMs: number) => `登录失败次数过多，请${Math.ceil(waitMs / 1000)}秒后再试`;

const pairKey = (ip: string, userName: string) => `pair:${ip}|${userName}`;
const ipKey = (ip: string) => `ip:${ip}`;

export class LoginThrottle {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  /** Refuses (without looking at the password) while this address must wait, for this account or for any. */
  async assertMayTry(ip: string, userName: string) {
    const [forAccount, forIp] = await Promise.all([this.waitMs(pairKey(ip, userName), LOGIN_FREE_FAILURES_PER_ACCOUNT), this.waitMs(ipKey(ip), LOGIN_FREE_FAILURES_PER_IP)]);
    const wait = Math.max(forAccount, forIp);
    if (wait > 0) throw refused(throttledMessage(wait));
  }

  async fail(ip: string, userName: string) {
    const now = this.now();
    for (const key of [pairKey(ip, userName), ipKey(ip)]) await recordLoginFailure(this.db, key, now, LOGIN_FAILURE_DECAY_MS);
  }

  /** A right password clears this address's count for the account (not its count over all accounts). */
  async succeed(ip: string, userName: string) {
    await deleteLoginAttempt(this.db, pairKey(ip, userName));
  }

  /** 解锁 (登录日志, RuoYi's unlock): forgets the account's failures from every address; address-wide counts stay. */
  async unlock(userName: string) {
    await deleteLoginAttemptsAround(this.db, 'pair:', `|${userName}`);
  }

  /** Failures still counted after decay, and when the last one was. */
  private async state(key: string): Promise<{ failures: number; lastFailureAt: number }> {
    const row = await findLoginAttempt(this.db, key);
    if (!row) return { failures: 0, lastFailureAt: 0 };
    const failures = Math.max(0, row.failures - Math.floor((this.now() - row.last_failure_at) / LOGIN_FAILURE_DECAY_MS));
    return { failures, lastFailureAt: row.last_failure_at };
  }

  private async waitMs(key: string, free: number): Promise<number> {
    const { failures, lastFailureAt } = await this.state(key);
    if (failures < free) return 0;
    const delay = Math.min(LOGIN_MAX_DELAY_MS, LOGIN_FIRST_DELAY_MS * 2 ** (failures - free));
    return Math.max(0, lastFailureAt + delay - this.now());
  }
}
