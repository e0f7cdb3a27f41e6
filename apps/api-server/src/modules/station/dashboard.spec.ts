import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_EVENTS, STATION_EVENTS, type DashboardDisplayPatch, type DashboardExamineePatch, type ExamDashboard } from '@medteach/contract';
import { loginAs, testServer } from '../../test-helpers';
import { attachStationSocket } from './socket';
import { SEED_EXAM_NAME } from './seed';

type TestServer = Awaited<ReturnType<typeof testServer>>;
let server: TestServer;
let io: Server;
let socketUrl: string;
let admin: { authorization: string };
const clients: Socket[] = [];

beforeEach(async () => {
  server = await testServer();
  const http = createServer();
  io = new Server(http, { transports: ['websocket'] });
  attachStationSocket(io, server.ctx);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  socketUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  admin = await loginAs(server.app, 'admin');
});

afterEach(async () => {
  clients.splice(0).forEach((c) => c.disconnect());
  await new Promise<void>((resolve) => io.close(() => resolve()));
  await server.close();
});

const get = async (url: string, headers: Record<string, string> = admin) => {
  const res = await server.app.inject({ url: `/api${url}`, headers });
  return { status: res.statusCode, body: res.json() };
};
const post = async (url: string, payload: object) => (await server.app.inject({ method: 'POST', url: `/api${url}`, headers: admin, payload })).json();
const act = (action: string, roomId: number, examineeId: number) => post('/examStation/console/action', { action, roomId, examineeId });
const tokenOf = (headers: { authorization: string }) => headers.authorization.replace('Bearer ', '');

/** Opens a socket; resolves connected, or rejects when the server ends it before it is admitted (ended). */
function open(query: Record<string, string>, auth: Record<string, string>): Promise<Socket> {
  const socket = connect(socketUrl, { query, auth, transports: ['websocket'], reconnection: false, forceNew: true });
  clients.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
const dashboardSocket = (token: string, examId = '1') => open({ examId }, { token });
const display = async (codeAddress: string) => {
  const { deviceKey } = (await post('/examStation/console/deviceKey', { codeAddress })).data as { deviceKey: string };
  return open({ userId: codeAddress }, { deviceKey });
};
const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));
/** Resolves once the server has ended the socket. */
const ended = (socket: Socket) => new Promise<void>((resolve) => (socket.disconnected ? resolve() : socket.once('disconnect', () => resolve())));

