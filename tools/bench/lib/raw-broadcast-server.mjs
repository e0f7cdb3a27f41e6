#!/usr/bin/env node
/**
 * The baseline of the latency bench: a bare socket.io server (same library, same defaults, its own process like
 * api-server) that rebroadcasts every `trigger` to all its clients. Usage: node raw-broadcast-server.mjs <host>
 * <event>; prints `ready <port>` once it listens on a free port, exits on SIGTERM.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const [host = '127.0.0.1', event = 'call_003'] = process.argv.slice(2);
const http = createServer();
const io = new Server(http, { transports: ['websocket', 'polling'] });
io.on('connection', (socket) => {
  socket.on('trigger', (items) => io.emit(event, items));
});
http.listen(0, host, () => {
  const address = http.address();
  console.log(`ready ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => {
  io.close();
  process.exit(0);
});
