/**
 * Login defence state (issue 14, issue 15): SMS codes, captcha answers, failed-login counts and used platform
 * signatures live in tables, so every api-server instance on the database sees the same state.
 */
import type { Queryable } from './user-repository';

// SMS codes: one live code per phone.

export const findSmsCode = (db: Queryable, phone: string) =>
  db.selectFrom('sms_code').select(['code', 'expires_at', 'attempts']).where('phone', '=', phone).executeTakeFirst();

/** Replaces the phone's code (and resets its wrong guesses). */
export async function saveSmsCode(db: Queryable, phone: string, code: string, expiresAt: number) {
  await db
    .insertInto('sms_code')
    .values({ phone, code, expires_at: expiresAt, attempts: 0 })
    .onConflict((oc) => oc.column('phone').doUpdateSet({ code, expires_at: expiresAt, attempts: 0 }))
    .execute();
}

export async function countWrongSmsGuess(db: Queryable, phone: string) {
  await db
    .updateTable('sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('phone', '=', phone)
    .execute();
}

/** Uses up the phone's code if it is still `code`; false when another request used it first. */
export async function deleteSmsCode(db: Queryable, phone: string, code: string): Promise<boolean> {
  const used = await db.deleteFrom('sms_code').where('phone', '=', phone).where('code', '=', code).returning('phone').executeTakeFirst();
  return used !== undefined;
}

// Captcha answers, each used once.

export async function saveCaptcha(db: Queryable, uuid: string, answer: string, expiresAt: number, now: number) {
  await db.deleteFrom('captcha').where('expires_at', '<=', now).execute();
  await db.insertInto('captcha').values({ uuid, answer, expires_at: expiresAt }).execute();
}

/** Removes and returns a challenge (a challenge is used once, right or wrong). */
export async function takeCaptcha(db: Queryable, uuid: string) {
  return db.deleteFrom('captcha').where('uuid', '=', uuid).returning(['answer', 'expires_at']).executeTakeFirst();
}

// Failed logins per key (login-throttle.ts).

export const findLoginAttempt = (db: Queryable, key: string) =>
  db.selectFrom('login_attempt').select(['failures', 'last_failure_at']).where('key', '=', key).executeTakeFirst();

export async function saveLoginAttempt(db: Queryable, key: string, failures: number, lastFailureAt: number) {
  await db
    .insertInto('login_attempt')
    .values({ key, failures, last_failure_at: lastFailureAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ failures, last_failure_at: lastFailureAt }))
    .execute();
}

export async function deleteLoginAttempt(db: Queryable, key: string) {
  await db.deleteFrom('login_attempt').where('key', '=', key).execute();
}

// Used platform assertion signatures, kept until they would have expired anyway.

/** Records a signature as used; false when it already was (a replay). */
export async function spendSignature(db: Queryable, signature: string, expiresAt: number, now: number): Promise<boolean> {
  await db.deleteFrom('platform_assertion').where('expires_at', '<=', now).execute();
  const stored = await db
    .insertInto('platform_assertion')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return stored !== undefined;
}
