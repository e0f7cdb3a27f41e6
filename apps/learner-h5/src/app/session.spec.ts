import { QueryClient } from '@tanstack/react-query';
import { configureApi, createMemoryTokenStore, resetApiConfig, type TokenStore } from '@medteach/api-client';
import { endExpiredSession, type SessionNavigator } from './session';

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
