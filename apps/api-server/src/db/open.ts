import { openEngine, type Engine, type EngineOptions } from './engine';
import { MIGRATIONS } from './migrations';
import { migrateEngine, syncIdentities } from './migrate';
import { runSeeds } from './seed';
import type { DB } from './tables';

/**
 * Opens the database on its engine (SQLite file, or PostgreSQL with DATABASE_URL), applies pending migrations and
 * seeds an empty database (then moves PostgreSQL's id sequences past the seeded ids).
 * Kept apart from db.ts: the module seeds import db.ts (nowText, Db), so db.ts must not import the seeds back.
 */
export async function openDatabase(options: EngineOptions, { seed = true }: { seed?: boolean } = {}): Promise<Engine<DB>> {
  const engine = openEngine<DB>(options);
  try {
    const fresh = await migrateEngine(engine as Engine<unknown>, MIGRATIONS);
    if (fresh && seed) {
      await runSeeds(engine);
      await syncIdentities(engine as Engine<unknown>);
    }
    return engine;
  } catch (err) {
    await engine.close();
    throw err;
  }
}
