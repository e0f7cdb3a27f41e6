import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from './app';
import { TokenService } from './core/auth';
import { LocalBus } from './core/bus';
import { loadConfig, type ServerConfig } from './core/config';
import { LocalFolderStore } from './core/file-store';
import type { ServerContext } from './core/context';
import { openDatabase, type OpenOptions } from './db/open';
import { createTestDatabase, testEngineName } from './db/test-engines';
import { MODULES } from './modules/registry';

/**
 * A server on a fresh database, seeded with the demo school unless `open` says otherwise, of the test project's engine (SQLite file, or a database of its own in the
 * run's throwaway PostgreSQL cluster), for `app.inject` tests. `db` is its Kysely handle.
 */
export async function testServer(overrides: Partial<ServerConfig> = {}, build: BuildOptions = {}, open: OpenOptions = { seed: 'demo' }) {
  const engineName = testEngineName();
  // The demo school is seeded once per run and copied here; any other start is built from scratch.
  const fromTemplate = open.seed === 'demo' && !open.onSeeded;
  const database = await createTestDatabase(engineName, engineName === 'postgres' ? inject('postgresUrl') : undefined, fromTemplate ? inject('seededTemplates') : undefined);
  const dataDir = database.dir;
  const config = loadConfig(
    { LOG_LEVEL: 'silent', TOKEN_SECRET: 'test-secret' },
    { dataDir, dbFile: database.sqliteFile, uploadDir: join(dataDir, 'uploads'), databaseUrl: database.databaseUrl, ...overrides },
  );
  mkdirSync(config.uploadDir, { recursive: true });
  const engine = await openDatabase({ sqliteFile: config.dbFile, databaseUrl: config.databaseUrl, poolSize: 4 }, MODULES, fromTemplate ? { seed: 'none' } : open);
  const bus = new LocalBus();
  const ctx: ServerContext = { db: engine.db, engine, bus, files: new LocalFolderStore(config.uploadDir), config, tokens: new TokenService(engine.db, bus, config.tokenSecret, config.tokenMinutes) };
  const app = await buildApp(ctx, build);
  return {
    app,
    ctx,
    db: engine.db,
    close: async () => {
      await app.close();
      await ctx.bus.close();
      await engine.close();
      await database.drop();
    },
  };
}

/** Logs in through the real endpoint and returns the bearer header. */
export async function loginAs(app: FastifyInstance, username: string, password = username === 'admin' ? 'admin123' : '123456') {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  const body = res.json();
  if (body.code !== 200) throw new Error(`login ${username} failed: ${body.msg}`);
  return { authorization: `Bearer ${body.data.access_token}` };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary response JSON
type Json = any;
export interface Reply {
  status: number;
  body: Json;
}

/** A signed-in caller of the API for module tests (paths without the `/api` prefix). */
export interface Caller {
  get(path: string, query?: Record<string, string | number>): Promise<Reply>;
  post(path: string, payload: unknown): Promise<Reply>;
}

/** Logs `username` in through the real endpoint and returns a caller that sends their bearer token. */
export async function signIn(app: FastifyInstance, username: string): Promise<Caller> {
  const headers = await loginAs(app, username);
  return {
    async get(path, query) {
      const res = await app.inject({ method: 'GET', url: `/api${path}`, query: query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers });
      return { status: res.statusCode, body: res.json() };
    },
    async post(path, payload) {
      const res = await app.inject({ method: 'POST', url: `/api${path}`, payload: payload as object, headers });
      return { status: res.statusCode, body: res.json() };
    },
  };
}
