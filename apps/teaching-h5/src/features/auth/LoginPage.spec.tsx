import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi, createMemoryTokenStore, createQueryClient, resetApiConfig, type TokenStore } from '@medteach/api-client';
import { authPaths } from '@medteach/contract';
import LoginPage from './LoginPage';

const server = setupServer();
const calls: { path: string; body: unknown }[] = [];
const grant = (token: string) => ({
  code: 200,
  msg: '操作成功',
  data: { access_token: token, expires_in: 720, newer: false, roles: [], user: { userId: 3, userName: 'teacher01' } },
});
const record = (path: string, reply: object) =>
  http.post(`*/api${path}`, async ({ request }) => {
    calls.push({ path, body: await request.json() });
    return HttpResponse.json(reply);
  });

let tokens: TokenStore;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  calls.length = 0;
  tokens = createMemoryTokenStore();
  configureApi({ tokenStore: tokens });
  server.use(
    record(authPaths.login, grant('password-token')),
    record(authPaths.smsCode, { code: 200, msg: '操作成功' }),
    record(authPaths.register, grant('sms-token')),
  );
});
afterEach(() => {
  server.resetHandlers();
  resetApiConfig();
});

function renderLogin(path = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>home</p> },
      { path: '/classSchedule', element: <p>timetable page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

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
    const router = renderLogin(`/login?redirect=${encodeURIComponent('/classSchedule?queryType=1')}`);
    await user.type(screen.getByPlaceholderText('请输入账号'), '  teacher01  ');
    await user.type(screen.getByPlaceholderText('请输入密码'), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('timetable page')).toBeInTheDocument();
    expect(calls).toEqual([{ path: authPaths.login, body: { username: 'teacher01', password: '123456' } }]);
    expect(tokens.get()).toBe('password-token');
    expect(router.state.location.search).toBe('?queryType=1');
  });

  it('ignores a redirect that leaves the app and goes home', async () => {
    const user = userEvent.setup();
    renderLogin(`/login?redirect=${encodeURIComponent('//evil.example.com')}`);
    await user.type(screen.getByPlaceholderText('请输入账号'), 'teacher01');
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
    const router = renderLogin(`/login?redirect=${encodeURIComponent('/classSchedule')}`);
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    await user.type(await screen.findByPlaceholderText('请输入手机号'), ' 13800000001 ');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(calls).toEqual([{ path: authPaths.smsCode, body: { phone: '13800000001' } }]);

    await user.type(screen.getByPlaceholderText('请输入验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('timetable page')).toBeInTheDocument();
    expect(calls[1]).toEqual({ path: authPaths.register, body: { phone: '13800000001', code: '123456' } });
    expect(tokens.get()).toBe('sms-token');
    expect(router.state.location.pathname).toBe('/classSchedule');
  });
});
