/**
 * Writes refuse fields they do not know: every write route (POST, PUT or DELETE), found while the app is built, is
 * sent a body with a field no schema declares, by a caller its pinned access admits. It must answer 400
 * `不支持的字段：unknownField` in the envelope and change nothing — a write that dropped the field would answer
 * success and store the rest without it. The admin routes (the console) come first; the learners' and teachers'
 * writes follow the same rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../src/core/context';
import { UNKNOWN_FIELDS_MSG } from '../src/core/validate';
import { ACCOUNTS, discoveredServer, fillPath, type DiscoveredRoute, type DiscoveredServer } from './support/discovered-server';
import { pinnedAccess, routeKey } from './support/pinned-access';
import { sqlOne } from './support/raw-sql';
import { tableDigest } from './support/table-digest';

const UNKNOWN_FIELD = 'unknownField';
const REFUSAL = { code: 400, msg: `${UNKNOWN_FIELDS_MSG}${UNKNOWN_FIELD}` };

/**
 * Routes that take a file (multipart): a JSON body is refused before any field is looked at, with the message that
 * a file is missing. Form fields before the file are refused the same way; none after it is read.
 */
const TAKES_A_FILE: Record<string, string> = {
  'POST /api/file/upload': '请选择要上传的文件',
  'POST /api/system/user/importData': '请选择要导入的文件',
  'POST /api/exam/question/importData': '请选择要导入的文件',
  // The exam comes in the query and is checked first.
  'POST /api/examStation/admin/examinee/importData': '请先选择考试',
};

/** The payment platform's notification: the platform's own form, whole, checked by its signature (not a contract body). */
const NOT_OURS = new Set(['POST /api/base/product/order/notify']);

type Account = keyof typeof ACCOUNTS;

/** A caller the route's pinned access admits (the admin wherever it may call). */
function callerFor(access: Access): Account {
  if (!Array.isArray(access) || access.includes('admin')) return 'admin';
  return access.includes('teacher') ? 'teacher' : 'student';
}

const isWrite = (route: DiscoveredRoute) => route.method !== 'GET' && !NOT_OURS.has(routeKey(route));
const isAdminWrite = (route: DiscoveredRoute) => {
  const access = pinnedAccess(route);
  return isWrite(route) && Array.isArray(access) && access.includes('admin');
};

describe('writes refuse fields they do not know, changing nothing', () => {
  let s: DiscoveredServer;
  const userIds = {} as Record<Account, number>;
  beforeAll(async () => {
    s = await discoveredServer();
    await s.app.ready();
    for (const account of Object.keys(ACCOUNTS) as Account[]) {
      userIds[account] = (await sqlOne<{ id: number }>(s.ctx.db, 'SELECT user_id AS id FROM sys_user WHERE user_name = ?', ACCOUNTS[account])).id;
    }
  });
  afterAll(() => s?.close());

  /** What is wrong with the answer to `payload` on `route`, or nothing. */
  async function problems(route: DiscoveredRoute, payload: object): Promise<string[]> {
    // A session of its own: a route that ends sessions (logout, refresh) must not end the next route's.
    const { token } = await s.ctx.tokens.issue(userIds[callerFor(pinnedAccess(route))]);
    const before = await tableDigest(s.ctx.db);
    const res = await s.app.inject({ method: route.method as 'POST', url: fillPath(route.url, () => '1'), headers: { authorization: `Bearer ${token}` }, payload });
    const body: unknown = String(res.headers['content-type']).includes('json') ? res.json() : res.body.slice(0, 80);
    const file = TAKES_A_FILE[routeKey(route)];
    const expected = file ? { code: 400, msg: file } : REFUSAL;
    const found: string[] = [];
    if (res.statusCode !== 400 || JSON.stringify(body) !== JSON.stringify(expected)) found.push(`${routeKey(route)} → ${res.statusCode} ${JSON.stringify(body).slice(0, 200)}`);
    const after = await tableDigest(s.ctx.db);
    const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
    if (changed.length) found.push(`${routeKey(route)} changed ${changed.join(', ')}`);
    return found;
  }

  /** The unknown field alone, in an object, or in the one item of a list where the body is a list. */
  async function refusesUnknownField(route: DiscoveredRoute): Promise<string[]> {
    const asObject = await problems(route, { [UNKNOWN_FIELD]: 1 });
    if (!asObject.length) return [];
    const asList = await problems(route, [{ [UNKNOWN_FIELD]: 1 }]);
    return asList.length ? asObject : [];
  }

  it('finds the write routes', () => {
    expect(s.routes.filter(isAdminWrite).length).toBeGreaterThan(100);
    expect(s.routes.filter(isWrite).length).toBeGreaterThan(s.routes.filter(isAdminWrite).length + 30);
  });

  it('every admin write answers an unknown field with 400 不支持的字段 and stores nothing', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    for (const route of s.routes.filter(isAdminWrite)) wrong.push(...(await refusesUnknownField(route)));
    expect(wrong).toEqual([]);
  });

  it('so does every other write (learners, teachers, sign-in)', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    for (const route of s.routes.filter((r) => isWrite(r) && !isAdminWrite(r))) wrong.push(...(await refusesUnknownField(route)));
    expect(wrong).toEqual([]);
  });

  it('reads stay lenient: no GET answers a parameter it has no use for with 不支持的字段', { timeout: 300_000 }, async () => {
    // Links and clients carry parameters a read does not use (a cache-buster, a filter of another page); nothing is
    // written, so a read ignores them rather than refusing.
    const refused: string[] = [];
    for (const route of s.routes.filter((r) => r.method === 'GET')) {
      const { token } = await s.ctx.tokens.issue(userIds[callerFor(pinnedAccess(route))]);
      const res = await s.app.inject({ method: 'GET', url: `${fillPath(route.url, () => '1')}?${UNKNOWN_FIELD}=1`, headers: { authorization: `Bearer ${token}` } });
      if (String(res.headers['content-type']).includes('json') && String(res.json().msg ?? '').startsWith(UNKNOWN_FIELDS_MSG)) refused.push(routeKey(route));
    }
    expect(refused).toEqual([]);
  });

  it('names the field beside a body that is otherwise valid, and changes nothing', async () => {
    const route = { method: 'PUT', url: '/api/system/dict/data', access: ['admin'] } as DiscoveredRoute;
    const { token } = await s.ctx.tokens.issue(userIds.admin);
    const row = (await s.app.inject({ method: 'GET', url: '/api/system/dict/data/1', headers: { authorization: `Bearer ${token}` } })).json().data;
    const { dictCode, dictSort, dictLabel, dictValue, dictType, cssClass, listClass, isDefault, status, remark } = row;
    const valid = { dictCode, dictSort, dictLabel: `${dictLabel}改`, dictValue, dictType, cssClass, listClass, isDefault, status, remark };
    expect(await problems(route, { ...valid, [UNKNOWN_FIELD]: 1 })).toEqual([]);
  });
});
