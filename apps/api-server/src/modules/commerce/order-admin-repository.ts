import { OrderStatus, PayScope, STUDENT_SEARCH_LIMIT, type OrderAdminRow, type StudentOption, type StudentUnlock } from '@medteach/contract';
import { containsText, onePage, type Page } from '../system/sql-filter';
import { skillsInScope } from './orders';
import { toYuan } from './products';
import { atomically, type Queryable } from '../../db/queryable';

export interface OrderFilter {
  status?: number;
  keyword?: string;
  orderNo?: string;
  productInfoId?: number;
}

/** The account, name or phone of the user `u` contains the keyword (any of them). */
const userMatches = (keyword: string) => ['u.user_name', 'u.real_name', 'u.nick_name', 'u.phone'].map((column) => containsText(column, keyword));

const filtered = (db: Queryable, f: OrderFilter) => {
  let query = db.selectFrom('product_order as o').innerJoin('sys_user as u', 'u.user_id', 'o.user_id').innerJoin('product_info as p', 'p.id', 'o.product_info_id');
  if (f.status !== undefined) query = query.where('o.status', '=', f.status);
  if (f.orderNo) query = query.where(containsText('o.order_no', f.orderNo));
  if (f.productInfoId !== undefined) query = query.where('o.product_info_id', '=', f.productInfoId);
  const keyword = f.keyword;
  if (keyword) query = query.where((eb) => eb.or(userMatches(keyword)));
  return query;
};

const rowsOf = (db: Queryable, f: OrderFilter) =>
  filtered(db, f).select([
    'o.order_no',
    'o.user_id',
    'u.user_name',
    'u.real_name',
    'u.phone',
    'o.product_info_id',
    'p.name as product_name',
    'o.all_skills',
    'o.amount_cents',
    'o.status',
    'o.create_time',
    'o.pay_time',
    'o.refund_time',
    'o.refund_reason',
  ]);
type Selected = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];

const toRow = (r: Selected): OrderAdminRow => ({
  orderNo: r.order_no,
  userId: r.user_id,
  userName: r.user_name,
  realName: r.real_name,
  phone: r.phone ?? '',
  productInfoId: r.product_info_id,
  productName: r.product_name,
  all: r.all_skills,
  amount: toYuan(r.amount_cents),
  status: r.status,
  createTime: r.create_time,
  payTime: r.pay_time,
  refundTime: r.refund_time,
  refundReason: r.refund_reason,
});

/** Orders, newest first. */
export async function listOrders(db: Queryable, f: OrderFilter, page?: Page): Promise<{ total: number; rows: OrderAdminRow[] }> {
  const rows = await onePage(rowsOf(db, f).orderBy('o.create_time', 'desc').orderBy('o.order_no'), page).execute();
  const { n } = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { total: Number(n), rows: rows.map(toRow) };
}

export async function orderAdminRow(db: Queryable, orderNo: string): Promise<OrderAdminRow | undefined> {
  const row = await rowsOf(db, {}).where('o.order_no', '=', orderNo).executeTakeFirst();
  return row && toRow(row);
}

/** A user's unlocks with the product selling each skill; `orderNo` narrows them to what one order granted. */
export async function unlocksOf(db: Queryable, where: { userId: number } | { orderNo: string }): Promise<StudentUnlock[]> {
  let query = db
    .selectFrom('user_skill_unlock as k')
    .leftJoin('product_info as p', 'p.skill_id', 'k.skill_id')
    .select(['k.skill_id', 'p.id as product_id', 'p.name as product_name', 'k.order_no', 'k.create_time']);
  query = 'userId' in where ? query.where('k.user_id', '=', where.userId) : query.where('k.order_no', '=', where.orderNo);
  const rows = await query.orderBy('k.skill_id').execute();
  return rows.map((r) => ({ skillId: r.skill_id, productInfoId: r.product_id, productName: r.product_name, orderNo: r.order_no, createTime: r.create_time }));
}

/**
 * Refunds a paid order (once: the status check is part of the update): its unlocks go, except a skill another paid
 * order of the same student also covers, which stays unlocked under that order. Returns how many skills were
 * locked again, or null when the order was not paid.
 */
