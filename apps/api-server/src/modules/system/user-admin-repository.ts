import { sql, type ExpressionBuilder } from 'kysely';
import type { SysUserRow, UserFilter, UserRole, UserSex } from '@medteach/contract';
import type { DB } from '../../db/tables';
import { containsText, countRows, onePage, type Page } from './sql-filter';
import type { Queryable } from '../../db/queryable';

/** The back office's user list and writes (issue 16 slice A); the login side lives in user-repository.ts. */

/** What the console writes for a user (ids resolved, the major of a student's class already applied). */
export interface UserFields {
  userName: string;
  realName: string;
  /** Empty: the real name is shown. */
  nickName: string;
  jobNumber: string;
  phone: string | null;
  email: string;
  sex: UserSex;
  roles: UserRole[];
  classId: number | null;
  majorId: number | null;
  status: '0' | '1';
  remark: string;
}

type Tables = DB & { u: DB['sys_user']; c: DB['sys_class']; m: DB['teaching_major'] };

/** A student's major is their class's; staff without a class keep their own. */
const majorOf = (eb: ExpressionBuilder<Tables, 'u' | 'c'>) => eb.fn.coalesce('c.major_id', 'u.major_id');

const joined = (db: Queryable) =>
  db
    .selectFrom('sys_user as u')
    .leftJoin('sys_class as c', 'c.id', 'u.class_id')
    .leftJoin('teaching_major as m', (join) => join.on((eb) => eb('m.major_id', '=', majorOf(eb as never))));

const filtered = (db: Queryable, f: UserFilter) => {
  let query = joined(db);
  if (f.userName) query = query.where((eb) => eb.or([containsText('u.user_name', f.userName ?? ''), containsText('u.job_number', f.userName ?? '')]));
  if (f.nickName) query = query.where((eb) => eb.or([containsText('u.real_name', f.nickName ?? ''), containsText('u.nick_name', f.nickName ?? '')]));
  if (f.phone) query = query.where(containsText('u.phone', f.phone));
  if (f.status) query = query.where('u.status', '=', f.status);
  // roles is comma-joined: match a whole entry.
  if (f.role) query = query.where(sql<boolean>`(',' || u.roles || ',') LIKE ${`%,${f.role},%`}`);
  if (f.classId) query = query.where('u.class_id', '=', f.classId);
  if (f.majorId) query = query.where((eb) => eb(majorOf(eb as never), '=', f.majorId ?? 0));
  return query;
};

const selectRow = (query: ReturnType<typeof joined>) =>
  query.select((eb) => [
    'u.user_id',
    'u.user_name',
    'u.nick_name',
    'u.real_name',
    'u.job_number',
    'u.phone',
    'u.email',
    'u.sex',
    'u.roles',
    'u.class_id',
    'u.status',
    'u.remark',
    'u.create_time',
    'c.class_name',
    'c.grade_name',
    majorOf(eb as never).as('major_id'),
    'm.major_name',
  ]);

type Selected = Awaited<ReturnType<ReturnType<typeof selectRow>['executeTakeFirstOrThrow']>>;

const toRow = (r: Selected): SysUserRow => ({
  userId: r.user_id,
  userName: r.user_name,
  nickName: r.nick_name,
  realName: r.real_name,
  jobNumber: r.job_number,
  phone: r.phone ?? '',
  email: r.email,
  sex: r.sex as UserSex,
  roles: (r.roles ? r.roles.split(',') : []) as UserRole[],
  classId: r.class_id,
  className: r.class_name ?? '',
  gradeName: r.grade_name ?? '',
  majorId: (r.major_id as number | null) ?? null,
  majorName: r.major_name ?? '',
  status: r.status as SysUserRow['status'],
  remark: r.remark,
  createTime: r.create_time,
});

