/**
 * Tokens and headers (issue 9 "Security"): tokens and passwords never reach the logs, login is throttled,
 * every kind of answer `npm start` serves carries the security headers. (That the built apps need nothing the CSP
 * forbids is checked after the build, in e2e/tests/harness/built-apps.spec.ts.)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MOUNTS } from '../src/app';
import { CONTENT_SECURITY_POLICY, LANDING_CONTENT_SECURITY_POLICY } from '../src/core/security-headers';
import { LOGIN_FIRST_DELAY_MS, LOGIN_FREE_FAILURES_PER_PAIR, throttledMessage } from '../src/modules/system/login-throttle';
import { loginAs, testServer } from '../src/test-helpers';

type Server = Awaited<ReturnType<typeof testServer>>;

describe('tokens never reach the logs', () => {
  it('not from the query, the Authorization header, a refresh answer or a failed login', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const s = await testServer({ logLevel: 'debug' }, { logStream });
    try {
      const password = '123456';
      const login = (await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'student01', password } })).json();
      const token: string = login.data.access_token;
      const auth = { authorization: `Bearer ${token}` };
      await s.app.inject({ method: 'GET', url: `/learner/?token=${token}#/home`, headers: auth });
      await s.app.inject({ method: 'GET', url: `/api/no/such/route?access_token=${token}`, headers: auth });
      await s.app.inject({ method: 'GET', url: `/api/system/dict/data/list?Token=${token}`, headers: { authorization: `Bearer ${token}x` } });
      const refreshed = (await s.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: auth })).json();
      await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'student02', password: 'wrong-secret-pw' } });
      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(5);
      for (const secret of [token, refreshed.data.access_token as string, password, 'wrong-secret-pw']) expect(log).not.toContain(secret);
      expect(log).toContain('token=***');
      expect(log).toContain('access_token=***');
    } finally {
      await s.close();
    }
  });
});

describe('login throttle', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  it(`makes the guessing address wait after ${LOGIN_FREE_FAILURES_PER_PAIR} wrong passwords, without locking the account`, async () => {
    const attempt = (password: string, remoteAddress = '10.9.9.9') =>
      s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'teacher02', password }, remoteAddress });
    for (let i = 1; i <= LOGIN_FREE_FAILURES_PER_PAIR; i++) expect((await attempt(`guess${i}`)).json().msg).toBe('用户不存在/密码错误');
    expect((await attempt('123456')).json()).toEqual({ code: 500, msg: throttledMessage(LOGIN_FIRST_DELAY_MS) });
    expect((await attempt('123456', '10.1.1.1')).json().code).toBe(200);
  });

  it('sets no cookie: the token travels only in the answer body and the Authorization header', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'student03', password: '123456' } });
    expect(res.json().code).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('security headers on everything served', () => {
  let s: Server;
  let staticDir: string;
  beforeAll(async () => {
    // A stand-in for dist/apps so the check does not depend on a build having run.
    staticDir = mkdtempSync(join(tmpdir(), 'medteach-static-'));
    for (const project of Object.values(APP_MOUNTS)) {
      mkdirSync(join(staticDir, project, 'assets'), { recursive: true });
      writeFileSync(join(staticDir, project, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./assets/index.js"></script>');
      writeFileSync(join(staticDir, project, 'assets', 'index.js'), 'export {};');
    }
    mkdirSync(join(staticDir, 'landing-pages', 'root'));
    writeFileSync(join(staticDir, 'landing-pages', 'root', 'index.html'), '<!doctype html><p>root</p>');
    s = await testServer({ staticDir });
  });
  afterAll(async () => {
    await s.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

  it.each(Object.keys(APP_MOUNTS).map((m) => [`/${m}/`]).concat([['/'], ['/nowhere']]))('HTML %s: CSP, nosniff, frame rule', async (url) => {
    const res = await get(url);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toBe(url === '/landing/' ? LANDING_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('the CSP forbids inline and foreign scripts, plugins and framing by other sites', () => {
    const directives = Object.fromEntries(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
  });

  it('only the landing pages may also load the WeChat JS-SDK, that one file; the rest of their policy is the same', () => {
    expect(LANDING_CONTENT_SECURITY_POLICY).toBe(CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' https://res.wx.qq.com/open/js/jweixin-1.6.0.js"));
  });

  it('JSON answers (success, 401, 404, 400) and scripts carry nosniff', async () => {
    const auth = await loginAs(s.app, 'student01');
    const answers = [
      await get('/api/system/dict/data/list', auth),
      await get('/api/system/dict/data/list'),
      await get('/api/no/such/route', auth),
      await s.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' }),
      await get('/learner/assets/index.js'),
    ];
    for (const res of answers) {
      expect(res.headers['x-content-type-options'], res.body.slice(0, 60)).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
