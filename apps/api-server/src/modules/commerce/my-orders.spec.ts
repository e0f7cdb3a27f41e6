import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commercePaths, OrderStatus, type MyOrder } from '@medteach/contract';
import { signIn, testServer, type Caller } from '../../test-helpers';
import { refundOrder } from './order-admin-repository';
import { cancelOrder, openOrder, payOrder } from './orders';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
let buyer: Caller;
let other: Caller;
let teacher: Caller;
let buyerId: number;
let otherId: number;

const userIdOf = async (userName: string) => (await s.db.selectFrom('sys_user').select('user_id').where('user_name', '=', userName).executeTakeFirstOrThrow()).user_id;
/** Opens an order (as 立即购买 does) at a fixed time, so "newest first" does not depend on the clock's second. */
const open = async (userId: number, productInfoId: number, at: string, all = 0) => {
  const { order } = await openOrder(s.db, userId, productInfoId, all);
  await s.db.updateTable('product_order').set({ create_time: at }).where('order_no', '=', order.order_no).execute();
  return order.order_no;
};
const mine = async (caller: Caller, query: Record<string, string | number> = {}) => (await caller.get(commercePaths.myOrders, query)).body as { code: number; total: number; rows: MyOrder[]; msg: string };

beforeAll(async () => {
  s = await testServer();
  [buyer, other, teacher] = await Promise.all(['student27', 'student28', 'teacher01'].map((u) => signIn(s.app, u)));
  [buyerId, otherId] = await Promise.all([userIdOf('student27'), userIdOf('student28')]);
});
afterAll(() => s.close());

describe('我的订单 GET /base/product/order/mine', () => {
  it('lists only the caller’s orders, newest first, with product, yuan amount and the back office’s status names', async () => {
    expect(await mine(buyer)).toMatchObject({ code: 200, total: 0, rows: [] });

    const paid = await open(buyerId, 2, '2026-11-01 09:00:00');
    await payOrder(s.db, paid);
    const refunded = await open(buyerId, 1, '2026-11-02 09:00:00');
    await payOrder(s.db, refunded);
    await refundOrder(s.db, refunded, '学员申请退款', '2026-11-03 09:00:00');
    const cancelled = await open(buyerId, 3, '2026-11-04 09:00:00');
    await cancelOrder(s.db, cancelled);
    const pending = await open(buyerId, 3, '2026-11-05 09:00:00', 1);
    const othersOrder = await open(otherId, 2, '2026-11-06 09:00:00');

    const list = await mine(buyer);
    expect(list.total).toBe(4);
    expect(list.rows.map((r) => [r.orderNo, r.status, r.statusLabel])).toEqual([
      [pending, OrderStatus.PENDING, '待支付'],
      [cancelled, OrderStatus.CANCELLED, '已取消'],
      [refunded, OrderStatus.REFUNDED, '已退款'],
      [paid, OrderStatus.PAID, '已支付'],
    ]);
    expect(list.rows.some((r) => r.orderNo === othersOrder)).toBe(false);
    const paidRow = list.rows[3];
    expect(paidRow).toMatchObject({ productInfoId: 2, productName: '口腔临床思辨能力训练', amount: 88, all: 0, createTime: '2026-11-01 09:00:00', refundTime: null });
    expect(paidRow.skillId).toBeGreaterThan(0);
    expect(paidRow.payTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(list.rows[0]).toMatchObject({ all: 1, payTime: null });
    expect(list.rows[2].refundTime).toBe('2026-11-03 09:00:00');

    // The other student sees their one order, never the buyer's.
    expect((await mine(other)).rows.map((r) => r.orderNo)).toEqual([othersOrder]);
    expect(await mine(teacher)).toMatchObject({ code: 200, total: 0, rows: [] });
  });

  it('pages: pageSize rows of pageNum, total of all', async () => {
    const first = await mine(buyer, { pageNum: 1, pageSize: 3 });
    const second = await mine(buyer, { pageNum: 2, pageSize: 3 });
    expect([first.total, second.total]).toEqual([4, 4]);
    expect(first.rows).toHaveLength(3);
    expect(second.rows.map((r) => r.statusLabel)).toEqual(['已支付']);
    expect((await mine(buyer, { pageNum: 3, pageSize: 3 })).rows).toEqual([]);
  });

  it('validates paging and needs a session', async () => {
    const bad: Record<string, string | number>[] = [{ pageNum: 0 }, { pageSize: 51 }, { pageNum: 'x' }, { pageSize: -1 }];
    for (const query of bad) expect((await mine(buyer, query)).code).toBe(400);
    const anonymous = await s.app.inject({ method: 'GET', url: `/api${commercePaths.myOrders}` });
    expect(anonymous.json().code).toBe(401);
  });
});