/** Newest first, so the accounts just added or imported head the list. */
export async function listUsers(db: Queryable, f: UserFilter, page?: Page): Promise<{ total: number; rows: SysUserRow[] }> {
  const rows = await onePage(selectRow(filtered(db, f)).orderBy('u.user_id', 'desc'), page).execute();
  return { total: await countRows(filtered(db, f)), rows: rows.map(toRow) };
}

export async function getUser(db: Queryable, userId: number): Promise<SysUserRow | undefined> {
  const row = await selectRow(joined(db)).where('u.user_id', '=', userId).executeTakeFirst();
  return row && toRow(row);
}

export type UserConflict = 'userName' | 'phone' | 'jobNumber';

/** Which unique value another account (not `exceptId`) already holds; a job number also may not be someone's login name. */
export async function userConflict(db: Queryable, u: Pick<UserFields, 'userName' | 'phone' | 'jobNumber'>, exceptId = 0): Promise<UserConflict | null> {
  const others = db.selectFrom('sys_user').select('user_id').where('user_id', '<>', exceptId);
  if (await others.where('user_name', '=', u.userName).executeTakeFirst()) return 'userName';
  if (u.phone && (await others.where('phone', '=', u.phone).executeTakeFirst())) return 'phone';
  if (u.jobNumber && (await others.where((eb) => eb.or([eb('job_number', '=', u.jobNumber), eb('user_name', '=', u.jobNumber)])).executeTakeFirst())) return 'jobNumber';
  return null;
}

const columns = (u: UserFields) => ({
  user_name: u.userName,
  nick_name: u.nickName || u.realName,
  real_name: u.realName,
  job_number: u.jobNumber,
  phone: u.phone,
  email: u.email,
  sex: u.sex,
  roles: u.roles.join(','),
  class_id: u.classId,
  major_id: u.majorId,
  status: u.status,
  remark: u.remark,
});

export async function insertAdminUser(db: Queryable, u: UserFields, passwordHash: string): Promise<number> {
  const { user_id } = await db
    .insertInto('sys_user')
    .values({ ...columns(u), password_hash: passwordHash })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return user_id;
}

export async function updateAdminUser(db: Queryable, userId: number, u: UserFields): Promise<boolean> {
  const result = await db.updateTable('sys_user').set(columns(u)).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setUserStatus(db: Queryable, userId: number, status: '0' | '1'): Promise<boolean> {
  const result = await db.updateTable('sys_user').set({ status }).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes accounts with what is theirs (answers, records and sessions go by ON DELETE CASCADE); the agreement
 * versions and files they wrote stay, without an author. Orders are kept by their foreign key: the caller refuses.
 */
export async function deleteUsers(db: Queryable, userIds: number[]) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('agreement').set({ update_by: null }).where('update_by', 'in', userIds).execute();
    await trx.updateTable('sys_file').set({ user_id: null }).where('user_id', 'in', userIds).execute();
    await trx.deleteFrom('sys_user').where('user_id', 'in', userIds).execute();
  });
}

/** How many orders the accounts hold (kept for the books: such an account is disabled, not deleted). */
export async function orderCount(db: Queryable, userIds: number[]): Promise<number> {
  return countRows(db.selectFrom('product_order').where('user_id', 'in', userIds));
}

/** The users among `keys` by login name or job number (import: who is already there). */
export async function usersByAccount(db: Queryable, keys: string[]): Promise<{ userId: number; userName: string; jobNumber: string; phone: string | null }[]> {
  if (!keys.length) return [];
  return db
    .selectFrom('sys_user')
    .select(['user_id as userId', 'user_name as userName', 'job_number as jobNumber', 'phone'])
    .where((eb) => eb.or([eb('user_name', 'in', keys), eb('job_number', 'in', keys)]))
    .execute();
}

/** The accounts holding any of `phones`. */
export async function usersByPhone(db: Queryable, phones: string[]): Promise<{ userId: number; phone: string | null }[]> {
  if (!phones.length) return [];
  return db.selectFrom('sys_user').select(['user_id as userId', 'phone']).where('phone', 'in', phones).execute();
}
