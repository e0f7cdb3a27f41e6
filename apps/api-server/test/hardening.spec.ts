import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, testServer } from '../src/test-helpers';
import { redactUrl } from '../src/core/logging';
import { sqlOne } from './support/raw-sql';

type Server = Awaited<ReturnType<typeof testServer>>;

describe('bad input never stores anything and never leaks internals', () => {
  let s: Server;
  let admin: Record<string, string>;
  beforeAll(async () => {
    s = await testServer();
    admin = await loginAs(s.app, 'admin');
  });
  afterAll(() => s.close());
  const dictCount = async () => ((await sqlOne<{ n: number }>(s.ctx.db, 'SELECT COUNT(*) AS n FROM sys_dict_data'))).n;

  it('malformed JSON → 400 envelope in Chinese', async () => {
    const before = await dictCount();
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/system/dict/data',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"dictLabel": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '请求格式不正确' });
    expect(await dictCount()).toBe(before);
  });

  it('a NUL character in a path, query or body → 400, nothing stored (PostgreSQL text refuses it: was a 500 there)', async () => {
    const before = await dictCount();
    const body = await s.app.inject({
      method: 'POST',
      url: '/api/system/dict/data',
      headers: admin,
      payload: { dictType: 'sys_yes_no', dictLabel: 'a\u0000b', dictValue: 'Z', dictSort: 1, status: '0' },
    });
    const path = await s.app.inject({ method: 'GET', url: '/api/system/dict/data/1%00', headers: admin });
    const query = await s.app.inject({ method: 'GET', url: '/api/system/dict/data/list?dictLabel=a%00', headers: admin });
    for (const res of [body, path, query]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '请求格式不正确' });
    }
    expect(await dictCount()).toBe(before);
  });

  it('an id list naming an id past the id range → 400 (PostgreSQL bigint overflowed: a 500 the fuzz harness found)', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/structuralExam/examSkillQuestion/getByIds?examSkillIds=1,99999999999999999999999', headers: admin });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ code: 400 });
  });

  it('wrong types → 400 naming the field, nothing stored', async () => {
    const before = await dictCount();
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/system/dict/data',
      headers: admin,
      payload: { dictType: 'sys_yes_no', dictLabel: ['x'], dictValue: 1 },
    });
    expect(res.json()).toEqual({ code: 400, msg: '数据标签不能为空' });
    const sort = await s.app.inject({ method: 'POST', url: '/api/system/dict/data', headers: admin, payload: { dictType: 'a', dictLabel: 'x', dictValue: '1', dictSort: 'first' } });
    expect(sort.json()).toEqual({ code: 400, msg: '参数 dictSort 格式不正确' });
    expect(await dictCount()).toBe(before);
  });

  it('an oversized JSON body is refused before parsing', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: '请求内容过大' });
  });

  it('an unknown /api route → 404 envelope; an unknown page → 404 html', async () => {
    const api = await s.app.inject({ method: 'GET', url: '/api/no/such/thing', headers: admin });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, msg: '访问资源不存在' });
    const page = await s.app.inject({ method: 'GET', url: '/nowhere' });
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('a route without a token → 401', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/system/dict/data/list' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, msg: '认证失败，无法访问系统资源' });
  });
});

describe('GET /health', () => {
  it('is public, plain JSON', async () => {
    const s = await testServer();
    try {
      const res = await s.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'UP', uptime: expect.any(Number), db: 'UP' });
    } finally {
      await s.close();
    }
  });
});

describe('structured logs', () => {
  it('redacts credentials in URLs and keeps the rest', () => {
    expect(redactUrl('/learner/?token=abc.def&planDetailId=1')).toBe('/learner/?token=***&planDetailId=1');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('never write the bearer token or a query token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const s = await testServer({ logLevel: 'info' }, { logStream: stream });
    try {
      const login = (await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'student01', password: '123456' } })).json();
      const token: string = login.data.access_token;
      await s.app.inject({ method: 'GET', url: `/api/system/user/getInfo?token=${token}`, headers: { authorization: `Bearer ${token}` } });
      const log = lines.join('');
      expect(log).toContain('/api/system/user/getInfo?token=***');
      expect(log).not.toContain(token);
      expect(log).not.toContain('123456');
      expect(JSON.parse(lines[0])).toHaveProperty('level');
    } finally {
      await s.close();
    }
  });
});
