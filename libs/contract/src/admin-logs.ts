import * as z from './zod';
import { pageQuery } from './envelope-schemas';

/**
 * RuoYi's 操作日志 and 登录日志 (issue 16; RuoYi's two admin logs, docs/back-office.md): who changed what and when, with
 * the record before and after an edit; every login attempt with address, device and result. Admin-only.
 */
export const monitorPaths = {
  operLogList: '/monitor/operlog/list',
  /** GET `/{operId}` (with before/after), DELETE `/{operIds}`. */
  operLog: '/monitor/operlog',
  operLogClean: '/monitor/operlog/clean',
  operLogExport: '/monitor/operlog/export',
  loginInforList: '/monitor/logininfor/list',
  /** DELETE `/{infoIds}`. */
  loginInfor: '/monitor/logininfor',
  loginInforClean: '/monitor/logininfor/clean',
  loginInforExport: '/monitor/logininfor/export',
  /** GET `/{userName}`: clears the login throttle of that account. */
  loginInforUnlock: '/monitor/logininfor/unlock',
} as const;

/** RuoYi's `sys_oper_type` dictionary: the kind of write (the server's BusinessType). */
export const OPER_TYPE_LABELS: Readonly<Record<number, string>> = {
  0: '其它',
  1: '新增',
  2: '修改',
  3: '删除',
  4: '授权',
  5: '导出',
  6: '导入',
  7: '强退',
  8: '生成代码',
  9: '清空数据',
};
/** RuoYi's `sys_common_status`: 0 成功, 1 失败 (both logs). */
export const LOG_STATUS_LABELS: Readonly<Record<string, string>> = { '0': '成功', '1': '失败' };

/** How long the logs are kept (RuoYi keeps them until cleaned; we drop older entries every day). */
export const LOG_RETENTION_DAYS_DEFAULT = 180;
/** sys_config key that changes the retention (days; 0 keeps everything). */
export const LOG_RETENTION_CONFIG_KEY = 'sys.log.retentionDays';

/** One operation-log entry as the list shows it. */
export interface SysOperLog {
  operId: number;
  title: string;
  businessType: number;
  /** The handler: `<METHOD> <route pattern>`. */
  method: string;
  requestMethod: string;
  operName: string;
  operUrl: string;
  operIp: string;
  /** Request body / query as JSON text, secrets masked, capped. */
  operParam: string;
  jsonResult: string;
  status: 0 | 1;
  errorMsg: string;
  operTime: string;
  /** Milliseconds. */
  costTime: number;
  /** True when the entry carries the record before and after (GET `/{operId}` returns them). */
  hasChange: boolean;
}
/** One entry with the edited record before and after (null when the write recorded none). */
export interface SysOperLogDetail extends SysOperLog {
  before: unknown;
  after: unknown;
}

export interface SysLogininfor {
  infoId: number;
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  status: 0 | 1;
  msg: string;
  loginTime: string;
}

/** `2026-11-25` or `2026-11-25 10:00:00`; RuoYi's date range pickers send `params[beginTime]`, `params[endTime]`. */
const timeText = /*#__PURE__*/ z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, '时间格式应为 yyyy-MM-dd 或 yyyy-MM-dd HH:mm:ss');
const text = /*#__PURE__*/ z.string().trim().max(100).optional();
const status = /*#__PURE__*/ z.enum(['0', '1']).optional();

/** Accepts RuoYi's `params[beginTime]` / `params[endTime]` spelling beside the plain one. */
const ruoyiRange = (v: unknown) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const { 'params[beginTime]': begin, 'params[endTime]': end, ...o } = v as Record<string, unknown>;
  return { ...o, beginTime: o.beginTime ?? begin, endTime: o.endTime ?? end };
};
const range = { beginTime: /*#__PURE__*/ timeText.optional(), endTime: /*#__PURE__*/ timeText.optional() };

const operLogFilter = /*#__PURE__*/ z.object({
  title: text,
  operName: text,
  operIp: text,
  businessType: /*#__PURE__*/ z.coerce.number().int().min(0).max(9).optional(),
  status,
  ...range,
});
export const operLogQuery = /*#__PURE__*/ z.preprocess(ruoyiRange, /*#__PURE__*/ pageQuery.extend(operLogFilter.shape));
export const operLogExportQuery = /*#__PURE__*/ z.preprocess(ruoyiRange, operLogFilter);
export type OperLogFilter = z.infer<typeof operLogFilter>;

const loginInforFilter = /*#__PURE__*/ z.object({ userName: text, ipaddr: text, status, ...range });
export const loginInforQuery = /*#__PURE__*/ z.preprocess(ruoyiRange, /*#__PURE__*/ pageQuery.extend(loginInforFilter.shape));
export const loginInforExportQuery = /*#__PURE__*/ z.preprocess(ruoyiRange, loginInforFilter);
export type LoginInforFilter = z.infer<typeof loginInforFilter>;

/** `GET /monitor/logininfor/unlock/{userName}`. */
export const unlockParams = /*#__PURE__*/ z.object({ userName: /*#__PURE__*/ z.string().trim().min(1).max(100) });