describe('exam-day dashboard snapshot (GET /examStation/dashboard/exam/{examId})', () => {
  it('lists the exams with their stations, and one exam with every station, room, examinee and display', async () => {
    const exams = await get('/examStation/dashboard/exams');
    expect(exams.body.data).toEqual([expect.objectContaining({ examId: 1, examName: SEED_EXAM_NAME, stationCount: 2 })]);

    const before = Date.now();
    const { status, body } = await get('/examStation/dashboard/exam/1');
    expect(status).toBe(200);
    const dash = body.data as ExamDashboard;
    expect(dash.serverNow).toBeGreaterThanOrEqual(before);
    expect(dash.stations.map((s) => [s.stationName, s.examSeconds, s.rooms.length, s.examinees.length, s.displays.map((d) => d.codeAddress)])).toEqual([
      ['第一考站', 900, 4, 20, ['A1', 'R1', 'R2', 'R3', 'R4']],
      ['第二考站', 900, 2, 6, ['B1', 'R5', 'R6']],
    ]);
    expect(dash.stations[0].examinees[0]).toEqual(expect.objectContaining({ status: 'waiting', roomId: null, calledAt: null, startedAt: null }));
  });

  it('shows a called and a started examinee with their room and times, and a connected display', async () => {
    await display('R1');
    const t0 = Date.now();
    expect((await act('call', 1, 1)).code).toBe(200);
    expect((await act('call', 2, 2)).code).toBe(200);
    expect((await act('start', 2, 2)).code).toBe(200);
    const station = ((await get('/examStation/dashboard/exam/1')).body.data as ExamDashboard).stations[0];
    const [first, second] = station.examinees;
    expect(first).toEqual(expect.objectContaining({ examineeId: 1, status: 'called', roomId: 1, startedAt: null }));
    expect(first.calledAt).toBeGreaterThanOrEqual(t0);
    expect(second).toEqual(expect.objectContaining({ examineeId: 2, status: 'inProgress', roomId: 2 }));
    expect(second.startedAt).toBeGreaterThanOrEqual(t0);
    expect(station.displays.find((d) => d.codeAddress === 'R1')).toEqual(expect.objectContaining({ connected: true, connections: 1, paired: true }));
    expect(station.displays.find((d) => d.codeAddress === 'A1')).toEqual(expect.objectContaining({ connected: false, paired: false }));
  });

  it('is for admins only: 401 without a token, 403 for a teacher and a student', async () => {
    expect((await get('/examStation/dashboard/exam/1', {})).status).toBe(401);
    expect((await get('/examStation/dashboard/exams', {})).status).toBe(401);
    for (const user of ['teacher01', 'student01']) {
      const headers = await loginAs(server.app, user);
      expect((await get('/examStation/dashboard/exam/1', headers)).body.code).toBe(403);
      expect((await get('/examStation/dashboard/exams', headers)).body.code).toBe(403);
    }
  });

  it('answers 404 for an unknown exam and 400 for a malformed id', async () => {
    expect((await get('/examStation/dashboard/exam/999')).body).toEqual(expect.objectContaining({ code: 404, msg: '考试不存在' }));
    const bad = await get('/examStation/dashboard/exam/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(400);
  });
});

describe('exam-day dashboard socket', () => {
  it('patches an admin dashboard with the examinee after each action, with the real name while displays get it masked', async () => {
    expect((await post('/examStation/console/maskNames', { stationId: 1, maskNames: true })).code).toBe(200);
    const dash = await dashboardSocket(tokenOf(admin));
    const wall = await display('A1');
    const toWall = next<{ realName: string }[]>(wall, STATION_EVENTS.call);
    const toDashboard = next<DashboardExamineePatch>(dash, DASHBOARD_EVENTS.examinee);
    const answer = await act('call', 3, 1);
    // The dashboard is not a display: it is not counted among the ones the call was delivered to.
    expect(answer.data.delivered).toBe(1);
    const patch = await toDashboard;
    const name = (answer.data.items as { realName: string }[])[0].realName;
    expect(patch).toEqual({ stationId: 1, examinee: expect.objectContaining({ examineeId: 1, realName: name, status: 'called', roomId: 3 }) });
    expect((await toWall)[0].realName).not.toBe(name);

    const passed = next<DashboardExamineePatch>(dash, DASHBOARD_EVENTS.examinee);
    await act('pass', 3, 1);
    expect((await passed).examinee).toEqual(expect.objectContaining({ examineeId: 1, status: 'passed', roomId: null }));
  });

  it('patches the dashboard when a display connects and drops', async () => {
    const dash = await dashboardSocket(tokenOf(admin));
    const connected = next<DashboardDisplayPatch>(dash, DASHBOARD_EVENTS.display);
    const screen = await display('R2');
    expect(await connected).toEqual({ stationId: 1, display: expect.objectContaining({ codeAddress: 'R2', roomId: 2, connected: true, connections: 1, paired: true }) });
    const dropped = next<DashboardDisplayPatch>(dash, DASHBOARD_EVENTS.display);
    screen.disconnect();
    const patch = await dropped;
    expect(patch.display).toEqual(expect.objectContaining({ codeAddress: 'R2', connected: false, connections: 0 }));
    expect(patch.display.since).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('ends the dashboard socket of a teacher, a bad token, an unknown exam, and one that emits', async () => {
    const teacher = await loginAs(server.app, 'teacher01');
    for (const socket of await Promise.all([dashboardSocket(tokenOf(teacher)), dashboardSocket('not-a-token'), dashboardSocket(tokenOf(admin), '999'), dashboardSocket(tokenOf(admin), 'x')])) {
      await ended(socket);
      expect(socket.connected).toBe(false);
    }
    const dash = await dashboardSocket(tokenOf(admin));
    const gone = ended(dash);
    dash.emit(STATION_EVENTS.call, [{ realName: '冒充', roomId: 1 }]);
    await gone;
    expect(dash.connected).toBe(false);
  });

  it('only tells the dashboards of the exam the station belongs to', async () => {
    // A second exam with one station: its dashboard must not hear of the first exam's calls.
    await server.db.insertInto('exam').values({ exam_id: 2, exam_name: '另一场考试' }).execute();
    await server.db.insertInto('exam_station').values({ station_id: 3, exam_id: 2, station_name: '第三考站', exam_seconds: 600 }).execute();
    const other = await dashboardSocket(tokenOf(admin), '2');
    const mine = await dashboardSocket(tokenOf(admin), '1');
    const heardByOther: unknown[] = [];
    other.on(DASHBOARD_EVENTS.examinee, (p) => heardByOther.push(p));
    // Both sockets are on one connection order: the first exam's dashboard hears the call; by the time the second
    // action's patch reaches it the other's socket had every chance to receive the first.
    const first = next<DashboardExamineePatch>(mine, DASHBOARD_EVENTS.examinee);
    await act('call', 1, 1);
    await first;
    const second = next<DashboardExamineePatch>(mine, DASHBOARD_EVENTS.examinee);
    await act('recall', 1, 1);
    expect((await second).examinee.examineeId).toBe(1);
    expect(heardByOther).toEqual([]);
    expect(other.connected).toBe(true);
  });
});
