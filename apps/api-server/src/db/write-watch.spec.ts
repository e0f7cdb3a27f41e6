/** The write watch on both engines: listeners hear of committed writes to their tables, whoever ran them (issue 15). */
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ENGINES, createTestEngine, type TestEngine } from './test-engines';

interface Tables {
  watched: { id: number; v: string };
  other: { id: number; v: string };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function open(engine: 'sqlite' | 'postgres') {
  const t: TestEngine<Tables> = await createTestEngine<Tables>(engine, inject('postgresUrl'));
  cleanups.push(() => t.dispose());
  await t.engine.execScript('CREATE TABLE watched (id INTEGER PRIMARY KEY, v TEXT NOT NULL); CREATE TABLE other (id INTEGER PRIMARY KEY, v TEXT NOT NULL);');
  const heard: string[][] = [];
  t.engine.writes.onCommittedWrite(['watched'], (tables) => {
    heard.push([...tables]);
  });
  return { db: t.engine.db, engine: t.engine, heard };
}

const count = async (db: Kysely<Tables>) => (await db.selectFrom('watched').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe.each(ENGINES)('write watch on %s', (engine) => {
  it('hears inserts, updates, upserts and deletes of a watched table, from the builder and from raw SQL', async () => {
    const { db, heard } = await open(engine);
    await db.insertInto('watched').values({ id: 1, v: 'a' }).execute();
    await db.updateTable('watched').set({ v: 'b' }).where('id', '=', 1).execute();
    await db
      .insertInto('watched')
      .values({ id: 1, v: 'c' })
      .onConflict((oc) => oc.column('id').doUpdateSet({ v: 'c' }))
      .execute();
    await sql`UPDATE watched SET v = 'd' WHERE id = 1`.execute(db);
    await sql`delete from "watched" where id = 1`.execute(db);
    expect(heard).toEqual([['watched'], ['watched'], ['watched'], ['watched'], ['watched']]);
  });

  it('stays silent for reads and for tables nobody watches (an upsert into another table included)', async () => {
    const { db, heard } = await open(engine);
    await db.selectFrom('watched').selectAll().execute();
    await db.insertInto('other').values({ id: 1, v: 'a' }).execute();
    await db
      .insertInto('other')
      .values({ id: 1, v: 'b' })
      .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ v: eb.ref('excluded.v') })))
      .execute();
    await db.transaction().execute((trx) => trx.updateTable('other').set({ v: 'c' }).execute());
    expect(heard).toEqual([]);
  });

  it('tells a transaction once, after its commit, when the row is visible to every connection', async () => {
    const { db, engine: opened } = await open(engine);
    const seenByListener: number[] = [];
    opened.writes.onCommittedWrite(['watched'], async () => {
      seenByListener.push(await count(db));
    });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('watched').values({ id: 1, v: 'a' }).execute();
      await trx.insertInto('watched').values({ id: 2, v: 'b' }).execute();
      expect(seenByListener).toEqual([]);
    });
    // The transaction resolved only after the listener ran, and the listener saw both rows.
    expect(seenByListener).toEqual([2]);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const { db, engine: opened, heard } = await open(engine);
    const late: string[] = [];
    const stop = opened.writes.onCommittedWrite(['watched'], () => void late.push('x'));
    stop();
    await db.insertInto('watched').values({ id: 1, v: 'a' }).execute();
    expect(late).toEqual([]);
    expect(heard).toHaveLength(1);
  });
});
