import { createServer, type Server as HttpServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import type { ServerContext } from '../../core/context';
import { originAllowed } from '../../core/web-config';
import { attachStationSocket } from './socket';

/**
 * The station socket server (spec §9: its own port, 7777). Browsers may open it only from the apps' origins
 * (issue 14 row 12: it reflected any Origin with credentials): CORS lists those origins without credentials (displays
 * authenticate by device key, not cookies), and the handshake of any other Origin is refused on every transport.
 */
export function createStationSocketServer(ctx: ServerContext): { http: HttpServer; io: SocketServer } {
  const http = createServer();
  const { web } = ctx.config;
  const io = new SocketServer(http, {
    cors: { origin: web.appOrigins, credentials: false },
    allowRequest: (req, allow) => allow(null, originAllowed(web, req.headers.origin)),
    transports: ['websocket', 'polling'],
  });
  attachStationSocket(io, ctx);
  return { http, io };
}
