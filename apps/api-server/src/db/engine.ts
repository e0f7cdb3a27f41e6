/**
 * Opens the database on one of two engines (issue 15, docs/data-layer.md): the embedded SQLite file by default (nothing
 * to install), PostgreSQL 15+ when DATABASE_URL is set (several api-server instances on one database). Everything
 * above this file talks to Kysely and does not know which engine it runs on.
 */
import { chmodSync, closeSync, existsSync, openSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type CompiledQuery, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { WriteWatch } from './write-watch';

export type EngineName = 'sqlite' | 'postgres';

export interface Engine<DB> {
  name: EngineName;
  db: Kysely<DB>;
  /** Runs a script of several statements (migrations): Kysely's drivers take one statement at a time. */
  execScript(script: string): Promise<void>;
  /** The embedded engine's own handle (migration scripts run on it); null on PostgreSQL. */
  sqlite: Database.Database | null;
  /** PostgreSQL's connection pool (LISTEN/NOTIFY and the socket.io adapter share it); null on SQLite. */
  pool: pg.Pool | null;
  /** Committed writes per table, for per-instance caches of rows (db/write-watch.ts). */
  writes: WriteWatch;
  close(): Promise<void>;
}

export interface EngineOptions {
  /** SQLite file (DATA_DIR/medteach.sqlite); used when no databaseUrl is given. */
  sqliteFile: string;
  /** `postgres://…` (DATABASE_URL): run on PostgreSQL instead. */
  databaseUrl?: string | null;
  /** Pool size per instance on PostgreSQL (DATABASE_POOL_SIZE, default 10). */
  poolSize?: number;
}

// pg returns int8 (BIGINT, count(*)) as strings to be safe beyond 2^53; our integers (ids, epoch ms, counts) stay
// far below, and the API wants numbers, as SQLite gives them.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** The IANA zone of this process: PostgreSQL sessions use it so `localtimestamp` matches SQLite's 'localtime'. */
const processTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Owner read and write only: the database holds every password hash, session and secret setting. */
const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the database file as PRIVATE_FILE_MODE before SQLite opens it (SQLite would create it 0644), and takes
 * group and other access away from one an earlier version created. SQLite gives the -wal and -shm files it creates
 * the database file's mode; ones left over are tightened too. A file of another user is left as it is.
 */
function keepPrivate(file: string) {
  if (file === '' || file === ':memory:') return;
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (!existsSync(path)) continue;
    const { mode, uid } = statSync(path);
    if ((mode & 0o077) !== 0 && uid === process.getuid?.()) chmodSync(path, mode & 0o700);
  }
}

export function openSqliteHandle(file: string): Database.Database {
  keepPrivate(file);
  const handle = new Database(file);
  handle.pragma('journal_mode = WAL');
  handle.pragma('synchronous = NORMAL');
  handle.pragma('foreign_keys = ON');
  handle.pragma('busy_timeout = 5000');
  return handle;
}

/** Prepared statements kept per SQL text on SQLite (bounded: query shapes are finite, but a bug should not leak). */
const STATEMENT_CACHE_MAX = 1_000;

/**
 * better-sqlite3 as Kysely sees it, with prepared statements reused by SQL text: Kysely prepares every query it runs,
 * and preparing the hot path's joins on every answer was the largest single cost under load (issue 9 bench).
 * Safe because Kysely's SQLite driver runs one query at a time on its single connection.
 */
export function withStatementCache(handle: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => handle.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text); // most recently used goes last
      } else {
        statement = handle.prepare(text);
        if (statements.size >= STATEMENT_CACHE_MAX) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

export function openEngine<DB>(options: EngineOptions): Engine<DB> {
  if (options.databaseUrl) return openPostgres<DB>(options.databaseUrl, options.poolSize ?? 10);
  const handle = openSqliteHandle(options.sqliteFile);
  const writes = new WriteWatch();
  return {
    name: 'sqlite',
    db: new Kysely<DB>({ dialect: writes.dialect(new SqliteDialect({ database: withStatementCache(handle) })) }),
    sqlite: handle,
    pool: null,
    writes,
    async execScript(script) {
      handle.exec(script);
    },
    async close() {
      // Kysely's destroy closes the better-sqlite3 handle (checkpointing the WAL into the file).
      await this.db.destroy();
    },
  };
}

function openPostgres<DB>(url: string, max: number): Engine<DB> {
  const pool = new pg.Pool({ connectionString: url, max, options: `-c timezone=${processTimeZone()}` });
  // An idle client losing its connection (database restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const writes = new WriteWatch();
  const db = new Kysely<DB>({ dialect: writes.dialect(new PostgresDialect({ pool })) });
  poolsByDb.set(db, pool);
  return {
    name: 'postgres',
    db,
    sqlite: null,
    pool,
    writes,
    async execScript(script) {
      // No parameters: pg sends it as a simple query, which may hold several statements.
      await pool.query(script);
    },
    async close() {
      await this.db.destroy(); // ends the pool
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
const poolsByDb = new WeakMap<Kysely<any>, pg.Pool>();

/**
 * Runs a compiled query as a named prepared statement on PostgreSQL — each pooled connection plans it once instead
 * of on every call — and as an ordinary query elsewhere (SQLite reuses its prepared statements already, and a
 * transaction runs on its own connection). For the hot path's fixed-shape queries only: a name must always carry the
 * same SQL text.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export async function executePrepared<R>(db: Kysely<any>, name: string, compiled: CompiledQuery<R>, parameters: readonly unknown[]): Promise<R[]> {
  const pool = poolsByDb.get(db);
  if (!pool) return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  const result = await pool.query({ name, text: compiled.sql, values: [...parameters] });
  return result.rows as R[];
}

/** The PostgreSQL pool behind a database handle (not a transaction's), for the hot path's own statements; null on SQLite. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export const postgresPoolOf = (db: Kysely<any>): pg.Pool | null => poolsByDb.get(db) ?? null;

/**
 * Whether a handle — the database or one of its transactions — runs on PostgreSQL: the few queries the engines index
 * differently (question text search) pick their SQL by it. The dialect's adapter is shared by every transaction.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export const runsOnPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** `SELECT 1` through the builder: the health check of either engine. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the check reads no table
export async function ping(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ ok: number }>`SELECT 1 AS ok`.execute(db);
  return Number(rows[0]?.ok) === 1;
}
