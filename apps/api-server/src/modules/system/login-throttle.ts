import type { Db } from '../../db/db';

/** RuoYi's password retry rule: 5 wrong passwords lock the account name for 10 minutes. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 10;
export const LOCKED_MESSAGE = `密码输入错误${LOGIN_MAX_FAILURES}次，帐户锁定${LOGIN_LOCK_MINUTES}分钟`;

interface FailureRow {
  failures: number;
  locked_until: number;
}

/**
 * Counts failures per typed user name (also for names that do not exist, so the lock does not reveal
 * which accounts exist).
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  isLocked(userName: string): boolean {
    const row = this.row(userName);
    return !!row && row.locked_until > this.now();
  }

  /** Records a failure; returns true when this failure locked the account. */
  fail(userName: string): boolean {
    const row = this.row(userName);
    // A lock that has run out starts a fresh count.
    const failures = row && row.locked_until <= this.now() && row.locked_until > 0 ? 1 : (row?.failures ?? 0) + 1;
    const locked = failures >= LOGIN_MAX_FAILURES;
    const lockedUntil = locked ? this.now() + LOGIN_LOCK_MINUTES * 60_000 : 0;
    this.db
      .prepare(
        `INSERT INTO login_failure (user_name, failures, locked_until) VALUES (?, ?, ?)
         ON CONFLICT(user_name) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until`,
      )
      .run(userName, locked ? 0 : failures, lockedUntil);
    return locked;
  }

  clear(userName: string) {
    this.db.prepare('DELETE FROM login_failure WHERE user_name = ?').run(userName);
  }

  private row(userName: string) {
    return this.db.prepare('SELECT failures, locked_until FROM login_failure WHERE user_name = ?').get(userName) as FailureRow | undefined;
  }
}
