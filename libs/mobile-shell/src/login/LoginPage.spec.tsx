import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi, createMemoryTokenStore, resetApiConfig, type TokenStore } from '@medteach/api-client';
import { mobileNotifier } from '@medteach/ui-kit';
import { authPaths } from '@medteach/contract';
import LoginPage from './LoginPage';
import type { LoginMode } from './modes';
import { renderRoutes } from '../testing';

const server = setupServer();
const calls: { path: string; body: unknown }[] = [];
const grant = (token: string) => ({
  code: 200,
  msg: '操作成功',
  data: { access_token: token, expires_in: 720, newer: false, roles: [], user: { userId: 3, userName: 'student01' } },
});
const record = (path: string, reply: object) =>
  http.post(`*/api${path}`, async ({ request }) => {
    calls.push({ path, body: await request.json() });
    return HttpResponse.json(reply);
  });

let tokens: TokenStore;
let captchaEnabled = false;
let challenges = 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  calls.length = 0;
  tokens = createMemoryTokenStore();
  configureApi({ tokenStore: tokens });
  captchaEnabled = false;
  server.use(
    http.get(`*/api${authPaths.captchaImage}`, () =>
      HttpResponse.json(captchaEnabled ? { code: 200, msg: '操作成功', captchaEnabled, uuid: `uuid-${++challenges}`, img: btoa('<svg xmlns="http://www.w3.org/2000/svg"/>') } : { code: 200, msg: '操作成功', captchaEnabled }),
    ),
    record(authPaths.login, grant('password-token')),
    record(authPaths.smsCode, { code: 200, msg: '操作成功' }),
    record(authPaths.register, grant('sms-token')),
  );
});
afterEach(() => {
  server.resetHandlers();
  resetApiConfig();
});

const renderLogin = (path = '/login', modes?: readonly LoginMode[]) =>
  renderRoutes(
    [
      { path: '/login', element: <LoginPage appTitle="医学题库" modes={modes} /> },
      { path: '/', element: <p>home</p> },
      { path: '/subject', element: <p>subject page</p> },
    ],
    path,
  );

describe('mobile login page — username and password', () => {
  it('shows the contract messages and sends nothing when fields are empty', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the trimmed username, keeps the token and goes to the redirect path with its query', async () => {
    const user = userEvent.setup();
    const router = renderLogin(`/login?redirect=${encodeURIComponent('/subject?majorType=1')}`);
    await user.type(screen.getByPlaceholderText('请输入账号'), '  student01  ');
    await user.type(screen.getByPlaceholderText('请输入密码'), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('subject page')).toBeInTheDocument();
    expect(calls).toEqual([{ path: authPaths.login, body: { username: 'student01', password: '123456' } }]);
    expect(tokens.get()).toBe('password-token');
    expect(router.state.location.search).toBe('?majorType=1');
  });

  it("a refused password's message does not stay over the next screen after a correct login", async () => {
    configureApi({ tokenStore: tokens, notifier: mobileNotifier });
    let attempts = 0;
    server.use(
      http.post(`*/api${authPaths.login}`, () =>
        HttpResponse.json(++attempts === 1 ? { code: 500, msg: '用户不存在/密码错误' } : grant('password-token')),
      ),
    );
    const user = userEvent.setup();
    renderLogin(`/login?redirect=${encodeURIComponent('/subject?majorType=1')}`);
    await user.type(screen.getByPlaceholderText('请输入账号'), 'student01');
    await user.type(screen.getByPlaceholderText('请输入密码'), '12345');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('用户不存在/密码错误')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('请输入密码'), '6');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('subject page')).toBeInTheDocument();
    // The toast would stay 2 s (MESSAGE_MS); it must be gone well before.
    await waitFor(() => expect(screen.queryByText('用户不存在/密码错误')).toBeNull(), { timeout: 600 });
  });

  it('asks for the captcha while sys.account.captchaEnabled is on; a refused try brings a new picture', async () => {
    captchaEnabled = true;
    let attempts = 0;
    server.use(
      http.post(`*/api${authPaths.login}`, async ({ request }) => {
        calls.push({ path: authPaths.login, body: await request.json() });
        return HttpResponse.json(++attempts === 1 ? { code: 500, msg: '验证码错误' } : grant('password-token'));
      }),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByPlaceholderText('请输入账号'), 'student01');
    await user.type(screen.getByPlaceholderText('请输入密码'), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByPlaceholderText('验证码'), '5');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(challenges).toBe(2));
    expect(screen.getByPlaceholderText('验证码')).toHaveValue('');
    await user.type(screen.getByPlaceholderText('验证码'), '9');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      { username: 'student01', password: '123456', code: '5', uuid: 'uuid-1' },
      { username: 'student01', password: '123456', code: '9', uuid: 'uuid-2' },
    ]);
  });

  it('ignores a redirect that leaves the app and goes home', async () => {
    const user = userEvent.setup();
    renderLogin(`/login?redirect=${encodeURIComponent('//evil.example.com')}`);
    await user.type(screen.getByPlaceholderText('请输入账号'), 'student01');
    await user.type(screen.getByPlaceholderText('请输入密码'), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
  });
});

