import type Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

export interface Migration {
  /** Unique id such as `001_system_accounts`; migrations run in the order db/migrations.ts lists them. */
  id: string;
  sql: string;
}

/** Applies pending migrations in order; returns true when the database was empty before. */
export function migrate(db: Db): boolean {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migration (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set((db.prepare('SELECT id FROM schema_migration').all() as { id: string }[]).map((r) => r.id));
  const fresh = done.size === 0;
  const apply = db.transaction((m: Migration) => {
    db.exec(m.sql);
    db.prepare("INSERT INTO schema_migration (id, applied_at) VALUES (?, datetime('now'))").run(m.id);
  });
  // In the order listed, as db/migrate.ts (sorting by id ran 003_teaching_papers before the plans it references).
  for (const m of MIGRATIONS) if (!done.has(m.id)) apply(m);
  return fresh;
}

/** Current local time in RuoYi's default format `YYYY-MM-DD HH:mm:ss`. */
export function nowText(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
