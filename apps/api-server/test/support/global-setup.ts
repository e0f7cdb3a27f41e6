/**
 * Vitest global setup of api-server, shared by both engine projects (vitest calls it once per project; the work is
 * done once per run): one throwaway PostgreSQL cluster (tools/lib/postgres.mjs: installed when missing, temporary
 * folder, free port, removed at the end), and the demo school migrated and seeded once per engine — a SQLite file and
 * a PostgreSQL template database — which every testServer() copies instead of migrating and seeding again.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from '../../../../tools/lib/postgres.mjs';
import { openDatabase } from '../../src/db/open';
import { SEEDED_TEMPLATE_DATABASE, type SeededTemplates } from '../../src/db/test-engines';
import { MODULES } from '../../src/modules/registry';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the run's throwaway cluster (its `postgres` database). */
    postgresUrl: string;
    /** The seeded demo school to copy from, per engine. */
    seededTemplates: SeededTemplates;
  }
}

interface RunDatabases {
  postgresUrl: string;
  templates: SeededTemplates;
  stop(): Promise<void>;
}

async function seededSqlite(dir: string): Promise<string> {
  const file = join(dir, 'seeded.sqlite');
  const engine = await openDatabase({ sqliteFile: join(dir, 'seeding.sqlite') }, MODULES, { seed: 'demo' });
  await engine.close(); // checkpoints the WAL: the file alone is the whole database
  copyFileSync(join(dir, 'seeding.sqlite'), file);
  return file;
}

async function seededPostgres(clusterUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${SEEDED_TEMPLATE_DATABASE}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${SEEDED_TEMPLATE_DATABASE}`;
  const engine = await openDatabase({ sqliteFile: '', databaseUrl: url.toString(), poolSize: 2 }, MODULES, { seed: 'demo' });
  await engine.close(); // a template database takes no connections while it is copied
  return SEEDED_TEMPLATE_DATABASE;
}

async function prepare(): Promise<RunDatabases> {
  const dir = mkdtempSync(join(tmpdir(), 'medteach-templates-'));
  const cluster = await startThrowawayPostgres();
  const [sqliteFile, postgresDatabase] = await Promise.all([seededSqlite(dir), seededPostgres(cluster.url)]);
  return {
    postgresUrl: cluster.url,
    templates: { sqliteFile, postgresDatabase },
    async stop() {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The run's databases, shared by the projects through the main process's global object. */
const run = globalThis as { medteachRunDatabases?: Promise<RunDatabases>; medteachRunUsers?: number };

export default async function setup(project: TestProject) {
  run.medteachRunDatabases ??= prepare();
  run.medteachRunUsers = (run.medteachRunUsers ?? 0) + 1;
  const databases = await run.medteachRunDatabases;
  project.provide('postgresUrl', databases.postgresUrl);
  project.provide('seededTemplates', databases.templates);
  return async () => {
    run.medteachRunUsers = (run.medteachRunUsers ?? 1) - 1;
    if (run.medteachRunUsers > 0) return;
    delete run.medteachRunDatabases;
    await databases.stop();
  };
}
