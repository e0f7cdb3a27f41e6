import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authPaths } from '@medteach/contract';
import { apiPath, ok, setupMswServer, setupTestApi } from '../core/testing';
import { login } from './session';
import { buildTokenGrant } from './testing';
import { REFRESH_BEFORE_EXPIRY_MS, isRefreshDue, jwtExpiry } from './token-lifetime';
import { TOKEN_CHECK_INTERVAL_MS, startTokenRefresh } from './token-refresh';

const server = setupMswServer();
const api = setupTestApi();

/** An unsigned JWT-shaped token expiring at `expMs` (only the payload is read). */
const jwt = (expMs: number) => `h.${btoa(JSON.stringify({ exp: Math.floor(expMs / 1000) })).replace(/=+$/, '')}.s`;

afterEach(() => vi.useRealTimers());

describe('token expiry', () => {
  it('reads exp from a JWT, nothing from other tokens', () => {
    expect(jwtExpiry(jwt(1_800_000_000_000))).toBe(1_800_000_000_000);
    expect(jwtExpiry('opaque-uuid')).toBeNull();
    expect(jwtExpiry('a.not-base64-json.c')).toBeNull();
  });

  it('is due inside the lead time only, never once expired', () => {
    const exp = 2_000_000_000_000;
    expect(isRefreshDue(jwt(exp), exp - REFRESH_BEFORE_EXPIRY_MS - 1000)).toBe(false);
    expect(isRefreshDue(jwt(exp), exp - REFRESH_BEFORE_EXPIRY_MS + 1000)).toBe(true);
    expect(isRefreshDue(jwt(exp), exp + 1000)).toBe(false);
  });
});

describe('startTokenRefresh', () => {
  it('swaps the token for a new one before it expires, with the old one as bearer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const start = Date.now();
    const seen: (string | null)[] = [];
    server.use(
      http.post(apiPath(authPaths.refresh), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(ok(buildTokenGrant({ access_token: jwt(Date.now() + 3_600_000) })));
      }),
    );
    const old = jwt(start + REFRESH_BEFORE_EXPIRY_MS + 3 * TOKEN_CHECK_INTERVAL_MS);
    api.tokenStore.set(old);
    const stop = startTokenRefresh();
    expect(seen).toEqual([]); // not due yet

    await vi.advanceTimersByTimeAsync(4 * TOKEN_CHECK_INTERVAL_MS);
    await vi.waitFor(() => expect(api.tokenStore.get()).not.toBe(old));
    expect(seen).toEqual([`Bearer ${old}`]);

    // The new token lasts an hour: nothing more for a while.
    await vi.advanceTimersByTimeAsync(10 * TOKEN_CHECK_INTERVAL_MS);
    expect(seen).toHaveLength(1);
    stop();
  });

  it('knows the lifetime of a token it was granted at login (expires_in, minutes), JWT or not', async () => {
    const refresh = vi.fn(async () => undefined);
    server.use(http.post(apiPath(authPaths.login), () => HttpResponse.json(ok(buildTokenGrant({ access_token: 'opaque', expires_in: 10 })))));
    await login({ username: 'student01', password: '123456' });
    const inSixMinutes = Date.now() + 6 * 60_000;
    const stop = startTokenRefresh({ refresh, now: () => inSixMinutes });
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a refused refresh is tried once per token and shows nothing', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    let calls = 0;
    server.use(
      http.post(apiPath(authPaths.refresh), () => {
        calls += 1;
        return HttpResponse.json({ code: 500, msg: '刷新失败' });
      }),
    );
    api.tokenStore.set(jwt(Date.now() + 60_000));
    const stop = startTokenRefresh();
    await vi.advanceTimersByTimeAsync(3 * TOKEN_CHECK_INTERVAL_MS);
    expect(calls).toBe(1);
    expect(api.notifier.calls).toEqual([]);
    stop();
  });
});
