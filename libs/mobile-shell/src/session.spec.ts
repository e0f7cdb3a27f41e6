import { QueryClient } from '@tanstack/react-query';
import { configureApi, createMemoryTokenStore, getApiConfig, resetApiConfig, type TokenStore } from '@medteach/api-client';
import { endExpiredSession, hostTypeOf, startSession, type SessionNavigator } from './session';

function fakeRouter(pathname: string, search = ''): SessionNavigator & { to: string[] } {
  const to: string[] = [];
  return { to, state: { location: { pathname, search } }, navigate: (path: string) => to.push(path) };
}

describe('after the 登录超时 dialog', () => {
  let tokens: TokenStore;
  let queryClient: QueryClient;
  beforeEach(() => {
    tokens = createMemoryTokenStore('expired-token');
    configureApi({ tokenStore: tokens });
    queryClient = new QueryClient();
    queryClient.setQueryData(['auth', 'info'], { user: { userName: 'student01' } });
  });
  afterEach(() => resetApiConfig());

  it('confirm: forgets the session and opens the login page, returning here afterwards', () => {
    const router = fakeRouter('/subjectHomeWork', '?name=topic&studyBankId=3');
    endExpiredSession(router, queryClient, true);
    expect(tokens.get()).toBeUndefined();
    expect(queryClient.getQueryData(['auth', 'info'])).toBeUndefined();
    expect(router.to).toEqual([`/login?redirect=${encodeURIComponent('/subjectHomeWork?name=topic&studyBankId=3')}`]);
  });

  it('cancel: forgets the session and goes home', () => {
    const router = fakeRouter('/subject', '?majorType=1');
    endExpiredSession(router, queryClient, false);
    expect(tokens.get()).toBeUndefined();
    expect(router.to).toEqual(['/']);
  });

  it('confirm on the login page itself stays there', () => {
    const router = fakeRouter('/login', '?redirect=%2Fgoods');
    endExpiredSession(router, queryClient, true);
    expect(router.to).toEqual([]);
  });
});

describe('starting the session', () => {
  const notifier = { error: vi.fn(), warning: vi.fn(), notify: vi.fn(), confirm401: vi.fn(), loading: vi.fn() };
  const deployment = { apiBaseURL: 'https://api.example.com/api', fileHost: { productionHost: 'https://file.example.com' } };
  let tokens: TokenStore;
  beforeEach(() => {
    tokens = createMemoryTokenStore('cookie-token');
    configureApi({ tokenStore: tokens });
  });
  afterEach(() => {
    resetApiConfig();
    history.replaceState(null, '', '/');
  });

  it("points the request layer at the deployment and takes the native app's token and file host type", () => {
    const onSessionExpired = vi.fn();
    const token = startSession({ deployment, notifier, onSessionExpired, appParams: { token: 'app-token', hostType: '101' } });
    expect(token).toEqual({ token: 'app-token', source: 'bridge' });
    expect(tokens.get()).toBe('app-token');
    const config = getApiConfig();
    expect(config.baseURL).toBe(deployment.apiBaseURL);
    expect(config.fileHost).toMatchObject({ productionHost: 'https://file.example.com', hostType: 101 });
    config.onSessionExpired(true);
    expect(onSessionExpired).toHaveBeenCalledWith(true);
  });

  it('a token in the query wins over the native app and leaves the visible URL', () => {
    history.replaceState(null, '', '/learner/?token=query-token#/goods?id=1');
    expect(startSession({ deployment, notifier, onSessionExpired: vi.fn(), appParams: { token: 'app-token' } }).source).toBe('query');
    expect(tokens.get()).toBe('query-token');
    expect(location.href).not.toContain('query-token');
  });

  it('outside the native app keeps the saved token and no host type', () => {
    expect(startSession({ deployment, notifier, onSessionExpired: vi.fn(), appParams: {} })).toEqual({ token: 'cookie-token', source: 'cookie' });
    expect(getApiConfig().fileHost.hostType).toBeNull();
  });
});

it.each([
  [101, 101],
  ['103', 103],
  [' ', null],
  ['abc', null],
  [undefined, null],
])('host type %j reads as %j', (value, type) => {
  expect(hostTypeOf(value)).toBe(type);
});
