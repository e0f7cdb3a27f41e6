import { setupTestApi } from '../testing';
import { resolveInitialToken, takeQueryToken } from './initial-token';
import { createCookieTokenStore } from './token-store';

describe('takeQueryToken', () => {
  it('reads and strips the token before the hash', () => {
    expect(takeQueryToken('https://a.cn/learner/?token=t1&x=1#/goods?id=3')).toEqual({
      token: 't1',
      href: 'https://a.cn/learner/?x=1#/goods?id=3',
    });
  });
  it('reads and strips the token inside the hash query', () => {
    expect(takeQueryToken('https://a.cn/#/goods?id=3&token=t2')).toEqual({ token: 't2', href: 'https://a.cn/#/goods?id=3' });
    expect(takeQueryToken('https://a.cn/#/goods?token=t3')).toEqual({ token: 't3', href: 'https://a.cn/#/goods' });
  });
  it('leaves URLs without a token unchanged', () => {
    expect(takeQueryToken('https://a.cn/#/goods?id=3')).toEqual({ token: null, href: 'https://a.cn/#/goods?id=3' });
  });
});

describe('resolveInitialToken', () => {
  const api = setupTestApi();
  afterEach(() => history.replaceState(null, '', '/'));

  it('query first: stores it and removes it from the visible URL without a new history entry', () => {
    history.replaceState(null, '', '/learner/#/goods?id=1&token=from-query');
    const length = history.length;
    api.tokenStore.set('from-cookie');
    expect(resolveInitialToken({ bridgeToken: 'from-bridge' })).toEqual({ token: 'from-query', source: 'query' });
    expect(location.href).toBe(`${location.origin}/learner/#/goods?id=1`);
    expect(history.length).toBe(length);
    expect(api.tokenStore.get()).toBe('from-query');
  });
  it('then the native app parameters', () => {
    api.tokenStore.set('from-cookie');
    expect(resolveInitialToken({ bridgeToken: 'from-bridge' })).toEqual({ token: 'from-bridge', source: 'bridge' });
    expect(api.tokenStore.get()).toBe('from-bridge');
  });
  it('then the cookie, else nothing', () => {
    api.tokenStore.set('from-cookie');
    expect(resolveInitialToken()).toEqual({ token: 'from-cookie', source: 'cookie' });
    api.tokenStore.remove();
    expect(resolveInitialToken()).toEqual({ token: null, source: null });
  });
});

describe('cookie token store', () => {
  it('keeps each app name separate and removes cleanly', () => {
    const admin = createCookieTokenStore('Admin-Token');
    const mobile = createCookieTokenStore();
    admin.set('a b=c');
    mobile.set('m');
    expect(admin.get()).toBe('a b=c');
    expect(mobile.get()).toBe('m');
    admin.remove();
    expect(admin.get()).toBeUndefined();
    expect(mobile.get()).toBe('m');
    mobile.remove();
  });
});
