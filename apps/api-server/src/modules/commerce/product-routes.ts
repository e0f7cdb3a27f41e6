import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  CommerceMessages,
  OrderStatus,
  PAY_RETURN_PATH,
  PayReturnParam,
  PayStatus,
  SandboxDecision,
  commerceIdParams,
  commercePaths,
  myOrdersQuery,
  payPageQuery,
  productBySkillQuery,
  sandboxCompleteBody,
  sandboxPayBody,
} from '@medteach/contract';
import { currentUser } from '../../core/context';
import { isDemoMode } from '../../core/demo-mode';
import { ok, table } from '../../core/envelope';
import { forbidden, notFound, refused } from '../../core/errors';
import { parse } from '../../core/validate';
import { alipayProvider } from './alipay';
import { orderByNo } from './order-repository';
import { cancelOrder, myOrders, openOrder, payOrder, type OrderRow } from './orders';
import { payForm, sandboxPage } from './pay-pages';
import type { PaymentProvider } from './payment';
import { productById, productBySkill } from './product-repository';
import { productOf, toProduct, toYuan } from './products';
import { sandboxTicket, sandboxTicketValid } from './sandbox';
import { SIGNED_IN } from '../../core/routing';

function returnUrl(order: OrderRow, skillId: number, status = order.status === OrderStatus.PAID ? PayStatus.PAID : PayStatus.NOT_PAID): string {
  const q = new URLSearchParams({
    [PayReturnParam.SKILL_ID]: String(skillId),
    [PayReturnParam.ORDER_NO]: order.order_no,
    [PayReturnParam.AMOUNT]: toYuan(order.amount_cents).toFixed(2),
    [PayReturnParam.STATUS]: String(status),
  });
  return `${PAY_RETURN_PATH}?${q}`;
}

const html = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').send(body);
/** The cashier is reached by a browser form post: no bearer token; the owner's ticket is the credential. */
const SANDBOX = { access: 'public', plain: true } as const;
/** Alipay's notification: public (the provider calls it), verified by signature; answers plain `success`. */
const NOTIFY = { access: 'public', plain: true } as const;
export const NOTIFY_ACK = 'success';
export const NOTIFY_NACK = 'failure';

/**
 * Products by skill / id, the pay page, the provider's notification, and — in demo mode only — the sandbox cashier
 * (spec §7 "Products and payment"; issue 14 row 3).
 */
export async function productRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  // URLs the server writes: the configured PUBLIC_ORIGIN and the mount prefix (app.ts `/api`), never the Host header
  // (issue 14 row 11); without PUBLIC_ORIGIN they are paths on the page's own origin.
  const origin = config.web.publicOrigin ?? '';
  const base = `${origin}${app.prefix}`;
  const alipay = config.alipay
    ? alipayProvider(config.alipay, {
        notifyUrl: `${base}${commercePaths.payNotify}`,
        returnUrl: (order, skillId) => `${origin}${returnUrl(order, skillId, PayStatus.PAID)}`,
      })
    : null;

  /** The provider for this deployment: the real one when configured, else the sandbox in demo mode, else none. */
  const sandbox: PaymentProvider = {
    payForm: (order) => payForm(`${base}${commercePaths.sandboxPay}`, { orderNo: order.order_no, ticket: sandboxTicket(config.tokenSecret, order) }),
    verifyNotification: () => null, // the sandbox decides on its own page, it sends no notifications
  };
  const provider = (): PaymentProvider => {
    if (alipay) return alipay;
    if (!isDemoMode(app.ctx)) throw refused(CommerceMessages.payUnavailable);
    return sandbox;
  };

  /** The order a sandbox form names, when the sandbox is on and the ticket is the owner's. */
  const sandboxOrder = async (orderNo: string, ticket: string): Promise<OrderRow> => {
    if (!isDemoMode(app.ctx)) throw notFound(CommerceMessages.sandboxOff);
    const order = await orderByNo(db, orderNo);
    if (!order) throw notFound(CommerceMessages.orderMissing);
    if (!sandboxTicketValid(config.tokenSecret, order, ticket)) throw forbidden(CommerceMessages.ticketInvalid);
    return order;
  };

  app.get(commercePaths.productBySkillId, SIGNED_IN, async (req) => {
    const row = await productBySkill(db, parse(productBySkillQuery, req.query).skillId);
    if (!row) throw notFound(CommerceMessages.productMissing);
    return ok(toProduct(row));
  });

  app.get(`${commercePaths.productById}/:id`, SIGNED_IN, async (req) => {
    const row = await productById(db, parse(commerceIdParams, req.params).id);
    if (!row) throw notFound(CommerceMessages.productMissing);
    return ok(toProduct(row));
  });

  // 我的订单 (issue 18): only the caller's own orders; anyone signed in may have bought something.
  app.get(commercePaths.myOrders, SIGNED_IN, async (req) => {
    const { rows, total } = await myOrders(db, currentUser(req).userId, parse(myOrdersQuery, req.query));
    return table(rows, total);
  });

  app.get(commercePaths.payPage, SIGNED_IN, async (req) => {
    const q = parse(payPageQuery, req.query);
    const payWith = provider();
    const { order, product } = await openOrder(db, currentUser(req).userId, q.productInfoId, q.all);
    return ok(payWith.payForm(order, product, product.skill_id));
  });

  app.post(commercePaths.payNotify, { config: NOTIFY }, async (req, reply) => {
    if (!alipay) throw notFound(CommerceMessages.payUnavailable);
    const fields = Object.fromEntries(Object.entries((req.body ?? {}) as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const notice = alipay.verifyNotification(fields);
    const order = notice && (await orderByNo(db, notice.orderNo));
    // A verified notice must also name a real order for its exact amount; anything else changes nothing.
    if (!notice || !order || order.amount_cents !== notice.amountCents) {
      req.log.warn({ orderNo: fields.out_trade_no }, 'payment notification refused');
      return reply.type('text/plain; charset=utf-8').send(NOTIFY_NACK);
    }
    await payOrder(db, order.order_no);
    return reply.type('text/plain; charset=utf-8').send(NOTIFY_ACK);
  });

  app.post(commercePaths.sandboxPay, { config: SANDBOX }, async (req, reply) => {
    const body = parse(sandboxPayBody, req.body);
    const order = await sandboxOrder(body.orderNo, body.ticket);
    const product = await productOf(db, order.product_info_id);
    if (order.status !== OrderStatus.PENDING) return reply.redirect(returnUrl(order, product.skill_id), 303);
    const action = `${req.url.split('?')[0]}/complete`;
    return html(reply, sandboxPage(action, { orderNo: order.order_no, ticket: body.ticket, productName: product.name, amountText: toYuan(order.amount_cents).toFixed(2) }));
  });

  app.post(commercePaths.sandboxComplete, { config: SANDBOX }, async (req, reply) => {
    const body = parse(sandboxCompleteBody, req.body);
    const order = await sandboxOrder(body.orderNo, body.ticket);
    const done = body.decision === SandboxDecision.PAY ? await payOrder(db, order.order_no) : await cancelOrder(db, order.order_no);
    return reply.redirect(returnUrl(done, (await productOf(db, done.product_info_id)).skill_id), 303);
  });
}
