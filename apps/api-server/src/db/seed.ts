import type { Db } from './db';
import { seedSystem } from '../modules/system/seed';
import { seedQuestionBank } from '../modules/question-bank/seed';
import { seedTeaching } from '../modules/teaching/seed';
import { seedCourse } from '../modules/course/seed';
import { seedStation } from '../modules/station/seed';
import { seedCommerce } from '../modules/commerce/seed';

/** Deterministic demo data (README "Seed data"). Runs once, on an empty database, in one transaction. */
export function runSeeds(db: Db) {
  db.transaction(() => {
    seedSystem(db);
    seedQuestionBank(db);
    seedTeaching(db);
    seedCourse(db);
    seedStation(db);
    seedCommerce(db);
  })();
}
