/** 操作日志 / 登录日志 calls (RuoYi /monitor/operlog, /monitor/logininfor; admin-only). */
import { queryOptions } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { apiDelete, apiGet, apiTable, download } from '@medteach/api-client';
import { monitorPaths, type SysLogininfor, type SysOperLog, type SysOperLogDetail } from '@medteach/contract';

/** The search forms' date range picker; sent as RuoYi's beginTime / endTime days. */
type TimeRange = [Dayjs | null, Dayjs | null] | null;
type Paged<F> = F & { pageNum: number; pageSize: number };

export interface OperLogFilter {
  title?: string;
  operName?: string;
  businessType?: number;
  status?: '0' | '1';
  timeRange?: TimeRange;
}
export interface LoginLogFilter {
  userName?: string;
  ipaddr?: string;
  status?: '0' | '1';
  timeRange?: TimeRange;
}

const DAY = 'YYYY-MM-DD';
/** The filter as the server reads it: the range becomes beginTime / endTime. */
export function withRange<F extends { timeRange?: TimeRange }>({ timeRange, ...rest }: F): Omit<F, 'timeRange'> & { beginTime?: string; endTime?: string } {
  const [from, to] = timeRange ?? [];
  return { ...rest, ...(from ? { beginTime: from.format(DAY) } : {}), ...(to ? { endTime: to.format(DAY) } : {}) };
}
/** Query keys hold the range as text (a Dayjs is not a stable key part). */
const keyOf = <F extends { timeRange?: TimeRange }>(params: F) => withRange(params);

export const logKeys = {
  operLogs: ['monitor', 'operLog'] as const,
  operLogList: (params: Paged<OperLogFilter>) => ['monitor', 'operLog', 'list', keyOf(params)] as const,
  operLog: (operId: number) => ['monitor', 'operLog', 'detail', operId] as const,
  loginLogs: ['monitor', 'loginInfor'] as const,
  loginLogList: (params: Paged<LoginLogFilter>) => ['monitor', 'loginInfor', 'list', keyOf(params)] as const,
};

export const logQueries = {
  operLogs: (params: Paged<OperLogFilter>) =>
    queryOptions({ queryKey: logKeys.operLogList(params), queryFn: ({ signal }) => apiTable<SysOperLog>(monitorPaths.operLogList, withRange(params), { signal }) }),
  operLog: (operId: number) =>
    queryOptions({ queryKey: logKeys.operLog(operId), queryFn: ({ signal }) => apiGet<SysOperLogDetail>(`${monitorPaths.operLog}/${operId}`, undefined, { signal }) }),
  loginLogs: (params: Paged<LoginLogFilter>) =>
    queryOptions({ queryKey: logKeys.loginLogList(params), queryFn: ({ signal }) => apiTable<SysLogininfor>(monitorPaths.loginInforList, withRange(params), { signal }) }),
};

/** Deleting and clearing refresh the list; clearing the login log is itself an operation-log entry. */
export const logMutations = {
  removeOperLogs: { mutationFn: (ids: number[]) => apiDelete(`${monitorPaths.operLog}/${ids.join(',')}`), meta: { invalidates: [logKeys.operLogs] } },
  cleanOperLogs: { mutationFn: () => apiDelete(monitorPaths.operLogClean), meta: { invalidates: [logKeys.operLogs] } },
  removeLoginLogs: { mutationFn: (ids: number[]) => apiDelete(`${monitorPaths.loginInfor}/${ids.join(',')}`), meta: { invalidates: [logKeys.loginLogs, logKeys.operLogs] } },
  cleanLoginLogs: { mutationFn: () => apiDelete(monitorPaths.loginInforClean), meta: { invalidates: [logKeys.loginLogs, logKeys.operLogs] } },
  unlock: { mutationFn: (userName: string) => apiGet<void>(`${monitorPaths.loginInforUnlock}/${encodeURIComponent(userName)}`), meta: { invalidates: [logKeys.operLogs] } },
};

/** RuoYi export file names: `operlog_<timestamp>.xlsx`, `logininfor_<timestamp>.xlsx`. */
/** An export's body: the list's filters without its page (an export takes every row, and refuses fields it does not know). */
const exportBody = <F extends { timeRange?: TimeRange }>({ pageNum: _n, pageSize: _s, ...filter }: F & Partial<Paged<object>>) => withRange(filter);
export const exportOperLogs = (filter: OperLogFilter & Partial<Paged<object>>) => download(monitorPaths.operLogExport, exportBody(filter), `operlog_${Date.now()}.xlsx`);
export const exportLoginLogs = (filter: LoginLogFilter & Partial<Paged<object>>) => download(monitorPaths.loginInforExport, exportBody(filter), `logininfor_${Date.now()}.xlsx`);
