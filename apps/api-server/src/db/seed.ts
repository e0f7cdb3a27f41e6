import type { Engine } from './engine';
import type { Queryable } from './queryable';
import type { DB } from './tables';

/**
 * What an empty database starts with: `reference` (every install: dictionaries, config keys, the agreement, class
 * periods, rating scales, and one admin whose generated password is handed back to be shown once) or `demo` (the
 * reference data plus the demo school: its people with known passwords, banks, lessons, courses, exams, goods).
 */
export type SeedKind = 'reference' | 'demo';

/** The account a `reference` start creates (system module), whose generated password start-up shows once. */
export interface FirstAdmin {
  userName: string;
  password: string;
}

export interface SeedResult {
  /** The generated first admin of a `reference` start; null for the demo, whose accounts are documented. */
  firstAdmin: FirstAdmin | null;
}

/** What a module seeds on an empty database (modules/<m>/index.ts), inside the one seeding transaction. */
export interface ModuleSeeds {
  /**
   * Rows every install needs; `kind` tells whether the demo school follows. Runs first, module by module. The system
   * module's starts with the people the reference rows name (the generated first admin, or the demo school's
   * accounts) and hands the first admin back.
   */
  reference?: (trx: Queryable, kind: SeedKind) => Promise<Partial<SeedResult> | void>;
  /** The demo school's rows (demo mode only), module by module after every module's reference rows. */
  demo?: (trx: Queryable) => Promise<void>;
}

/** Runs once, on an empty database, in one transaction: every module's reference seed, then (demo) every demo seed. */
export async function runSeeds(engine: Engine<DB>, modules: readonly { seeds?: ModuleSeeds }[], kind: SeedKind): Promise<SeedResult> {
  return engine.db.transaction().execute(async (trx) => {
    let firstAdmin: FirstAdmin | null = null;
    for (const { seeds } of modules) {
      const seeded = await seeds?.reference?.(trx, kind);
      if (seeded?.firstAdmin) firstAdmin = seeded.firstAdmin;
    }
    if (kind === 'demo') for (const { seeds } of modules) await seeds?.demo?.(trx);
    return { firstAdmin };
  });
}
