/**
 * Issue 16: "every back-office write is logged". Every admin-only write route of the server, found while the app is
 * built (never listed by hand, so routes added later are covered), is called once as admin; each must leave an
 * operation-log entry — a success or, for these made-up ids and empty bodies mostly, a failure with its message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, discoveredServer, fillPath, type DiscoveredServer } from './support/discovered-server';
import { sqlOne } from './support/raw-sql';

const MISSING_ID = '999999';

describe('operation log coverage', () => {
  let s: DiscoveredServer;
  let adminId: number;
  beforeAll(async () => {
    s = await discoveredServer();
    await s.app.ready();
    adminId = (await sqlOne<{ id: number }>(s.ctx.db, 'SELECT user_id AS id FROM sys_user WHERE user_name = ?', ACCOUNTS.admin)).id;
  });
  afterAll(() => s.close());

  it('every admin-only write leaves an entry naming its route', { timeout: 120_000 }, async () => {
    const writes = s.routes.filter((r) => r.method !== 'GET' && Array.isArray(r.access) && r.access.length > 0 && r.access.every((role) => role === 'admin'));
    expect(writes.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const route of writes) {
      // A fresh session per call: a write may end the sessions of the account it touches.
      const { token } = await s.ctx.tokens.issue(adminId);
      await s.app.inject({ method: route.method as 'POST', url: fillPath(route.url, () => MISSING_ID), headers: { authorization: `Bearer ${token}` }, payload: {} });
      await s.app.logWriter.idle();
      const entry = await s.ctx.db
        .selectFrom('sys_oper_log')
        .select(['oper_name', 'status'])
        .where('method', '=', `${route.method} ${route.url}`)
        .orderBy('oper_id', 'desc')
        .executeTakeFirst();
      if (entry?.oper_name !== ACCOUNTS.admin) missing.push(`${route.method} ${route.url}`);
    }
    expect(missing).toEqual([]);
  });
});
