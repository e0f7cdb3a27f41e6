import type { ServerModule } from '../registry';
import { courseRoutes } from './routes';
import { courseMigrations } from './schema';
import { seedCourse } from './seed';

/** Online courses: resources, papers, credits and certificates, and their back office. */
export const courseModule: ServerModule = {
  name: 'course',
  routes: courseRoutes,
  migrations: courseMigrations,
  seeds: { demo: seedCourse },
};
