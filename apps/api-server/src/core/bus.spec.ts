import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createTestEngine, ignorePoolError, type TestEngine } from '../db/test-engines';
import { BusChannel, LocalBus, PostgresBus } from './bus';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

const received = (bus: LocalBus) => {
  const got: string[] = [];
  bus.subscribe(BusChannel.TOKEN_REVOKED, (p) => got.push(p));
  return got;
};

describe('LocalBus (one instance)', () => {
  it('delivers to subscribers before publish resolves, and not after unsubscribe', async () => {
    const bus = new LocalBus();
    const got: string[] = [];
    const off = bus.subscribe(BusChannel.DICT_CHANGED, (p) => got.push(p));
    await bus.publish(BusChannel.DICT_CHANGED, 'a');
    expect(got).toEqual(['a']);
    off();
    await bus.publish(BusChannel.DICT_CHANGED, 'b');
    expect(got).toEqual(['a']);
  });
});

describe('PostgresBus (several instances on one database)', () => {
  it("reaches the other instance through NOTIFY; the publisher's own subscribers get it once", async () => {
    const t: TestEngine<unknown> = await createTestEngine('postgres', inject('postgresUrl'));
    cleanups.push(() => t.dispose());
    const pool = new pg.Pool({ connectionString: t.databaseUrl ?? '' }).on('error', ignorePoolError);
    cleanups.push(() => pool.end());
    const a = new PostgresBus(t.databaseUrl ?? '', pool);
    const b = new PostgresBus(t.databaseUrl ?? '', pool);
    cleanups.push(() => a.close(), () => b.close());
    await Promise.all([a.whenListening(), b.whenListening()]);
    const onA = received(a);
    const onB = received(b);
    await a.publish(BusChannel.TOKEN_REVOKED, 'token-1');
    expect(onA).toEqual(['token-1']);
    // publish() resolves once the database has handed the message back to A, so B (listening on the same channel)
    // has it within a few milliseconds at most: a logout is known everywhere when its answer leaves A.
    await expect.poll(() => onB, { timeout: 200, interval: 5 }).toEqual(['token-1']);
    // NOTIFY brought A's own message back too: it must not count twice.
    await new Promise((r) => setTimeout(r, 100));
    expect(onA).toEqual(['token-1']);
  });
});
