import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { http as mswHttp, HttpResponse, delay } from 'msw';
import { apiPath, fail, ok, setupMswServer, table, setupTestApi } from '../testing';
import { configureApi, TRANSPORT_MESSAGE_MS } from './config';
import { ApiError } from './errors';
import { readBlobText } from './download';
import { apiBlob, apiDelete, apiGet, apiPost, apiPut, apiRaw, apiTable, http } from './http';
import { NETWORK_ERROR_TEXT, REPEAT_SUBMIT_TEXT, SESSION_INVALID_TEXT, TIMEOUT_TEXT } from './messages';
import { isSessionDialogOpen } from './response';

const server = setupMswServer();
const api = setupTestApi();

/** Answers every GET /echo with what the server saw. */
function echo() {
  server.use(
    mswHttp.all(apiPath('/echo'), async ({ request }) =>
      HttpResponse.json(
        ok({
          auth: request.headers.get('Authorization'),
          device: request.headers.get('Device-Type'),
          contentType: request.headers.get('Content-Type'),
          search: new URL(request.url).search,
          body: request.method === 'GET' || request.method === 'DELETE' ? null : await request.text(),
        }),
      ),
    ),
  );
}
type Echo = { auth: string | null; device: string | null; contentType: string | null; search: string; body: string | null };

const answer = (body: unknown, status = 200) => server.use(mswHttp.all(apiPath('/x'), () => HttpResponse.json(body as object, { status })));
const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a rejection'); }, (e: ApiError) => e);

describe('request interceptor', () => {
  beforeEach(echo);

  it('sends the bearer token from the token store', async () => {
    api.tokenStore.set('abc');
    expect((await apiGet<Echo>('/echo')).auth).toBe('Bearer abc');
  });
  it('sends no token when isToken is false, nor when there is none', async () => {
    api.tokenStore.set('abc');
    expect((await apiPost<Echo>('/echo', { a: 1 }, { isToken: false })).auth).toBeNull();
    api.tokenStore.remove();
    expect((await apiGet<Echo>('/echo')).auth).toBeNull();
  });
  it('adds Device-Type: app only when asked', async () => {
    expect((await apiGet<Echo>('/echo', {}, { deviceType: true })).device).toBe('app');
    expect((await apiGet<Echo>('/echo')).device).toBeNull();
  });
  it('posts JSON UTF-8', async () => {
    const seen = await apiPut<Echo>('/echo', { a: 1 });
    expect(seen.contentType).toBe('application/json;charset=utf-8');
    expect(seen.body).toBe('{"a":1}');
  });
  it('serialises GET params RuoYi style', async () => {
    const seen = await apiGet<Echo>('/echo', { pageNum: 1, name: '', gone: null, params: { beginTime: '2024' }, ids: [1, 2] });
    expect(seen.search).toBe('?pageNum=1&params%5BbeginTime%5D=2024&ids%5B0%5D=1&ids%5B1%5D=2');
  });
  it('refuses a duplicate POST within 1 s unless repeatSubmit is false', async () => {
    await apiPost('/echo', { a: 1 });
    const e = await failure(apiPost('/echo', { a: 1 }));
    expect(e).toBeInstanceOf(ApiError);
    expect(e.kind).toBe('duplicate');
    expect(e.message).toBe(REPEAT_SUBMIT_TEXT);
    await expect(apiPost('/echo', { a: 1 }, { repeatSubmit: false })).resolves.toBeTruthy();
    await expect(apiPost('/echo', { a: 2 })).resolves.toBeTruthy();
  });
  it('never guards GET or DELETE', async () => {
    await apiDelete('/echo', { id: 1 });
    await expect(apiDelete('/echo', { id: 1 })).resolves.toBeTruthy();
  });
});

