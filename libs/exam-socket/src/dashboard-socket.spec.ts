// @vitest-environment node
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD_EVENTS, STATION_EVENTS } from '@medteach/contract';
import { createDashboardSocket, type DashboardPatch, type DashboardSocket } from './index';

let http: HttpServer;
let io: Server;
const sockets: DashboardSocket[] = [];

afterEach(async () => {
  sockets.splice(0).forEach((s) => s.close());
  await new Promise<void>((resolve) => io.close(() => resolve()));
});

describe('createDashboardSocket', () => {
  it('connects with query.examId and the current token in auth, and hands dashboard patches (only) to handlers', async () => {
    const handshakes: { query: unknown; auth: unknown }[] = [];
    http = createServer();
    io = new Server(http, { transports: ['websocket'] });
    io.on('connection', (s) => {
      handshakes.push({ query: s.handshake.query.examId, auth: s.handshake.auth });
      s.emit(STATION_EVENTS.call, [{ realName: '王伟', roomId: 1 }]);
      s.emit(DASHBOARD_EVENTS.examinee, { stationId: 1, examinee: { examineeId: 7 } });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    let token = 'first-token';
    const socket = createDashboardSocket({ examId: 3, token: () => token, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` });
    sockets.push(socket);
    const got: DashboardPatch[] = [];
    const first = new Promise<void>((resolve) => socket.onEvent((p) => (got.push(p), resolve())));
    token = 'current-token';
    socket.open();
    await first;
    expect(handshakes).toEqual([{ query: '3', auth: { token: 'current-token' } }]);
    expect(got).toEqual([{ event: DASHBOARD_EVENTS.examinee, patch: { stationId: 1, examinee: { examineeId: 7 } } }]);
  });
});
