import { QueryClient } from '@tanstack/react-query';
import { consoleNotifier, createMemoryTokenStore, getApiConfig, resetApiConfig, configureApi } from '@medteach/api-client';
import { startSession, unattendedNotifier } from './session';

describe('station display session', () => {
  afterEach(() => resetApiConfig());

  it('never opens the 401 dialog: nobody stands at a wall screen to answer it', async () => {
    const showDialog = vi.fn(async () => true);
    const notifier = unattendedNotifier({ ...consoleNotifier, confirm401: showDialog });
    await expect(notifier.confirm401()).resolves.toBe(false);
    expect(showDialog).not.toHaveBeenCalled();
  });

  it('drops the expired token and refetches on the public calls', () => {
    const tokens = createMemoryTokenStore('expired-token');
    configureApi({ tokenStore: tokens });
    const queryClient = new QueryClient();
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    startSession({ notifier: consoleNotifier, queryClient });

    getApiConfig().onSessionExpired(false);
    expect(tokens.get()).toBeUndefined();
    expect(refetch).toHaveBeenCalled();
  });
});
