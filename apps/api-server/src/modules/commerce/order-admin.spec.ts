import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../system/xlsx';
import { loginAs, testServer } from '../../test-helpers';
import { newChapter, phoneSeesUnlocked, productBody } from './admin-test-support';
import { openOrder, payOrder } from './orders';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
let admin: Record<string, string>;
beforeAll(async () => {
  // The sandbox cashier (and so the sandbox refund) exists in demo mode only.
  s = await testServer({ demoMode: true });
  admin = await loginAs(s.app, 'admin');
});
afterAll(() => s.close());

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  (await s.app.inject({ method, url: `/api${url}`, payload, headers })).json();
const userIdOf = async (userName: string) => (await s.db.selectFrom('sys_user').select('user_id').where('user_name', '=', userName).executeTakeFirstOrThrow()).user_id;
/** Buys through the same order functions the cashier uses; returns the order number. */
const buy = async (userId: number, productInfoId: number, all = 0) => {
  const { order } = await openOrder(s.db, userId, productInfoId, all);
  await payOrder(s.db, order.order_no);
  return order.order_no;
};
const skillsOf = async (userId: number) =>
  (await s.db.selectFrom('user_skill_unlock').select(['skill_id', 'order_no']).where('user_id', '=', userId).orderBy('skill_id').execute()).map((r) => [r.skill_id, r.order_no]);

