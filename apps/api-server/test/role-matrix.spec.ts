/**
 * Role matrix (issue 9 "Security"): every discovered /api route × {no token, expired token, student, teacher, admin}
 * → what the access lists pinned in this file promise (issue 13: not the route's own `config.access`, which would
 * let a route wrongly declared public pass). "Let through" is proven by the handler actually running
 * (the harness marks it), so a handler's own 403 for someone else's record is not confused with the access gate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_KEY_HEADER } from '@medteach/contract';
import { issueDeviceKey } from '../src/modules/station/pairing';
import { ACCOUNTS, callerHeaders, discoveredServer, fillPath, type DiscoveredRoute, type DiscoveredServer } from './support/discovered-server';
import { CALLERS, expectedGate, FORBIDDEN, pinnedAccess, PUBLIC_ROUTES, ROLE_ROUTES, routeKey, STATION_ROUTES, UNAUTHORIZED, type MatrixCaller } from './support/pinned-access';
import { sqlOne } from './support/raw-sql';

describe('role matrix: every route × every caller', () => {
  let s: DiscoveredServer;
  let headers: Awaited<ReturnType<typeof callerHeaders>>;
  let deviceHeaders: Record<string, string>;
  beforeAll(async () => {
    s = await discoveredServer();
    await s.app.ready();
    headers = await callerHeaders(s);
    deviceHeaders = { [DEVICE_KEY_HEADER]: (await issueDeviceKey(s.ctx.db, 'R1'))?.deviceKey ?? '' };
  });
  afterAll(() => s.close());

  it('derives the expectation from the declaration', () => {
    expect(expectedGate('public', 'expired')).toBe('through');
    expect(expectedGate('user', 'anonymous')).toBe(401);
    expect(expectedGate(['teacher', 'admin'], 'student')).toBe(403);
    expect(expectedGate(['student'], 'student')).toBe('through');
    expect(expectedGate('station', 'student')).toBe(403);
    expect(expectedGate('station', 'teacher')).toBe('through');
    expect(expectedGate('station', 'device')).toBe('through');
    expect(expectedGate('user', 'device')).toBe(401);
  });

  it('every route declares exactly the access pinned above (a change to access must change the lists)', () => {
    const differs = s.routes.filter((r) => JSON.stringify(r.access) !== JSON.stringify(pinnedAccess(r))).map((r) => `${routeKey(r)}: declares ${JSON.stringify(r.access)}, pinned ${JSON.stringify(pinnedAccess(r))}`);
    expect(differs).toEqual([]);
    // A pinned route that no longer exists is stale too (renamed or removed routes must leave the lists).
    const keys = new Set(s.routes.map(routeKey));
    expect([...PUBLIC_ROUTES, ...STATION_ROUTES, ...Object.keys(ROLE_ROUTES)].filter((k) => !keys.has(k))).toEqual([]);
  });

  it('answers 401 / 403 at the gate and lets the rest through, on every route', { timeout: 240_000 }, async () => {
    const wrong: string[] = [];
    const counts = { through: 0, 401: 0, 403: 0 };
    for (const route of s.routes) {
      for (const caller of CALLERS) {
        const expected = expectedGate(pinnedAccess(route), caller);
        const got = await call(route, caller);
        counts[expected]++;
        if (got !== null) wrong.push(`${route.method} ${route.url} as ${caller}: expected ${expected}, ${got}`);
      }
    }
    console.log(`role matrix: ${s.routes.length} routes × ${CALLERS.length} callers`, counts);
    expect(wrong).toEqual([]);
    expect(counts[401]).toBeGreaterThan(0);
    expect(counts[403]).toBeGreaterThan(0);
  });

  /** Null when the gate behaved as declared, else what happened instead. */
  async function call(route: DiscoveredRoute, caller: MatrixCaller): Promise<string | null> {
    // Logout / refresh end the session they are called with: signed-in callers get a fresh one each time.
    const auth =
      caller === 'device'
        ? deviceHeaders
        : caller === 'anonymous' || caller === 'expired'
          ? headers[caller]
          : { authorization: `Bearer ${(await s.ctx.tokens.issue(await userIdOf(caller))).token}` };
    s.reached.clear();
    const res = await s.app.inject({ method: route.method as 'GET', url: fillPath(route.url, () => '1'), headers: auth, ...(route.method === 'GET' ? {} : { payload: {} }) });
    const reached = s.reached.size > 0;
    const expected = expectedGate(pinnedAccess(route), caller);
    if (expected === 'through') {
      if (!reached) return `stopped at the gate with ${res.statusCode} ${res.body.slice(0, 120)}`;
      return res.statusCode === 401 ? `handler answered 401 ${res.body.slice(0, 120)}` : null;
    }
    if (reached) return `handler ran (${res.statusCode})`;
    const body = res.json();
    const envelope = expected === 401 ? UNAUTHORIZED : FORBIDDEN;
    return res.statusCode === expected && body.code === envelope.code && body.msg === envelope.msg ? null : `got ${res.statusCode} ${res.body.slice(0, 120)}`;
  }

  async function userIdOf(caller: 'student' | 'teacher' | 'admin'): Promise<number> {
    return ((await sqlOne<{ id: number }>(s.ctx.db, 'SELECT user_id AS id FROM sys_user WHERE user_name = ?', ACCOUNTS[caller]))).id;
  }
});
