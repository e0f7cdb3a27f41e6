/**
 * Plain SQL for test set-up and checks, on either engine (issue 15: the route suites run on SQLite and PostgreSQL).
 * `?` placeholders become bound parameters; write only SQL both engines share (docs/data-layer.md).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table of the schema
type AnyDb = Kysely<any>;

export function rawSql<T>(text: string, params: readonly unknown[] = []): RawBuilder<T> {
  const parts = text.split('?');
  if (parts.length - 1 !== params.length) throw new Error(`${params.length} parameters for ${parts.length - 1} placeholders: ${text}`);
  return sql<T>`${sql.join(
    parts.flatMap((part, i) => (i < params.length ? [sql.raw(part), sql.val(params[i])] : [sql.raw(part)])),
    sql``,
  )}`;
}

export async function sqlAll<T>(db: AnyDb, text: string, ...params: unknown[]): Promise<T[]> {
  return (await rawSql<T>(text, params).execute(db)).rows;
}

/** The first row, or undefined. */
export async function sqlFirst<T>(db: AnyDb, text: string, ...params: unknown[]): Promise<T | undefined> {
  return (await sqlAll<T>(db, text, ...params))[0];
}

/** The first row (throws when there is none: a check that finds nothing is a broken check). */
export async function sqlOne<T>(db: AnyDb, text: string, ...params: unknown[]): Promise<T> {
  const [row] = await sqlAll<T>(db, text, ...params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

export async function sqlRun(db: AnyDb, text: string, ...params: unknown[]): Promise<void> {
  await rawSql(text, params).execute(db);
}

const tableNames = new WeakMap<AnyDb, Promise<string[]>>();

/** The pool a PostgreSQL test server queries through, as `Engine.pool` gives it (null on SQLite). */
type PgPool = { query(q: { name: string; text: string }): Promise<{ rows: Record<string, unknown>[] }> } | null;

/**
 * Row count of every table, to prove a rejected request stored nothing. One query (a scalar sub-select per table),
 * because the fuzz harness counts before and after thousands of requests. Given PostgreSQL's pool, the query is a
 * named prepared statement: planning its ~90 sub-selects anew took three quarters of each count.
 */
export async function rowCounts(db: AnyDb, pool: PgPool = null): Promise<Record<string, number>> {
  let names = tableNames.get(db);
  if (!names) tableNames.set(db, (names = db.introspection.getTables().then((tables) => tables.map((t) => t.name).sort())));
  const tables = await names;
  const select = `SELECT ${tables.map((name, i) => `(SELECT COUNT(*) FROM "${name}") AS c${i}`).join(', ')}`;
  const row = pool ? (await pool.query({ name: `row_counts_${tables.length}`, text: select })).rows[0] : await sqlOne<Record<string, number>>(db, select);
  return Object.fromEntries(tables.map((name, i) => [name, Number(row[`c${i}`])]));
}
