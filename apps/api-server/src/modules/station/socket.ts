import type { Server } from 'socket.io';
import type { ServerContext } from '../../core/context';
import { deviceRoom, stationHub, stationRoom } from './hub';
import { pairedDevice } from './pairing';

/**
 * Wires the station socket (spec §7 "Structured exam and display"): a display connects with
 * `query.userId = codeAddress` and its device key in `auth.deviceKey` (issue 14 row 5), and joins its station's
 * room only when the key is the one issued for that code address. Anything else is disconnected before it joins a
 * room or counts as a connected display. Displays only listen: any event a client emits ends its connection.
 */
export function attachStationSocket(io: Server, ctx: ServerContext) {
  const hub = stationHub(ctx);
  hub.io = io;
  io.on('connection', (socket) => {
    const raw = socket.handshake.query.userId;
    const codeAddress = typeof raw === 'string' ? raw.trim() : '';
    const key = (socket.handshake.auth as { deviceKey?: unknown } | undefined)?.deviceKey;
    const device = typeof key === 'string' ? pairedDevice(ctx.db, key) : undefined;
    if (!device || device.codeAddress !== codeAddress) {
      socket.disconnect(true);
      return;
    }
    void socket.join([stationRoom(device.stationId), deviceRoom(device.codeAddress)]);
    hub.displayConnected(device.codeAddress);
    socket.onAny(() => socket.disconnect(true));
    socket.on('disconnect', () => hub.displayDisconnected(device.codeAddress));
  });
}
