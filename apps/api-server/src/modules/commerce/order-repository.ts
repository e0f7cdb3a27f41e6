import { OrderStatus } from '@medteach/contract';
import { sql, type Selectable } from 'kysely';
import type { ProductOrderTable } from '../../db/tables';
import { onePage, type Page } from '../system/sql-filter';
import type { Queryable } from '../../db/queryable';

export type OrderRow = Selectable<ProductOrderTable>;

export async function orderByNo(db: Queryable, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('product_order').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

/** The user's pending order for a product and scope (at most one: unique index product_order_pending). */
export async function pendingOrder(db: Queryable, userId: number, productInfoId: number, all: number): Promise<OrderRow | undefined> {
  return db
    .selectFrom('product_order')
    .selectAll()
    .where('user_id', '=', userId)
    .where('product_info_id', '=', productInfoId)
    .where('all_skills', '=', all)
    .where('status', '=', OrderStatus.PENDING)
    .executeTakeFirst();
}

export interface NewOrder {
  orderNo: string;
  userId: number;
  productInfoId: number;
  all: number;
  amountCents: number;
  at: string;
}

/**
 * Opens a pending order unless the user already has one for the product and scope: two pay pages opened at once (a
 * double tap, two instances) leave one pending order, which the caller then reads back.
 */
export async function insertPendingOrder(db: Queryable, o: NewOrder): Promise<void> {
  await db
    .insertInto('product_order')
    .values({ order_no: o.orderNo, user_id: o.userId, product_info_id: o.productInfoId, all_skills: o.all, amount_cents: o.amountCents, status: OrderStatus.PENDING, create_time: o.at })
    // The conflict target repeats the partial index's predicate as a literal: PostgreSQL matches the index by it.
    .onConflict((oc) => oc.columns(['user_id', 'product_info_id', 'all_skills']).where('status', '=', sql.lit(OrderStatus.PENDING)).doNothing())
    .execute();
}

/**
 * Moves a pending order to `status` (paid or cancelled). The status check is part of the update, so of two requests
 * at once (a repeated notification, a double click, on any instance) exactly one gets true.
 */
export async function settlePendingOrder(db: Queryable, orderNo: string, status: number, payTime: string | null): Promise<boolean> {
  const result = await db
    .updateTable('product_order')
    .set(payTime === null ? { status } : { status, pay_time: payTime })
    .where('order_no', '=', orderNo)
    .where('status', '=', OrderStatus.PENDING)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface UserOrderRow {
  order_no: string;
  product_info_id: number;
  skill_id: number;
  product_name: string;
  all_skills: number;
  amount_cents: number;
  status: number;
  create_time: string;
  pay_time: string | null;
  refund_time: string | null;
}

/** 我的订单 (issue 18): one user's orders with their product, newest first, one page, and how many there are. */
export async function ordersOfUser(db: Queryable, userId: number, page: Page): Promise<{ total: number; rows: UserOrderRow[] }> {
  const mine = db.selectFrom('product_order as o').innerJoin('product_info as p', 'p.id', 'o.product_info_id').where('o.user_id', '=', userId);
  const rows = await onePage(
    mine
      .select(['o.order_no', 'o.product_info_id', 'p.skill_id', 'p.name as product_name', 'o.all_skills', 'o.amount_cents', 'o.status', 'o.create_time', 'o.pay_time', 'o.refund_time'])
      .orderBy('o.create_time', 'desc')
      .orderBy('o.order_no'),
    page,
  ).execute();
  const { n } = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { total: Number(n), rows };
}
