import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_KEY_HEADER, STATION_EVENTS, type StationCallItem, type StationScreen } from '@medteach/contract';
import { testServer } from '../../test-helpers';
import { hashPassword } from '../../core/auth';
import { attachStationSocket } from './socket';
import { SEED_EXAM_NAME } from './seed';

type TestServer = Awaited<ReturnType<typeof testServer>>;
let server: TestServer;
let io: Server;
let socketUrl: string;
const clients: Socket[] = [];

/** A bearer header for a seeded account (created here when the system seed has not made it). */
async function bearer(userId: number, userName: string, roles: string) {
  await server.ctx.db
    .insertInto('sys_user')
    .values({ user_id: userId, user_name: userName, password_hash: hashPassword('x'), roles })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const { token } = await server.ctx.tokens.issue(userId);
  return { authorization: `Bearer ${token}` };
}

/** Device keys issued in this test, by code address (the console issues them: POST /console/deviceKey). */
const keys = new Map<string, string>();
async function pair(codeAddress: string): Promise<string> {
  const admin = await bearer(1, 'admin', 'admin');
  const res = await server.app.inject({ method: 'POST', url: '/api/examStation/console/deviceKey', headers: admin, payload: { codeAddress } });
  const key = res.json().data.deviceKey as string;
  keys.set(codeAddress, key);
  return key;
}
/** The headers a paired display sends (pairing it first). */
const displayHeaders = async (codeAddress: string) => ({ [DEVICE_KEY_HEADER]: keys.get(codeAddress) ?? (await pair(codeAddress)) });

