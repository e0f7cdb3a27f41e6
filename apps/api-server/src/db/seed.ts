import type { Engine } from './engine';
import type { DB } from './tables';
import { seedSystem } from '../modules/system/seed';
import { seedQuestionBank } from '../modules/question-bank/seed';
import { seedTeaching } from '../modules/teaching/seed';
import { seedCourse } from '../modules/course/seed';
import { seedStation } from '../modules/station/seed';
import { seedCommerce } from '../modules/commerce/seed';

/**
 * Deterministic demo data (README "Seed data"). Runs once, on an empty database, in one transaction, module by
 * module, each on the transaction.
 */
export async function runSeeds(engine: Engine<DB>) {
  await engine.db.transaction().execute(async (trx) => {
    await seedSystem(trx);
    await seedQuestionBank(trx);
    await seedTeaching(trx);
    await seedCourse(trx);
    await seedStation(trx);
    await seedCommerce(trx);
  });
}
