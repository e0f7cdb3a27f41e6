import type { ServerModule } from '../registry';
import { commerceRoutes } from './routes';
import { commerceMigrations } from './schema';
import { seedCommerce } from './seed';

/** Commerce: products and payment, orders, invites, share score, knowledge, the service desk. */
export const commerceModule: ServerModule = {
  name: 'commerce',
  routes: commerceRoutes,
  migrations: commerceMigrations,
  seeds: { demo: seedCommerce },
};
