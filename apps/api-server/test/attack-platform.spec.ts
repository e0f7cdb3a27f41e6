/**
 * Issue 14 attack suite, the platform rows: each test replays what the red team did and asserts it no longer gets in.
 * Rows: 3 (sandbox cashier), 4 (skills-exam questions), 5 (examinees at the station, sockets), 6 (system config),
 * 10 (uploads with too many fields), 11 (Host header in the pay form), 12 (socket.io CORS, slow bodies),
 * 13 (CSP connect-src, sequential share-score ids, answers in graded papers).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_KEY_HEADER, STATION_EVENTS, type StationCallItem } from '@medteach/contract';
import { testServer } from '../src/test-helpers';
import { attachStationSocket } from '../src/modules/station/socket';
import { OUTSIDE_WINDOW_MSG } from '../src/modules/station/routes';
import { loginAs } from '../src/test-helpers';

type TestServer = Awaited<ReturnType<typeof testServer>>;
const servers: TestServer[] = [];
const sockets: Socket[] = [];
const ioServers: Server[] = [];

async function server(overrides: Parameters<typeof testServer>[0] = {}) {
  const s = await testServer(overrides);
  servers.push(s);
  return s;
}
afterEach(async () => {
  sockets.splice(0).forEach((c) => c.disconnect());
  await Promise.all(ioServers.splice(0).map((io) => new Promise<void>((resolve) => io.close(() => resolve()))));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const get = (s: TestServer, url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url: `/api${url}`, headers });
const post = (s: TestServer, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });

/** Issues a display's device key as the console does. */
async function pair(s: TestServer, codeAddress: string): Promise<Record<string, string>> {
  const res = await post(s, '/examStation/console/deviceKey', { codeAddress }, await loginAs(s.app, 'admin'));
  return { [DEVICE_KEY_HEADER]: res.json().data.deviceKey };
}

async function startExamInRoom(s: TestServer, roomId: number, examineeId: number) {
  const admin = await loginAs(s.app, 'admin');
  for (const action of ['call', 'start']) expect((await post(s, '/examStation/console/action', { action, roomId, examineeId }, admin)).json().code).toBe(200);
}

describe('row 4: skills-exam questions reach only paired room screens and exam staff in the window', () => {
  it('a signed-in student cannot read the station questions, by header or by the query token', async () => {
    const s = await server();
    const student = await loginAs(s.app, 'student01');
    expect((await get(s, '/structuralExam/examSkillQuestion/getByIds?examSkillIds=1,2', student)).statusCode).toBe(403);
    const token = student.authorization.slice('Bearer '.length);
    const byQuery = await get(s, `/structuralExam/examSkillQuestion/getByIds?examSkillIds=1,2&token=${token}`);
    expect(byQuery.json()).toEqual({ code: 403, msg: '当前操作没有权限' });
  });

  it('getSkillInfo answers nobody without a login or a device key, even while an exam runs', async () => {
    const s = await server();
    await startExamInRoom(s, 2, 1);
    const res = await get(s, '/examDevice/getSkillInfo?codeAddress=R2');
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('心肺复苏');
    // The paired room screen does get them.
    const r2 = await pair(s, 'R2');
    expect((await get(s, '/examDevice/getSkillInfo?codeAddress=R2', r2)).json().data.examSkillQuestionDTOs.length).toBeGreaterThan(0);
  });

  it('a paired screen may not read another device, a wall screen no questions, a room screen no other station', async () => {
    const s = await server();
    const r1 = await pair(s, 'R1');
    expect((await get(s, '/examDevice/getSkillInfo?codeAddress=R2', r1)).statusCode).toBe(403);
    const a1 = await pair(s, 'A1');
    expect((await get(s, '/structuralExam/examSkillQuestion/getByIds?examSkillIds=1', a1)).statusCode).toBe(403);
    const r5 = await pair(s, 'R5'); // station 2; questions 1 and 2 belong to station 1
    expect((await get(s, '/structuralExam/examSkillQuestion/getByIds?examSkillIds=3,1', r5)).statusCode).toBe(403);
    expect((await get(s, '/structuralExam/examSkillQuestion/getByIds?examSkillIds=1,2', r1)).json().data).toHaveLength(2);
  });

  it('staff get no questions outside the exam window', async () => {
    const s = await server();
    const teacher = await loginAs(s.app, 'teacher01');
    expect((await get(s, '/structuralExam/examSkillQuestion/getByIds?examSkillIds=1', teacher)).json().data).toHaveLength(1);
    s.db.prepare("UPDATE exam SET starts_at = '2020-01-01 08:00:00', ends_at = '2020-01-01 12:00:00'").run();
    expect((await get(s, '/structuralExam/examSkillQuestion/getByIds?examSkillIds=1', teacher)).json()).toEqual({ code: 500, msg: OUTSIDE_WINDOW_MSG });
    // A paired room screen with an examinee in progress gets nothing either once the window is over.
    await startExamInRoom(s, 2, 1);
    const r2 = await pair(s, 'R2');
    expect((await get(s, '/examDevice/getSkillInfo?codeAddress=R2', r2)).json().data).toEqual({ lastTime: 0, examSkillQuestionDTOs: [] });
  });
});

