import { QueryObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { apiPath, fail, ok, setupMswServer, setupTestApi } from '../testing';
import { ApiError } from './errors';
import { apiGet } from './http';
import { createQueryClient, MAX_TRANSPORT_RETRIES, shouldRetry, syncOnlineManagerWithBrowser } from './query-client';

const server = setupMswServer();
const api = setupTestApi();

function counted(respond: () => Response) {
  const calls = { n: 0 };
  server.use(
    mswHttp.get(apiPath('/q'), () => {
      calls.n += 1;
      return respond();
    }),
  );
  return calls;
}
const fetchQ = (client: QueryClient) =>
  client.fetchQuery({ queryKey: ['q'], queryFn: () => apiGet('/q'), retryDelay: 0 }).catch((e: unknown) => e);

describe('retry policy', () => {
  it('retries transport failures at most twice', async () => {
    const calls = counted(() => HttpResponse.error());
    const client = createQueryClient();
    const error = await fetchQ(client);
    expect(error).toBeInstanceOf(ApiError);
    expect(calls.n).toBe(1 + MAX_TRANSPORT_RETRIES);
  });
  it('recovers when a retry succeeds', async () => {
    let n = 0;
    server.use(mswHttp.get(apiPath('/q'), () => (++n === 1 ? HttpResponse.error() : HttpResponse.json(ok('fine')))));
    expect(await fetchQ(createQueryClient())).toBe('fine');
  });
  it('never retries business errors or expired sessions', async () => {
    const calls = counted(() => HttpResponse.json(fail(500, 'x')));
    await fetchQ(createQueryClient());
    expect(calls.n).toBe(1);
    expect(shouldRetry(0, new ApiError('session', 'x', { code: 401 }))).toBe(false);
    expect(shouldRetry(0, new Error('plain'))).toBe(false);
  });
});

describe('error display in one place', () => {
  it('does not repeat what the request layer already showed', async () => {
    counted(() => HttpResponse.json(fail(500, '服务繁忙')));
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    const observer = new QueryObserver(client, { queryKey: ['q'], queryFn: () => apiGet('/q') });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    unsubscribe();
    expect(api.notifier.messages('error')).toEqual(['服务繁忙']);
    expect(onError).not.toHaveBeenCalled();
  });
  it('shows errors nobody showed yet, unless the query is silent', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(new Error('解析失败')) }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new Error('quiet')), meta: { silent: true } }).catch(() => undefined);
    expect(api.notifier.messages('error')).toEqual(['解析失败']);
  });
});

describe('mutation meta.invalidates', () => {
  it('invalidates the named keys (by prefix) on success only', async () => {
    const client = createQueryClient();
    client.setQueryData(['notes', 'list', 1], ['n1']);
    client.setQueryData(['notes', 'detail', 9], 'n9');
    client.setQueryData(['banks'], ['b']);
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'saved', meta: { invalidates: [['notes']] } })
      .execute(undefined);
    expect(client.getQueryState(['notes', 'list', 1])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['notes', 'detail', 9])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['banks'])?.isInvalidated).toBe(false);

    client.setQueryData(['banks'], ['b2']);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new Error('no')), meta: { invalidates: [['banks']], silent: true } })
      .execute(undefined)
      .catch(() => undefined);
    expect(client.getQueryState(['banks'])?.isInvalidated).toBe(false);
  });
});

// Issue 18: an installed app opened offline (mountMobileApp calls this at start-up).
describe('syncOnlineManagerWithBrowser', () => {
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
});
