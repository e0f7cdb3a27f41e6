import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ORDER_STATUS_LABELS,
  OrderAdminMessages as M,
  Role,
  idList,
  idParam,
  orderAdminExportQuery,
  orderAdminListQuery,
  orderAdminPaths as paths,
  orderNoParams,
  orderRefundBody,
  studentSearchQuery,
  studentUnlockQuery,
  unlockGrantBody,
  type OrderAdminRow,
  type RefundResult,
} from '@medteach/contract';
import { isDemoMode } from '../../core/demo-mode';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound, refused } from '../../core/errors';
import { BusinessType, noteChange, type OperLogMeta } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { nowText } from '../../db/db';
import { sendXlsx, type XlsxColumn } from '../system/xlsx';
import { grantUnlocks, knownSkills, listOrders, orderAdminRow, refundOrder, revokeUnlocks, searchStudents, studentExists, unlocksOf } from './order-admin-repository';

const TITLE = '订单管理';
const admin = (businessType?: OperLogMeta['businessType']) => ({
  config: { access: [Role.ADMIN], ...(businessType === undefined ? {} : { operLog: { title: TITLE, businessType } }) },
});
const revokeParams = z.object({ userId: idParam, skillIds: idList });

const EXPORT_COLUMNS: XlsxColumn<OrderAdminRow>[] = [
  { header: '订单号', value: (o) => o.orderNo, width: 36 },
  { header: '登录账号', value: (o) => o.userName },
  { header: '姓名', value: (o) => o.realName },
  { header: '手机号', value: (o) => o.phone },
  { header: '商品名称', value: (o) => o.productName, width: 30 },
  { header: '规格', value: (o) => (o.all ? '全部技能' : '单项') },
  { header: '金额', value: (o) => o.amount.toFixed(2) },
  { header: '状态', value: (o) => ORDER_STATUS_LABELS[o.status] ?? '' },
  { header: '下单时间', value: (o) => o.createTime, width: 20 },
  { header: '支付时间', value: (o) => o.payTime ?? '', width: 20 },
  { header: '退款时间', value: (o) => o.refundTime ?? '', width: 20 },
  { header: '退款原因', value: (o) => o.refundReason, width: 30 },
];

/**
 * 订单管理 (issue 16): orders with their buyers, refunds, and a student's unlocks (list, grant, revoke). The question
 * bank reads user_skill_unlock on every request (access-repository.ts), so a refund or a revoke locks the
 * categories at the phone's next load.
 */
export async function orderAdminRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  app.get(paths.list, admin(), async (req) => {
    const { pageNum, pageSize, ...filter } = parse(orderAdminListQuery, req.query);
    const { rows, total } = await listOrders(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });

  app.get(paths.unlockList, admin(), async (req) => {
    const { userId } = parse(studentUnlockQuery, req.query);
    if (!(await studentExists(db, userId))) throw notFound(M.userMissing);
    return ok(await unlocksOf(db, { userId }));
  });

  app.get(paths.students, admin(), async (req) => ok(await searchStudents(db, parse(studentSearchQuery, req.query).keyword)));

  app.get(`${paths.base}/:orderNo`, admin(), async (req) => {
    const { orderNo } = parse(orderNoParams, req.params);
    const order = await orderAdminRow(db, orderNo);
    if (!order) throw notFound(M.orderMissing);
    return ok({ ...order, unlocks: await unlocksOf(db, { orderNo }) });
  });

  // Sandbox refunds only: with a real provider the money goes back on its platform, which this server cannot do yet.
  app.put(paths.refund, admin(BusinessType.UPDATE), async (req) => {
    const body = parse(orderRefundBody, req.body);
    const before = await orderAdminRow(db, body.orderNo);
    if (!before) throw notFound(M.orderMissing);
    if (config.alipay || !isDemoMode(app.ctx)) throw refused(M.refundUnavailable);
    const relocked = await refundOrder(db, body.orderNo, body.reason, nowText());
    if (relocked === null) throw refused(M.notPaid);
    const after = await orderAdminRow(db, body.orderNo);
    noteChange(req, before, after);
    const answer: RefundResult = { ...(after as OrderAdminRow), relocked };
    return ok(answer, M.refunded(relocked));
  });

  app.post(paths.unlock, admin(BusinessType.GRANT), async (req) => {
    const body = parse(unlockGrantBody, req.body);
    if (!(await studentExists(db, body.userId))) throw notFound(M.userMissing);
    const skillIds = [...new Set(body.skillIds)];
    if ((await knownSkills(db, skillIds)).size !== skillIds.length) throw badRequest(M.skillMissing);
    const before = await unlocksOf(db, { userId: body.userId });
    await grantUnlocks(db, body.userId, skillIds, nowText());
    const after = await unlocksOf(db, { userId: body.userId });
    noteChange(req, before, after);
    return ok(after);
  });

  app.delete(`${paths.unlock}/:userId/:skillIds`, admin(BusinessType.DELETE), async (req) => {
    const { userId, skillIds } = parse(revokeParams, req.params);
    if (!(await studentExists(db, userId))) throw notFound(M.userMissing);
    const before = await unlocksOf(db, { userId });
    await revokeUnlocks(db, userId, skillIds);
    const after = await unlocksOf(db, { userId });
    noteChange(req, before, after);
    return ok(after);
  });

  app.post(paths.export, { config: { access: [Role.ADMIN], plain: true, operLog: { title: TITLE, businessType: BusinessType.EXPORT } } }, async (req, reply) => {
    const { rows } = await listOrders(db, parse(orderAdminExportQuery, req.body));
    return sendXlsx(reply, '订单数据', EXPORT_COLUMNS, rows);
  });
}