describe('订单管理 list, detail and export', () => {
  it('lists orders newest first with the buyer, filters by status and by account, name or phone', async () => {
    const userId = await userIdOf('student21');
    const paid = await buy(userId, 2);
    const { order: pending } = await openOrder(s.db, userId, 1, 0);

    const mine = await call('GET', '/base/order/admin/list?keyword=student21&pageNum=1&pageSize=10');
    expect(mine.total).toBe(2);
    expect(mine.rows.map((r: { orderNo: string }) => r.orderNo).sort()).toEqual([paid, pending.order_no].sort());
    expect(mine.rows.find((r: { orderNo: string }) => r.orderNo === paid)).toMatchObject({ userName: 'student21', productName: '口腔临床思辨能力训练', amount: 88, status: 1, all: 0 });
    const pendingOnly = await call('GET', '/base/order/admin/list?keyword=student21&status=0');
    expect(pendingOnly.rows.map((r: { orderNo: string }) => r.orderNo)).toEqual([pending.order_no]);
    expect((await call('GET', '/base/order/admin/list?keyword=nobody-like-this')).total).toBe(0);
    expect((await call('GET', '/base/order/admin/list?status=9')).code).toBe(400);

    const detail = (await call('GET', `/base/order/admin/${paid}`)).data;
    expect(detail).toMatchObject({ orderNo: paid, status: 1, unlocks: [{ skillId: 2, productName: '口腔临床思辨能力训练', orderNo: paid }] });
    expect((await call('GET', '/base/order/admin/ABCDEFGH12345678')).code).toBe(404);
  });

  it('exports the filtered list as xlsx', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/base/order/admin/export', payload: { status: 1 }, headers: admin });
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('refund (sandbox)', () => {
  it('a paid order becomes refunded, its unlock goes and the phone shows the category locked again', async () => {
    const phone = await loginAs(s.app, 'student22');
    const userId = await userIdOf('student22');
    const { topId, leafId } = await newChapter(s.db, '全科医学');
    const product = (await call('POST', '/base/product/admin', productBody({ name: '全科医学专项', categoryIds: [topId] }))).data;
    expect(await phoneSeesUnlocked(s.app, phone, leafId)).toBe(false);
    const orderNo = await buy(userId, product.id);
    expect(await phoneSeesUnlocked(s.app, phone, leafId)).toBe(true);

    const res = await call('PUT', '/base/order/admin/refund', { orderNo, reason: '学员申请退款' });
    expect(res).toMatchObject({ code: 200, msg: '退款成功，已收回1项解锁', data: { status: 3, refundReason: '学员申请退款', relocked: 1 } });
    expect(res.data.refundTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await phoneSeesUnlocked(s.app, phone, leafId)).toBe(false);
    expect(await skillsOf(userId)).toEqual([]);

    // Once only; and the student can buy it again.
    expect(await call('PUT', '/base/order/admin/refund', { orderNo })).toMatchObject({ code: 500, msg: '只有已支付的订单可以退款' });
    await buy(userId, product.id);
    expect(await phoneSeesUnlocked(s.app, phone, leafId)).toBe(true);
  });

  it('refuses pending and unknown orders and bad order numbers, changing nothing', async () => {
    const userId = await userIdOf('student23');
    const { order } = await openOrder(s.db, userId, 2, 0);
    expect(await call('PUT', '/base/order/admin/refund', { orderNo: order.order_no })).toMatchObject({ code: 500, msg: '只有已支付的订单可以退款' });
    expect((await call('GET', `/base/order/admin/${order.order_no}`)).data.status).toBe(0);
    expect((await call('PUT', '/base/order/admin/refund', { orderNo: 'NOSUCHORDER1' })).code).toBe(404);
    expect((await call('PUT', '/base/order/admin/refund', { orderNo: "x' OR 1=1" })).code).toBe(400);
  });

  it('a skill another paid order also covers stays unlocked, now under that order', async () => {
    const userId = await userIdOf('student24');
    const single = await buy(userId, 1); // skill 1
    const all = await buy(userId, 3, 1); // every practice skill: skill 3
    const theoryAll = await buy(userId, 1, 1); // every theory skill: 1, 2 and the products other tests added
    const seeded = async () => (await skillsOf(userId)).filter(([skillId]) => Number(skillId) <= 3);
    expect(await seeded()).toEqual([
      [1, single],
      [2, theoryAll],
      [3, all],
    ]);
    const res = await call('PUT', '/base/order/admin/refund', { orderNo: single });
    expect(res.msg).toBe('退款成功，已收回0项解锁');
    expect(await seeded()).toEqual([
      [1, theoryAll],
      [2, theoryAll],
      [3, all],
    ]);
  });
});

describe("a student's unlocks", () => {
  it('lists, grants (no order) and revokes; the phone follows', async () => {
    const phone = await loginAs(s.app, 'student25');
    const userId = await userIdOf('student25');
    const { leafId } = await newChapter(s.db, '老年医学');
    const product = (await call('POST', '/base/product/admin', productBody({ name: '老年医学专项', categoryIds: [leafId] }))).data;
    expect((await call('GET', `/base/order/admin/unlock/list?userId=${userId}`)).data).toEqual([]);

    const granted = await call('POST', '/base/order/admin/unlock', { userId, skillIds: [product.skillId, 2] });
    expect(granted.code).toBe(200);
    expect(granted.data).toEqual([
      expect.objectContaining({ skillId: 2, productInfoId: 2, orderNo: null }),
      expect.objectContaining({ skillId: product.skillId, productName: '老年医学专项', orderNo: null }),
    ]);
    expect(await phoneSeesUnlocked(s.app, phone, leafId)).toBe(true);

    const revoked = await call('DELETE', `/base/order/admin/unlock/${userId}/${product.skillId}`);
    expect(revoked.data.map((u: { skillId: number }) => u.skillId)).toEqual([2]);
    expect(await phoneSeesUnlocked(s.app, phone, leafId)).toBe(false);
  });

  it('refuses unknown students and skills, and an empty grant', async () => {
    const userId = await userIdOf('student26');
    expect(await call('POST', '/base/order/admin/unlock', { userId, skillIds: [987654] })).toMatchObject({ code: 400, msg: '所选技能不存在' });
    expect(await call('POST', '/base/order/admin/unlock', { userId, skillIds: [] })).toMatchObject({ code: 400, msg: '请选择要解锁的技能' });
    expect((await call('POST', '/base/order/admin/unlock', { userId: 999999, skillIds: [1] })).code).toBe(404);
    expect((await call('GET', '/base/order/admin/unlock/list?userId=999999')).code).toBe(404);
    expect(await skillsOf(userId)).toEqual([]);
  });

  it('finds students by account, name or phone', async () => {
    const found = (await call('GET', '/base/order/admin/students?keyword=student2')).data as { userName: string }[];
    expect(found.length).toBeGreaterThan(5);
    expect(found.every((u) => u.userName.includes('student2'))).toBe(true);
  });
});
