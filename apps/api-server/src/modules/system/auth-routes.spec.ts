import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigKey } from '@medteach/contract';
import { loginAs, testServer } from '../../test-helpers';
import { LOGIN_FIRST_DELAY_MS, LOGIN_FREE_FAILURES_PER_PAIR, throttledMessage } from './login-throttle';
import { SMS_CODE_WRONG } from './sms-codes';
import { SMS_RESEND_SECONDS, smsTooFrequent } from './sms-limits';
import { REGISTER_CLOSED, WRONG_CREDENTIALS } from './auth-routes';
import { signPlatformAssertion } from './platform-assertion';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
beforeEach(async () => {
  s = await testServer();
});
afterEach(() => s.close());

const post = (url: string, payload: unknown, headers = {}) => s.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
const getInfo = (headers: Record<string, string>) => s.app.inject({ method: 'GET', url: '/api/system/user/getInfo', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Asks for a code and reads it where the SMS gateway would (the answer carries it only in demo mode). */
async function smsCode(phone: string): Promise<string> {
  const res = await post('/auth/code', { phone });
  expect(res.json().code).toBe(200);
  return (await s.ctx.db.selectFrom('sms_code').select('code').where('phone', '=', phone).executeTakeFirstOrThrow()).code;
}

describe('POST /auth/login', () => {
  it('grants a token with the user and roles for a trimmed username', async () => {
    const res = await post('/auth/login', { username: '  teacher01 ', password: '123456' });
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ expires_in: 720, newer: false, roles: ['teacher'], user: { userId: 2, userName: 'teacher01', realName: '王建国' } });
    expect((await getInfo(bearer(body.data.access_token))).json().data.user.userId).toBe(2);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    for (const payload of [{ username: 'teacher01', password: 'nope' }, { username: 'ghost', password: '123456' }]) {
      const body = (await post('/auth/login', payload)).json();
      expect(body).toEqual({ code: 500, msg: WRONG_CREDENTIALS });
    }
  });

  it(`after ${LOGIN_FREE_FAILURES_PER_PAIR} wrong passwords the guessing address waits; the owner's address does not`, async () => {
    const guess = (password: string) => s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'student01', password }, remoteAddress: '10.0.0.66' });
    for (let i = 0; i < LOGIN_FREE_FAILURES_PER_PAIR; i++) expect((await guess('wrong')).json().msg).toBe(WRONG_CREDENTIALS);
    expect((await guess('123456')).json()).toEqual({ code: 500, msg: throttledMessage(LOGIN_FIRST_DELAY_MS) });
    expect((await post('/auth/login', { username: 'student01', password: '123456' })).json().code).toBe(200);
    // Once the wait is over the guessing address may try again.
    await s.ctx.db.updateTable('login_attempt').set((eb) => ({ last_failure_at: eb('last_failure_at', '-', LOGIN_FIRST_DELAY_MS) })).execute();
    expect((await guess('123456')).json().code).toBe(200);
  });

  it('answers 400 in Chinese for a missing password', async () => {
    const res = await post('/auth/login', { username: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '请输入密码' });
  });
});

describe('phone code and register', () => {
  it('registers a new phone as a student (newer: true), then logs the same phone in (newer: false)', async () => {
    const phone = '13912345678';
    const first = (await post('/auth/register', { phone, code: await smsCode(phone) })).json();
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ newer: true, roles: ['student'], user: { userName: phone, phone } });

    await s.ctx.db.deleteFrom('sms_request').execute(); // skip the resend interval
    const again = (await post('/auth/register', { phone, code: await smsCode(phone) })).json();
    expect(again.data).toMatchObject({ newer: false, user: { userId: first.data.user.userId } });
  });

  it('refuses a wrong code, and a code cannot be used twice', async () => {
    const phone = '13800000001';
    const code = await smsCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('/auth/register', { phone, code: wrong })).json()).toEqual({ code: 500, msg: SMS_CODE_WRONG });
    const ok = (await post('/auth/register', { phone, code })).json();
    expect(ok.data.user.userName).toBe('student01');
    expect((await post('/auth/register', { phone, code })).json().code).toBe(500);
  });

  it('limits code requests to one a minute per phone', async () => {
    await smsCode('13700000000');
    expect((await post('/auth/code', { phone: '13700000000' })).json()).toEqual({ code: 500, msg: smsTooFrequent(SMS_RESEND_SECONDS * 1000) });
  });

  it('refuses new phones when registration is switched off', async () => {
    await s.ctx.db.updateTable('sys_config').set({ config_value: 'false' }).where('config_key', '=', ConfigKey.REGISTER_USER).execute();
    const phone = '13600000000';
    expect((await post('/auth/register', { phone, code: await smsCode(phone) })).json()).toEqual({ code: 500, msg: REGISTER_CLOSED });
  });

  it('validates the phone format', async () => {
    expect((await post('/auth/code', { phone: '12345' })).json()).toEqual({ code: 400, msg: '手机号格式不正确' });
  });
});

