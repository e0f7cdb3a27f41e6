import type { Server, Socket } from 'socket.io';
import type { ServerContext } from '../../core/context';
import { admitDashboard, isDashboardHandshake, publishDisplay } from './dashboard-feed';
import { stationHub } from './hub';
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

  async function admit(socket: Socket) {
    // Before the key is checked (an await): whatever the client emits meanwhile ends it too.
    socket.onAny(() => socket.disconnect(true));
    if (isDashboardHandshake(socket)) return admitDashboard(socket, ctx);
    const raw = socket.handshake.query.userId;
    const codeAddress = typeof raw === 'string' ? raw.trim() : '';
    const key = (socket.handshake.auth as { deviceKey?: unknown } | undefined)?.deviceKey;
    const device = typeof key === 'string' ? await pairedDevice(ctx.db, key) : undefined;
    if (!device || device.codeAddress !== codeAddress || socket.disconnected) {
      socket.disconnect(true);
      return;
    }
    // socket.io hands the handshake to other instances (fetchSockets through the adapter): the key stays here.
    delete (socket.handshake.auth as { deviceKey?: unknown }).deviceKey;
    // Dashboards (考试看板) hear of it once the time is stored, so they show the same 状态时间 as a reload would.
    const tellDashboards = () => publishDisplay(ctx.db, hub, device.stationId, device.codeAddress);
    // The time is a console nicety: a failed write (database restarting) must not take the socket server down.
    socket.on('disconnect', () => void hub.displayDisconnected(device.codeAddress).then(tellDashboards).catch(() => undefined));
    await hub.displayConnected(socket, device.codeAddress, device.stationId);
    void tellDashboards().catch(() => undefined);
  }

  io.on('connection', (socket) => {
    admit(socket).catch(() => socket.disconnect(true));
  });
}
