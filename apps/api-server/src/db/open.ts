import { openEngine, type Engine, type EngineOptions } from './engine';
import { migrationsOf, type ModuleSchema } from './migrations';
import { migrateEngine, syncIdentities } from './migrate';
import { runSeeds, type ModuleSeeds, type SeedKind, type SeedResult } from './seed';
import type { DB } from './tables';

/** What db/ needs of a module (modules/<m>/index.ts; the list is modules/registry.ts): its migrations and seeds. */
export interface DataModule extends ModuleSchema {
  seeds?: ModuleSeeds;
}

export interface OpenOptions {
  /** What an empty database is seeded with (db/seed.ts); `none` leaves it empty. */
  seed: SeedKind | 'none';
  /** Told what seeding produced (the generated first admin), once, when the database was empty. */
  onSeeded?: (result: SeedResult) => void;
}

/**
 * Opens the database on its engine (SQLite file, or PostgreSQL with DATABASE_URL), applies the modules' pending
 * migrations in their order and seeds an empty database (then moves PostgreSQL's id sequences past the seeded ids).
 * The modules are handed in (modules/registry.ts, by the start-up code): db/ imports nothing from modules/.
 */
export async function openDatabase(options: EngineOptions, modules: readonly DataModule[], { seed, onSeeded }: OpenOptions): Promise<Engine<DB>> {
  const engine = openEngine<DB>(options);
  try {
    const fresh = await migrateEngine(engine as Engine<unknown>, migrationsOf(modules));
    if (fresh && seed !== 'none') {
      const result = await runSeeds(engine, modules, seed);
      await syncIdentities(engine as Engine<unknown>);
      onSeeded?.(result);
    }
    return engine;
  } catch (err) {
    await engine.close();
    throw err;
  }
}
