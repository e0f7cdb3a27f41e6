import type { ServerModule } from '../registry';
import { teachingRoutes } from './routes';
import { teachingMigrations } from './schema';
import { seedTeaching, seedTeachingReference } from './seed';

/** Teaching: plans, lessons and the timetable, sign-in, homework, ratings, suggestions, plan papers, exports. */
export const teachingModule: ServerModule = {
  name: 'teaching',
  routes: teachingRoutes,
  migrations: teachingMigrations,
  // The demo's lessons are scored on the reference rating scales.
  seeds: { reference: (trx) => seedTeachingReference(trx), demo: (trx) => seedTeaching(trx) },
};
