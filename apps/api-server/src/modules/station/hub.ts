import type { Server, Socket } from 'socket.io';
import { STATION_CHANGED_EVENT, type StationCallItem, type StationEventName } from '@medteach/contract';
import type { ServerContext } from '../../core/context';
import { nowText } from '../../db/db';
import { markDeviceSeen } from './device-repository';
import type { Queryable } from '../../db/queryable';

/** Live connections of one display, over every instance. */
export interface DisplayPresence {
  connections: number;
  /** When its oldest live connection opened; null when none is open. */
  since: string | null;
}

/** How long presence waits for the other instances' answer (the adapter's default is 5 s: a hanging console). */
const PRESENCE_TIMEOUT_MS = 1_000;

/** What a display's socket carries: socket.io hands it to every instance that fetches the socket (fetchSockets). */
interface DisplaySocketData {
  codeAddress: string;
  connectedAt: string;
}

/** The socket.io room of a station: every display of the station (wall and room screens) joins it. */
export const stationRoom = (stationId: number) => `station:${stationId}`;
/** Every connection of one display device, so a revoked or re-issued key ends them at once. */
export const deviceRoom = (codeAddress: string) => `device:${codeAddress}`;

/**
 * Station fan-out and display presence (issue 15: several instances). Nothing lives in one process: events go through
 * `io.to(room)` and presence is asked of `io.in(room).fetchSockets()`, both of which the socket.io adapter (the
 * PostgreSQL adapter once start.ts attaches it) extends to every instance; each socket carries its code address and
 * connection time in `socket.data`. When a display last connected or disconnected is stored on its device row, so a
 * console on any instance shows it while the display is offline.
 */
export class StationHub {
  io: Server | null = null;

  constructor(private readonly db: Queryable) {}

  /** A paired display joined its rooms on this instance. */
  async displayConnected(socket: Socket, codeAddress: string, stationId: number) {
    const connectedAt = nowText();
    socket.data = { codeAddress, connectedAt } satisfies DisplaySocketData;
    await socket.join([stationRoom(stationId), deviceRoom(codeAddress)]);
    await markDeviceSeen(this.db, codeAddress, connectedAt);
  }

  async displayDisconnected(codeAddress: string) {
    await markDeviceSeen(this.db, codeAddress, nowText());
  }

  /** The live connections of a station's displays, by code address, on every instance. */
  async presenceIn(stationId: number): Promise<Map<string, DisplayPresence>> {
    const presence = new Map<string, DisplayPresence>();
    for (const socket of await this.socketsIn(stationRoom(stationId))) {
      const { codeAddress, connectedAt } = socket.data as Partial<DisplaySocketData>;
      if (!codeAddress || !connectedAt) continue;
      const p = presence.get(codeAddress);
      presence.set(codeAddress, { connections: (p?.connections ?? 0) + 1, since: p?.since && p.since < connectedAt ? p.since : connectedAt });
    }
    return presence;
  }

  /** Ends every connection of a display (its key was revoked or replaced), on every instance: it must pair again. */
  disconnectDevice(codeAddress: string) {
    this.io?.in(deviceRoom(codeAddress)).disconnectSockets(true);
  }

  /** Sends an event to the displays of a station on every instance; returns how many sockets are in its room. */
  async emit(stationId: number, event: StationEventName, items: StationCallItem[]): Promise<number> {
    if (!this.io) return 0;
    const room = stationRoom(stationId);
    this.io.to(room).emit(event, items);
    return (await this.socketsIn(room)).length;
  }

  /**
   * Tells the screens of these stations, on every instance (through the adapter, like a call), that what they show
   * changed, so they fetch it again at once. Call it only once the write has committed: a screen that refetched
   * before the commit would show the old state until its next refresh.
   */
  stationsChanged(stationIds: Iterable<number>) {
    const rooms = [...new Set(stationIds)].map(stationRoom);
    if (this.io && rooms.length) this.io.to(rooms).emit(STATION_CHANGED_EVENT, []);
  }

  /**
   * The sockets in a room on every instance. While an instance is dying the adapter's request times out: the console
   * then sees this instance's sockets rather than an error (the action itself is already stored and sent).
   */
  private async socketsIn(room: string) {
    if (!this.io) return [];
    try {
      return await this.io.in(room).timeout(PRESENCE_TIMEOUT_MS).fetchSockets();
    } catch {
      return this.io.local.in(room).fetchSockets();
    }
  }
}

const hubs = new WeakMap<ServerContext, StationHub>();

export function stationHub(ctx: ServerContext): StationHub {
  let hub = hubs.get(ctx);
  if (!hub) {
    hub = new StationHub(ctx.db);
    hubs.set(ctx, hub);
  }
  return hub;
}