async function display(codeAddress: string): Promise<Socket> {
  const deviceKey = keys.get(codeAddress) ?? (await pair(codeAddress));
  const socket = connect(socketUrl, { query: { userId: codeAddress }, auth: { deviceKey }, transports: ['websocket'], reconnection: false, forceNew: true });
  clients.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const nextEvent = (socket: Socket, event: string) =>
  new Promise<StationCallItem[]>((resolve) => socket.once(event, (items: StationCallItem[]) => resolve(items)));

beforeEach(async () => {
  server = await testServer();
  const http = createServer();
  io = new Server(http, { transports: ['websocket', 'polling'] });
  attachStationSocket(io, server.ctx);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  socketUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  keys.clear();
  clients.splice(0).forEach((c) => c.disconnect());
  await new Promise<void>((resolve) => io.close(() => resolve()));
  await server.close();
});

const screen = async (codeAddress = 'A1') => {
  const res = await server.app.inject({ url: `/api/examStation/getStationScreen?codeAddress=${codeAddress}`, headers: await displayHeaders(codeAddress) });
  return res.json().data as StationScreen;
};
const act = async (headers: Record<string, string>, action: string, roomId: number, examineeId: number) =>
  (await server.app.inject({ method: 'POST', url: '/api/examStation/console/action', headers, payload: { action, roomId, examineeId } })).json();

describe('station screen', () => {
  it('lists, for a paired display, the seeded exam, 20 waiting examinees, no calls', async () => {
    const s = await screen();
    expect(s.examName).toBe(SEED_EXAM_NAME);
    expect(s.waitList).toHaveLength(20);
    expect(new Set(s.waitList.map((x) => x.batch)).size).toBeGreaterThan(1);
    expect(s.examStationRoomNum).toEqual([]);
    expect(s.callList).toEqual([]);
    expect(s.rooms.map((r) => r.roomId)).toEqual([1, 2, 3, 4]);
  });

  it('answers staff 404 for an unknown device and 400 without a codeAddress', async () => {
    const admin = await bearer(1, 'admin', 'admin');
    expect((await server.app.inject({ url: '/api/examStation/getStationScreen?codeAddress=ZZ', headers: admin })).json().code).toBe(404);
    expect((await server.app.inject({ url: '/api/examStation/getStationScreen', headers: admin })).json().code).toBe(400);
  });
});

describe('call console', () => {
  it('refuses students with 403 and anonymous callers with 401', async () => {
    const student = await bearer(101, 'student01', 'student');
    expect((await server.app.inject({ method: 'POST', url: '/api/examStation/console/action', headers: student, payload: { action: 'call', roomId: 1, examineeId: 1 } })).statusCode).toBe(403);
    expect((await server.app.inject({ url: '/api/examStation/console/exams', headers: student })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'POST', url: '/api/examStation/console/action', payload: { action: 'call', roomId: 1, examineeId: 1 } })).statusCode).toBe(401);
    expect((await screen()).callList).toEqual([]);
  });

  it('records call → start → end, and the screen reflects each step', async () => {
    const admin = await bearer(1, 'admin', 'admin');
    const first = (await screen()).waitList[0];
    const called = await act(admin, 'call', 2, 1);
    expect(called.data).toMatchObject({ event: 'call_003', items: [{ realName: first.realName, roomId: 2 }] });
    let s = await screen();
    expect(s.callList).toEqual([{ realName: first.realName, roomId: 2 }]);
    expect(s.waitList).toHaveLength(19);

    expect((await act(admin, 'start', 2, 1)).data.event).toBe('start_004');
    s = await screen();
    expect(s.callList).toEqual([]);
    expect(s.examStationRoomNum).toEqual([expect.objectContaining({ realName: first.realName, roomId: 2, roomName: '第2考室' })]);

    expect((await act(admin, 'end', 2, 1)).data.event).toBe('end_007');
    expect((await screen()).examStationRoomNum).toEqual([]);
    const log = await server.ctx.db.selectFrom('exam_call_log').select(['action', 'operator_id as operatorId']).orderBy('id').execute();
    expect(log).toEqual([
      { action: 'call', operatorId: 1 },
      { action: 'start', operatorId: 1 },
      { action: 'end', operatorId: 1 },
    ]);
  });

  it('refuses actions that do not fit the examinee state', async () => {
    const admin = await bearer(1, 'admin', 'admin');
    expect((await act(admin, 'start', 1, 1)).code).toBe(500);
    await act(admin, 'call', 1, 1);
    expect((await act(admin, 'call', 1, 2)).msg).toBe('该考室已叫号或正在考试');
    expect((await act(admin, 'end', 1, 1)).code).toBe(500);
    expect((await act(admin, 'call', 5, 3)).code).toBe(400); // room 5 belongs to station 2
    expect((await act(admin, 'dance', 1, 1)).code).toBe(400);
  });

  it('lists exams and a station with rooms, examinees and connected displays', async () => {
    const admin = await bearer(1, 'admin', 'admin');
    const exams = (await server.app.inject({ url: '/api/examStation/console/exams', headers: admin })).json().data;
    expect(exams).toEqual([{ examId: 1, examName: SEED_EXAM_NAME, stations: [{ stationId: 1, stationName: '第一考站' }, { stationId: 2, stationName: '第二考站' }] }]);
    await display('R3');
    await act(admin, 'call', 3, 4);
    const station = (await server.app.inject({ url: '/api/examStation/console/station/1', headers: admin })).json().data;
    expect(station.examinees).toHaveLength(20);
    expect(station.rooms[2].current).toMatchObject({ examineeId: 4, status: 'called' });
    expect(station.displays.find((d: { codeAddress: string }) => d.codeAddress === 'R3')).toMatchObject({ connected: true, connections: 1, roomId: 3 });
    expect(station.displays.find((d: { codeAddress: string }) => d.codeAddress === 'A1')).toMatchObject({ connected: false, since: null });
  });
});

