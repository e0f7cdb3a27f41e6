import type { ServerModule } from '../registry';
import { stationRoutes } from './routes';
import { stationMigrations } from './schema';
import { seedStation } from './seed';

/** Structured exams: stations and their displays, the call console, examinees, schedules. */
export const stationModule: ServerModule = {
  name: 'station',
  routes: stationRoutes,
  migrations: stationMigrations,
  seeds: { demo: seedStation },
};
