/**
 * The station hub across instances (issue 15): on PostgreSQL two socket.io servers joined by the PostgreSQL adapter
 * (as start.ts attaches it), a display on instance B and the console's hub on instance A; on SQLite (one instance)
 * the same checks on one server. Presence, events and disconnects must reach the display wherever it is connected.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { STATION_EVENTS, type StationCallItem } from '@medteach/contract';
import type { ServerContext } from '../../core/context';
import type { Engine } from '../../db/engine';
import { MIGRATIONS } from '../registry';
import { migrateEngine } from '../../db/migrate';
import type { DB } from '../../db/tables';
import { createTestEngine, ENGINES, ignorePoolError, type TestEngine } from '../../db/test-engines';
import { consoleStation } from './call-console';
import { stationHub, stationRoom } from './hub';
import { issueDeviceKey } from './pairing';
import { seedStation } from './seed';
import { attachStationSocket } from './socket';

/** Waits until `check` holds (async state crossing instances), failing after `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 25));
  }
}

interface Instance {
  ctx: ServerContext;
  io: Server;
  http: HttpServer;
  url: string;
  pool: pg.Pool | null;
}

describe.each(ENGINES)('station hub on %s', (engine) => {
  let t: TestEngine<DB>;
  let a: Instance;
  let b: Instance;
  const clients: Socket[] = [];

  async function instance(): Promise<Instance> {
    // Each instance its own context object, so its own hub (stationHub is per context), on the one database.
    const ctx = { db: t.engine.db } as unknown as ServerContext;
    const http = createServer();
    const io = new Server(http, { transports: ['websocket'] });
    const pool = t.databaseUrl ? new pg.Pool({ connectionString: t.databaseUrl, max: 2 }).on('error', ignorePoolError) : null;
    if (pool) io.adapter(createAdapter(pool, { heartbeatInterval: 200, heartbeatTimeout: 2_000 }));
    attachStationSocket(io, ctx);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    return { ctx, io, http, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, pool };
  }

  beforeEach(async () => {
    t = await createTestEngine<DB>(engine, inject('postgresUrl'));
    await migrateEngine(t.engine as Engine<unknown>, MIGRATIONS);
    await t.engine.db.transaction().execute((trx) => seedStation(trx));
    a = await instance();
    b = engine === 'postgres' ? await instance() : a;
  });
  afterEach(async () => {
    clients.splice(0).forEach((c) => c.disconnect());
    for (const i of new Set([a, b])) {
      await new Promise<void>((resolve) => i.io.close(() => resolve()));
      await i.pool?.end();
    }
    await t.dispose();
  });

  async function display(on: Instance, codeAddress: string): Promise<Socket> {
    const issued = await issueDeviceKey(t.engine.db, codeAddress);
    const socket = connect(on.url, { query: { userId: codeAddress }, auth: { deviceKey: issued?.deviceKey }, transports: ['websocket'], reconnection: false, forceNew: true });
    clients.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('a display connected to B is present, called and disconnected from A', async () => {
    const hub = stationHub(a.ctx);
    const wall = await display(b, 'A1');
    await eventually(async () => (await hub.presenceIn(1)).get('A1')?.connections === 1);
    const console1 = await consoleStation(t.engine.db, hub, 1);
    expect(console1.displays.find((d) => d.codeAddress === 'A1')).toMatchObject({ connected: true, connections: 1 });
    expect(console1.displays.find((d) => d.codeAddress === 'A1')?.since).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await hub.presenceIn(2)).size).toBe(0);
    // What other instances receive of the socket never carries its device key.
    const [remote] = await a.io.in(stationRoom(1)).fetchSockets();
    expect(remote.handshake.auth).not.toHaveProperty('deviceKey');

    const items: StationCallItem[] = [{ realName: '王伟华', roomId: 1 }];
    const heard = new Promise<StationCallItem[]>((resolve) => wall.once(STATION_EVENTS.call, resolve));
    expect(await hub.emit(1, STATION_EVENTS.call, items)).toBe(1);
    expect(await heard).toEqual(items);

    const reason = new Promise<string>((resolve) => wall.once('disconnect', resolve));
    hub.disconnectDevice('A1');
    expect(await reason).toBe('io server disconnect');
    await eventually(async () => (await hub.presenceIn(1)).size === 0);
    // Offline, the console still shows when it was last seen (stored by B, read by A).
    await eventually(async () => {
      const row = await t.engine.db.selectFrom('exam_device').select('seen_at').where('code_address', '=', 'A1').executeTakeFirstOrThrow();
      return row.seen_at !== null;
    });
    const after = await consoleStation(t.engine.db, hub, 1);
    expect(after.displays.find((d) => d.codeAddress === 'A1')).toMatchObject({ connected: false, connections: 0, since: expect.any(String) });
  });
});
