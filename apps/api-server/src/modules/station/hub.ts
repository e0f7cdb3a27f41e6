import type { Server } from 'socket.io';
import type { StationCallItem, StationEventName } from '@medteach/contract';
import type { ServerContext } from '../../core/context';
import { nowText } from '../../db/db';

interface DisplayPresence {
  connections: number;
  since: string;
}

/** The socket.io room of a station: every display of the station (wall and room screens) joins it. */
export const stationRoom = (stationId: number) => `station:${stationId}`;
/** Every connection of one display device, so a revoked or re-issued key ends them at once. */
export const deviceRoom = (codeAddress: string) => `device:${codeAddress}`;

/**
 * Station fan-out and display presence for one server. Presence is in memory: after a restart displays reconnect
 * within the reconnect delay and register again. (Scale-out: a socket.io adapter plus shared presence.)
 */
export class StationHub {
  io: Server | null = null;
  private readonly presence = new Map<string, DisplayPresence>();

  displayConnected(codeAddress: string) {
    const p = this.presence.get(codeAddress);
    this.presence.set(codeAddress, { connections: (p?.connections ?? 0) + 1, since: p?.connections ? p.since : nowText() });
  }

  displayDisconnected(codeAddress: string) {
    const p = this.presence.get(codeAddress);
    if (!p) return;
    this.presence.set(codeAddress, { connections: Math.max(0, p.connections - 1), since: p.connections <= 1 ? nowText() : p.since });
  }

  presenceOf(codeAddress: string): { connections: number; since: string | null } {
    const p = this.presence.get(codeAddress);
    return { connections: p?.connections ?? 0, since: p?.since ?? null };
  }

  /** Ends every connection of a display (its key was revoked or replaced): it must pair again. */
  disconnectDevice(codeAddress: string) {
    this.io?.in(deviceRoom(codeAddress)).disconnectSockets(true);
  }

  /** Sends an event to the displays of a station; returns how many sockets it went to. */
  emit(stationId: number, event: StationEventName, items: StationCallItem[]): number {
    if (!this.io) return 0;
    const room = stationRoom(stationId);
    this.io.to(room).emit(event, items);
    return this.io.sockets.adapter.rooms.get(room)?.size ?? 0;
  }
}

const hubs = new WeakMap<ServerContext, StationHub>();

export function stationHub(ctx: ServerContext): StationHub {
  let hub = hubs.get(ctx);
  if (!hub) {
    hub = new StationHub();
    hubs.set(ctx, hub);
  }
  return hub;
}
