import { randomUUID } from 'node:crypto';
import { CommerceMessages, ORDER_STATUS_LABELS, OrderStatus, PayScope, type MyOrder } from '@medteach/contract';
import { notFound, refused, warn } from '../../core/errors';
import { nowText } from '../../db/db';
import type { Page } from '../system/sql-filter';
import { insertPendingOrder, orderByNo, ordersOfUser, pendingOrder, settlePendingOrder, type OrderRow } from './order-repository';
import { insertUnlocks, productById, skillsOfKind, unlockedSkills, type ProductRow } from './product-repository';
import { productOf, toYuan } from './products';
import { atomically, type Queryable } from '../../db/queryable';

export type { OrderRow } from './order-repository';

async function requireOrder(db: Queryable, orderNo: string): Promise<OrderRow> {
  const order = await orderByNo(db, orderNo);
  if (!order) throw notFound(CommerceMessages.orderMissing);
  return order;
}

function priceOf(product: ProductRow, all: boolean): number {
  if (!all) return product.preferential_price_cents;
  if (product.batch_preferential_price_cents === null) throw refused(CommerceMessages.noBatch);
  return product.batch_preferential_price_cents;
}

/** The skills an order unlocks: the product's own, or for all skills every skill of the same kind (技能 / 实践技能). */
export const skillsInScope = (db: Queryable, product: ProductRow, all: boolean): Promise<number[]> =>
  all ? skillsOfKind(db, product.skill_type) : Promise.resolve([product.skill_id]);

/**
 * The order behind a pay page. A second 立即购买 for the same product and scope reuses the pending order, so a
 * double tap or a retry never leads to two charges (the database holds one pending order per product and scope);
 * buying what is already unlocked is refused.
 */
export async function openOrder(db: Queryable, userId: number, productInfoId: number, all: number): Promise<{ order: OrderRow; product: ProductRow }> {
  const product = await productById(db, productInfoId);
  if (!product) throw notFound(CommerceMessages.productMissing);
  const wantsAll = all === PayScope.ALL;
  const amount = priceOf(product, wantsAll);
  const skills = await skillsInScope(db, product, wantsAll);
  if ((await unlockedSkills(db, userId, skills)).size === skills.length) throw warn(CommerceMessages.alreadyUnlocked);

  return atomically(db, async (trx) => {
    const pending = await pendingOrder(trx, userId, productInfoId, all);
    if (pending && pending.amount_cents === amount) return { order: pending, product };
    // The price changed since that order was opened: it is not paid at the old price.
    if (pending) await settlePendingOrder(trx, pending.order_no, OrderStatus.CANCELLED, null);
    const orderNo = randomUUID().replaceAll('-', '');
    await insertPendingOrder(trx, { orderNo, userId, productInfoId, all, amountCents: amount, at: nowText() });
    // Another request may have opened the pending order first: that one is the order.
    const order = (await pendingOrder(trx, userId, productInfoId, all)) ?? (await requireOrder(trx, orderNo));
    return { order, product };
  });
}

/**
 * The provider's notification: a pending order becomes paid exactly once (the status check and the update are one
 * statement, so a repeated notice or a double click on any instance pays once), and only that transition records
 * the unlocks. A cancelled order stays cancelled.
 */
export async function payOrder(db: Queryable, orderNo: string): Promise<OrderRow> {
  return atomically(db, async (trx) => {
    const pending = await orderByNo(trx, orderNo);
    if (pending?.status === OrderStatus.PENDING && (await alreadyOwned(trx, pending))) return cancelOrder(trx, orderNo); // bought meanwhile by another order
    const paid = await settlePendingOrder(trx, orderNo, OrderStatus.PAID, nowText());
    const order = await requireOrder(trx, orderNo);
    if (paid) {
      const product = await productOf(trx, order.product_info_id);
      await insertUnlocks(trx, order.user_id, await skillsInScope(trx, product, order.all_skills === PayScope.ALL), orderNo, nowText());
    }
    return order;
  });
}

async function alreadyOwned(db: Queryable, order: OrderRow): Promise<boolean> {
  const skills = await skillsInScope(db, await productOf(db, order.product_info_id), order.all_skills === PayScope.ALL);
  return (await unlockedSkills(db, order.user_id, skills)).size === skills.length;
}

export async function cancelOrder(db: Queryable, orderNo: string): Promise<OrderRow> {
  await settlePendingOrder(db, orderNo, OrderStatus.CANCELLED, null);
  return requireOrder(db, orderNo);
}

/** 我的订单 (issue 18): the user's own orders, newest first, amounts in yuan and statuses named as the back office does. */
export async function myOrders(db: Queryable, userId: number, page: Page): Promise<{ total: number; rows: MyOrder[] }> {
  const { total, rows } = await ordersOfUser(db, userId, page);
  return {
    total,
    rows: rows.map((r) => ({
      orderNo: r.order_no,
      productInfoId: r.product_info_id,
      skillId: r.skill_id,
      productName: r.product_name,
      all: r.all_skills,
      amount: toYuan(r.amount_cents),
      status: r.status,
      statusLabel: ORDER_STATUS_LABELS[r.status] ?? '',
      createTime: r.create_time,
      payTime: r.pay_time,
      refundTime: r.refund_time,
    })),
  };
}
