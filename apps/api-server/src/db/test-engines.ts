/**
 * Engines for tests (issue 15: every test that touches the database runs on both engines). SQLite gets a file in a
 * temporary folder; PostgreSQL a fresh database in the run's throwaway cluster (test/support/global-setup.ts),
 * dropped again on dispose. Either can start as a copy of the run's seeded demo school instead of empty.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openEngine, type Engine, type EngineName } from './engine';

/** Both engines, for tests that compare them. */
export const ALL_ENGINES: readonly EngineName[] = ['sqlite', 'postgres'];
/**
 * The engines a repository test runs on: the vitest project's (API_TEST_ENGINE, one project per engine in
 * vitest.config.ts, so each engine's run covers every test once), or both when run outside those projects.
 */
export const ENGINES: readonly EngineName[] = process.env.API_TEST_ENGINE ? [testEngineName()] : ALL_ENGINES;

export interface TestEngine<DB> {
  engine: Engine<DB>;
  /** DATABASE_URL of the test's own database (PostgreSQL), or null (SQLite). */
  databaseUrl: string | null;
  sqliteFile: string;
  dispose(): Promise<void>;
}

/** The engine the route suites run on in this vitest project (vitest.config.ts: API_TEST_ENGINE per project). */
export function testEngineName(env: NodeJS.ProcessEnv = process.env): EngineName {
  return env.API_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
}

/** The run's PostgreSQL template database holding the migrated, seeded demo school. */
export const SEEDED_TEMPLATE_DATABASE = 'medteach_seeded';

/** The demo school migrated and seeded once per run (test/support/global-setup.ts), per engine. */
export interface SeededTemplates {
  sqliteFile: string;
  postgresDatabase: string;
}

/** Where a test's database lives: a SQLite file in a temporary folder, or a fresh database in the cluster. */
export interface TestDatabase {
  dir: string;
  sqliteFile: string;
  /** DATABASE_URL of the test's own database (PostgreSQL), or null (SQLite). */
  databaseUrl: string | null;
  /** Drops the database (PostgreSQL) and removes the folder. Close every connection to it first. */
  drop(): Promise<void>;
}

/**
 * A database of its own for one test: empty, or a copy of the seeded demo school when `templates` are given (a file
 * copy for SQLite, `CREATE DATABASE … TEMPLATE` for PostgreSQL: both far cheaper than migrating and seeding).
 */
export async function createTestDatabase(name: EngineName, postgresUrl?: string, templates?: SeededTemplates): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'medteach-engine-'));
  const sqliteFile = join(dir, 'db.sqlite');
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  if (name === 'sqlite') {
    if (templates) copyFileSync(templates.sqliteFile, sqliteFile);
    return { dir, sqliteFile, databaseUrl: null, drop: async () => removeDir() };
  }
  if (!postgresUrl) throw new Error('a PostgreSQL test database needs the cluster URL (vitest inject("postgresUrl"))');
  const database = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  // FILE_COPY copies the template's files (with fsync off, its checkpoint costs little): about 40 % quicker than
  // PostgreSQL 15's default WAL_LOG for the 12 MB demo school, paid by every test server.
  await admin.query(`CREATE DATABASE ${database}${templates ? ` TEMPLATE ${templates.postgresDatabase} STRATEGY FILE_COPY` : ''}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return {
    dir,
    sqliteFile,
    databaseUrl: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await cleanup.end();
      removeDir();
    },
  };
}

/** @param postgresUrl the cluster's admin URL (vitest `inject('postgresUrl')`); required for 'postgres'. */
export async function createTestEngine<DB>(name: EngineName, postgresUrl?: string): Promise<TestEngine<DB>> {
  const database = await createTestDatabase(name, postgresUrl);
  const engine = openEngine<DB>({ sqliteFile: database.sqliteFile, databaseUrl: database.databaseUrl, poolSize: 4 });
  return {
    engine,
    databaseUrl: database.databaseUrl,
    sqliteFile: database.sqliteFile,
    async dispose() {
      await engine.close();
      await database.drop();
    },
  };
}

/**
 * Error listener for the extra pg pools a test opens: an idle pooled client whose database is dropped at the end of
 * the test (terminating connection, 57P01) errors on its pool, and a pool without a listener turns that into an
 * uncaught exception that fails the whole run. engine.ts listens the same way.
 */
export const ignorePoolError = (): void => undefined;
