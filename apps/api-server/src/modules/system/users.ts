import { randomBytes } from 'node:crypto';
import { Role, type SessionUser } from '@medteach/contract';
import { refused } from '../../core/errors';
import { passwords } from '../../core/password-pool';
import { configValue } from './config-store';
import { insertUser, userNameTaken } from './user-repository';
import type { Queryable } from '../../db/queryable';

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

/** RuoYi's longest login name (the login form's limit too). */
const USER_NAME_MAX = 30;

/**
 * `wanted`, or `wanted_2`, `wanted_3` … when taken: generated names (`<platformId>_<personId>`) can collide with each
 * other or with a real account (issue 14 row 10: that was an unhandled 500). Names stay within RuoYi's 30 characters.
 */
async function freeUserName(db: Queryable, wanted: string): Promise<string> {
  const base = wanted.slice(0, USER_NAME_MAX);
  if (!(await userNameTaken(db, base))) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const name = base.slice(0, USER_NAME_MAX - suffix.length) + suffix;
    if (!(await userNameTaken(db, name))) return name;
  }
}

/** A unique constraint refused the row: SQLite's and PostgreSQL's spellings (23505 unique_violation). */
export const isUniqueViolation = (err: unknown) => {
  const code = (err as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

/** A foreign key kept a row another table still points at (23503 foreign_key_violation). */
export const isForeignKeyViolation = (err: unknown) => {
  const code = (err as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
};

/**
 * Creates a student account for a verified phone or a platform identity. It has no usable password
 * (a random one): such accounts sign in by code or through the platform.
 */
export async function createStudent(db: Queryable, fields: { userName: string; phone?: string; platformId?: string; personId?: string }): Promise<number> {
  const passwordHash = await passwords.hash(randomBytes(24).toString('hex'));
  const nickName = fields.phone ? `用户${fields.phone.slice(-4)}` : '新用户';
  try {
    return await insertUser(db, {
      userName: await freeUserName(db, fields.userName),
      nickName,
      phone: fields.phone ?? null,
      passwordHash,
      roles: Role.STUDENT,
      platformId: fields.platformId ?? null,
      personId: fields.personId ?? null,
    });
  } catch (err) {
    // The same phone or platform identity registered by a parallel request while this one was hashing.
    if (isUniqueViolation(err)) throw refused(ACCOUNT_EXISTS);
    throw err;
  }
}

export const ACCOUNT_EXISTS = '账号已存在，请重新登录';

/** RuoYi's default for `sys.user.initPassword` when the setting is empty. */
export const DEFAULT_INIT_PASSWORD = '123456';
/** The password of accounts the back office creates without one (RuoYi's `sys.user.initPassword`). */
export const initPassword = async (db: Queryable) => (await configValue(db, 'sys.user.initPassword')) || DEFAULT_INIT_PASSWORD;
