// @vitest-environment node
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { STATION_EVENTS, createStationSocket, pairStationSocket, stationSocketUrl, type ConnectionStatus, type StationSocket } from './index';

let http: HttpServer;
let io: Server;
let port = 0;
const sockets: StationSocket[] = [];

async function startServer(onConnect?: (query: Record<string, unknown>, auth: Record<string, unknown>) => void) {
  http = createServer();
  io = new Server(http, { transports: ['websocket', 'polling'] });
  io.on('connection', (s) => {
    onConnect?.(s.handshake.query, s.handshake.auth);
    void s.join('station');
  });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  port = (http.address() as AddressInfo).port;
}
const stopServer = () => new Promise<void>((resolve) => io.close(() => resolve()));

function open(codeAddress = 'A1') {
  const socket = createStationSocket({ codeAddress, url: `http://127.0.0.1:${port}`, policy: { reconnectionDelay: 50 } });
  sockets.push(socket);
  socket.open();
  return socket;
}
const until = (socket: StationSocket, status: ConnectionStatus) =>
  new Promise<void>((resolve) => {
    if (socket.getState().status === status) return resolve();
    const off = socket.subscribeState(() => {
      if (socket.getState().status === status) {
        off();
        resolve();
      }
    });
  });

describe('stationSocketUrl', () => {
  it('uses the page host on port 7777, wss on https pages', () => {
    expect(stationSocketUrl({ protocol: 'http:', hostname: 'exam.local' })).toBe('ws://exam.local:7777');
    expect(stationSocketUrl({ protocol: 'https:', hostname: 'exam.example.com' })).toBe('wss://exam.example.com:7777');
  });
});

describe('createStationSocket', () => {
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await stopServer();
    port = 0;
  });

  it('connects with query.userId = codeAddress and hands events to handlers', async () => {
    const queries: Record<string, unknown>[] = [];
    await startServer((q) => queries.push(q));
    const socket = open('R2');
    await until(socket, 'connected');
    expect(queries[0].userId).toBe('R2');

    const received: unknown[] = [];
    socket.onEvent((event, items) => received.push([event, items]));
    io.to('station').emit(STATION_EVENTS.call, [{ realName: '王伟', roomId: 2 }]);
    io.to('station').emit('something_else', [1]);
    io.to('station').emit(STATION_EVENTS.end, [{ realName: '王伟', roomId: 2 }]);
    io.to('station').emit('station_changed', []);
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([
      ['call_003', [{ realName: '王伟', roomId: 2 }]],
      ['end_007', [{ realName: '王伟', roomId: 2 }]],
      ['station_changed', []],
    ]);
  });

  it('sends the paired device key in the handshake body, not in the URL query', async () => {
    const seen: { query: Record<string, unknown>; auth: Record<string, unknown> }[] = [];
    await startServer((query, auth) => seen.push({ query, auth }));
    pairStationSocket('key-of-R2');
    try {
      const socket = open('R2');
      await until(socket, 'connected');
    } finally {
      pairStationSocket(null);
    }
    expect(seen[0].auth).toEqual({ deviceKey: 'key-of-R2' });
    expect(seen[0].query.deviceKey).toBeUndefined();
  });

  it('reports reconnecting while the server is down and tells listeners once it is back', async () => {
    await startServer();
    const socket = open();
    await until(socket, 'connected');
    let reconnects = 0;
    socket.onReconnect(() => reconnects++);

    await stopServer();
    await until(socket, 'reconnecting');
    const lostSince = socket.getState().since;
    await new Promise((r) => setTimeout(r, 200)); // a few failed attempts
    expect(socket.getState()).toEqual({ status: 'reconnecting', since: lostSince });
    expect(reconnects).toBe(0);

    await startServer(); // same port
    await until(socket, 'connected');
    expect(reconnects).toBe(1);
    expect(socket.getState().since).toBeGreaterThanOrEqual(lostSince);
  });

  it('retries after the server ends the connection, and stays closed after close()', async () => {
    let connections = 0;
    await startServer(() => connections++);
    const socket = open();
    await until(socket, 'connected');
    io.in('station').disconnectSockets(true);
    await until(socket, 'reconnecting');
    await until(socket, 'connected');
    expect(connections).toBe(2);

    socket.close();
    expect(socket.getState().status).toBe('disconnected');
    await new Promise((r) => setTimeout(r, 150));
    expect(connections).toBe(2);
  });
});
