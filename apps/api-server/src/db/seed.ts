import type { Engine } from './engine';
import type { DB } from './tables';
import { DEMO_PASSWORD, seedSystem, seedSystemReference } from '../modules/system/seed';
import { createFirstAdmin, generatePassword, type FirstAdmin } from '../modules/system/first-admin';
import { seedQuestionBank } from '../modules/question-bank/seed';
import { seedTeaching, seedTeachingReference } from '../modules/teaching/seed';
import { seedCourse } from '../modules/course/seed';
import { seedStation } from '../modules/station/seed';
import { seedCommerce } from '../modules/commerce/seed';

/**
 * What an empty database starts with: `reference` (every install: dictionaries, config keys, the agreement, class
 * periods, rating scales, and one admin whose generated password is handed back to be shown once) or `demo` (the
 * reference data plus the demo school: its people with known passwords, banks, lessons, courses, exams, goods).
 */
export type SeedKind = 'reference' | 'demo';

export interface SeedResult {
  /** The generated first admin of a `reference` start; null for the demo, whose accounts are documented. */
  firstAdmin: FirstAdmin | null;
}

/** Runs once, on an empty database, in one transaction, module by module. */
export async function runSeeds(engine: Engine<DB>, kind: SeedKind): Promise<SeedResult> {
  return engine.db.transaction().execute(async (trx) => {
    // People first: the reference rows name who last changed them (the agreement's update_by).
    const firstAdmin = kind === 'reference' ? await createFirstAdmin(trx) : null;
    if (kind === 'demo') await seedSystem(trx);
    await seedSystemReference(trx, kind === 'demo' ? DEMO_PASSWORD : generatePassword());
    await seedTeachingReference(trx);
    if (kind === 'demo') {
      await seedQuestionBank(trx);
      await seedTeaching(trx);
      await seedCourse(trx);
      await seedStation(trx);
      await seedCommerce(trx);
    }
    return { firstAdmin };
  });
}
