import type { Queryable } from '../../db/queryable';

/** An invite channel's state: enabled (status '0') and its expiry (`YYYY-MM-DD HH:mm:ss`, null = never). */
export async function findChannel(db: Queryable, inviteSign: string): Promise<{ status: string; expireTime: string | null } | undefined> {
  return db.selectFrom('channel_manage').select(['status', 'expire_time as expireTime']).where('invite_sign', '=', inviteSign).executeTakeFirst();
}

/** Counts one opening of the H5 invite page. */
export async function recordOpening(db: Queryable, inviteSign: string, deviceCode: string | null, at: string): Promise<void> {
  await db.insertInto('integral_open').values({ invite_sign: inviteSign, device_code: deviceCode, create_time: at }).execute();
}
