import { afterEach, describe, expect, inject, it } from 'vitest';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { executePrepared, openSqliteHandle, ping, withStatementCache } from './engine';
import { migrationSqlForPostgres } from './sql-dialect';
import { createTestEngine, ENGINES, type TestEngine } from './test-engines';

const open: Pick<TestEngine<unknown>, 'dispose'>[] = [];
afterEach(async () => {
  while (open.length) await open.pop()?.dispose();
});

describe.each(ENGINES)('engine %s', (name) => {
  it('answers through Kysely; integers and counts come back as numbers', async () => {
    const t = await createTestEngine<{ t: { id: number; n: number } }>(name, inject('postgresUrl'));
    open.push(t);
    expect(await ping(t.engine.db as never)).toBe(true);
    const ddl = 'CREATE TABLE t (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)';
    await t.engine.execScript(name === 'postgres' ? migrationSqlForPostgres(ddl) : ddl);
    await t.engine.db.insertInto('t').values([{ id: 1, n: 1_700_000_000_000 }, { id: 2, n: 5 }]).execute();
    const rows = await t.engine.db.selectFrom('t').selectAll().orderBy('id').execute();
    expect(rows).toEqual([{ id: 1, n: 1_700_000_000_000 }, { id: 2, n: 5 }]);
    const { n } = await t.engine.db.selectFrom('t').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(n).toBe(2);
  });
});

describe('SQLite file', () => {
  const modeOf = (file: string) => statSync(file).mode & 0o777;

  it('is created readable by this user only, and so are its -wal and -shm files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'medteach-mode-'));
    const file = join(dir, 'medteach.sqlite');
    const handle = openSqliteHandle(file);
    handle.exec('CREATE TABLE t (id INTEGER PRIMARY KEY); INSERT INTO t VALUES (1);');
    expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual([0o600, 0o600, 0o600]);
    handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is made private when an earlier version left it readable by others', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'medteach-mode-'));
    const file = join(dir, 'medteach.sqlite');
    new Database(file).close();
    chmodSync(file, 0o644);
    const handle = openSqliteHandle(file);
    handle.exec('CREATE TABLE t (id INTEGER PRIMARY KEY);');
    expect([file, `${file}-wal`].map(modeOf)).toEqual([0o600, 0o600]);
    handle.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('SQLite statement cache', () => {
  it('prepares each SQL text once and keeps at most the bound', () => {
    const handle = new Database(':memory:');
    let prepared = 0;
    const counting = new Proxy(handle, { get: (target, key) => (key === 'prepare' ? (text: string) => (prepared++, target.prepare(text)) : Reflect.get(target, key)) });
    const cached = withStatementCache(counting);
    expect(cached.prepare('SELECT 1')).toBe(cached.prepare('SELECT 1'));
    expect(prepared).toBe(1);
    for (let i = 0; i < 1_100; i++) cached.prepare(`SELECT ${i}`);
    cached.prepare('SELECT 1'); // evicted long ago: prepared again
    expect(prepared).toBe(1 + 1_100 + 1 - 1); // 'SELECT 1' inside the loop hit the cache once
    handle.close();
  });
});

describe.each(ENGINES)('executePrepared on %s', (name) => {
  it('answers as the builder does, call after call, with each call its own values', async () => {
    const t = await createTestEngine<{ t: { id: number; n: number } }>(name, inject('postgresUrl'));
    open.push(t);
    const ddl = 'CREATE TABLE t (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)';
    await t.engine.execScript(name === 'postgres' ? migrationSqlForPostgres(ddl) : ddl);
    await t.engine.db.insertInto('t').values([{ id: 1, n: 10 }, { id: 2, n: 20 }]).execute();
    const compiled = t.engine.db.selectFrom('t').select(['id', 'n']).where('id', '=', -1).compile();
    // More calls than pooled connections: every connection prepares the named statement once and reuses it.
    for (let round = 0; round < 3; round++) {
      for (const id of [1, 2, 3]) {
        const rows = await executePrepared(t.engine.db, 'engine_spec_t_by_id', compiled, [id]);
        expect(rows).toEqual(id === 3 ? [] : [{ id, n: id * 10 }]);
      }
    }
    if (name === 'postgres') {
      // The statement is prepared on the pool's connections (the builder's own queries never are).
      const pool = t.engine.pool;
      if (!pool) throw new Error('a PostgreSQL engine has a pool');
      const { rows } = await pool.query("SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = 'engine_spec_t_by_id'");
      expect(rows[0].n).toBe(1);
    }
  });
});
