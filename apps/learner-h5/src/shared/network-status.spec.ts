import { onlineManager } from '@tanstack/react-query';
import { missingOffline, syncOnlineManagerWithBrowser } from './network-status';

describe('network status (issue 18: the home offline)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('tells React Query the browser is offline when the app opens without a network, and leaves it alone online', () => {
    syncOnlineManagerWithBrowser();
    expect(onlineManager.isOnline()).toBe(true);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    syncOnlineManagerWithBrowser();
    expect(onlineManager.isOnline()).toBe(false);
    // The online event brings it back: React Query follows the window's events while anything listens (a mounted
    // QueryClient does).
    const stop = onlineManager.subscribe(() => undefined);
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
    stop();
  });

  it('counts data as missing offline only when nothing was loaded', () => {
    expect(missingOffline(false, { data: undefined, fetchStatus: 'idle' })).toBe(true);
    expect(missingOffline(true, { data: undefined, fetchStatus: 'paused' })).toBe(true);
    expect(missingOffline(false, { data: [], fetchStatus: 'paused' })).toBe(false);
    expect(missingOffline(true, { data: undefined, fetchStatus: 'fetching' })).toBe(false);
  });
});
