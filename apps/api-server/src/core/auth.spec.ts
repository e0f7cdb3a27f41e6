/** TokenService on both engines, and its verified-token cache invalidated across instances (issue 15). */
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Engine } from '../db/engine';
import { migrateEngine } from '../db/migrate';
import { MIGRATIONS } from '../modules/registry';
import type { DB } from '../db/tables';
import { ENGINES, createTestEngine, ignorePoolError, type TestEngine } from '../db/test-engines';
import { TokenService } from './auth';
import { LocalBus, PostgresBus } from './bus';

const SECRET = 'auth-spec-secret';
const MINUTES = 30;
/** How long a NOTIFY may take to reach the other instance before the test gives up. */
const NOTIFY_WAIT_MS = 1_000;

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function openAccounts(engine: 'sqlite' | 'postgres'): Promise<TestEngine<DB>> {
  const t = await createTestEngine<DB>(engine, inject('postgresUrl'));
  cleanups.push(() => t.dispose());
  await migrateEngine(t.engine as Engine<unknown>, MIGRATIONS);
  await t.engine.db
    .insertInto('sys_user')
    .values([
      { user_id: 1, user_name: 'alice', password_hash: 'x', roles: 'teacher,admin' },
      { user_id: 2, user_name: 'bob', password_hash: 'x', roles: 'student' },
    ])
    .execute();
  return t;
}

describe.each(ENGINES)('TokenService on %s', (engine) => {
  it('verifies an issued token, and refuses it once revoked, expired, forged or the account is disabled', async () => {
    const t = await openAccounts(engine);
    const db = t.engine.db;
    const tokens = new TokenService(db, new LocalBus(), SECRET, MINUTES);
    const { token, expiresIn } = await tokens.issue(1);
    expect(expiresIn).toBe(MINUTES);
    const user = await tokens.verify(token);
    expect(user).toMatchObject({ userId: 1, userName: 'alice', roles: ['teacher', 'admin'], classId: null });
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeNull();
    expect(await new TokenService(db, new LocalBus(), 'another-secret', MINUTES).verify(token)).toBeNull();

    await tokens.revoke(user?.tokenId ?? '');
    expect(await tokens.verify(token)).toBeNull(); // was cached: the revocation evicted it

    const bob = await tokens.issue(2);
    await db.updateTable('sys_user').set({ status: '1' }).where('user_id', '=', 2).execute();
    expect(await tokens.verify(bob.token)).toBeNull();

    const past = new TokenService(db, new LocalBus(), SECRET, -5);
    const expired = await past.issue(1);
    expect(await tokens.verify(expired.token)).toBeNull();
    await tokens.purgeExpired();
    expect(await db.selectFrom('user_session').select('user_id').orderBy('user_id').execute()).toEqual([{ user_id: 2 }]);
  });

  it("revokeUser ends every session of that user but the kept one, and leaves others' alone", async () => {
    const t = await openAccounts(engine);
    const tokens = new TokenService(t.engine.db, new LocalBus(), SECRET, MINUTES);
    const [a1, a2, a3, b1] = [await tokens.issue(1), await tokens.issue(1), await tokens.issue(1), await tokens.issue(2)];
    const kept = await tokens.verify(a3.token);
    for (const { token } of [a1, a2, b1]) expect(await tokens.verify(token)).not.toBeNull(); // all cached now
    await tokens.revokeUser(1, kept?.tokenId);
    expect(await tokens.verify(a1.token)).toBeNull();
    expect(await tokens.verify(a2.token)).toBeNull();
    expect(await tokens.verify(a3.token)).toMatchObject({ userId: 1 });
    expect(await tokens.verify(b1.token)).toMatchObject({ userId: 2 });
  });
});

describe('TokenService on two instances of one PostgreSQL database', () => {
  async function twoInstances() {
    const t = await openAccounts('postgres');
    const url = t.databaseUrl ?? '';
    const pool = new pg.Pool({ connectionString: url }).on('error', ignorePoolError);
    cleanups.push(() => pool.end());
    const busA = new PostgresBus(url, pool);
    const busB = new PostgresBus(url, pool);
    cleanups.push(() => busA.close(), () => busB.close());
    await Promise.all([busA.whenListening(), busB.whenListening()]);
    return { a: new TokenService(t.engine.db, busA, SECRET, MINUTES), b: new TokenService(t.engine.db, busB, SECRET, MINUTES) };
  }

  it('a token logged out on A is refused by B at once, though B had it cached', async () => {
    const { a, b } = await twoInstances();
    const { token } = await a.issue(1);
    const onB = await b.verify(token); // B caches it
    expect(onB).toMatchObject({ userId: 1 });
    await a.revoke(onB?.tokenId ?? '');
    await expect.poll(() => b.verify(token), { timeout: NOTIFY_WAIT_MS, interval: 20 }).toBeNull();
  });

  it("a password change on A ends the user's other sessions on B at once", async () => {
    const { a, b } = await twoInstances();
    const mine = await a.issue(1);
    const other = await a.issue(1);
    expect(await b.verify(other.token)).not.toBeNull();
    expect(await b.verify(mine.token)).not.toBeNull();
    await a.revokeUser(1, (await a.verify(mine.token))?.tokenId);
    await expect.poll(() => b.verify(other.token), { timeout: NOTIFY_WAIT_MS, interval: 20 }).toBeNull();
    expect(await b.verify(mine.token)).toMatchObject({ userId: 1 });
  });
});
