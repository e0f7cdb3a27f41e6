/**
 * Vitest global setup of api-server: one throwaway PostgreSQL cluster for the whole run (tools/lib/postgres.mjs:
 * installed when missing, temporary folder, free port, removed at the end). Tests create a database of their own
 * in it (src/db/test-engines.ts), so files running in parallel never share tables.
 */
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from '../../../../tools/lib/postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the run's throwaway cluster (its `postgres` database). */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startThrowawayPostgres();
  project.provide('postgresUrl', cluster.url);
  return async () => {
    await cluster.stop();
  };
}
