import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  LOG_STATUS_LABELS,
  OPER_TYPE_LABELS,
  Role,
  idList,
  idParam,
  loginInforExportQuery,
  loginInforQuery,
  monitorPaths,
  operLogExportQuery,
  operLogQuery,
  unlockParams,
  type SysLogininfor,
  type SysOperLog,
} from '@medteach/contract';
import { ok, table } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { BusinessType, type OperLogMeta } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { cleanLog, deleteLoginInfor, deleteOperLogs, getOperLog, listLoginInfor, listOperLogs } from './log-repository';
import { scheduleLogRetention } from './log-retention';
import { LoginThrottle } from './login-throttle';
import { sendXlsx, type XlsxColumn } from './xlsx';

/** RuoYi's titles of these screens' own writes (clearing the logs is itself logged). */
const OPER_LOG_TITLE = '操作日志';
const LOGIN_LOG_TITLE = '登录日志';
const UNLOCK_TITLE = '账户解锁';
/** Most rows one export writes (newest first). */
export const LOG_EXPORT_MAX_ROWS = 50_000;
const EXPORT_PAGE = { pageNum: 1, pageSize: LOG_EXPORT_MAX_ROWS };

const admin = (operLog?: OperLogMeta, plain = false) => ({ config: { access: [Role.ADMIN], ...(operLog ? { operLog } : {}), ...(plain ? { plain } : {}) } });
const byOperId = z.object({ operId: idParam });
const byOperIds = z.object({ operIds: idList });
const byInfoIds = z.object({ infoIds: idList });

const OPER_COLUMNS: XlsxColumn<SysOperLog>[] = [
  { header: '操作序号', value: (o) => o.operId },
  { header: '操作模块', value: (o) => o.title, width: 20 },
  { header: '业务类型', value: (o) => OPER_TYPE_LABELS[o.businessType] ?? String(o.businessType) },
  { header: '请求方法', value: (o) => o.method, width: 36 },
  { header: '请求方式', value: (o) => o.requestMethod },
  { header: '操作人员', value: (o) => o.operName },
  { header: '请求地址', value: (o) => o.operUrl, width: 36 },
  { header: '操作地址', value: (o) => o.operIp },
  { header: '请求参数', value: (o) => o.operParam, width: 50 },
  { header: '返回参数', value: (o) => o.jsonResult, width: 50 },
  { header: '状态', value: (o) => LOG_STATUS_LABELS[o.status] },
  { header: '错误消息', value: (o) => o.errorMsg, width: 30 },
  { header: '操作时间', value: (o) => o.operTime, width: 20 },
  { header: '消耗时间', value: (o) => `${o.costTime}毫秒` },
];

const LOGIN_COLUMNS: XlsxColumn<SysLogininfor>[] = [
  { header: '序号', value: (l) => l.infoId },
  { header: '用户账号', value: (l) => l.userName },
  { header: '登录状态', value: (l) => LOG_STATUS_LABELS[l.status] },
  { header: '登录地址', value: (l) => l.ipaddr },
  { header: '登录地点', value: (l) => l.loginLocation },
  { header: '浏览器', value: (l) => l.browser },
  { header: '操作系统', value: (l) => l.os },
  { header: '提示消息', value: (l) => l.msg, width: 30 },
  { header: '访问时间', value: (l) => l.loginTime, width: 20 },
];

/** 操作日志 and 登录日志 (RuoYi `/monitor/operlog`, `/monitor/logininfor`): admin-only; retention runs from here. */
export async function logRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const throttle = new LoginThrottle(db);
  scheduleLogRetention(app);

  app.get(monitorPaths.operLogList, admin(), async (req) => {
    const { pageNum, pageSize, ...filter } = parse(operLogQuery, req.query);
    const { rows, total } = await listOperLogs(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });

  app.get(`${monitorPaths.operLog}/:operId`, admin(), async (req) => {
    const entry = await getOperLog(db, parse(byOperId, req.params).operId);
    if (!entry) throw notFound();
    return ok(entry);
  });

  app.delete(monitorPaths.operLogClean, admin({ title: OPER_LOG_TITLE, businessType: BusinessType.CLEAN }), async () => {
    await cleanLog(db, 'sys_oper_log');
    return ok();
  });

  app.delete(`${monitorPaths.operLog}/:operIds`, admin({ title: OPER_LOG_TITLE, businessType: BusinessType.DELETE }), async (req) => {
    await deleteOperLogs(db, parse(byOperIds, req.params).operIds);
    return ok();
  });

  app.post(monitorPaths.operLogExport, admin({ title: OPER_LOG_TITLE, businessType: BusinessType.EXPORT }, true), async (req, reply) => {
    const { rows } = await listOperLogs(db, parse(operLogExportQuery, req.body ?? {}), EXPORT_PAGE);
    return sendXlsx(reply, '操作日志', OPER_COLUMNS, rows);
  });

  app.get(monitorPaths.loginInforList, admin(), async (req) => {
    const { pageNum, pageSize, ...filter } = parse(loginInforQuery, req.query);
    const { rows, total } = await listLoginInfor(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });

  app.delete(monitorPaths.loginInforClean, admin({ title: LOGIN_LOG_TITLE, businessType: BusinessType.CLEAN }), async () => {
    await cleanLog(db, 'sys_logininfor');
    return ok();
  });

  app.delete(`${monitorPaths.loginInfor}/:infoIds`, admin({ title: LOGIN_LOG_TITLE, businessType: BusinessType.DELETE }), async (req) => {
    await deleteLoginInfor(db, parse(byInfoIds, req.params).infoIds);
    return ok();
  });

  app.post(monitorPaths.loginInforExport, admin({ title: LOGIN_LOG_TITLE, businessType: BusinessType.EXPORT }, true), async (req, reply) => {
    const { rows } = await listLoginInfor(db, parse(loginInforExportQuery, req.body ?? {}), EXPORT_PAGE);
    return sendXlsx(reply, '登录日志', LOGIN_COLUMNS, rows);
  });

  app.get(`${monitorPaths.loginInforUnlock}/:userName`, admin({ title: UNLOCK_TITLE, businessType: BusinessType.OTHER }), async (req) => {
    await throttle.unlock(parse(unlockParams, req.params).userName);
    return ok();
  });
}
