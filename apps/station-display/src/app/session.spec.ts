import { QueryClient } from '@tanstack/react-query';
import { consoleNotifier, createMemoryTokenStore, getApiConfig, http, resetApiConfig, configureApi } from '@medteach/api-client';
import { DEVICE_KEY_HEADER } from '@medteach/contract';
import { deviceKeyFrom, startSession, unattendedNotifier } from './session';

describe('station display session', () => {
  afterEach(() => {
    resetApiConfig();
    delete http.defaults.headers.common[DEVICE_KEY_HEADER];
    history.replaceState(null, '', '/');
    document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
  });

  it('never opens the 401 dialog: nobody stands at a wall screen to answer it', async () => {
    const showDialog = vi.fn(async () => true);
    const notifier = unattendedNotifier({ ...consoleNotifier, confirm401: showDialog });
    await expect(notifier.confirm401()).resolves.toBe(false);
    expect(showDialog).not.toHaveBeenCalled();
  });

  it('drops the expired token and refetches once, never in a loop', () => {
    const tokens = createMemoryTokenStore('expired-token');
    configureApi({ tokenStore: tokens });
    const queryClient = new QueryClient();
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    startSession({ notifier: consoleNotifier, queryClient });

    getApiConfig().tokenStore.set('expired-token');
    getApiConfig().onSessionExpired(false);
    expect(getApiConfig().tokenStore.get()).toBeUndefined();
    expect(refetch).toHaveBeenCalledTimes(1);
    // A display refused for its device key holds no token: a refetch would only be refused again.
    getApiConfig().onSessionExpired(false);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a token given to a shared room screen in memory only, never in its cookie (issue 13)', () => {
    history.replaceState(null, '', '/#/paper?examSkillIds=1,2&time=600&token=staff-token');
    const started = startSession({ notifier: consoleNotifier, queryClient: new QueryClient() });
    expect(started).toEqual({ token: 'staff-token', source: 'query' });
    expect(getApiConfig().tokenStore.get()).toBe('staff-token');
    expect(document.cookie).not.toContain('staff-token');
    expect(location.hash).toBe('#/paper?examSkillIds=1%2C2&time=600');
  });

  it('sends the device key of the display URL with every call, and keeps it in the URL for reloads', () => {
    history.replaceState(null, '', '/#/wait?codeAddress=A1&deviceKey=k3y');
    startSession({ notifier: consoleNotifier, queryClient: new QueryClient() });
    expect(http.defaults.headers.common[DEVICE_KEY_HEADER]).toBe('k3y');
    expect(location.hash).toContain('deviceKey=k3y');
  });

  it('reads the key from the hash query or the real query', () => {
    expect(deviceKeyFrom('http://h/station/#/wait?codeAddress=A1&deviceKey=abc')).toBe('abc');
    expect(deviceKeyFrom('http://h/station/?deviceKey=xyz#/wait?codeAddress=A1')).toBe('xyz');
    expect(deviceKeyFrom('http://h/station/#/wait?codeAddress=A1')).toBeNull();
  });
});
