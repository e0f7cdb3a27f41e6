import type { Server } from 'socket.io';
import type { ServerContext } from '../../core/context';
import { stationHub, stationRoom } from './hub';
import { findDevice } from './repository';

/**
 * Wires the station socket (spec §7 "Structured exam and display"): a display connects with
 * `query.userId = codeAddress` and joins its station's room. Displays only listen: any event a client emits
 * ends its connection, and unknown code addresses are refused.
 */
export function attachStationSocket(io: Server, ctx: ServerContext) {
  const hub = stationHub(ctx);
  hub.io = io;
  io.on('connection', (socket) => {
    const raw = socket.handshake.query.userId;
    const codeAddress = typeof raw === 'string' ? raw.trim() : '';
    const device = codeAddress ? findDevice(ctx.db, codeAddress) : undefined;
    if (!device) {
      socket.disconnect(true);
      return;
    }
    void socket.join(stationRoom(device.stationId));
    hub.displayConnected(device.codeAddress);
    socket.onAny(() => socket.disconnect(true));
    socket.on('disconnect', () => hub.displayDisconnected(device.codeAddress));
  });
}
