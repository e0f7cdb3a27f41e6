/**
 * The boards follow the console's writes: an examinee imported, added, edited or deleted, a room renamed, the exam
 * renamed or names masked reaches the paired screens of that station at once, as `station_changed` — through the
 * same path as a call (the hub's room, on PostgreSQL the socket.io adapter start.ts attaches, here with the board on
 * a second instance) and only once the write has committed: a board that refetches on the event already reads the
 * new state. A write that is refused sends nothing.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_KEY_HEADER, EXAMINEE_IMPORT_COLUMNS, STATION_CHANGED_EVENT, type StationScreen } from '@medteach/contract';
import { attachClusterAdapter } from '../../core/cluster';
import type { ServerContext } from '../../core/context';
import { loginAs, testServer } from '../../test-helpers';
import { multipartFile, xlsxFile } from '../../../test/support/xlsx-upload';
import { attachStationSocket } from './socket';

type TestServer = Awaited<ReturnType<typeof testServer>>;

interface Instance {
  io: Server;
  http: HttpServer;
  url: string;
}

let server: TestServer;
let admin: Record<string, string>;
/** The instance the console writes on (the app's hub) and the one the board is connected to (the same on SQLite). */
let a: Instance;
let b: Instance;
const clients: Socket[] = [];
const keys = new Map<string, string>();

