import { io, type Socket } from 'socket.io-client';
import type { ConnectionState, ConnectionStatus, ReconnectPolicy } from './station-socket';

/** What any listen-only socket offers: connect / close, events, reconnects and its connection state. */
export interface ListenSocket<Handler> {
  /** Connects (idempotent); `close` disconnects. Both may be called again (React StrictMode). */
  open(): void;
  close(): void;
  onEvent(handler: Handler): () => void;
  /** Called on every connect after the first: events sent meanwhile were lost, so fetch a fresh snapshot. */
  onReconnect(listener: () => void): () => void;
  getState(): ConnectionState;
  subscribeState(listener: () => void): () => void;
}

export interface ListenSocketOptions {
  url: string;
  query: Record<string, string>;
  /** The handshake's `auth`, read on every (re)connect (a key or token may change meanwhile). */
  auth: () => Record<string, string>;
  /** The events handed to the handlers. */
  events: readonly string[];
  policy: ReconnectPolicy;
}

/**
 * The socket.io client behind the display socket and the console's dashboard socket: the spec's reconnect policy
 * (a steady retry, also after the server ended the connection), connection state with "since", reconnect listeners.
 */
export function createListenSocket({ url, query, auth, events, policy }: ListenSocketOptions): ListenSocket<(event: string, payload: unknown) => void> {
  const { timeout, reconnectionDelay, reconnectionAttempts } = policy;
  const socket: Socket = io(url, {
    query,
    // In the handshake body, not the URL, so keys and tokens stay out of access logs.
    auth: (send) => send(auth()),
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
  const handlers = new Set<(event: string, payload: unknown) => void>();

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
  for (const name of events) socket.on(name, (payload: unknown) => handlers.forEach((h) => h(name, payload)));

  const subscribe = <T>(set: Set<T>, item: T) => {
    set.add(item);
    return () => void set.delete(item);
  };

  return {
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
