import { Writable } from 'node:stream';
import type { RouteOptions } from 'fastify';
import type { Access } from '../../src/core/context';
import { TokenService } from '../../src/core/auth';
import { loginAs, testServer } from '../../src/test-helpers';
import { API_PREFIX } from '../../src/app';
import { sqlOne } from './raw-sql';

/** One API route as the server declares it: found while the app is built, never listed by hand. */
export interface DiscoveredRoute {
  method: string;
  url: string;
  access: Access;
}

/**
 * A request sent with this header is recorded under its value when it reaches a handler: a check can then ask about
 * its own request, whatever else is running on the server at the time.
 */
export const PROBE_HEADER = 'x-test-probe';

/** The log line app.ts writes when a raw error escapes a handler (the 500 `系统未知错误` path). */
export const UNHANDLED_LOG = 'unhandled error';

/** Demo accounts of the seed (modules/system/seed.ts). */
export const ACCOUNTS = { admin: 'admin', teacher: 'teacher01', student: 'student01', otherStudent: 'student02' } as const;
export type Caller = 'anonymous' | 'expired' | 'student' | 'teacher' | 'admin';

/**
 * A seeded test server that records (a) every /api route with its `config.access`, (b) which requests got past the
 * access gate into a handler, and (c) every log line at `error` level, so crashes are seen even when the client
 * only gets the generic 500 envelope.
 */
export async function discoveredServer() {
  const routes: DiscoveredRoute[] = [];
  const reached = new Set<string>();
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const onRoute = (route: RouteOptions) => {
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (!route.url.startsWith(API_PREFIX) || !methods.length) return;
    for (const method of methods) routes.push({ method, url: route.url, access: route.config?.access as Access });
    // Mark requests that the access gate let through; the role matrix tells "gate said no" from "handler said no".
    const handler = route.handler;
    route.handler = function (this: unknown, req, reply) {
      reached.add(req.id);
      const probe = req.headers[PROBE_HEADER];
      if (typeof probe === 'string') reached.add(probe);
      return handler.call(this as never, req, reply);
    };
  };
  const server = await testServer({ logLevel: 'error' }, { logStream, onRoute });
  return { ...server, routes, reached, logLines };
}

export type DiscoveredServer = Awaited<ReturnType<typeof discoveredServer>>;

/** Bearer headers per caller; `expired` is a real session of the student whose token and session lie in the past. */
export async function callerHeaders(s: DiscoveredServer): Promise<Record<Caller, Record<string, string>>> {
  const studentId = (await sqlOne<{ id: number }>(s.ctx.db, 'SELECT user_id AS id FROM sys_user WHERE user_name = ?', ACCOUNTS.student)).id;
  const pastTokens = new TokenService(s.ctx.db, s.ctx.bus, s.ctx.config.tokenSecret, -5);
  const expired = (await pastTokens.issue(studentId)).token;
  return {
    anonymous: {},
    expired: { authorization: `Bearer ${expired}` },
    student: await loginAs(s.app, ACCOUNTS.student),
    teacher: await loginAs(s.app, ACCOUNTS.teacher),
    admin: await loginAs(s.app, ACCOUNTS.admin),
  };
}

/** Fills `:param` segments (and a trailing `*`) of a route url. */
export function fillPath(url: string, value: (name: string) => string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => value(name)).replace(/\*$/, value('*'));
}

export { rowCounts } from './raw-sql';

/**
 * Tables whose rows change on a rejection by design: failed logins and refused SMS code requests are counted
 * (throttles), sessions come and go, and the operation and login logs record refused writes and logins (status 1) too.
 */
export const BOOKKEEPING_TABLES = new Set(['login_attempt', 'sms_request', 'platform_assertion', 'captcha', 'user_session', 'sys_oper_log', 'sys_logininfor']);

export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after).filter((t) => !BOOKKEEPING_TABLES.has(t) && after[t] !== before[t]);
}

/** Things a body must never show: stack frames, source paths, raw JS / SQLite / PostgreSQL error names. */
export const LEAK_PATTERNS: RegExp[] = [
  /\n\s+at /,
  /\bat [\w.<>]+ \(/,
  /\/(?:work|home|tmp|usr|node_modules)\/[\w./-]+/,
  /\.(?:ts|js|mjs):\d+/,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|SqliteError)\b/,
  /SQLITE_[A-Z]+/,
  /\b(?:relation|column) "[^"]+" does not exist|duplicate key value violates|violates (?:foreign key|not-null|unique) constraint/,
  /\bError: /,
];

export function leaks(body: string): RegExp | undefined {
  return LEAK_PATTERNS.find((p) => p.test(body));
}
