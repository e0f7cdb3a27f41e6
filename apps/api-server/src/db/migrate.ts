import { sql, type Kysely } from 'kysely';
import type { Engine } from './engine';
import type { Migration } from './db';
import { migrationSqlForPostgres } from './sql-dialect';

/** Any constant shared by every instance: two instances starting at once migrate one after the other. */
const MIGRATION_LOCK_KEY = 15_001;

/**
 * Applies the pending migrations in the order listed (migrationsOf in db/migrations.ts: module by module in the order of
 * modules/registry.ts, each module's in its own order — not sorted by id: `003_teaching_papers` sorts before `003_teaching_plans` it depends on), each with its `schema_migration` row, in one transaction; returns
 * true when the database was empty before (the caller then seeds it). On PostgreSQL an advisory lock held for the
 * transaction makes concurrent starts of several instances safe.
 */
export async function migrateEngine(engine: Engine<unknown>, migrations: readonly Migration[]): Promise<boolean> {
  const db = engine.db as Kysely<{ schema_migration: { id: string; applied_at: string } }>;
  return db.transaction().execute(async (trx) => {
    if (engine.name === 'postgres') await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migration (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(trx);
    const done = new Set((await trx.selectFrom('schema_migration').select('id').execute()).map((r) => r.id));
    const fresh = done.size === 0;
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      if (engine.sqlite) engine.sqlite.exec(m.sql);
      else await sql.raw(m.postgres ?? migrationSqlForPostgres(m.sql)).execute(trx);
      await trx.insertInto('schema_migration').values({ id: m.id, applied_at: new Date().toISOString() }).execute();
    }
    return fresh;
  });
}

/**
 * After rows were inserted with explicit ids (the seed), moves every identity sequence past the highest id so the
 * next insert without an id does not collide. SQLite's rowids need nothing.
 */
export async function syncIdentities(engine: Engine<unknown>): Promise<void> {
  if (engine.name !== 'postgres') return;
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(engine.db);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), GREATEST((SELECT MAX(${sql.ref(column)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(engine.db);
  }
}
