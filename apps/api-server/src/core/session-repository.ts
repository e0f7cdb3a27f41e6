import type { Queryable } from '../db/queryable';

/** `sys_user.status` of an enabled account (RuoYi: '0' normal, '1' disabled). */
const ACCOUNT_ENABLED = '0';

export interface SessionUserRow {
  user_id: number;
  user_name: string;
  roles: string;
  class_id: number | null;
  expires_at: number;
}

export async function insertSession(db: Queryable, tokenId: string, userId: number, expiresAt: number) {
  await db.insertInto('user_session').values({ token_id: tokenId, user_id: userId, expires_at: expiresAt }).execute();
}

/** The enabled account of a live session, or undefined (unknown, expired, or the account is disabled). */
export async function findLiveSession(db: Queryable, tokenId: string, now: number): Promise<SessionUserRow | undefined> {
  return db
    .selectFrom('user_session as s')
    .innerJoin('sys_user as u', 'u.user_id', 's.user_id')
    .select(['u.user_id', 'u.user_name', 'u.roles', 'u.class_id', 's.expires_at'])
    .where('s.token_id', '=', tokenId)
    .where('s.expires_at', '>', now)
    .where('u.status', '=', ACCOUNT_ENABLED)
    .executeTakeFirst();
}

export async function deleteSession(db: Queryable, tokenId: string) {
  await db.deleteFrom('user_session').where('token_id', '=', tokenId).execute();
}

/** Deletes a user's sessions except `keepTokenId`; returns the ended token ids. */
export async function deleteUserSessions(db: Queryable, userId: number, keepTokenId?: string): Promise<string[]> {
  let query = db.deleteFrom('user_session').where('user_id', '=', userId);
  if (keepTokenId !== undefined) query = query.where('token_id', '<>', keepTokenId);
  const rows = await query.returning('token_id').execute();
  return rows.map((r) => r.token_id);
}

export async function deleteExpiredSessions(db: Queryable, now: number) {
  await db.deleteFrom('user_session').where('expires_at', '<=', now).execute();
}
