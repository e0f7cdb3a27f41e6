import { randomUUID } from 'node:crypto';
import { CommerceMessages, OrderStatus, PayScope } from '@medteach/contract';
import { notFound, refused, warn } from '../../core/errors';
import { nowText, type Db } from '../../db/db';
import { productById, productOf, skillsInScope, unlockedSkills, type ProductRow } from './products';

export interface OrderRow {
  order_no: string;
  user_id: number;
  product_info_id: number;
  all_skills: number;
  amount_cents: number;
  status: number;
  create_time: string;
  pay_time: string | null;
}

export const orderByNo = (db: Db, orderNo: string) => db.prepare('SELECT * FROM product_order WHERE order_no = ?').get(orderNo) as OrderRow | undefined;

function requireOrder(db: Db, orderNo: string): OrderRow {
  const order = orderByNo(db, orderNo);
  if (!order) throw notFound(CommerceMessages.orderMissing);
  return order;
}

function priceOf(product: ProductRow, all: boolean): number {
  if (!all) return product.preferential_price_cents;
  if (product.batch_preferential_price_cents === null) throw refused(CommerceMessages.noBatch);
  return product.batch_preferential_price_cents;
}

/**
 * The order behind a pay page. A second 立即购买 for the same product and scope reuses the pending order, so a
 * double tap or a retry never leads to two charges; buying what is already unlocked is refused.
 */
export function openOrder(db: Db, userId: number, productInfoId: number, all: number): { order: OrderRow; product: ProductRow } {
  const product = productById(db, productInfoId);
  if (!product) throw notFound(CommerceMessages.productMissing);
  const wantsAll = all === PayScope.ALL;
  const amount = priceOf(product, wantsAll);
  const skills = skillsInScope(db, product, wantsAll);
  if (unlockedSkills(db, userId, skills).size === skills.length) throw warn(CommerceMessages.alreadyUnlocked);

  return db.transaction(() => {
    const pending = db
      .prepare('SELECT * FROM product_order WHERE user_id = ? AND product_info_id = ? AND all_skills = ? AND status = ? ORDER BY create_time DESC LIMIT 1')
      .get(userId, productInfoId, all, OrderStatus.PENDING) as OrderRow | undefined;
    if (pending && pending.amount_cents === amount) return { order: pending, product };
    const orderNo = randomUUID().replaceAll('-', '');
    db.prepare('INSERT INTO product_order (order_no, user_id, product_info_id, all_skills, amount_cents, status, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      orderNo,
      userId,
      productInfoId,
      all,
      amount,
      OrderStatus.PENDING,
      nowText(),
    );
    return { order: requireOrder(db, orderNo), product };
  })();
}

/**
 * The provider's notification: a pending order becomes paid exactly once (the status check and the update are one
 * statement), and only that transition records the unlocks. Repeating it — a resubmitted form, a second notice —
 * changes nothing. A cancelled order stays cancelled.
 */
export function payOrder(db: Db, orderNo: string): OrderRow {
  return db.transaction(() => {
    const pending = orderByNo(db, orderNo);
    if (pending?.status === OrderStatus.PENDING && alreadyOwned(db, pending)) return cancelOrder(db, orderNo); // bought meanwhile by another order
    const changed = db
      .prepare('UPDATE product_order SET status = ?, pay_time = ? WHERE order_no = ? AND status = ?')
      .run(OrderStatus.PAID, nowText(), orderNo, OrderStatus.PENDING).changes;
    const order = orderByNo(db, orderNo);
    if (!order) throw notFound(CommerceMessages.orderMissing);
    if (changed === 1) {
      const product = productOf(db, order.product_info_id);
      const unlock = db.prepare('INSERT OR IGNORE INTO user_skill_unlock (user_id, skill_id, order_no, create_time) VALUES (?, ?, ?, ?)');
      for (const skillId of skillsInScope(db, product, order.all_skills === PayScope.ALL)) unlock.run(order.user_id, skillId, orderNo, nowText());
    }
    return order;
  })();
}

function alreadyOwned(db: Db, order: OrderRow): boolean {
  const skills = skillsInScope(db, productOf(db, order.product_info_id), order.all_skills === PayScope.ALL);
  return unlockedSkills(db, order.user_id, skills).size === skills.length;
}

export function cancelOrder(db: Db, orderNo: string): OrderRow {
  db.prepare('UPDATE product_order SET status = ? WHERE order_no = ? AND status = ?').run(OrderStatus.CANCELLED, orderNo, OrderStatus.PENDING);
  const order = orderByNo(db, orderNo);
  if (!order) throw notFound(CommerceMessages.orderMissing);
  return order;
}
