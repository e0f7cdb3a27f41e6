/**
 * 问答管理 (issue 17) on both engines: businesses and their question/answer lists edited by the admin show on the
 * phone's chat (the same public calls `/artificial` makes) at once; refusals change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, testServer } from '../../test-helpers';

let s: Awaited<ReturnType<typeof testServer>>;
let admin: Record<string, string>;
let phone: Record<string, string>;
beforeAll(async () => {
  s = await testServer();
  admin = await loginAs(s.app, 'admin');
  phone = await loginAs(s.app, 'student28');
});
afterAll(() => s.close());

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  (await s.app.inject({ method, url: `/api${url}`, payload, headers })).json();
const phoneBusinesses = async (identify: string) => ((await call('GET', `/system/directory/list?type=1&identify=${identify}`, undefined, phone)).data as { directoryName: string }[]).map((d) => d.directoryName);

describe('问答管理', () => {
  it('a new business with a question shows on the phone; edits follow; a business with questions is not deleted', async () => {
    const { id } = (await call('POST', '/system/chatDirectory', { identify: 'TEST', directoryName: '证书与发票', sort: 1 })).data;
    expect(await phoneBusinesses('TEST')).toEqual(['证书与发票']);
    const dup = await call('POST', '/system/chatDirectory', { identify: 'TEST', directoryName: '证书与发票' });
    expect(dup).toMatchObject({ code: 500, msg: "新增业务'证书与发票'失败，该客服线路下已存在同名业务" });

    const q = (await call('POST', '/system/chatProblem', { pid: id, problem: '如何开具发票？', answer: '在订单详情中申请。' })).data;
    const onPhone = (await call('GET', `/system/problem/listByIdentify?identify=TEST&pid=${id}`, undefined, phone)).data;
    expect(onPhone).toEqual([expect.objectContaining({ problem: '如何开具发票？', answer: '在订单详情中申请。' })]);

    expect(await call('PUT', '/system/chatProblem', { id: q.id, pid: id, problem: '如何开具发票？', answer: '在“我的订单”中申请电子发票。' })).toMatchObject({ code: 200 });
    expect((await call('GET', `/system/problem/listByIdentify?identify=TEST&pid=${id}`, undefined, phone)).data[0].answer).toBe('在“我的订单”中申请电子发票。');
    expect((await call('GET', `/system/chatDirectory/list?identify=TEST`)).rows).toEqual([expect.objectContaining({ directoryName: '证书与发票', problemCount: 1 })]);

    expect(await call('DELETE', `/system/chatDirectory/${id}`)).toMatchObject({ code: 500, msg: "业务'证书与发票'下还有1个问题，不能删除" });
    expect(await call('DELETE', `/system/chatProblem/${q.id}`)).toMatchObject({ code: 200 });
    expect(await call('DELETE', `/system/chatDirectory/${id}`)).toMatchObject({ code: 200 });
    expect(await phoneBusinesses('TEST')).toEqual([]);
  });

  it('a question someone asked cannot be deleted; bad input is refused; students are kept out', async () => {
    const { total } = await call('GET', '/system/chatProblem/list?problem=忘记密码');
    expect(total).toBeGreaterThan(0);
    const asked = (await call('GET', '/system/chatProblem/list?problem=忘记密码')).rows[0];
    await call('POST', '/system/customer/add', { identify: asked.identify, type: 1, problemIds: String(asked.id) }, phone);
    expect((await call('DELETE', `/system/chatProblem/${asked.id}`)).msg).toMatch(/已被\d+条咨询记录引用/);
    expect((await call('POST', '/system/chatProblem', { pid: 999999, problem: '问', answer: '答' })).code).toBe(400);
    expect((await call('POST', '/system/chatProblem', { pid: asked.pid, problem: ' ', answer: '答' })).code).toBe(400);
    expect((await call('POST', '/system/chatDirectory', { identify: 'TEST', directoryName: 'x'.repeat(51) })).code).toBe(400);
    expect((await call('GET', '/system/chatDirectory/list?directoryName=%25')).total).toBe(0); // % is literal
    expect((await call('GET', '/system/chatDirectory/list', undefined, phone)).code).toBe(403);
  });
});