describe('row 5: examinees at the station', () => {
  it('getStationScreen names nobody without a login or a device key', async () => {
    const s = await server();
    const res = await get(s, '/examStation/getStationScreen?codeAddress=A1');
    expect(res.json()).toEqual({ code: 401, msg: '认证失败，无法访问系统资源' });
    expect((await get(s, '/examStation/getStationScreen?codeAddress=A1', await loginAs(s.app, 'student01'))).statusCode).toBe(403);
    // The key of one display does not open another one.
    const b1 = await pair(s, 'B1');
    expect((await get(s, '/examStation/getStationScreen?codeAddress=A1', b1)).statusCode).toBe(403);
    expect((await get(s, '/examStation/getStationScreen?codeAddress=A1', { [DEVICE_KEY_HEADER]: 'guessed' })).statusCode).toBe(401);
  });

  it('devices are never found by their numeric id', async () => {
    const s = await server();
    const admin = await loginAs(s.app, 'admin');
    const id = (s.db.prepare("SELECT device_id AS id FROM exam_device WHERE code_address = 'R2'").get() as { id: number }).id;
    expect((await get(s, `/examDevice/getDeviceInfo/${id}`, admin)).json()).toEqual({ code: 404, msg: '设备不存在' });
    expect((await get(s, `/examStation/getStationScreen?codeAddress=${id}`, admin)).json().code).toBe(404);
    expect((await get(s, '/examDevice/getDeviceInfo/R2', admin)).json().data.roomId).toBe(2);
  });

  it('a revoked key stops working at once', async () => {
    const s = await server();
    const a1 = await pair(s, 'A1');
    expect((await get(s, '/examStation/getStationScreen?codeAddress=A1', a1)).statusCode).toBe(200);
    await post(s, '/examStation/console/deviceKey/revoke', { codeAddress: 'A1' }, await loginAs(s.app, 'admin'));
    expect((await get(s, '/examStation/getStationScreen?codeAddress=A1', a1)).statusCode).toBe(401);
    // Re-issuing replaces the old key too.
    const again = await pair(s, 'A1');
    await pair(s, 'A1');
    expect((await get(s, '/examStation/getStationScreen?codeAddress=A1', again)).statusCode).toBe(401);
  });

  it('names and job numbers are masked by the server when the station says so', async () => {
    const s = await server();
    const admin = await loginAs(s.app, 'admin');
    const a1 = await pair(s, 'A1');
    const plain = (await get(s, '/examStation/getStationScreen?codeAddress=A1', a1)).json().data.waitList[0];
    expect((await post(s, '/examStation/console/maskNames', { stationId: 1, maskNames: true }, admin)).json().code).toBe(200);
    const masked = (await get(s, '/examStation/getStationScreen?codeAddress=A1', a1)).json().data.waitList[0];
    expect(masked.realName).not.toBe(plain.realName);
    expect(masked.realName).toMatch(/^.\*+.?$/u);
    expect(masked.jobNumber).toMatch(/^JS\*+\d\d$/);
    expect((await get(s, '/examStation/console/station/1', admin)).json().data).toMatchObject({ maskNames: true, examinees: expect.arrayContaining([expect.objectContaining({ realName: plain.realName })]) });
  });

  describe('the station socket', () => {
    async function socketServer(s: TestServer) {
      const http = createServer();
      const io = new Server(http, { transports: ['websocket'] });
      ioServers.push(io);
      s.ctx.io = io;
      attachStationSocket(io, s.ctx);
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    }
    const dial = (url: string, userId: string, deviceKey?: string) => {
      const socket = connect(url, { query: { userId }, auth: deviceKey ? { deviceKey } : {}, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      return socket;
    };
    const displays = async (s: TestServer) => (await get(s, '/examStation/console/station/1', await loginAs(s.app, 'admin'))).json().data.displays as { codeAddress: string; connected: boolean }[];

    it('a socket with userId=2, or a code address without its key, never joins a room nor shows as connected', async () => {
      const s = await server();
      const url = await socketServer(s);
      const heard: unknown[] = [];
      for (const [userId, key] of [['2', undefined], ['A1', undefined], ['A1', 'guessed']] as const) {
        const socket = dial(url, userId, key);
        socket.onAny((e) => heard.push(e));
        await new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
      }
      // A paired display with another device's key is refused too.
      const r1Key = (await pair(s, 'R1'))[DEVICE_KEY_HEADER];
      const borrowed = dial(url, 'A1', r1Key);
      await new Promise<void>((resolve) => borrowed.once('disconnect', () => resolve()));
      await post(s, '/examStation/console/action', { action: 'call', roomId: 1, examineeId: 1 }, await loginAs(s.app, 'admin'));
      expect(heard).toEqual([]);
      expect((await displays(s)).filter((d) => d.connected)).toEqual([]);
    });

    it('a paired display joins, hears masked names when the station masks them, and is cut off when revoked', async () => {
      const s = await server();
      const url = await socketServer(s);
      const admin = await loginAs(s.app, 'admin');
      const wall = dial(url, 'A1', (await pair(s, 'A1'))[DEVICE_KEY_HEADER]);
      await new Promise<void>((resolve) => wall.once('connect', () => resolve()));
      await expect.poll(async () => (await displays(s)).find((d) => d.codeAddress === 'A1')?.connected).toBe(true);

      await post(s, '/examStation/console/maskNames', { stationId: 1, maskNames: true }, admin);
      const heard = new Promise<StationCallItem[]>((resolve) => wall.once(STATION_EVENTS.call, resolve));
      const result = (await post(s, '/examStation/console/action', { action: 'call', roomId: 1, examineeId: 1 }, admin)).json().data;
      const [item] = await heard;
      expect(item.realName).not.toBe(result.items[0].realName);
      expect(item.realName.startsWith([...result.items[0].realName][0])).toBe(true);
      expect(item.realName).toContain('*');

      const cut = new Promise<string>((resolve) => wall.once('disconnect', resolve));
      await post(s, '/examStation/console/deviceKey/revoke', { codeAddress: 'A1' }, admin);
      expect(await cut).toBe('io server disconnect');
    });
  });
});
