/**
 * Issue 14 attack suite, the auth rows: each test replays what the red team did and asserts it no longer gets in.
 * Rows: 1 (SMS code echoed), 2 (platform login without proof), 8 (anonymous lockout, blacklist, captcha),
 * 9 (bcrypt on the event loop), 10 (refusals as HTTP 500), 13 (no password change / reset, cookie flags).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/core/config';
import { DEMO_IN_PRODUCTION, readDemoMode } from '../src/core/demo-mode';
import { testServer } from '../src/test-helpers';

type Server = Awaited<ReturnType<typeof testServer>>;
const servers: Server[] = [];
async function server(overrides: Parameters<typeof testServer>[0] = {}) {
  const s = await testServer(overrides);
  servers.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const post = (s: Server, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });

describe('row 1: SMS codes are never handed to the caller outside demo mode', () => {
  it('a server started without DEMO_MODE answers /auth/code without the code, whatever NODE_ENV says', async () => {
    const s = await server();
    const res = await post(s, '/auth/code', { phone: '13800000001' });
    expect(res.json()).toEqual({ code: 200, msg: '操作成功', data: {} });
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: s.ctx.config.dataDir }).demoMode).toBe(false);
  });

  it('demo mode echoes the code, and the code signs the phone in', async () => {
    const s = await server({ demoMode: true });
    const { data } = (await post(s, '/auth/code', { phone: '13800000001' })).json();
    expect(data.code).toMatch(/^\d{6}$/);
    expect((await post(s, '/auth/register', { phone: '13800000001', code: data.code })).json().data.user.userName).toBe('student01');
  });

  it('demo mode is switched on only by DEMO_MODE=1 and refused in production', () => {
    expect(readDemoMode({})).toBe(false);
    expect(readDemoMode({ DEMO_MODE: 'true' })).toBe(false);
    expect(readDemoMode({ DEMO_MODE: '1' })).toBe(true);
    expect(() => readDemoMode({ DEMO_MODE: '1', NODE_ENV: 'production' })).toThrow(DEMO_IN_PRODUCTION);
  });
});
