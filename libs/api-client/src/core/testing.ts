/**
 * Test helpers for the request layer (exported through `@medteach/api-client/testing`; never import in app code).
 *
 *   const server = setupMswServer(...authHandlers());   // listen / reset / close wired to the vitest lifecycle
 *   const notifier = setupTestApi();                       // fresh config + recording notifier per test
 *   server.use(http.get(apiPath('/exam/x'), () => HttpResponse.json(ok([1, 2]))));
 *   render(<QueryClientProvider client={createTestQueryClient()}>…);
 */
import { QueryClient } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { AjaxResult, TableResult } from '@medteach/contract';
import { createMemoryTokenStore, type TokenStore } from '../auth/token-store';
import { API_BASE_PATH, configureApi, resetApiConfig, type ApiConfigInput, type Notifier } from './config';
import { repeatSubmitGuard } from './http';
import { resetResponseState } from './response';

/** MSW path for an API path, any origin: `apiPath('/auth/login')` → `* /api/auth/login`. */
export const apiPath = (path: string) => `*${API_BASE_PATH}${path}`;

/** Envelope builders, as api-server's `ok` / `table`. */
export const ok = <T>(data?: T, msg = '操作成功'): AjaxResult<T> => (data === undefined ? { code: 200, msg } : { code: 200, msg, data });
export const table = <T>(rows: T[], total = rows.length): TableResult<T> => ({ code: 200, msg: '查询成功', total, rows });
export const fail = (code: number, msg = ''): AjaxResult => ({ code, msg });

/** A QueryClient for one test: no retries, nothing shared between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** An MSW server that fails on any unhandled request, wired to beforeAll / afterEach / afterAll. */
export function setupMswServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export interface NotifierCall {
  kind: 'error' | 'warning' | 'notify' | 'confirm401' | 'loading' | 'loadingClosed';
  message: string;
  durationMs?: number;
}
export interface RecordingNotifier extends Notifier {
  calls: NotifierCall[];
  /** What the next 401 dialogs answer (default: cancel). Set to a pending promise to keep the dialog open. */
  answer401: () => Promise<boolean>;
  messages(kind?: NotifierCall['kind']): string[];
}

export function createRecordingNotifier(): RecordingNotifier {
  const calls: NotifierCall[] = [];
  const n: RecordingNotifier = {
    calls,
    answer401: async () => false,
    error: (message, durationMs) => void calls.push({ kind: 'error', message, durationMs }),
    warning: (message) => void calls.push({ kind: 'warning', message }),
    notify: (message) => void calls.push({ kind: 'notify', message }),
    confirm401: () => {
      calls.push({ kind: 'confirm401', message: '' });
      return n.answer401();
    },
    loading: (message) => {
      calls.push({ kind: 'loading', message });
      return () => void calls.push({ kind: 'loadingClosed', message });
    },
    messages: (kind) => calls.filter((c) => !kind || c.kind === kind).map((c) => c.message),
  };
  return n;
}

/** Fresh request-layer state for one test: defaults + an in-memory token store + a recording notifier. */
export function resetApiForTest(input: ApiConfigInput = {}): { notifier: RecordingNotifier; tokenStore: TokenStore } {
  resetApiConfig();
  resetResponseState();
  repeatSubmitGuard.reset();
  const notifier = createRecordingNotifier();
  const tokenStore = input.tokenStore ?? createMemoryTokenStore();
  configureApi({ notifier, tokenStore, ...input });
  return { notifier, tokenStore };
}

/** `resetApiForTest` before each test; the returned object always holds the current test's notifier and store. */
export function setupTestApi(input: ApiConfigInput = {}) {
  const current = {} as { notifier: RecordingNotifier; tokenStore: TokenStore };
  beforeEach(() => Object.assign(current, resetApiForTest(input)));
  return current;
}