describe('mobile login page — phone and SMS code', () => {
  it('checks the phone number before asking for a code', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    await user.type(await screen.findByPlaceholderText('请输入手机号'), '12345');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('requests a code, counts down, then signs in with phone and code', async () => {
    const user = userEvent.setup();
    const router = renderLogin(`/login?redirect=${encodeURIComponent('/subject')}`);
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    await user.type(await screen.findByPlaceholderText('请输入手机号'), ' 13800000001 ');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(calls).toEqual([{ path: authPaths.smsCode, body: { phone: '13800000001' } }]);

    await user.type(screen.getByPlaceholderText('请输入验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('subject page')).toBeInTheDocument();
    expect(calls[1]).toEqual({ path: authPaths.register, body: { phone: '13800000001', code: '123456' } });
    expect(tokens.get()).toBe('sms-token');
    expect(router.state.location.pathname).toBe('/subject');
  });
});

describe('mobile login page — captcha asked for by the server', () => {
  it('a password refused for want of a captcha brings the picture, and the next try carries its answer', async () => {
    configureApi({ tokenStore: tokens, notifier: mobileNotifier });
    let attempts = 0;
    server.use(
      http.post(`*/api${authPaths.login}`, async ({ request }) => {
        calls.push({ path: authPaths.login, body: await request.json() });
        if (++attempts > 1) return HttpResponse.json(grant('password-token'));
        captchaEnabled = true; // the address failed too often: from now on the server shows and asks for the captcha
        return HttpResponse.json({ code: 500, msg: '请输入验证码' });
      }),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByPlaceholderText('请输入账号'), 'student01');
    await user.type(screen.getByPlaceholderText('请输入密码'), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await user.type(await screen.findByPlaceholderText('验证码'), '7');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      { username: 'student01', password: '123456' },
      { username: 'student01', password: '123456', code: '7', uuid: expect.stringMatching(/^uuid-/) },
    ]);
  });

  it('a code request refused for want of a captcha brings the picture; the next request carries its answer', async () => {
    configureApi({ tokenStore: tokens, notifier: mobileNotifier });
    let requests = 0;
    server.use(
      http.post(`*/api${authPaths.smsCode}`, async ({ request }) => {
        calls.push({ path: authPaths.smsCode, body: await request.json() });
        if (++requests > 1) return HttpResponse.json({ code: 200, msg: '操作成功', data: {} });
        captchaEnabled = true;
        return HttpResponse.json({ code: 500, msg: '请输入验证码' });
      }),
    );
    const user = userEvent.setup();
    renderLogin('/login', ['sms']);
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13800000003');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const answer = await screen.findByPlaceholderText('请输入图形验证码');
    // Without an answer nothing is sent.
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入图形验证码', { selector: '.adm-form-item-feedback-error' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await user.type(answer, '12');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(calls.map((c) => c.body)).toEqual([{ phone: '13800000003' }, { phone: '13800000003', captchaCode: '12', uuid: expect.stringMatching(/^uuid-/) }]);
  });
});

describe('mobile login page — per app', () => {
  it("shows the app's title above the ways to sign in, password first", async () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: '医学题库' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['账号登录', '验证码登录']);
    expect(screen.getByPlaceholderText('请输入账号')).toBeVisible();
  });

  it('offers a single way to sign in without tabs', async () => {
    const user = userEvent.setup();
    renderLogin('/login', ['sms']);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('请输入账号')).not.toBeInTheDocument();
    // another phone than above: the same request within 1000 ms would be refused as a repeated submit
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13800000002');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(calls).toEqual([{ path: authPaths.smsCode, body: { phone: '13800000002' } }]);
  });
});