async function instance(ctx: ServerContext): Promise<Instance> {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  await attachClusterAdapter(io, server.ctx.engine, () => undefined);
  attachStationSocket(io, ctx);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { io, http, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

beforeEach(async () => {
  server = await testServer();
  admin = await loginAs(server.app, 'admin');
  a = await instance(server.ctx);
  // A second instance has a context (and so a hub) of its own on the same database.
  b = server.ctx.engine.pool ? await instance({ ...server.ctx }) : a;
});

afterEach(async () => {
  keys.clear();
  clients.splice(0).forEach((c) => c.disconnect());
  for (const i of new Set([a, b])) await new Promise<void>((resolve) => i.io.close(() => resolve()));
  await server.close();
});

async function pair(codeAddress: string): Promise<string> {
  const res = await server.app.inject({ method: 'POST', url: '/api/examStation/console/deviceKey', headers: admin, payload: { codeAddress } });
  const key = res.json().data.deviceKey as string;
  keys.set(codeAddress, key);
  return key;
}

/** A paired wall board on instance B, recording every `station_changed` it hears. */
async function board(codeAddress: string) {
  const deviceKey = await pair(codeAddress);
  const socket = connect(b.url, { query: { userId: codeAddress }, auth: { deviceKey }, transports: ['websocket'], reconnection: false, forceNew: true });
  clients.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const heard: unknown[] = [];
  socket.on(STATION_CHANGED_EVENT, (items: unknown) => heard.push(items));
  // Joined once the server has stored its presence: ask until the console's instance sees it.
  for (let i = 0; i < 200 && !(await a.io.in(`device:${codeAddress}`).fetchSockets()).length; i++) await new Promise((r) => setTimeout(r, 25));
  return { socket, heard };
}

const screen = async (codeAddress: string) => {
  const res = await server.app.inject({ url: `/api/examStation/getStationScreen?codeAddress=${codeAddress}`, headers: { [DEVICE_KEY_HEADER]: keys.get(codeAddress) ?? '' } });
  return res.json().data as StationScreen;
};

/** The next `station_changed` of a board, and what its screen reads the moment the event arrives (as a board refetches). */
const nextChange = (socket: Socket, codeAddress: string) =>
  new Promise<{ items: unknown; screen: StationScreen }>((resolve) => {
    socket.once(STATION_CHANGED_EVENT, (items: unknown) => void screen(codeAddress).then((s) => resolve({ items, screen: s })));
  });

const upload = async (rows: (string | number)[][]) => {
  const file = multipartFile(await xlsxFile([...EXAMINEE_IMPORT_COLUMNS], rows), 'examinees.xlsx');
  const res = await server.app.inject({ method: 'POST', url: '/api/examStation/admin/examinee/importData?examId=1', headers: { ...admin, ...file.headers }, payload: file.payload });
  return res.json();
};
const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  (await server.app.inject({ method, url: `/api/examStation/admin${url}`, headers: admin, payload })).json();

/** Lets anything still on its way arrive (a refused write must send nothing). */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('the boards hear the console’s writes', () => {
  it('an import reaches the board of its station at once, committed; a refused import sends nothing', async () => {
    const wall = await board('A1');
    const other = await board('B1');

    const refused = await upload([['新考生', 'K9001', '第一考站', 90, 1, ''], ['', 'K9002', '第一考站', 90, 2, '']]);
    expect(refused.code).toBe(500);
    await settle();
    expect(wall.heard).toEqual([]);

    const change = nextChange(wall.socket, 'A1');
    expect(await upload([['新考生', 'K9001', '第一考站', 90, 1, '2026-12-01 09:00']])).toMatchObject({ code: 200 });
    const { items, screen: seen } = await change;
    expect(items).toEqual([]);
    expect(seen.waitList.map((x) => x.realName)).toContain('新考生');
    await settle();
    expect(wall.heard).toHaveLength(1);
    // 第二考站's board was not concerned.
    expect(other.heard).toEqual([]);
  });

  it('adding, editing and deleting an examinee each reach the board, the edit already stored', async () => {
    const wall = await board('A1');

    let change = nextChange(wall.socket, 'A1');
    const added = await send('POST', '/examinee', { stationId: 1, batch: 91, seq: 1, realName: '加考生', jobNumber: 'K9101', plannedAt: null });
    expect(added.code).toBe(200);
    expect((await change).screen.waitList.map((x) => x.realName)).toContain('加考生');

    change = nextChange(wall.socket, 'A1');
    const examineeId = added.data.examineeId as number;
    expect((await send('PUT', '/examinee', { examineeId, stationId: 1, batch: 91, seq: 1, realName: '改名考生', jobNumber: 'K9101', plannedAt: null })).code).toBe(200);
    const names = (await change).screen.waitList.map((x) => x.realName);
    expect(names).toContain('改名考生');
    expect(names).not.toContain('加考生');

    // A refused edit (the number is taken) sends nothing.
    const taken = (await screen('A1')).waitList[0].jobNumber;
    expect((await send('PUT', '/examinee', { examineeId, stationId: 1, batch: 91, seq: 1, realName: '改名考生', jobNumber: taken, plannedAt: null })).code).not.toBe(200);
    await settle();
    expect(wall.heard).toHaveLength(2);

    change = nextChange(wall.socket, 'A1');
    expect((await send('DELETE', `/examinee/${examineeId}`)).code).toBe(200);
    expect((await change).screen.waitList.map((x) => x.realName)).not.toContain('改名考生');
  });

  it('renaming a room or the exam, and masking names, reach the board', async () => {
    const wall = await board('A1');

    let change = nextChange(wall.socket, 'A1');
    expect((await send('PUT', '/room', { roomId: 1, stationId: 1, roomName: '第1考室（内科查体）', sort: 1 })).code).toBe(200);
    expect((await change).screen.rooms[0].roomName).toBe('第1考室（内科查体）');

    change = nextChange(wall.socket, 'A1');
    expect((await send('PUT', '/exam', { examId: 1, examName: '改名的考试', startsAt: null, endsAt: null })).code).toBe(200);
    expect((await change).screen.examName).toBe('改名的考试');

    change = nextChange(wall.socket, 'A1');
    const masked = await server.app.inject({ method: 'POST', url: '/api/examStation/console/maskNames', headers: admin, payload: { stationId: 1, maskNames: true } });
    expect(masked.json().code).toBe(200);
    expect((await change).screen.waitList[0].realName).toContain('*');
  });
});