describe('POST /auth/platform/login', () => {
  const identity = { platformId: 'app-1', platformType: 1, personId: 'P-42' };
  const PLATFORM_SECRET = 'platform-test-secret';
  let clock = Date.now();
  /** The identity as the host platform sends it: signed, each time with a new timestamp. */
  const signed = (extra: object = {}) => {
    const timestamp = ++clock;
    return { data: { ...identity, ...extra, timestamp, signature: signPlatformAssertion(PLATFORM_SECRET, identity.platformId, identity.personId, timestamp) } };
  };
  beforeEach(() => {
    s.ctx.config.platformSecret = PLATFORM_SECRET;
  });

  it('opens a student account on the first visit and reuses it afterwards', async () => {
    const first = (await post('/auth/platform/login', signed())).json();
    expect(first.data).toMatchObject({ newer: true, roles: ['student'], user: { userName: 'app-1_P-42' } });
    const second = (await post('/auth/platform/login', signed())).json();
    expect(second.data).toMatchObject({ newer: false, user: { userId: first.data.user.userId } });
  });

  it('binds the platform identity to the account of a verified phone', async () => {
    const phone = '13800000005';
    const res = (await post('/auth/platform/login', signed({ phone, code: await smsCode(phone) }))).json();
    expect(res.data).toMatchObject({ newer: false, user: { userName: 'student05' } });
    expect((await post('/auth/platform/login', signed())).json().data.user.userName).toBe('student05');
  });

  it('gives a new account a free user name when the generated one is taken', async () => {
    await s.ctx.db.updateTable('sys_user').set({ user_name: 'app-1_P-42' }).where('user_name', '=', 'student30').execute();
    const res = await post('/auth/platform/login', signed());
    expect(res.json().data.user.userName).toBe('app-1_P-42_2');
  });

  it('refuses another platform type', async () => {
    expect((await post('/auth/platform/login', { data: { ...identity, platformType: 2 } })).json()).toEqual({ code: 400, msg: '平台类型不正确' });
  });
});

describe('session calls', () => {
  it('refresh issues a new token and revokes the old one', async () => {
    const old = await loginAs(s.app, 'student01');
    const res = (await post('/auth/refresh', {}, old)).json();
    expect(res.code).toBe(200);
    expect((await getInfo(old)).statusCode).toBe(401);
    expect((await getInfo(bearer(res.data.access_token))).json().code).toBe(200);
  });

  it('logout ends the session', async () => {
    const auth = await loginAs(s.app, 'teacher02');
    expect((await s.app.inject({ method: 'DELETE', url: '/api/auth/logout', headers: auth })).json().code).toBe(200);
    expect((await getInfo(auth)).json()).toEqual({ code: 401, msg: '认证失败，无法访问系统资源' });
  });

  it('getInfo returns roles, admin permissions and the student flag', async () => {
    const admin = (await getInfo(await loginAs(s.app, 'admin'))).json().data;
    expect(admin).toMatchObject({ roles: ['admin'], permissions: ['*:*:*'], isStudents: false });
    const student = (await getInfo(await loginAs(s.app, 'student11'))).json().data;
    expect(student).toMatchObject({ roles: ['student'], permissions: [], isStudents: true, user: { classId: 2, className: '临床医学2024级2班' } });
  });

  it('getInfo turns an empty role list into ROLE_DEFAULT', async () => {
    await s.ctx.db.updateTable('sys_user').set({ roles: '' }).where('user_name', '=', 'student20').execute();
    expect((await getInfo(await loginAs(s.app, 'student20'))).json().data.roles).toEqual(['ROLE_DEFAULT']);
  });

  it('401 without a token or with a forged one', async () => {
    expect((await getInfo({})).statusCode).toBe(401);
    expect((await getInfo(bearer('not.a.token'))).json().code).toBe(401);
  });
});
