/**
 * Engines for tests (issue 15: every test that touches the database runs on both engines). SQLite gets a file in a
 * temporary folder; PostgreSQL a fresh database in the run's throwaway cluster (test/support/postgres-global-setup.ts),
 * dropped again on dispose.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openEngine, type Engine, type EngineName } from './engine';

export const ENGINES: readonly EngineName[] = ['sqlite', 'postgres'];

export interface TestEngine<DB> {
  engine: Engine<DB>;
  /** DATABASE_URL of the test's own database (PostgreSQL), or null (SQLite). */
  databaseUrl: string | null;
  sqliteFile: string;
  dispose(): Promise<void>;
}

/** @param postgresUrl the cluster's admin URL (vitest `inject('postgresUrl')`); required for 'postgres'. */
export async function createTestEngine<DB>(name: EngineName, postgresUrl?: string): Promise<TestEngine<DB>> {
  const dir = mkdtempSync(join(tmpdir(), 'medteach-engine-'));
  const sqliteFile = join(dir, 'db.sqlite');
  if (name === 'sqlite') {
    const engine = openEngine<DB>({ sqliteFile });
    return {
      engine,
      databaseUrl: null,
      sqliteFile,
      async dispose() {
        await engine.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!postgresUrl) throw new Error('createTestEngine(postgres) needs the cluster URL');
  const database = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const engine = openEngine<DB>({ sqliteFile, databaseUrl, poolSize: 4 });
  return {
    engine,
    databaseUrl,
    sqliteFile,
    async dispose() {
      await engine.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await cleanup.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
