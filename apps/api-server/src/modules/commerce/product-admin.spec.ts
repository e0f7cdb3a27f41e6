import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../system/xlsx';
import { loginAs, testServer } from '../../test-helpers';
import { newChapter, phoneSeesUnlocked, productBody } from './admin-test-support';
import { openOrder, payOrder } from './orders';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
let admin: Record<string, string>;
let student: Record<string, string>;
beforeAll(async () => {
  // Not demo mode: the refund refusal without the sandbox is checked here.
  s = await testServer();
  admin = await loginAs(s.app, 'admin');
  student = await loginAs(s.app, 'student11');
});
afterAll(() => s.close());

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  (await s.app.inject({ method, url: `/api${url}`, payload, headers })).json();
const productCount = async () => (await s.db.selectFrom('product_info').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('商品管理 list and export', () => {
  it('lists the seeded skills with prices in yuan, categories unlocked and paid orders; filters by name and kind', async () => {
    const all = await call('GET', '/base/product/admin/list?pageNum=1&pageSize=10');
    expect(all.total).toBe(3);
    expect(all.rows[0]).toMatchObject({ id: 1, skillId: 1, name: '临床思维能力训练', marketPrice: 199, preferentialPrice: 99, batchMarketPrice: 399, batchPreferentialPrice: 168, discountTag: true });
    expect(all.rows[0].introduceUrls).toHaveLength(3);
    // Skill 1 locks 内科学 and 外科学 with their sub-categories in the seed.
    expect(all.rows[0].categoryCount).toBeGreaterThan(2);
    expect((await call('GET', '/base/product/admin/list?name=口腔')).rows.map((r: { id: number }) => r.id)).toEqual([2]);
    expect((await call('GET', '/base/product/admin/list?skillType=2')).rows.map((r: { id: number }) => r.id)).toEqual([3]);
  });

  it('exports the filtered list as xlsx', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/base/product/admin/export', payload: { skillType: 1 }, headers: admin });
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('the unlock picker lists every category with the product that unlocks it', async () => {
    const options = (await call('GET', '/base/product/admin/categories')).data as { name: string; productName: string | null }[];
    expect(options.find((c) => c.name === '内科学')?.productName).toBe('临床思维能力训练');
  });
});

describe('a new product unlocking a new category, seen by the phone at once', () => {
  it('creates, locks the chapter for students, edits price / tag / mapping, and the phone follows without a restart', async () => {
    const { topId, leafId } = await newChapter(s.db, '急诊医学');
    expect(await phoneSeesUnlocked(s.app, student, leafId)).toBe(true); // no skill yet: open to everyone

    const created = await call('POST', '/base/product/admin', productBody({ categoryIds: [topId] }));
    expect(created.code).toBe(200);
    const product = created.data;
    // The first-level category brings its sub-category; the skill is new (no other product or category has it).
    expect(product.categoryIds).toEqual([topId, leafId]);
    expect(product.skillId).toBeGreaterThan(3);
    expect(await phoneSeesUnlocked(s.app, student, leafId)).toBe(false);
    const phoneProduct = await call('GET', `/base/product/info/getBySkillId?skillId=${product.skillId}`, undefined, student);
    expect(phoneProduct.data).toMatchObject({ id: product.id, name: '外科急症专项训练', preferentialPrice: 29.9, marketPrice: 59.9, batchInfo: null, discountTag: true });
    // The bridge's purchase details on the category come from the product.
    const leaf = await s.db.selectFrom('qb_category').selectAll().where('id', '=', leafId).executeTakeFirstOrThrow();
    expect(leaf).toMatchObject({ skill_id: product.skillId, product_info_id: product.id, skill_name: '外科急症专项训练', skill_integral: 300 });

    // A new price, the tag off and 全部技能 prices: the phone's next read has them.
    const edited = await call('PUT', '/base/product/admin', productBody({ id: product.id, name: '急诊急救专项训练', preferentialPrice: 19.9, discountTag: false, batchMarketPrice: 99, batchPreferentialPrice: 49.5 }));
    expect(edited.code).toBe(200);
    const after = (await call('GET', `/base/product/info/getById/${product.id}`, undefined, student)).data;
    expect(after).toMatchObject({ preferentialPrice: 19.9, discountTag: false, batchInfo: { marketPrice: 99, preferentialPrice: 49.5 } });
    // Without categoryIds the mapping stays, and its labels follow the rename.
    expect(edited.data.categoryIds).toEqual([topId, leafId]);
    expect((await s.db.selectFrom('qb_category').select('skill_name').where('id', '=', leafId).executeTakeFirstOrThrow()).skill_name).toBe('急诊急救专项训练');

    // Taken off the product, the chapter opens to everyone again.
    const unmapped = await call('PUT', '/base/product/admin', productBody({ id: product.id, name: '急诊急救专项训练', categoryIds: [] }));
    expect(unmapped.data.categoryIds).toEqual([]);
    expect(await phoneSeesUnlocked(s.app, student, leafId)).toBe(true);
    await call('DELETE', `/base/product/admin/${product.id}`);
  });

  it('moves a category from another product when mapped here', async () => {
    const { leafId } = await newChapter(s.db, '康复医学');
    const first = (await call('POST', '/base/product/admin', productBody({ name: '康复一', categoryIds: [leafId] }))).data;
    const second = (await call('POST', '/base/product/admin', productBody({ name: '康复二', categoryIds: [leafId] }))).data;
    expect((await call('GET', `/base/product/admin/${first.id}`)).data.categoryIds).toEqual([]);
    expect(second.categoryIds).toEqual([leafId]);
  });
});

describe('bad input changes nothing', () => {
  it.each([
    [{ name: '  ' }, '商品名称不能为空'],
    [{ preferentialPrice: 80, marketPrice: 60 }, '优惠价不能高于市场价'],
    [{ preferentialPrice: 0 }, '价格须在0.01至100000元之间，最多两位小数'],
    [{ preferentialPrice: 9.999 }, '价格须在0.01至100000元之间，最多两位小数'],
    [{ batchMarketPrice: 99 }, '全部技能的市场价和优惠价须同时填写'],
    [{ introduceUrls: ['javascript:alert(1)'] }, '图片地址不正确，请重新上传'],
    [{ introduceUrls: ['/file/a.png,/file/b.png'] }, '图片地址不正确，请重新上传'],
    [{ skillType: 7 }, '技能类型不正确'],
    [{ categoryIds: [999999] }, '所选分类不存在'],
  ])('%j → %s', async (over, msg) => {
    const before = await productCount();
    const res = await call('POST', '/base/product/admin', productBody({ name: '坏数据商品', ...over }));
    expect(res).toMatchObject({ code: 400, msg });
    expect(await productCount()).toBe(before);
  });

  it('refuses a name already used, in RuoYi words', async () => {
    expect(await call('POST', '/base/product/admin', productBody({ name: '临床思维能力训练' }))).toMatchObject({ code: 500, msg: "新增商品'临床思维能力训练'失败，商品名称已存在" });
    expect(await call('PUT', '/base/product/admin', productBody({ id: 2, name: '临床思维能力训练' }))).toMatchObject({ code: 500, msg: "修改商品'临床思维能力训练'失败，商品名称已存在" });
    expect((await call('GET', '/base/product/admin/2')).data.name).toBe('口腔临床思辨能力训练');
  });

  it('edits need an existing id', async () => {
    expect((await call('PUT', '/base/product/admin', productBody())).code).toBe(400);
    expect((await call('PUT', '/base/product/admin', productBody({ id: 9999 }))).code).toBe(404);
  });
});

describe('deleting', () => {
  it('refuses a product with orders or with categories, deletes one with neither', async () => {
    const userId = (await s.db.selectFrom('sys_user').select('user_id').where('user_name', '=', 'student12').executeTakeFirstOrThrow()).user_id;
    const { leafId } = await newChapter(s.db, '麻醉学');
    const sold = (await call('POST', '/base/product/admin', productBody({ name: '麻醉专项', categoryIds: [leafId] }))).data;
    expect(await call('DELETE', `/base/product/admin/${sold.id}`)).toMatchObject({ code: 500, msg: "商品'麻醉专项'仍解锁1个题库分类，请先取消关联（否则这些分类将对所有学员开放）" });
    const { order } = await openOrder(s.db, userId, sold.id, 0);
    await payOrder(s.db, order.order_no);
    await call('PUT', '/base/product/admin', productBody({ id: sold.id, name: '麻醉专项', categoryIds: [] }));
    expect(await call('DELETE', `/base/product/admin/${sold.id}`)).toMatchObject({ code: 500, msg: "商品'麻醉专项'已有订单，不能删除" });

    const spare = (await call('POST', '/base/product/admin', productBody({ name: '闲置商品' }))).data;
    expect((await call('DELETE', `/base/product/admin/${spare.id}`)).code).toBe(200);
    expect((await call('GET', `/base/product/admin/${spare.id}`)).code).toBe(404);
    expect((await call('GET', `/base/product/admin/${sold.id}`)).code).toBe(200);
  });
});

describe('refunds outside demo mode', () => {
  it('are refused: the money goes back on the real provider, which this server does not drive', async () => {
    const userId = (await s.db.selectFrom('sys_user').select('user_id').where('user_name', '=', 'student13').executeTakeFirstOrThrow()).user_id;
    const { order } = await openOrder(s.db, userId, 3, 0);
    await payOrder(s.db, order.order_no);
    const res = await call('PUT', '/base/order/admin/refund', { orderNo: order.order_no });
    expect(res.code).toBe(500);
    expect(res.msg).toContain('请先在支付平台办理退款');
    expect((await call('GET', `/base/order/admin/${order.order_no}`)).data).toMatchObject({ status: 1, unlocks: [{ skillId: 3 }] });
  });
});
