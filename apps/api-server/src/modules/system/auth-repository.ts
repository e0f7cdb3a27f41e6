/**
 * Login defence state (issue 14, issue 15): SMS codes and the requests for them, captcha answers, failed-login counts
 * and used platform signatures live in tables, so every api-server instance on the database sees the same state.
 */
import { sql } from 'kysely';
import { escapeLike } from './sql-filter';
import type { Queryable } from '../../db/queryable';

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

/**
 * Counts one more failure for `key` in one statement (parallel failures on any instance all count): the stored
 * count first loses one failure per `decayMs` since the last one, as login-throttle.ts reads it.
 */
export async function recordLoginFailure(db: Queryable, key: string, now: number, decayMs: number) {
  const stored = sql.ref('login_attempt.failures');
  // BIGINT casts: integer division on both engines (better-sqlite3 binds JS numbers as REAL).
  const periods = sql<number>`(CAST(${now} AS BIGINT) - ${sql.ref('login_attempt.last_failure_at')}) / CAST(${decayMs} AS BIGINT)`;
  const decayed = sql<number>`${stored} - ${periods}`;
  await db
    .insertInto('login_attempt')
    .values({ key, failures: 1, last_failure_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ failures: sql<number>`CASE WHEN ${decayed} > 0 THEN ${decayed} ELSE 0 END + 1`, last_failure_at: now }),
    )
    .execute();
}

export async function deleteLoginAttempt(db: Queryable, key: string) {
  await db.deleteFrom('login_attempt').where('key', '=', key).execute();
}

/** Deletes every key that starts with `prefix` and ends with `suffix` (a user's counts from every address). */
export async function deleteLoginAttemptsAround(db: Queryable, prefix: string, suffix: string) {
  const pattern = `${escapeLike(prefix)}%${escapeLike(suffix)}`;
  await db.deleteFrom('login_attempt').where(sql<boolean>`${sql.ref('key')} LIKE ${pattern} ESCAPE '\\'`).execute();
}

// Requests for SMS codes per key (sms-limits.ts).

export const findSmsRequest = (db: Queryable, key: string) =>
  db.selectFrom('sms_request').select(['requests', 'last_request_at']).where('key', '=', key).executeTakeFirst();

/**
 * Stores the key's new count if the row is still as `seen` (compare and set): false when another request, on any
 * instance, counted in between — the caller reads again. Rows untouched for `staleMs` go first.
 */
export async function claimSmsRequest(
  db: Queryable,
  key: string,
  seen: { requests: number; last_request_at: number } | undefined,
  requests: number,
  now: number,
  staleMs: number,
): Promise<boolean> {
  await db.deleteFrom('sms_request').where('last_request_at', '<', now - staleMs).where('key', '<>', key).execute();
  const stored = seen
    ? await db
        .updateTable('sms_request')
        .set({ requests, last_request_at: now })
        .where('key', '=', key)
        .where('requests', '=', seen.requests)
        .where('last_request_at', '=', seen.last_request_at)
        .returning('key')
        .executeTakeFirst()
    : await db
        .insertInto('sms_request')
        .values({ key, requests, last_request_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
  return stored !== undefined;
}

/** Counts a refused request under the key (a key with no request yet starts at none). */
export async function countSmsRefusal(db: Queryable, key: string, now: number) {
  await db
    .insertInto('sms_request')
    .values({ key, requests: 0, last_request_at: now, refusals: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet({ refusals: sql<number>`${sql.ref('sms_request.refusals')} + 1` }))
    .execute();
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
