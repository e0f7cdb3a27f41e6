import { QueryClient } from '@tanstack/react-query';
import { configureApi, createMemoryTokenStore, resetApiConfig, type TokenStore } from '@medteach/api-client';
import { appConfig } from '../config';
import { endExpiredSession } from './session';

describe('landing pages after the 登录超时 dialog', () => {
  let tokens: TokenStore;
  let queryClient: QueryClient;
  const navigate = vi.fn();
  const openLogin = vi.fn();
  beforeEach(() => {
    navigate.mockReset();
    openLogin.mockReset();
    tokens = createMemoryTokenStore('expired-token');
    configureApi({ tokenStore: tokens });
    queryClient = new QueryClient();
    queryClient.setQueryData(['invite'], { valid: true });
  });
  afterEach(() => resetApiConfig());

  it('confirm: forgets the session and opens the learner login page', () => {
    endExpiredSession(navigate, openLogin, queryClient, true);
    expect(tokens.get()).toBeUndefined();
    expect(queryClient.getQueryData(['invite'])).toBeUndefined();
    expect(openLogin).toHaveBeenCalledWith('../learner/#/login');
    expect(appConfig.loginUrl).toBe('../learner/#/login');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('cancel: forgets the session and goes home', () => {
    endExpiredSession(navigate, openLogin, queryClient, false);
    expect(tokens.get()).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(openLogin).not.toHaveBeenCalled();
  });
});
