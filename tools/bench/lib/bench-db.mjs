/**
 * The benches' own door to the database of the server under test, on either engine (issue 15): a SQLite file
 * (better-sqlite3; WAL, so the running server sees committed rows on its next read) or a `postgres://` URL (`pg`).
 * Fixtures and read-backs are written once, in SQL both engines accept, with `?` placeholders (numbered for
 * PostgreSQL here). Integers come back as numbers on both (PostgreSQL's 64-bit ids arrive as strings otherwise).
 */
import Database from 'better-sqlite3';
import pg from 'pg';

/**
 * @typedef {{
 *   engine: 'sqlite' | 'postgres',
 *   all: (sql: string, params?: unknown[]) => Promise<Record<string, any>[]>,
 *   tables: () => Promise<string[]>,
 *   transaction: <T>(fn: () => Promise<T>) => Promise<T>,
 *   close: () => Promise<void>,
 * }} BenchDb
 */

/** `postgres://…` and `postgresql://…` are PostgreSQL; anything else is a SQLite file path. */
export const isPostgresUrl = (/** @type {string} */ target) => /^postgres(ql)?:\/\//.test(target);

/**
 * `?` placeholders as PostgreSQL's `$1, $2, …` (the benches' SQL has no `?` inside literals).
 * @param {string} sql
 */
export const numberPlaceholders = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/**
 * @param {string} target a SQLite file or a postgres:// URL
 * @returns {Promise<BenchDb>}
 */
export async function openBenchDb(target) {
  return isPostgresUrl(target) ? openPostgres(target) : openSqlite(target);
}

/** @param {string} file @returns {BenchDb} */
function openSqlite(file) {
  const db = new Database(file, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return {
    engine: 'sqlite',
    all: async (sql, params = []) => {
      const stmt = db.prepare(sql);
      return /** @type {Record<string, any>[]} */ (stmt.reader ? stmt.all(...params) : (stmt.run(...params), []));
    },
    tables: async () => db.prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all().map((r) => /** @type {any} */ (r).name),
    // better-sqlite3's transaction() takes synchronous functions only: BEGIN/COMMIT by hand around the awaited body.
    transaction: async (fn) => {
      db.exec('BEGIN IMMEDIATE');
      try {
        const out = await fn();
        db.exec('COMMIT');
        return out;
      } catch (err) {
        db.exec('ROLLBACK');
        throw err;
      }
    },
    close: async () => void db.close(),
  };
}

/** @param {string} url @returns {Promise<BenchDb>} */
async function openPostgres(url) {
  const client = new pg.Client({ connectionString: url, types: { getTypeParser: integerParser } });
  await client.connect();
  return {
    engine: 'postgres',
    all: async (sql, params = []) => (await client.query(numberPlaceholders(sql), params)).rows,
    tables: async () => (await client.query('SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename')).rows.map((r) => r.name),
    transaction: async (fn) => {
      await client.query('BEGIN');
      try {
        const out = await fn();
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
    },
    close: () => client.end(),
  };
}

/** int8 (20) and numeric (1700) as numbers, like the server's own pool (bench ids and counts fit easily). */
const INT8_OID = 20;
const NUMERIC_OID = 1700;
/** @param {number} oid @param {any} format */
function integerParser(oid, format) {
  if (oid === INT8_OID || oid === NUMERIC_OID) return (/** @type {string} */ v) => Number(v);
  return pg.types.getTypeParser(oid, format);
}
