import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CommerceMessages,
  OrderStatus,
  PAY_RETURN_PATH,
  PayReturnParam,
  PayStatus,
  SandboxDecision,
  commerceIdParams,
  commercePaths,
  payPageQuery,
  productBySkillQuery,
  sandboxCompleteBody,
  sandboxPayBody,
} from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { parse } from '../../core/validate';
import { cancelOrder, openOrder, orderByNo, payOrder, type OrderRow } from './orders';
import { payForm, sandboxPage } from './pay-pages';
import { productById, productBySkill, productOf, toProduct, toYuan } from './products';

/** The API prefix the module is mounted under (app.ts), taken from the request so the form works behind any mount. */
function apiBase(req: FastifyRequest): string {
  const path = req.url.split('?')[0];
  const at = path.lastIndexOf(commercePaths.payPage);
  return `${req.protocol}://${req.host}${at > 0 ? path.slice(0, at) : ''}`;
}

function returnUrl(order: OrderRow, skillId: number): string {
  const q = new URLSearchParams({
    [PayReturnParam.SKILL_ID]: String(skillId),
    [PayReturnParam.ORDER_NO]: order.order_no,
    [PayReturnParam.AMOUNT]: toYuan(order.amount_cents).toFixed(2),
    [PayReturnParam.STATUS]: String(order.status === OrderStatus.PAID ? PayStatus.PAID : PayStatus.NOT_PAID),
  });
  return `${PAY_RETURN_PATH}?${q}`;
}

const html = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').send(body);
const SANDBOX = { access: 'public', plain: true } as const;

/** Products by skill / id, the pay page, and the sandbox cashier that completes orders (spec §7 "Products and payment"). */
export async function productRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get(commercePaths.productBySkillId, async (req) => {
    const row = productBySkill(db, parse(productBySkillQuery, req.query).skillId);
    if (!row) throw notFound(CommerceMessages.productMissing);
    return ok(toProduct(row));
  });

  app.get(`${commercePaths.productById}/:id`, async (req) => {
    const row = productById(db, parse(commerceIdParams, req.params).id);
    if (!row) throw notFound(CommerceMessages.productMissing);
    return ok(toProduct(row));
  });

  app.get(commercePaths.payPage, async (req) => {
    const q = parse(payPageQuery, req.query);
    const { order } = openOrder(db, currentUser(req).userId, q.productInfoId, q.all);
    return ok(payForm(`${apiBase(req)}${commercePaths.sandboxPay}`, order.order_no));
  });

  // The provider's cashier. The unguessable order number is the credential: the browser arrives by a form post.
  app.post(commercePaths.sandboxPay, { config: SANDBOX }, async (req, reply) => {
    const order = orderByNo(db, parse(sandboxPayBody, req.body).orderNo);
    if (!order) throw notFound(CommerceMessages.orderMissing);
    const product = productOf(db, order.product_info_id);
    if (order.status !== OrderStatus.PENDING) return reply.redirect(returnUrl(order, product.skill_id), 303);
    const action = `${req.url.split('?')[0]}/complete`;
    return html(reply, sandboxPage(action, { orderNo: order.order_no, productName: product.name, amountText: toYuan(order.amount_cents).toFixed(2) }));
  });

  app.post(commercePaths.sandboxComplete, { config: SANDBOX }, async (req, reply) => {
    const body = parse(sandboxCompleteBody, req.body);
    const order = body.decision === SandboxDecision.PAY ? payOrder(db, body.orderNo) : cancelOrder(db, body.orderNo);
    return reply.redirect(returnUrl(order, productOf(db, order.product_info_id).skill_id), 303);
  });
}