export async function refundOrder(db: Queryable, orderNo: string, reason: string, at: string): Promise<number | null> {
  return atomically(db, async (trx) => {
    const done = await trx
      .updateTable('product_order')
      .set({ status: OrderStatus.REFUNDED, refund_time: at, refund_reason: reason })
      .where('order_no', '=', orderNo)
      .where('status', '=', OrderStatus.PAID)
      .returning('user_id')
      .executeTakeFirst();
    if (!done) return null;
    const removed = await trx.deleteFrom('user_skill_unlock').where('order_no', '=', orderNo).returning('skill_id').execute();
    const coveredElsewhere = await skillsOfPaidOrders(trx, done.user_id);
    const kept = removed.filter((r) => coveredElsewhere.has(r.skill_id));
    if (kept.length) {
      await trx
        .insertInto('user_skill_unlock')
        .values(kept.map((r) => ({ user_id: done.user_id, skill_id: r.skill_id, order_no: coveredElsewhere.get(r.skill_id) ?? null, create_time: at })))
        .onConflict((oc) => oc.columns(['user_id', 'skill_id']).doNothing())
        .execute();
    }
    return removed.length - kept.length;
  });
}

/** Every skill the user's paid orders cover, with one order covering it. */
async function skillsOfPaidOrders(db: Queryable, userId: number): Promise<Map<number, string>> {
  const orders = await db
    .selectFrom('product_order as o')
    .innerJoin('product_info as p', 'p.id', 'o.product_info_id')
    .selectAll('p')
    .select(['o.order_no', 'o.all_skills'])
    .where('o.user_id', '=', userId)
    .where('o.status', '=', OrderStatus.PAID)
    .orderBy('o.pay_time')
    .execute();
  const covered = new Map<number, string>();
  for (const o of orders) {
    for (const skillId of await skillsInScope(db, o, o.all_skills === PayScope.ALL)) if (!covered.has(skillId)) covered.set(skillId, o.order_no);
  }
  return covered;
}

/** Unlocks granted in the back office (no order); a skill already unlocked keeps its order. */
export async function grantUnlocks(db: Queryable, userId: number, skillIds: number[], at: string): Promise<void> {
  await db
    .insertInto('user_skill_unlock')
    .values(skillIds.map((skillId) => ({ user_id: userId, skill_id: skillId, order_no: null, create_time: at })))
    .onConflict((oc) => oc.columns(['user_id', 'skill_id']).doNothing())
    .execute();
}

export async function revokeUnlocks(db: Queryable, userId: number, skillIds: number[]): Promise<number> {
  const result = await db.deleteFrom('user_skill_unlock').where('user_id', '=', userId).where('skill_id', 'in', skillIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The skills among `skillIds` that something sells or locks (a product, or a category carrying it). */
export async function knownSkills(db: Queryable, skillIds: number[]): Promise<Set<number>> {
  const products = await db.selectFrom('product_info').select('skill_id').where('skill_id', 'in', skillIds).execute();
  const categories = await db.selectFrom('qb_category').select('skill_id').where('skill_id', 'in', skillIds).execute();
  return new Set([...products, ...categories].map((r) => r.skill_id).filter((s): s is number => s !== null));
}

export async function studentExists(db: Queryable, userId: number): Promise<boolean> {
  return (await db.selectFrom('sys_user').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

/** Users whose account, name or phone contains the keyword (the first few by account). */
export async function searchStudents(db: Queryable, keyword: string): Promise<StudentOption[]> {
  let query = db.selectFrom('sys_user as u').select(['u.user_id', 'u.user_name', 'u.real_name', 'u.phone']);
  if (keyword) {
    query = query.where((eb) => eb.or(userMatches(keyword)));
  }
  const rows = await query.orderBy('u.user_name').limit(STUDENT_SEARCH_LIMIT).execute();
  return rows.map((r) => ({ userId: r.user_id, userName: r.user_name, realName: r.real_name, phone: r.phone ?? '' }));
}
