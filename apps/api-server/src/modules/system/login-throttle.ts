import type { Db } from '../../db/db';
import { refused } from '../../core/errors';

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

interface AttemptRow {
  failures: number;
  last_failure_at: number;
}

const pairKey = (ip: string, userName: string) => `pair:${ip}|${userName}`;
const ipKey = (ip: string) => `ip:${ip}`;

export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Refuses (without looking at the password) while this address must wait, for this account or for any. */
  assertMayTry(ip: string, userName: string) {
    const wait = Math.max(this.waitMs(pairKey(ip, userName), LOGIN_FREE_FAILURES_PER_ACCOUNT), this.waitMs(ipKey(ip), LOGIN_FREE_FAILURES_PER_IP));
    if (wait > 0) throw refused(throttledMessage(wait));
  }

  fail(ip: string, userName: string) {
    const record = this.db.prepare(
      `INSERT INTO login_attempt (key, failures, last_failure_at) VALUES (?, ?, ?)
       ON CONFLICT(key) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at`,
    );
    const now = this.now();
    for (const key of [pairKey(ip, userName), ipKey(ip)]) record.run(key, this.failures(key) + 1, now);
  }

  /** A right password clears this address's count for the account (not its count over all accounts). */
  succeed(ip: string, userName: string) {
    this.db.prepare('DELETE FROM login_attempt WHERE key = ?').run(pairKey(ip, userName));
  }

  /** Failures still counted after decay. */
  private failures(key: string): number {
    const row = this.db.prepare('SELECT failures, last_failure_at FROM login_attempt WHERE key = ?').get(key) as AttemptRow | undefined;
    if (!row) return 0;
    return Math.max(0, row.failures - Math.floor((this.now() - row.last_failure_at) / LOGIN_FAILURE_DECAY_MS));
  }

  private waitMs(key: string, free: number): number {
    const failures = this.failures(key);
    if (failures < free) return 0;
    const row = this.db.prepare('SELECT last_failure_at FROM login_attempt WHERE key = ?').get(key) as AttemptRow;
    const delay = Math.min(LOGIN_MAX_DELAY_MS, LOGIN_FIRST_DELAY_MS * 2 ** (failures - free));
    return Math.max(0, row.last_failure_at + delay - this.now());
  }
}
