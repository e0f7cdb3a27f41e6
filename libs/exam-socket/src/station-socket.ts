import {
  STATION_CHANGED_EVENT,
  STATION_EVENTS,
  STATION_RECONNECT_ATTEMPTS,
  STATION_RECONNECT_DELAY_MS,
  STATION_SOCKET_TIMEOUT_MS,
  stationSocketUrlOn,
  type StationCallItem,
  type StationEventName,
  type StationScreenEventName,
} from '@medteach/contract';
import { createListenSocket, type ListenSocket } from './listen-socket';

export { STATION_CHANGED_EVENT, STATION_EVENTS };
export type { StationCallItem, StationEventName, StationScreenEventName };

export type ConnectionStatus = 'connected' | 'reconnecting' | 'disconnected';
/** `since`: epoch ms of the last change (connected since / lost since). */
export interface ConnectionState {
  status: ConnectionStatus;
  since: number;
}

/** The spec's call events, and station_changed (the console changed what the screen shows: fetch it again). */
export type StationEventHandler = (event: StationScreenEventName, items: StationCallItem[]) => void;

/** What screens need from the station socket; the in-memory variant implements the same for tests. */
export interface StationSocket extends ListenSocket<StationEventHandler> {
  readonly codeAddress: string;
}

/** Reconnect policy of spec §7/§9: timeout 5000 ms, a retry every 3000 ms, up to 1000 attempts. */
export interface ReconnectPolicy {
  timeout: number;
  reconnectionDelay: number;
  reconnectionAttempts: number;
}
export const STATION_RECONNECT_POLICY: ReconnectPolicy = {
  timeout: STATION_SOCKET_TIMEOUT_MS,
  reconnectionDelay: STATION_RECONNECT_DELAY_MS,
  reconnectionAttempts: STATION_RECONNECT_ATTEMPTS,
};

/** `<host>:7777` of the page, secure (wss) when the page is https. */
export function stationSocketUrl(location: Pick<Location, 'protocol' | 'hostname'> = window.location): string {
  return stationSocketUrlOn(location);
}

/** The key the screen was paired with (display URL `deviceKey`), sent in every handshake; see {@link pairStationSocket}. */
let pairedDeviceKey: string | undefined;

/**
 * Pairs every station socket of this page with a device key (issue 14 row 5): the server lets a display join its
 * station's room only with the key issued for its code address in the call console.
 */
export function pairStationSocket(deviceKey: string | null | undefined): void {
  pairedDeviceKey = deviceKey || undefined;
}

export interface StationSocketOptions {
  codeAddress: string;
  /** Device key for this socket; default: the one given to {@link pairStationSocket}. */
  deviceKey?: string;
  /** Socket server URL; default {@link stationSocketUrl} (deployments may point elsewhere). */
  url?: string;
  /** Tests shorten the delays; screens keep the spec's policy. */
  policy?: Partial<ReconnectPolicy>;
}

const EVENT_NAMES = [...Object.values(STATION_EVENTS), STATION_CHANGED_EVENT];

/** A listen-only socket.io client for one display (`query.userId = codeAddress`, `auth.deviceKey`). */
export function createStationSocket({ codeAddress, deviceKey, url, policy }: StationSocketOptions): StationSocket {
  const socket = createListenSocket({
    url: url ?? stationSocketUrl(),
    query: { userId: codeAddress },
    auth: () => ({ deviceKey: deviceKey ?? pairedDeviceKey ?? '' }),
    events: EVENT_NAMES,
    policy: { ...STATION_RECONNECT_POLICY, ...policy },
  });
  return {
    ...socket,
    codeAddress,
    onEvent: (handler) => socket.onEvent((event, items) => handler(event as StationScreenEventName, Array.isArray(items) ? (items as StationCallItem[]) : [])),
  };
}
