import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import { buildApp } from './app';
import { TokenService } from './core/auth';
import { loadConfig } from './core/config';
import type { ServerContext } from './core/context';
import { openDb } from './db/db';
import { attachStationSocket } from './modules/station/socket';

/** Starts the API (and the built apps when STATIC_DIR is set) plus the station socket; stops cleanly on SIGINT/SIGTERM. */
export async function start(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  mkdirSync(config.uploadDir, { recursive: true });
  const db = openDb(config.dbFile);
  const ctx: ServerContext = { db, config, tokens: new TokenService(db, config.tokenSecret, config.tokenMinutes), io: null };
  const app = await buildApp(ctx);

  const socketHttp = createServer();
  const io = new SocketServer(socketHttp, { cors: { origin: true, credentials: true }, transports: ['websocket', 'polling'] });
  ctx.io = io;
  attachStationSocket(io, ctx);

  await app.listen({ port: config.port, host: config.host });
  await new Promise<void>((resolve, reject) => {
    socketHttp.once('error', reject);
    socketHttp.listen(config.socketPort, config.host, () => resolve());
  });
  app.log.info({ port: config.port, socketPort: config.socketPort, db: config.dbFile }, 'api-server ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    io.close();
    await app.close();
    db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  return { app, io, ctx };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!)) {
  start().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
