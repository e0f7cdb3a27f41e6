import type { ServerModule } from '../registry';
import { createFirstAdmin, generatePassword } from './first-admin';
import { systemRoutes } from './routes';
import { systemMigrations } from './schema';
import { DEMO_PASSWORD, seedSystem, seedSystemReference } from './seed';

/** System: accounts and sign-in, dictionaries, settings, the agreement, uploads, logs, imports, health. */
export const systemModule: ServerModule = {
  name: 'system',
  routes: systemRoutes,
  migrations: systemMigrations,
  seeds: {
    // People first: the reference rows name who last changed them (the agreement's update_by) — a new install's
    // generated first admin, or the demo school's accounts (whose initial password is the demo's known one).
    async reference(trx, kind) {
      const firstAdmin = kind === 'reference' ? await createFirstAdmin(trx) : null;
      if (kind === 'demo') await seedSystem(trx);
      await seedSystemReference(trx, kind === 'demo' ? DEMO_PASSWORD : generatePassword());
      return { firstAdmin };
    },
  },
};
