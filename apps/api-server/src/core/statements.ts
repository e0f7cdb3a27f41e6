import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/db';

/**
 * Prepared statements kept per database, so a hot path prepares its SQL once instead of on every request (issue 9
 * load bench: preparing the question join on every answer was the largest single cost). Only for SQL built from
 * constants or a bounded set of fragments (never from request values), used with plain `get` / `all` / `run`:
 * a cached statement is shared, so `pluck()`, `raw()` or `expand()` would change it for every caller.
 */
const statementsByDb = new WeakMap<Db, Map<string, Statement>>();

export function cachedStatement(db: Db, sql: string): Statement {
  let statements = statementsByDb.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDb.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}
