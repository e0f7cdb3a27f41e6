/**
 * Role matrix (issue 9 "Security"): every discovered /api route × {no token, expired token, student, teacher, admin}
 * → what the route's declared `config.access` promises. "Let through" is proven by the handler actually running
 * (the harness marks it), so a handler's own 403 for someone else's record is not confused with the access gate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../src/core/context';
import { ACCOUNTS, callerHeaders, discoveredServer, fillPath, type Caller, type DiscoveredRoute, type DiscoveredServer } from './support/discovered-server';

const CALLERS: Caller[] = ['anonymous', 'expired', 'student', 'teacher', 'admin'];
const UNAUTHORIZED = { code: 401, msg: '认证失败，无法访问系统资源' };
const FORBIDDEN = { code: 403, msg: '当前操作没有权限' };

type Expected = 'through' | 401 | 403;

/** What the access gate must do for this caller, from the route's declaration alone. */
export function expectedGate(access: Access, caller: Caller): Expected {
  if (access === 'public') return 'through';
  if (caller === 'anonymous' || caller === 'expired') return 401;
  if (access === 'user') return 'through';
  return access.includes(caller) ? 'through' : 403;
}

describe('role matrix: every route × every caller', () => {
  let s: DiscoveredServer;
  let headers: Awaited<ReturnType<typeof callerHeaders>>;
  beforeAll(async () => {
    s = await discoveredServer();
    await s.app.ready();
    headers = await callerHeaders(s);
  });
  afterAll(() => s.close());

  it('derives the expectation from the declaration', () => {
    expect(expectedGate('public', 'expired')).toBe('through');
    expect(expectedGate('user', 'anonymous')).toBe(401);
    expect(expectedGate(['teacher', 'admin'], 'student')).toBe(403);
    expect(expectedGate(['student'], 'student')).toBe('through');
  });

  it('answers 401 / 403 at the gate and lets the rest through, on every route', async () => {
    const wrong: string[] = [];
    const counts = { through: 0, 401: 0, 403: 0 };
    for (const route of s.routes) {
      for (const caller of CALLERS) {
        const expected = expectedGate(route.access, caller);
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
  async function call(route: DiscoveredRoute, caller: Caller): Promise<string | null> {
    // Logout / refresh end the session they are called with: signed-in callers get a fresh one each time.
    const auth = caller === 'anonymous' || caller === 'expired' ? headers[caller] : { authorization: `Bearer ${(await s.ctx.tokens.issue(userIdOf(caller))).token}` };
    s.reached.clear();
    const res = await s.app.inject({ method: route.method as 'GET', url: fillPath(route.url, () => '1'), headers: auth, ...(route.method === 'GET' ? {} : { payload: {} }) });
    const reached = s.reached.size > 0;
    const expected = expectedGate(route.access, caller);
    if (expected === 'through') {
      if (!reached) return `stopped at the gate with ${res.statusCode} ${res.body.slice(0, 120)}`;
      return res.statusCode === 401 ? `handler answered 401 ${res.body.slice(0, 120)}` : null;
    }
    if (reached) return `handler ran (${res.statusCode})`;
    const body = res.json();
    const envelope = expected === 401 ? UNAUTHORIZED : FORBIDDEN;
    return res.statusCode === expected && body.code === envelope.code && body.msg === envelope.msg ? null : `got ${res.statusCode} ${res.body.slice(0, 120)}`;
  }

  function userIdOf(caller: 'student' | 'teacher' | 'admin'): number {
    return (s.db.prepare('SELECT user_id AS id FROM sys_user WHERE user_name = ?').get(ACCOUNTS[caller]) as { id: number }).id;
  }
});