describe('business codes', () => {
  it('resolves data for code 200 and {total, rows} for tables', async () => {
    answer(ok({ id: 7 }));
    expect(await apiGet('/x')).toEqual({ id: 7 });
    answer(table([{ id: 1 }], 9));
    expect(await apiTable('/x')).toEqual({ total: 9, rows: [{ id: 1 }] });
  });
  it('treats a body without code as success', async () => {
    answer({ data: 5 });
    expect(await apiGet('/x')).toBe(5);
  });
  it('500: red error message with the server msg, rejects', async () => {
    answer(fail(500, '试卷不存在'));
    const e = await failure(apiGet('/x'));
    expect(e.kind).toBe('business');
    expect(e.code).toBe(500);
    expect(e.message).toBe('试卷不存在');
    expect(api.notifier.calls).toEqual([{ kind: 'error', message: '试卷不存在', durationMs: undefined }]);
  });
  it('500 without msg falls back to the default text', async () => {
    answer(fail(500));
    expect((await failure(apiGet('/x'))).message).toBe('系统未知错误，请反馈给管理员');
  });
  it('601: warning, rejects', async () => {
    answer(fail(601, '请先完成前面的题目'));
    await failure(apiGet('/x'));
    expect(api.notifier.messages('warning')).toEqual(['请先完成前面的题目']);
  });
  it('other codes: error notification, code table text wins over msg (HTTP 4xx bodies too)', async () => {
    answer(fail(403, 'forbidden'), 403);
    const e = await failure(apiGet('/x'));
    expect(e.message).toBe('当前操作没有权限');
    expect(e.status).toBe(403);
    answer(fail(404, 'nope'));
    await failure(apiGet('/x'));
    answer(fail(400, '手机号格式不正确'), 400);
    await failure(apiPost('/x', {}));
    expect(api.notifier.messages('notify')).toEqual(['当前操作没有权限', '访问资源不存在', '手机号格式不正确']);
  });
  it('silent requests show nothing but still reject', async () => {
    answer(fail(500, 'x'));
    const e = await failure(apiGet('/x', {}, { silent: true }));
    expect(e.kind).toBe('business');
    expect(e.notified).toBe(false);
    expect(api.notifier.calls).toEqual([]);
  });
});

describe('401 session expiry', () => {
  it('opens one dialog for two concurrent 401s and rejects both with the session text', async () => {
    let close!: (relogin: boolean) => void;
    api.notifier.answer401 = () => new Promise((resolve) => (close = resolve));
    const expired = vi.fn();
    configureApi({ onSessionExpired: expired });
    answer(fail(401, 'expired'), 401);
    const [a, b] = await Promise.all([failure(apiGet('/x')), failure(apiGet('/x'))]);
    expect([a.message, b.message]).toEqual([SESSION_INVALID_TEXT, SESSION_INVALID_TEXT]);
    expect(a.kind).toBe('session');
    expect(api.notifier.messages('confirm401')).toHaveLength(1);
    expect(isSessionDialogOpen()).toBe(true);
    close(true);
    await vi.waitFor(() => expect(expired).toHaveBeenCalledWith(true));
    expect(isSessionDialogOpen()).toBe(false);
    await failure(apiGet('/x'));
    expect(api.notifier.messages('confirm401')).toHaveLength(2);
  });
  it('a 401 to a request sent without a token is no ended session: no dialog, the app sends the user to sign in', async () => {
    const signIn = vi.fn();
    const expired = vi.fn();
    configureApi({ onSignInRequired: signIn, onSessionExpired: expired });
    answer(fail(401, 'no token'), 401);
    const [a, b] = await Promise.all([failure(apiGet('/x')), failure(apiGet('/x', {}, { silent: true }))]);
    expect([a.kind, b.kind]).toEqual(['session', 'session']);
    expect(a.message).toBe(SESSION_INVALID_TEXT);
    expect(api.notifier.calls).toEqual([]);
    expect(isSessionDialogOpen()).toBe(false);
    expect(signIn).toHaveBeenCalledTimes(2);
    expect(expired).not.toHaveBeenCalled();
  });
  it('a 401 to a request that carried a token is an ended session: the dialog, even where sign-in is wired', async () => {
    const signIn = vi.fn();
    configureApi({ onSignInRequired: signIn });
    api.tokenStore.set('expired-token');
    answer(fail(401, 'expired'), 401);
    await failure(apiGet('/x'));
    expect(api.notifier.messages('confirm401')).toHaveLength(1);
    expect(signIn).not.toHaveBeenCalled();
  });
  it('without sign-in wiring (the console, the wall screens) a 401 opens the dialog whether or not a token went', async () => {
    answer(fail(401), 401);
    await failure(apiGet('/x', {}, { isToken: false }));
    expect(api.notifier.messages('confirm401')).toHaveLength(1);
  });
  it('reports cancel as relogin = false, also for HTTP 200 + code 401', async () => {
    const expired = vi.fn();
    configureApi({ onSessionExpired: expired });
    answer(fail(401));
    await failure(apiGet('/x', {}, { silent: true }));
    await vi.waitFor(() => expect(expired).toHaveBeenCalledWith(false));
  });
});

