import Database from 'better-sqlite3';
import { migrate, type Db } from './db';
import { runSeeds } from './seed';

/**
 * Opens (creating when missing) the SQLite file, applies pending migrations and seeds an empty database.
 * Kept apart from db.ts: the module seeds import db.ts (nowText, Db), so db.ts must not import the seeds back.
 */
export function openDb(file: string, opts: { seed?: boolean } = {}): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const fresh = migrate(db);
  if (fresh && opts.seed !== false) runSeeds(db);
  return db;
}
