import type { FastifyInstance } from 'fastify';
import { migrationsOf } from '../db/migrations';
import type { DataModule } from '../db/open';
import { commerceModule } from './commerce/index';
import { courseModule } from './course/index';
import { questionBankModule } from './question-bank/index';
import { stationModule } from './station/index';
import { systemModule } from './system/index';
import { teachingModule } from './teaching/index';

/** A module of the server, as its own index.ts describes it: its routes, its migrations and its seeds. */
export interface ServerModule extends DataModule {
  /** A Fastify plugin registering the module's routes (app.ts registers it under /api). */
  routes: (app: FastifyInstance) => Promise<void>;
}

/**
 * The one list of modules. Its order is the order their migrations run (a module's tables may reference only the
 * tables of modules before it, and a shipped order never changes), their seeds run and their routes are registered.
 * db/ and core/ never import it: start-up code (server/start.ts, app.ts, the tests' servers) hands it to them.
 */
export const MODULES: readonly ServerModule[] = [systemModule, questionBankModule, teachingModule, courseModule, stationModule, commerceModule];

/** Every module's migrations in order: what migrating the whole schema takes (tests, the table-type generator). */
export const MIGRATIONS = migrationsOf(MODULES);
