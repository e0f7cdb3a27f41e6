import { mkdirSync } from 'node:fs';
import { buildApp } from '../app';
import { TokenService } from '../core/auth';
import { attachClusterAdapter, createBus } from '../core/cluster';
import { loadConfig } from '../core/config';
import type { ServerContext } from '../core/context';
import { DEMO_LOG_LINE, seedKindFor } from '../core/demo-mode';
import { LocalFolderStore } from '../core/file-store';
import { openDatabase } from '../db/open';
import { MODULES } from '../modules/registry';
import { createStationSocketServer } from '../modules/station/socket-server';
import { firstAdminNotice } from '../modules/system/first-admin';

/** In-flight requests get this long to finish on shutdown before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 4_000;

/**
 * Starts the API (and the built apps when STATIC_DIR is set) plus the station socket on a SQLite file in DATA_DIR
 * (created and seeded when missing, reused afterwards) or on DATABASE_URL; stops cleanly on SIGINT/SIGTERM. Environment: see core/config.ts.
 * Start-up wires the modules (modules/registry.ts) into db/ and the app, so it lives above them, outside core/.
 */
export async function start(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  mkdirSync(config.uploadDir, { recursive: true });
  // Demo data (people with known passwords) only in demo mode; any other empty database gets the reference data and
  // one admin whose generated password is shown here, once.
  const engine = await openDatabase(
    { sqliteFile: config.dbFile, databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize },
    MODULES,
    { seed: seedKindFor(config), onSeeded: ({ firstAdmin }) => firstAdmin && console.log(firstAdminNotice(firstAdmin)) },
  );
  const bus = createBus(engine, config.databaseUrl, (err) => console.error('[bus]', err));
  const tokens = new TokenService(engine.db, bus, config.tokenSecret, config.tokenMinutes);
  await tokens.purgeExpired();
  const ctx: ServerContext = { db: engine.db, engine, bus, files: new LocalFolderStore(config.uploadDir), config, tokens };
  // Behind a reverse proxy (TRUST_PROXY=1) req.ip is the client's: login throttles and the IP blacklist key on it.
  const app = await buildApp(ctx, { trustProxy: config.trustProxy });

  const { http: socketHttp, io } = createStationSocketServer(ctx);
  // Several instances on PostgreSQL: events emitted on one reach the displays connected to any.
  await attachClusterAdapter(io, engine, (err) => app.log.warn({ err }, 'socket.io adapter'));

  try {
    await app.listen({ port: config.port, host: config.host });
    await new Promise<void>((resolve, reject) => {
      socketHttp.once('error', reject);
      socketHttp.listen(config.socketPort, config.host, () => resolve());
    });
  } catch (err) {
    // Port taken or similar: release everything so the process can exit with the error.
    await app.close();
    io.close();
    await engine.close();
    throw err;
  }
  app.log.info({ port: config.port, socketPort: config.socketPort, engine: engine.name, db: engine.name === 'sqlite' ? config.dbFile : 'DATABASE_URL' }, 'api-server ready');
  if (config.demoMode) app.log.warn(DEMO_LOG_LINE);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.warn('shutdown grace period over, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    io.close();
    await app.close(); // stops accepting, waits for in-flight requests
    await ctx.bus.close();
    await engine.close(); // checkpoints the WAL into the database file
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  return { app, io, ctx };
}
