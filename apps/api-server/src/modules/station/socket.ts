import type { Server } from 'socket.io';
import type { ServerContext } from '../../core/context';

/** Wires the station socket (spec §7 "Structured exam and display"). */
export function attachStationSocket(_io: Server, _ctx: ServerContext) {
  // implemented by the station module
}
