import { openEngine, type Engine, type EngineOptions } from './engine';
import { MIGRATIONS } from './migrations';
import { migrateEngine, syncIdentities } from './migrate';
import { runSeeds, type SeedKind, type SeedResult } from './seed';
import type { DB } from './tables';

export interface OpenOptions {
  /** What an empty database is seeded with (db/seed.ts); `none` leaves it empty. */
  seed: SeedKind | 'none';
  /** Told what seeding produced (the generated first admin), once, when the database was empty. */
  onSeeded?: (result: SeedResult) => void;
}

/**
 * Opens the database on its engine (SQLite file, or PostgreSQL with DATABASE_URL), applies pending migrations and
 * seeds an empty database (then moves PostgreSQL's id sequences past the seeded ids).
 * Kept apart from db.ts: the module seeds import db.ts (nowText, Db), so db.ts must not import the seeds back.
 */
export async function openDatabase(options: EngineOptions, { seed, onSeeded }: OpenOptions): Promise<Engine<DB>> {
  const engine = openEngine<DB>(options);
  try {
    const fresh = await migrateEngine(engine as Engine<unknown>, MIGRATIONS);
    if (fresh && seed !== 'none') {
      const result = await runSeeds(engine, seed);
      await syncIdentities(engine as Engine<unknown>);
      onSeeded?.(result);
    }
    return engine;
  } catch (err) {
    await engine.close();
    throw err;
  }
}