describe('station socket', () => {
  it('delivers each action to the displays of that station only', async () => {
    const admin = await bearer(1, 'admin', 'admin');
    const wall = await display('A1');
    const room = await display('R1');
    const otherStation = await display('B1');
    const leaked: unknown[] = [];
    otherStation.onAny((e) => leaked.push(e));

    const [wallItems, roomItems, result] = await Promise.all([nextEvent(wall, STATION_EVENTS.call), nextEvent(room, STATION_EVENTS.call), act(admin, 'call', 1, 5)]);
    expect(wallItems).toEqual([{ realName: result.data.items[0].realName, roomId: 1 }]);
    expect(roomItems).toEqual(wallItems);
    expect(result.data.delivered).toBe(2);

    for (const [action, event] of [['recall', STATION_EVENTS.recall], ['pass', STATION_EVENTS.pass]] as const) {
      const [items] = await Promise.all([nextEvent(wall, event), act(admin, action, 1, 5)]);
      expect(items).toEqual(wallItems);
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(leaked).toEqual([]);
  });

  it('refuses unknown code addresses and drops a display that emits', async () => {
    const admin = await bearer(1, 'admin', 'admin');
    const stranger = connect(socketUrl, { query: { userId: 'nobody' }, auth: { deviceKey: 'nope' }, transports: ['websocket'], reconnection: false, forceNew: true });
    clients.push(stranger);
    await new Promise<void>((resolve) => stranger.once('disconnect', () => resolve()));

    const wall = await display('A1');
    const listener = await display('R1');
    const heard: unknown[] = [];
    listener.onAny((e) => heard.push(e));
    const reason = new Promise<string>((resolve) => wall.once('disconnect', resolve));
    wall.emit(STATION_EVENTS.call, [{ realName: '冒充', roomId: 1 }]);
    expect(await reason).toBe('io server disconnect');
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual([]);

    const a1Connected = async () => {
      const station = (await server.app.inject({ url: '/api/examStation/console/station/1', headers: admin })).json().data;
      return station.displays.find((d: { codeAddress: string }) => d.codeAddress === 'A1').connected as boolean;
    };
    expect(await a1Connected()).toBe(false);
  });
});

describe('devices and skill questions', () => {
  it('gives a room device its roomId, and skill info only while an exam runs', async () => {
    const admin = await bearer(1, 'admin', 'admin');
    const r2 = await displayHeaders('R2');
    expect((await server.app.inject({ url: '/api/examDevice/getDeviceInfo/R2', headers: r2 })).json().data).toMatchObject({ codeAddress: 'R2', roomId: 2 });
    expect((await server.app.inject({ url: '/api/examDevice/getDeviceInfo/A1', headers: await displayHeaders('A1') })).json().data.roomId).toBeNull();
    const idle = (await server.app.inject({ url: '/api/examDevice/getSkillInfo?codeAddress=R2', headers: r2 })).json().data;
    expect(idle).toEqual({ lastTime: 0, examSkillQuestionDTOs: [] });

    await act(admin, 'call', 2, 1);
    await act(admin, 'start', 2, 1);
    const running = (await server.app.inject({ url: '/api/examDevice/getSkillInfo?codeAddress=R2', headers: r2 })).json().data;
    expect(running.lastTime).toBeGreaterThan(890);
    expect(running.lastTime).toBeLessThanOrEqual(900);
    expect(running.examSkillQuestionDTOs.map((q: { name: string }) => q.name)).toEqual(['成人心肺复苏', '心脏听诊']);
    expect(running.examSkillQuestionDTOs[0].examSkillQuestionParts).toHaveLength(3);
  });

  it('serves the generated media files', async () => {
    const info = (await server.app.inject({ url: '/api/structuralExam/examSkillQuestion/getByIds?examSkillIds=2', headers: await bearer(1, 'admin', 'admin') })).json().data;
    const audioUrl = info[0].examSkillQuestionDetails[0].fileUrl;
    const res = await server.app.inject({ url: audioUrl });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const png = await server.app.inject({ url: '/file/station/ecg.png' });
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('returns questions by ids in the asked order with a staff token in the query, 401 without', async () => {
    expect((await server.app.inject({ url: '/api/structuralExam/examSkillQuestion/getByIds?examSkillIds=2,1' })).statusCode).toBe(401);
    const { user_id: teacherId } = await server.ctx.db.selectFrom('sys_user').select('user_id').where('user_name', '=', 'teacher01').executeTakeFirstOrThrow();
    const { authorization } = await bearer(teacherId, 'teacher01', 'teacher');
    const token = authorization.slice('Bearer '.length);
    const res = await server.app.inject({ url: `/api/structuralExam/examSkillQuestion/getByIds?examSkillIds=3,1&token=${token}` });
    expect(res.json().data.map((q: { id: number }) => q.id)).toEqual([3, 1]);
  });

  it('tells a caller its ip', async () => {
    expect((await server.app.inject({ url: '/api/examDevice/getIp' })).json().data).toEqual({ ip: '127.0.0.1', codeAddress: null });
  });
});
