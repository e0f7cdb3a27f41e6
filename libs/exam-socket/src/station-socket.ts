import { io, type Socket } from 'socket.io-client';
import {
  STATION_EVENTS,
  STATION_RECONNECT_ATTEMPTS,
  STATION_RECONNECT_DELAY_MS,
  STATION_SOCKET_PORT,
  STATION_SOCKET_TIMEOUT_MS,
  type StationCallItem,
  type StationEventName,
} from '@medteach/contract';

export { STATION_EVENTS };
export type { StationCallItem, StationEventName };

export type ConnectionStatus = 'connected' | 'reconnecting' | 'disconnected';
/** `since`: epoch ms of the last change (connected since / lost since). */
export interface ConnectionState {
  status: ConnectionStatus;
  since: number;
}

export type StationEventHandler = (event: StationEventName, items: StationCallItem[]) => void;

/** What screens need from the station socket; the in-memory variant implements the same for tests. */
export interface StationSocket {
  readonly codeAddress: string;
  /** Connects (idempotent); `close` disconnects. Both may be called again (React StrictMode). */
  open(): void;
  close(): void;
  onEvent(handler: StationEventHandler): () => void;
  /** Called on every connect after the first: events sent meanwhile were lost, so fetch a fresh snapshot. */
  onReconnect(listener: () => void): () => void;
  getState(): ConnectionState;
  subscribeState(listener: () => void): () => void;
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
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.hostname}:${STATION_SOCKET_PORT}`;
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

const EVENT_NAMES = Object.values(STATION_EVENTS);

/** A listen-only socket.io client for one display (`query.userId = codeAddress`, `auth.deviceKey`). */
export function createStationSocket({ codeAddress, deviceKey, url, policy }: StationSocketOptions): StationSocket {
  const { timeout, reconnectionDelay, reconnectionAttempts } = { ...STATION_RECONNECT_POLICY, ...policy };
  const socket: Socket = io(url ?? stationSocketUrl(), {
    query: { userId: codeAddress },
    // In the handshake body, not the URL, so the key stays out of access logs; read on every (re)connect.
    auth: (send) => send({ deviceKey: deviceKey ?? pairedDeviceKey ?? '' }),
    transports: ['websocket', 'polling'],
    timeout,
    reconnection: true,
    reconnectionDelay,
    // A steady retry every reconnectionDelay, not socket.io's randomised back-off.
    reconnectionDelayMax: reconnectionDelay,
    randomizationFactor: 0,
    reconnectionAttempts,
    autoConnect: false,
    forceNew: true,
  });

  let state: ConnectionState = { status: 'disconnected', since: Date.now() };
  let connectedOnce = false;
  let serverRetry: ReturnType<typeof setTimeout> | undefined;
  const stateListeners = new Set<() => void>();
  const reconnectListeners = new Set<() => void>();
  const handlers = new Set<StationEventHandler>();

  const setStatus = (status: ConnectionStatus) => {
    if (state.status === status) return;
    // "Lost since" survives the move from disconnected to reconnecting.
    const keepSince = status !== 'connected' && state.status !== 'connected';
    state = { status, since: keepSince ? state.since : Date.now() };
    stateListeners.forEach((l) => l());
  };

  socket.on('connect', () => {
    setStatus('connected');
    if (connectedOnce) reconnectListeners.forEach((l) => l());
    connectedOnce = true;
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') return setStatus('disconnected');
    if (socket.active) return setStatus('reconnecting');
    // The server ended the connection: socket.io does not retry by itself, the spec does (after the delay).
    setStatus('reconnecting');
    serverRetry = setTimeout(() => socket.connect(), reconnectionDelay);
  });
  socket.on('connect_error', () => setStatus(socket.active ? 'reconnecting' : 'disconnected'));
  socket.io.on('reconnect_failed', () => setStatus('disconnected'));
  for (const name of EVENT_NAMES) {
    socket.on(name, (items: unknown) => {
      const list = Array.isArray(items) ? (items as StationCallItem[]) : [];
      handlers.forEach((h) => h(name, list));
    });
  }

  const subscribe = <T>(set: Set<T>, item: T) => {
    set.add(item);
    return () => void set.delete(item);
  };

  return {
    codeAddress,
    open: () => {
      if (!socket.connected && !socket.active) socket.connect();
    },
    close: () => {
      clearTimeout(serverRetry);
      socket.disconnect();
    },
    onEvent: (h) => subscribe(handlers, h),
    onReconnect: (l) => subscribe(reconnectListeners, l),
    getState: () => state,
    subscribeState: (l) => subscribe(stateListeners, l),
  };
}
