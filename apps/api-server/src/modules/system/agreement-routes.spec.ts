import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, testServer } from '../../test-helpers';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const latest = (query = 'category=1&port=1&application=1') => s.app.inject({ method: 'GET', url: `/api/platform/agreement/maintain/latest?${query}` });
const edit = async (user: string, payload: object) =>
  s.app.inject({ method: 'PUT', url: '/api/platform/agreement/maintain', headers: await loginAs(s.app, user), payload });

describe('agreement', () => {
  it('serves the seeded agreement without a token, defaults every query field to 1', async () => {
    const body = (await latest('')).json();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ category: 1, port: 1, application: 1, title: '用户服务协议' });
    expect(body.data.content).toContain('<h2>用户服务协议</h2>');
  });

  it('answers null data for a scope with no agreement', async () => {
    expect((await latest('category=2&port=1&application=1')).json()).toEqual({ code: 200, msg: '操作成功', data: null });
  });

  it('an admin edit becomes the latest version; others get 403', async () => {
    const payload = { category: 1, port: 1, application: 1, title: '用户服务协议（修订）', content: '<p>新版内容</p>' };
    expect((await edit('teacher01', payload)).statusCode).toBe(403);
    const res = (await edit('admin', payload)).json();
    expect(res.data).toMatchObject({ title: '用户服务协议（修订）', content: '<p>新版内容</p>' });
    expect((await latest()).json().data.title).toBe('用户服务协议（修订）');
    expect(await s.ctx.db.selectFrom('agreement').select('id').execute()).toHaveLength(2);
  });

  it('validates the edit', async () => {
    expect((await edit('admin', { title: ' ', content: 'x' })).json()).toEqual({ code: 400, msg: '标题不能为空' });
  });
});
