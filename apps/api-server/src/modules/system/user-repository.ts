import type { ImportedUser } from './user-import-rows';
import type { UserRow } from './users';
import { insertInChunks } from '../../db/chunks';
import type { Queryable } from '../../db/queryable';

const selectUser = (db: Queryable) =>
  db
    .selectFrom('sys_user as u')
    .leftJoin('sys_class as c', 'c.id', 'u.class_id')
    .select(['u.user_id', 'u.user_name', 'u.nick_name', 'u.real_name', 'u.avatar', 'u.phone', 'u.password_hash', 'u.roles', 'u.class_id', 'c.class_name', 'u.status']);

export const findUserById = (db: Queryable, userId: number): Promise<UserRow | undefined> => selectUser(db).where('u.user_id', '=', userId).executeTakeFirst();
export const findUserByName = (db: Queryable, userName: string): Promise<UserRow | undefined> =>
  selectUser(db).where('u.user_name', '=', userName).executeTakeFirst();
export const findUserByPhone = (db: Queryable, phone: string): Promise<UserRow | undefined> => selectUser(db).where('u.phone', '=', phone).executeTakeFirst();
export const findUserByPlatform = (db: Queryable, platformId: string, personId: string): Promise<UserRow | undefined> =>
  selectUser(db).where('u.platform_id', '=', platformId).where('u.person_id', '=', personId).executeTakeFirst();

export async function userNameTaken(db: Queryable, userName: string): Promise<boolean> {
  return !!(await db.selectFrom('sys_user').select('user_id').where('user_name', '=', userName).executeTakeFirst());
}

export interface NewUser {
  userName: string;
  nickName: string;
  phone: string | null;
  passwordHash: string;
  roles: string;
  platformId: string | null;
  personId: string | null;
}

export async function insertUser(db: Queryable, u: NewUser): Promise<number> {
  const { user_id } = await db
    .insertInto('sys_user')
    .values({
      user_name: u.userName,
      nick_name: u.nickName,
      phone: u.phone,
      password_hash: u.passwordHash,
      roles: u.roles,
      platform_id: u.platformId,
      person_id: u.personId,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return user_id;
}

export async function bindPlatform(db: Queryable, userId: number, platformId: string, personId: string) {
  await db.updateTable('sys_user').set({ platform_id: platformId, person_id: personId }).where('user_id', '=', userId).execute();
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string) {
  await db.updateTable('sys_user').set({ password_hash: passwordHash }).where('user_id', '=', userId).execute();
}

/** New accounts of an xlsx import (all with the initial password's hash), in chunks; `progress` is told the count written. */
export function insertImportedUsers(trx: Queryable, users: ImportedUser[], passwordHash: string, progress: (done: number) => void): Promise<number[]> {
  return insertInChunks(
    users,
    async (chunk) => {
      const values = chunk.map((u) => ({
        user_name: u.number,
        job_number: u.number,
        real_name: u.realName,
        nick_name: u.realName,
        phone: u.phone,
        sex: u.sex,
        roles: u.roles.join(','),
        class_id: u.classId,
        major_id: u.majorId,
        password_hash: passwordHash,
      }));
      return (await trx.insertInto('sys_user').values(values).returning('user_id').execute()).map((r) => r.user_id);
    },
    progress,
  );
}

/** An existing account updated from its import row (its password stays; an empty phone keeps the stored one). */
export async function updateImportedUser(trx: Queryable, userId: number, u: ImportedUser): Promise<void> {
  await trx
    .updateTable('sys_user')
    .set({ real_name: u.realName, nick_name: u.realName, job_number: u.number, sex: u.sex, roles: u.roles.join(','), class_id: u.classId, major_id: u.majorId, ...(u.phone ? { phone: u.phone } : {}) })
    .where('user_id', '=', userId)
    .execute();
}
