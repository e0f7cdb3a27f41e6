import type { StationCallItem, StationScreenEventName } from '@medteach/contract';
import type { ListenSocket } from './listen-socket';
import type { ConnectionState, ConnectionStatus, StationEventHandler, StationSocket } from './station-socket';

/** An in-memory listen socket: same contract as the real one, no network; `deliver` plays the server's part. */
export type MemoryListenSocket<Args extends unknown[]> = ListenSocket<(...args: Args) => void> & {
  /** Delivers an event as if the server had sent it. */
  deliver(...args: Args): void;
  /** Moves the connection state; moving back to connected after a loss fires the reconnect listeners. */
  setStatus(status: ConnectionStatus): void;
};

export function createMemoryListenSocket<Args extends unknown[]>(initial: ConnectionStatus = 'connected'): MemoryListenSocket<Args> {
  let state: ConnectionState = { status: initial, since: Date.now() };
  let connectedOnce = initial === 'connected';
  const handlers = new Set<(...args: Args) => void>();
  const stateListeners = new Set<() => void>();
  const reconnectListeners = new Set<() => void>();
  const subscribe = <T>(set: Set<T>, item: T) => {
    set.add(item);
    return () => void set.delete(item);
  };
  return {
    open: () => undefined,
    close: () => undefined,
    onEvent: (h) => subscribe(handlers, h),
    onReconnect: (l) => subscribe(reconnectListeners, l),
    getState: () => state,
    subscribeState: (l) => subscribe(stateListeners, l),
    deliver: (...args) => handlers.forEach((h) => h(...args)),
    setStatus: (status) => {
      if (status === state.status) return;
      state = { status, since: Date.now() };
      stateListeners.forEach((l) => l());
      if (status === 'connected') {
        if (connectedOnce) reconnectListeners.forEach((l) => l());
        connectedOnce = true;
      }
    },
  };
}

export interface MemoryStationSocket extends StationSocket {
  deliver(event: StationScreenEventName, items: StationCallItem[]): void;
  setStatus(status: ConnectionStatus): void;
}

/** An in-memory station socket for component tests and the dev simulator. */
export function createMemoryStationSocket(codeAddress: string, initial: ConnectionStatus = 'connected'): MemoryStationSocket {
  const socket: MemoryListenSocket<Parameters<StationEventHandler>> = createMemoryListenSocket(initial);
  return { ...socket, codeAddress };
}
