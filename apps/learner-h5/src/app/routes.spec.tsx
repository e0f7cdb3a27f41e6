import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http as mswHttp } from 'msw';
import { authHandlers, buildTokenGrant, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import { at, renderRoutes, shellRouteChecks } from '@medteach/mobile-shell/testing';
import { createRoutes } from './routes';
import { HOME_PATH, WEB_HOME_PATH, homePathFor } from './paths';
import { messages } from '../messages';

describe('learner-h5 route table', () => {
  shellRouteChecks({
    routes: createRoutes,
    // jsdom has no native host: the root is the web home (issue 18).
    homePath: WEB_HOME_PATH,
    redirectTo: '/subjectHomeWork?name=topic&studyBankId=3&categoryIds=%5B1%2C2%5D',
    backTo: '/subject?majorType=1',
    ownRoutes: ['/subjectErrorCorrection', '/errorCorrection', '/Alipay', '/groupQuestion', '/login'],
    loginTitle: messages.appTitle,
  });
});

describe('the root', () => {
  it('is /goods inside the native app, the mini-program or the bridge simulator, /home in a plain browser', () => {
    expect(homePathFor({ host: 'browser', simulator: null })).toBe(WEB_HOME_PATH);
    for (const host of ['ios', 'android', 'miniProgram'] as const) expect(homePathFor({ host, simulator: null })).toBe(HOME_PATH);
    expect(homePathFor({ host: 'browser', simulator: {} as never })).toBe(HOME_PATH);
  });
});

describe('nobody signed in (no token stored at all)', () => {
  const server = setupMswServer();
  const api = setupTestApi();
  // Sign-in answers; the screen opened afterwards loads forever here: this spec is about where the app goes.
  beforeEach(() => server.use(...authHandlers(), mswHttp.all('*/api/*', () => delay('infinite'))));

  it('the web home opens the login page at once, no 登录超时 dialog and no 加载失败', async () => {
    const router = renderRoutes(createRoutes, '/');
    await vi.waitFor(() => expect(at(router)).toBe(`/login?redirect=${encodeURIComponent(WEB_HOME_PATH)}`));
    expect(await screen.findByRole('heading', { level: 1, name: messages.appTitle })).toBeInTheDocument();
    expect(screen.queryByText('登录超时，请重新登录')).not.toBeInTheDocument();
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
    expect(api.notifier.calls).toEqual([]);
  });

  it('a screen asked for by link opens after signing in', async () => {
    const user = userEvent.setup();
    const asked = '/subject?majorType=1';
    const router = renderRoutes(createRoutes, asked);
    await vi.waitFor(() => expect(at(router)).toBe(`/login?redirect=${encodeURIComponent(asked)}`));
    await user.type(await screen.findByPlaceholderText('请输入账号'), 'student01');
    await user.type(screen.getByPlaceholderText('请输入密码'), '123456');
    await user.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    await vi.waitFor(() => expect(at(router)).toBe(asked));
    expect(api.tokenStore.get()).toBe(buildTokenGrant().access_token);
  });

  it.each(['/agreement?category=1', '/questionPreview', '/login'])('%s needs no session and stays open', async (path) => {
    const router = renderRoutes(createRoutes, path);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(at(router)).toBe(path);
  });

  it('a token from the link, the native app or the cookie opens the screen: a 401 then means the session ended', async () => {
    api.tokenStore.set('stored-token');
    const router = renderRoutes(createRoutes, '/subject?majorType=1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(at(router)).toBe('/subject?majorType=1');
  });
});
