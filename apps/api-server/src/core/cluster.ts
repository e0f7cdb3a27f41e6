/**
 * What several api-server instances on one PostgreSQL database share besides the tables (issue 15,
 * docs/scaling.md): cache invalidation through LISTEN/NOTIFY (core/bus.ts) and station socket events through
 * socket.io's PostgreSQL adapter, so a call made on one instance reaches displays connected to any other.
 * On SQLite (one instance) both stay in the process.
 */
import { createAdapter } from '@socket.io/postgres-adapter';
import { sql } from 'kysely';
import type { Server as SocketServer } from 'socket.io';
import type { Engine } from '../db/engine';
import { LocalBus, PostgresBus, type Bus } from './bus';

/** The socket.io adapter's own table (its default name): large payloads go through it, NOTIFY carries the id. */
const ADAPTER_TABLE = 'socket_io_attachments';
const ADAPTER_LOCK_KEY = 15_002;

export function createBus<DB>(engine: Engine<DB>, databaseUrl: string | null, onError: (err: unknown) => void): Bus {
  if (!engine.pool || !databaseUrl) return new LocalBus();
  return new PostgresBus(databaseUrl, engine.pool, onError);
}

/**
 * Attaches the PostgreSQL adapter (PostgreSQL only). Its table belongs to the adapter, not to the product's schema,
 * and exists only on PostgreSQL: it is created here, once, under a lock (instances may start together).
 */
export async function attachClusterAdapter<DB>(io: SocketServer, engine: Engine<DB>, onError: (err: unknown) => void): Promise<boolean> {
  if (!engine.pool) return false;
  await engine.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${ADAPTER_LOCK_KEY})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS ${sql.table(ADAPTER_TABLE)} (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)`.execute(trx);
  });
  // The hub bounds its own cross-instance requests (fetchSockets with a short timeout, modules/station/hub.ts).
  io.adapter(createAdapter(engine.pool, { tableName: ADAPTER_TABLE, errorHandler: onError }));
  return true;
}
