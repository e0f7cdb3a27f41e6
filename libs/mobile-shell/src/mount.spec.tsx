import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authPaths } from '@medteach/contract';
import { apiGet, configureApi, createMemoryTokenStore, getApiConfig, resetApiConfig, type TokenStore } from '@medteach/api-client';
import { themeVariables } from '@medteach/ui-kit';
import { mountMobileApp, type AppParamsReader, type MountedMobileApp } from './mount';
import { mobileRouteTable } from './route-table';

/** A screen that shows which token its query ran with, so re-fetches after a late token are visible. */
function TokenScreen() {
  const { data } = useQuery({ queryKey: ['token'], queryFn: () => getApiConfig().tokenStore.get() ?? 'none' });
  return <p>token: {data}</p>;
}
const createRoutes = () =>
  mobileRouteTable({ homePath: '/home', layout: undefined }, [
    { path: 'home', element: <TokenScreen /> },
    { path: 'lesson', element: <p>lesson</p> },
    { path: 'login', element: <p>login</p> },
  ]);
const deployment = { apiBaseURL: 'https://api.example.com/api', fileHost: { productionHost: 'https://file.example.com' } };

let tokens: TokenStore;
let app: MountedMobileApp | undefined;
beforeEach(() => {
  tokens = createMemoryTokenStore();
  configureApi({ tokenStore: tokens });
  history.replaceState(null, '', '/');
});
afterEach(() => {
  app?.stopTokenRefresh();
  act(() => app?.root.unmount());
  app = undefined;
  document.body.innerHTML = '';
  resetApiConfig();
});

async function mount(readAppParams: AppParamsReader) {
  const container = document.body.appendChild(document.createElement('div'));
  app = await act(() => mountMobileApp({ createRoutes, readAppParams, deployment, container }));
  return app;
}

describe('mountMobileApp', () => {
  it("applies the theme, takes the native app's parameters, configures the API and opens the home screen", async () => {
    await mount(async () => ({ token: 'app-token', hostType: 100 }));
    expect(await screen.findByText('token: app-token')).toBeInTheDocument();
    expect(location.hash).toBe('#/home');
    expect(document.documentElement.style.getPropertyValue('--adm-color-primary')).toBe(themeVariables['--adm-color-primary']);
    expect(getApiConfig()).toMatchObject({ baseURL: deployment.apiBaseURL, fileHost: { productionHost: 'https://file.example.com', hostType: 100 } });
  });

  it('a token the native app answers late signs the page in and refetches what was loaded without it', async () => {
    let lateToken: ((token: string) => void) | undefined;
    await mount(async (onLateToken) => {
      lateToken = onLateToken;
      return {};
    });
    expect(await screen.findByText('token: none')).toBeInTheDocument();
    act(() => lateToken?.('late-token'));
    expect(await screen.findByText('token: late-token')).toBeInTheDocument();
  });

  it('after the 登录超时 dialog the session ends through the hash router: confirm → login, back here afterwards', async () => {
    const { router } = await mount(async () => ({ token: 'app-token' }));
    await act(() => router.navigate('/lesson?planDetailId=1'));
    act(() => getApiConfig().onSessionExpired(true));
    expect(tokens.get()).toBeUndefined();
    expect(router.state.location.pathname + router.state.location.search).toBe(`/login?redirect=${encodeURIComponent('/lesson?planDetailId=1')}`);
  });
});

describe('nobody signed in (no token from the query, the native app or the cookie)', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('a 401 to a call sent without a token opens the login page in place of the screen, with no 登录超时 dialog', async () => {
    server.use(http.get('*/api/lesson', () => HttpResponse.json({ code: 401, msg: '认证失败' }, { status: 401 })));
    const { router } = await mount(async () => ({}));
    await act(() => router.navigate('/lesson?planDetailId=1'));
    await act(() => apiGet('/lesson').catch(() => undefined));
    expect(router.state.location.pathname + router.state.location.search).toBe(`/login?redirect=${encodeURIComponent('/lesson?planDetailId=1')}`);
    expect(screen.queryByText('登录超时，请重新登录')).not.toBeInTheDocument();
  });

  it("a token the native app answers while the login page is open goes on to the screen asked for", async () => {
    let lateToken: ((token: string) => void) | undefined;
    const { router } = await mount(async (onLateToken) => {
      lateToken = onLateToken;
      return {};
    });
    await act(() => router.navigate(`/login?redirect=${encodeURIComponent('/lesson?planDetailId=1')}`));
    act(() => lateToken?.('late-token'));
    await vi.waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/lesson?planDetailId=1'));
  });
});

describe('mountMobileApp with the app\'s own session (landing-pages, station-display)', () => {
  it('runs the app\'s session before the router starts and the hook before the first render, and can reach the router later', async () => {
    const steps: string[] = [];
    let routerOf: (() => { navigate(to: string): unknown }) | undefined;
    const container = document.body.appendChild(document.createElement('div'));
    app = await act(() =>
      mountMobileApp({
        createRoutes: (queryClient) => {
          steps.push('routes');
          expect(queryClient).toBeDefined();
          return createRoutes();
        },
        beforeRender: () => steps.push('beforeRender'),
        startSession: ({ queryClient, router }) => {
          steps.push('session');
          expect(queryClient).toBeDefined();
          expect(() => router()).toThrow(/after the session starts/);
          routerOf = router;
          tokens.set('own-token');
        },
        container,
      }),
    );
    expect(steps).toEqual(['beforeRender', 'session', 'routes']);
    expect(await screen.findByText('token: own-token')).toBeInTheDocument();
    await act(() => routerOf?.().navigate('/lesson'));
    expect(await screen.findByText('lesson')).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--adm-color-primary')).toBe(themeVariables['--adm-color-primary']);
  });
});

describe('token refresh', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  afterAll(() => server.close());

  it('a token about to expire is swapped for a new one (POST /auth/refresh) as the app starts', async () => {
    const expiringJwt = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 120 })).replace(/=+$/, '')}.s`;
    server.use(
      http.post(`*/api${authPaths.refresh}`, () =>
        HttpResponse.json({ code: 200, msg: '操作成功', data: { access_token: 'renewed-token', expires_in: 720, newer: false, roles: [], user: { userId: 3 } } }),
      ),
    );
    await mount(async () => ({ token: expiringJwt }));
    await vi.waitFor(() => expect(tokens.get()).toBe('renewed-token'));
  });
});
