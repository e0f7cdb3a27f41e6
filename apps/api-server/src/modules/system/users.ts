import { randomBytes } from 'node:crypto';
import { Role, type SessionUser } from '@medteach/contract';
import type { Db } from '../../db/db';
import { refused } from '../../core/errors';
import { passwords } from '../../core/password-pool';

export interface UserRow {
  user_id: number;
  user_name: string;
  nick_name: string;
  real_name: string;
  avatar: string;
  phone: string | null;
  password_hash: string;
  roles: string;
  class_id: number | null;
  class_name: string | null;
  status: string;
}

/** `sys_user.status` of a disabled account (RuoYi: '0' normal, '1' disabled). */
export const USER_DISABLED = '1';

const SELECT_USER = `SELECT u.*, c.class_name FROM sys_user u LEFT JOIN sys_class c ON c.id = u.class_id`;

export const findUserById = (db: Db, userId: number) =>
  db.prepare(`${SELECT_USER} WHERE u.user_id = ?`).get(userId) as UserRow | undefined;
export const findUserByName = (db: Db, userName: string) =>
  db.prepare(`${SELECT_USER} WHERE u.user_name = ?`).get(userName) as UserRow | undefined;
export const findUserByPhone = (db: Db, phone: string) =>
  db.prepare(`${SELECT_USER} WHERE u.phone = ?`).get(phone) as UserRow | undefined;
export const findUserByPlatform = (db: Db, platformId: string, personId: string) =>
  db.prepare(`${SELECT_USER} WHERE u.platform_id = ? AND u.person_id = ?`).get(platformId, personId) as UserRow | undefined;

export const roleList = (row: Pick<UserRow, 'roles'>) => (row.roles ? row.roles.split(',') : []);
/** Spec §6: an empty role list becomes ROLE_DEFAULT. */
export const rolesOrDefault = (roles: string[]) => (roles.length ? roles : [Role.DEFAULT]);

export function toSessionUser(row: UserRow): SessionUser {
  return {
    userId: row.user_id,
    userName: row.user_name,
    nickName: row.nick_name,
    realName: row.real_name,
    avatar: row.avatar,
    ...(row.phone ? { phone: row.phone } : {}),
    classId: row.class_id,
    className: row.class_name,
  };
}

/**
 * `wanted`, or `wanted_2`, `wanted_3` … when taken: generated names (`<platformId>_<personId>`) can collide with each
 * other or with a real account (issue 14 row 10: that was an unhandled 500). Names stay within RuoYi's 30 characters.
 */
function freeUserName(db: Db, wanted: string): string {
  const taken = db.prepare('SELECT 1 FROM sys_user WHERE user_name = ?');
  const base = wanted.slice(0, USER_NAME_MAX);
  if (!taken.get(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const name = base.slice(0, USER_NAME_MAX - suffix.length) + suffix;
    if (!taken.get(name)) return name;
  }
}

/** RuoYi's longest login name (the login form's limit too). */
const USER_NAME_MAX = 30;

/**
 * Creates a student account for a verified phone or a platform identity. It has no usable password
 * (a random one): such accounts sign in by code or through the platform.
 */
export async function createStudent(db: Db, fields: { userName: string; phone?: string; platformId?: string; personId?: string }): Promise<number> {
  const passwordHash = await passwords.hash(randomBytes(24).toString('hex'));
  const nickName = fields.phone ? `用户${fields.phone.slice(-4)}` : '新用户';
  const insert = db.prepare(
    `INSERT INTO sys_user (user_name, nick_name, phone, password_hash, roles, platform_id, person_id)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  try {
    const result = insert.run(freeUserName(db, fields.userName), nickName, fields.phone ?? null, passwordHash, Role.STUDENT, fields.platformId ?? null, fields.personId ?? null);
    return Number(result.lastInsertRowid);
  } catch (err) {
    // The same phone or platform identity registered by a parallel request while this one was hashing.
    if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw refused(ACCOUNT_EXISTS);
    throw err;
  }
}

export const ACCOUNT_EXISTS = '账号已存在，请重新登录';
