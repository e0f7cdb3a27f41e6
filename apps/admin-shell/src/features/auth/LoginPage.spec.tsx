import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi, createMemoryTokenStore, createQueryClient, resetApiConfig, type TokenStore } from '@medteach/api-client';
import { authPaths } from '@medteach/contract';
import LoginPage from './LoginPage';

const server = setupServer();
const logins: unknown[] = [];
let captchaEnabled = false;
let challenges = 0;

beforeAll(() => {
  // jsdom has no matchMedia; antd's responsive grid asks for it.
  const ignore = () => undefined;
  window.matchMedia ??= ((query: string) =>
    ({ matches: false, media: query, addEventListener: ignore, removeEventListener: ignore, addListener: ignore, removeListener: ignore }) as unknown as MediaQueryList);
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
let tokens: TokenStore;
beforeEach(() => {
  logins.length = 0;
  tokens = createMemoryTokenStore();
  configureApi({ tokenStore: tokens });
  captchaEnabled = false;
  server.use(
    http.get(`*/api${authPaths.captchaImage}`, () =>
      HttpResponse.json(captchaEnabled ? { code: 200, msg: '操作成功', captchaEnabled, uuid: `uuid-${++challenges}`, img: btoa('<svg xmlns="http://www.w3.org/2000/svg"/>') } : { code: 200, msg: '操作成功', captchaEnabled }),
    ),
    http.post(`*/api${authPaths.login}`, async ({ request }) => {
      logins.push(await request.json());
      return HttpResponse.json({
        code: 200,
        msg: '操作成功',
        data: { access_token: 'tok-1', expires_in: 720, newer: false, roles: ['admin'], user: { userId: 1, userName: 'admin' } },
      });
    }),
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
      { path: '/', element: <p>console home</p> },
      { path: '/system/dict', element: <p>dict page</p> },
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

describe('admin login page', () => {
  it('asks for both fields and sends nothing when they are empty or blank', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByPlaceholderText('账号'), '   ');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入您的账号')).toBeInTheDocument();
    expect(await screen.findByText('请输入您的密码')).toBeInTheDocument();
    expect(logins).toHaveLength(0);
  });

  it('sends the trimmed username, keeps the token and returns to the redirect path', async () => {
    const user = userEvent.setup();
    const router = renderLogin(`/login?redirect=${encodeURIComponent('/system/dict?type=x')}`);
    await user.type(screen.getByPlaceholderText('账号'), '  admin ');
    await user.type(screen.getByPlaceholderText('密码'), 'admin123');
    await user.click(screen.getByRole('button', { name: '登 录' }));

    expect(await screen.findByText('dict page')).toBeInTheDocument();
    expect(logins).toEqual([{ username: 'admin', password: 'admin123' }]);
    expect(tokens.get()).toBe('tok-1');
    expect(router.state.location.search).toBe('?type=x');
  });

  it('asks for the captcha when sys.account.captchaEnabled is on and sends the answer with its uuid', async () => {
    captchaEnabled = true;
    const user = userEvent.setup();
    renderLogin();
    const answer = await screen.findByPlaceholderText('验证码');
    await user.type(screen.getByPlaceholderText('账号'), 'admin');
    await user.type(screen.getByPlaceholderText('密码'), 'admin123');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(logins).toHaveLength(0);
    // A new picture on request; the answer goes with the uuid of the picture shown.
    await user.click(screen.getByRole('button', { name: '看不清？点击换一张' }));
    await waitFor(() => expect(challenges).toBe(2));
    await user.type(answer, '7');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    await waitFor(() => expect(screen.getByText('console home')).toBeInTheDocument());
    expect(logins).toEqual([{ username: 'admin', password: 'admin123', code: '7', uuid: 'uuid-2' }]);
  });

  it('shows the captcha once the server asks for it (an address with many failed logins) and sends its answer', async () => {
    server.use(
      http.post(`*/api${authPaths.login}`, async ({ request }) => {
        logins.push(await request.json());
        if (logins.length === 1) {
          captchaEnabled = true;
          return HttpResponse.json({ code: 500, msg: '请输入验证码' });
        }
        return HttpResponse.json({ code: 200, msg: '操作成功', data: { access_token: 'tok-1', expires_in: 720, newer: false, roles: ['admin'], user: { userId: 1, userName: 'admin' } } });
      }),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByPlaceholderText('账号'), 'admin');
    await user.type(screen.getByPlaceholderText('密码'), 'admin123');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    await user.type(await screen.findByPlaceholderText('验证码'), '7');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    await waitFor(() => expect(screen.getByText('console home')).toBeInTheDocument());
    expect(logins).toEqual([
      { username: 'admin', password: 'admin123' },
      { username: 'admin', password: 'admin123', code: '7', uuid: expect.stringMatching(/^uuid-/) },
    ]);
  });

  it('goes home when there is no redirect', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByPlaceholderText('账号'), 'admin');
    await user.type(screen.getByPlaceholderText('密码'), 'admin123');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    await waitFor(() => expect(screen.getByText('console home')).toBeInTheDocument());
  });
});
