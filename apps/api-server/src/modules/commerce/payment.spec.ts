import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, testServer } from '../../test-helpers';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
beforeAll(async () => {
  // The sandbox cashier exists in demo mode only (issue 14 row 3; attack-platform.spec covers it switched off).
  s = await testServer({ demoMode: true });
});
afterAll(() => s.close());

const get = async (url: string, user = 'student05') => s.app.inject({ method: 'GET', url: `/api${url}`, headers: await loginAs(s.app, user) });
/** The owner's ticket of each order seen on a pay page; forms post it as the learner page does. */
const tickets = new Map<string, string>();
const form = (url: string, fields: Record<string, string>) =>
  s.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ticket: tickets.get(fields.orderNo) ?? 'none', ...fields }).toString(),
  });
const unlocks = async (userId: number) =>
  (await s.ctx.db.selectFrom('user_skill_unlock').select('skill_id').where('user_id', '=', userId).orderBy('skill_id').execute()).map((r) => r.skill_id);
const orderNoOf = (html: string) => {
  const orderNo = /name="orderNo" value="([A-Za-z0-9]+)"/.exec(html)![1];
  tickets.set(orderNo, /name="ticket" value="([^"]+)"/.exec(html)![1]);
  return orderNo;
};
const actionOf = (html: string) => /action="([^"]+)"/.exec(html)![1];
/** student05 … student08 are users 105 … 108 (system seed). */
const userIdOf = (n: number) => 100 + n;

describe('products', () => {
  it('by skill id and by id, prices in yuan, batchInfo on one product and not the other', async () => {
    const one = (await get('/base/product/info/getBySkillId?skillId=1')).json().data;
    expect(one).toMatchObject({ id: 1, skillId: 1, marketPrice: 199, preferentialPrice: 99, batchInfo: { marketPrice: 399, preferentialPrice: 168 }, skillType: 1 });
    expect(one.introduceUrls.split(',')).toHaveLength(3);
    const two = (await get('/base/product/info/getById/2')).json().data;
    expect(two).toMatchObject({ id: 2, skillId: 2, batchInfo: null });
    expect((await get('/base/product/info/getBySkillId?skillId=99')).json().code).toBe(404);
  });

  it('serves the generated carousel images', async () => {
    const url = (await get('/base/product/info/getById/1')).json().data.introduceUrls.split(',')[0];
    const res = await s.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<svg');
  });

  it('needs a token', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/api/base/product/info/getById/1' })).statusCode).toBe(401);
  });
});

describe('payment through the sandbox', () => {
  it('pay page form → sandbox cashier → paid, unlock recorded, back to /Alipay; repeating changes nothing', async () => {
    const page = (await get('/base/product/order/getPayPage?productInfoId=2&all=0', 'student05')).json();
    expect(page.code).toBe(200);
    const orderNo = orderNoOf(page.data);
    expect(actionOf(page.data)).toBe('/api/base/product/order/sandbox');

    const cashier = await form('/api/base/product/order/sandbox', { orderNo });
    expect(cashier.headers['content-type']).toContain('text/html');
    expect(cashier.body).toContain('¥88.00');
    expect(cashier.body).toContain('确认支付');
    expect(cashier.body).toContain('取消');

    const paid = await form('/api/base/product/order/sandbox/complete', { orderNo, decision: 'pay' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/learner/#/Alipay?skillId=2&out_trade_no=${orderNo}&total_amount=88.00&payStatus=1`);
    expect(await unlocks(userIdOf(5))).toEqual([2]);

    // A resubmitted form or a second notice: still one paid order, no new unlock rows, same answer.
    const again = await form('/api/base/product/order/sandbox/complete', { orderNo, decision: 'pay' });
    expect(again.headers.location).toBe(paid.headers.location);
    const cancelAfter = await form('/api/base/product/order/sandbox/complete', { orderNo, decision: 'cancel' });
    expect(cancelAfter.headers.location).toContain('payStatus=1');
    expect((await form('/api/base/product/order/sandbox', { orderNo })).statusCode).toBe(303);
    const orders = await s.ctx.db.selectFrom('product_order').select(['status', 'pay_time']).where('user_id', '=', userIdOf(5)).execute();
    expect(orders).toHaveLength(1);
    expect(orders[0].status).toBe(1);

    // Buying what is owned is refused (601 warning).
    expect((await get('/base/product/order/getPayPage?productInfoId=2&all=0', 'student05')).json()).toEqual({ code: 601, msg: '已解锁，无需重复购买' });
  });

  it('a second 立即购买 reuses the pending order', async () => {
    const a = orderNoOf((await get('/base/product/order/getPayPage?productInfoId=1&all=0', 'student06')).json().data);
    const b = orderNoOf((await get('/base/product/order/getPayPage?productInfoId=1&all=0', 'student06')).json().data);
    expect(b).toBe(a);
  });

  it('cancel returns payStatus 0 and unlocks nothing; a later purchase makes a new order', async () => {
    const orderNo = orderNoOf((await get('/base/product/order/getPayPage?productInfoId=1&all=0', 'student07')).json().data);
    const res = await form('/api/base/product/order/sandbox/complete', { orderNo, decision: 'cancel' });
    expect(res.headers.location).toContain('payStatus=0');
    expect(await unlocks(userIdOf(7))).toEqual([]);
    expect((await form('/api/base/product/order/sandbox/complete', { orderNo, decision: 'pay' })).headers.location).toContain('payStatus=0');
    expect(await unlocks(userIdOf(7))).toEqual([]);
    const next = orderNoOf((await get('/base/product/order/getPayPage?productInfoId=1&all=0', 'student07')).json().data);
    expect(next).not.toBe(orderNo);
  });

  it('all skills: unlocks every skill of the kind at the batch price; refused without batchInfo', async () => {
    const page = (await get('/base/product/order/getPayPage?productInfoId=1&all=1', 'student08')).json().data;
    const orderNo = orderNoOf(page);
    expect((await form('/api/base/product/order/sandbox', { orderNo })).body).toContain('¥168.00');
    await form('/api/base/product/order/sandbox/complete', { orderNo, decision: 'pay' });
    expect(await unlocks(userIdOf(8))).toEqual([1, 2]);

    expect((await get('/base/product/order/getPayPage?productInfoId=2&all=1', 'student09')).json()).toEqual({ code: 500, msg: '数据异常！暂不可选择全部技能' });
  });

  it('an order paid after the skill was bought elsewhere is cancelled, never charged twice', async () => {
    const first = orderNoOf((await get('/base/product/order/getPayPage?productInfoId=3&all=0', 'student10')).json().data);
    const batch = orderNoOf((await get('/base/product/order/getPayPage?productInfoId=3&all=1', 'student10')).json().data);
    await form('/api/base/product/order/sandbox/complete', { orderNo: batch, decision: 'pay' });
    const late = await form('/api/base/product/order/sandbox/complete', { orderNo: first, decision: 'pay' });
    expect(late.headers.location).toContain('payStatus=0');
    const paid = await s.ctx.db
      .selectFrom('product_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userIdOf(10))
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    expect(paid.n).toBe(1);
  });

  it('rejects unknown orders and malformed input', async () => {
    expect((await form('/api/base/product/order/sandbox', { orderNo: 'ABCDEF1234' })).json().code).toBe(404);
    expect((await form('/api/base/product/order/sandbox/complete', { orderNo: 'x', decision: 'pay' })).json().code).toBe(400);
    expect((await get('/base/product/order/getPayPage?productInfoId=1&all=3')).json().code).toBe(400);
  });
});
