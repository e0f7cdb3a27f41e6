import type { Insertable, Selectable } from 'kysely';
import type { LoginInforFilter, OperLogFilter, SysLogininfor, SysOperLog, SysOperLogDetail } from '@medteach/contract';
import type { SysLogininforTable, SysOperLogTable } from '../../db/tables';
import { containsText, countRows, onePage, type Page } from './sql-filter';
import type { Queryable } from '../../db/queryable';

/** sys_oper_log and sys_logininfor (RuoYi's 操作日志 / 登录日志): writes from the hooks, reads for /monitor. */

export type OperLogInsert = Insertable<SysOperLogTable>;
export type LoginInforInsert = Insertable<SysLogininforTable>;
type OperLogRow = Selectable<SysOperLogTable>;
type LoginRow = Selectable<SysLogininforTable>;

const status = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

const toOperLog = (r: OperLogRow): SysOperLog => ({
  operId: r.oper_id,
  title: r.title,
  businessType: r.business_type,
  method: r.method,
  requestMethod: r.request_method,
  operName: r.oper_name,
  operUrl: r.oper_url,
  operIp: r.oper_ip,
  operParam: r.oper_param,
  jsonResult: r.json_result,
  status: status(r.status),
  errorMsg: r.error_msg,
  operTime: r.oper_time,
  costTime: r.cost_time,
  hasChange: r.oper_before !== null || r.oper_after !== null,
});

/** A stored record back to JSON; a record cut at the size cap no longer parses and is shown as its text. */
const parsedChange = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const toLoginInfor = (r: LoginRow): SysLogininfor => ({
  infoId: r.info_id,
  userName: r.user_name,
  ipaddr: r.ipaddr,
  loginLocation: r.login_location,
  browser: r.browser,
  os: r.os,
  status: status(r.status),
  msg: r.msg,
  loginTime: r.login_time,
});

/** A date alone bounds the whole day (RuoYi's date range picker sends days). */
const fromTime = (t: string) => (t.length === 10 ? `${t} 00:00:00` : t);
const toTime = (t: string) => (t.length === 10 ? `${t} 23:59:59` : t);

export async function insertOperLog(db: Queryable, entry: OperLogInsert): Promise<void> {
  await db.insertInto('sys_oper_log').values(entry).execute();
}

const operFiltered = (db: Queryable, f: OperLogFilter) => {
  let query = db.selectFrom('sys_oper_log');
  if (f.title) query = query.where(containsText('title', f.title));
  if (f.operName) query = query.where(containsText('oper_name', f.operName));
  if (f.operIp) query = query.where(containsText('oper_ip', f.operIp));
  if (f.businessType !== undefined) query = query.where('business_type', '=', f.businessType);
  if (f.status) query = query.where('status', '=', Number(f.status));
  if (f.beginTime) query = query.where('oper_time', '>=', fromTime(f.beginTime));
  if (f.endTime) query = query.where('oper_time', '<=', toTime(f.endTime));
  return query;
};

/** Newest first (RuoYi orders by oper_id desc). */
export async function listOperLogs(db: Queryable, f: OperLogFilter, page?: Page): Promise<{ total: number; rows: SysOperLog[] }> {
  const rows = await onePage(operFiltered(db, f).selectAll().orderBy('oper_id', 'desc'), page).execute();
  return { total: await countRows(operFiltered(db, f)), rows: rows.map(toOperLog) };
}

export async function getOperLog(db: Queryable, operId: number): Promise<SysOperLogDetail | undefined> {
  const row = await db.selectFrom('sys_oper_log').selectAll().where('oper_id', '=', operId).executeTakeFirst();
  return row && { ...toOperLog(row), before: parsedChange(row.oper_before), after: parsedChange(row.oper_after) };
}

export async function deleteOperLogs(db: Queryable, operIds: number[]): Promise<number> {
  if (!operIds.length) return 0;
  const result = await db.deleteFrom('sys_oper_log').where('oper_id', 'in', operIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertLoginInfor(db: Queryable, entry: LoginInforInsert): Promise<void> {
  await db.insertInto('sys_logininfor').values(entry).execute();
}

const loginFiltered = (db: Queryable, f: LoginInforFilter) => {
  let query = db.selectFrom('sys_logininfor');
  if (f.userName) query = query.where(containsText('user_name', f.userName));
  if (f.ipaddr) query = query.where(containsText('ipaddr', f.ipaddr));
  if (f.status) query = query.where('status', '=', Number(f.status));
  if (f.beginTime) query = query.where('login_time', '>=', fromTime(f.beginTime));
  if (f.endTime) query = query.where('login_time', '<=', toTime(f.endTime));
  return query;
};

export async function listLoginInfor(db: Queryable, f: LoginInforFilter, page?: Page): Promise<{ total: number; rows: SysLogininfor[] }> {
  const rows = await onePage(loginFiltered(db, f).selectAll().orderBy('info_id', 'desc'), page).execute();
  return { total: await countRows(loginFiltered(db, f)), rows: rows.map(toLoginInfor) };
}

export async function deleteLoginInfor(db: Queryable, infoIds: number[]): Promise<number> {
  if (!infoIds.length) return 0;
  const result = await db.deleteFrom('sys_logininfor').where('info_id', 'in', infoIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** 清空: every entry of one log. */
export async function cleanLog(db: Queryable, log: 'sys_oper_log' | 'sys_logininfor'): Promise<void> {
  await db.deleteFrom(log).execute();
}

/** Retention: drops entries older than `cutoff` (`YYYY-MM-DD HH:mm:ss`) from both logs; returns how many went. */
export async function deleteLogsBefore(db: Queryable, cutoff: string): Promise<number> {
  const oper = await db.deleteFrom('sys_oper_log').where('oper_time', '<', cutoff).executeTakeFirst();
  const login = await db.deleteFrom('sys_logininfor').where('login_time', '<', cutoff).executeTakeFirst();
  return Number(oper.numDeletedRows) + Number(login.numDeletedRows);
}