describe('transport errors', () => {
  it('network error → 后端接口连接异常 shown 5 s', async () => {
    server.use(mswHttp.get(apiPath('/x'), () => HttpResponse.error()));
    const e = await failure(apiGet('/x'));
    expect(e.kind).toBe('transport');
    expect(e.message).toBe(NETWORK_ERROR_TEXT);
    expect(api.notifier.calls).toEqual([{ kind: 'error', message: NETWORK_ERROR_TEXT, durationMs: TRANSPORT_MESSAGE_MS }]);
  });
  it('timeout → 系统接口请求超时', async () => {
    // MSW's XHR mock never fires `timeout`, so an adapter raises axios' own timeout error through the real chain.
    const timeoutAdapter = (config: InternalAxiosRequestConfig) =>
      Promise.reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config));
    const e = await failure(apiRaw({ url: '/x', adapter: timeoutAdapter }));
    expect(e.kind).toBe('transport');
    expect(e.message).toBe(TIMEOUT_TEXT);
    expect(api.notifier.calls).toEqual([{ kind: 'error', message: TIMEOUT_TEXT, durationMs: TRANSPORT_MESSAGE_MS }]);
  });
  it('uses the configured timeout (default 10 s)', () => {
    expect(http.defaults.timeout).toBe(10_000);
    configureApi({ timeout: 30 });
    expect(http.defaults.timeout).toBe(30);
  });
  it('HTTP status without a code body → 系统接口{status}异常', async () => {
    server.use(mswHttp.get(apiPath('/x'), () => new HttpResponse('bad gateway', { status: 502 })));
    const e = await failure(apiGet('/x'));
    expect(e.message).toBe('系统接口502异常');
    expect(e.status).toBe(502);
  });
  it('does not stack the same transport message while it is on screen', async () => {
    server.use(mswHttp.get(apiPath('/x'), () => HttpResponse.error()));
    await failure(apiGet('/x'));
    await failure(apiGet('/x'));
    expect(api.notifier.messages('error')).toEqual([NETWORK_ERROR_TEXT]);
  });
  it('cancelled requests reject quietly', async () => {
    server.use(mswHttp.get(apiPath('/x'), async () => {
      await delay(200);
      return HttpResponse.json(ok());
    }));
    const controller = new AbortController();
    const p = failure(apiGet('/x', {}, { signal: controller.signal }));
    controller.abort();
    expect((await p).kind).toBe('cancelled');
    expect(api.notifier.calls).toEqual([]);
  });
});

describe('blob responses', () => {
  it('are returned raw, before any code check', async () => {
    server.use(mswHttp.get(apiPath('/file.zip'), () => new HttpResponse('PK-data', { headers: { 'Content-Type': 'application/zip' } })));
    const blob = await apiBlob('/file.zip');
    expect(blob).toBeInstanceOf(Blob);
    expect(await readBlobText(blob)).toBe('PK-data');
    server.use(mswHttp.get(apiPath('/file.zip'), () => HttpResponse.json(fail(500, 'x'))));
    expect(await readBlobText(await apiBlob('/file.zip'))).toContain('"code":500');
    expect(api.notifier.calls).toEqual([]);
  });
});
