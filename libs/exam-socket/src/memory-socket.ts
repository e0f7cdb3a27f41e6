import type { StationCallItem, StationEventName } from '@medteach/contract';
import type { ConnectionState, ConnectionStatus, StationEventHandler, StationSocket } from './station-socket';

export interface MemoryStationSocket extends StationSocket {
  /** Delivers an event as if the server had sent it. */
  deliver(event: StationEventName, items: StationCallItem[]): void;
  /** Moves the connection state; moving back to connected after a loss fires the reconnect listeners. */
  setStatus(status: ConnectionStatus): void;
}

/** An in-memory station socket for component tests and the dev simulator: same contract, no network. */
export function createMemoryStationSocket(codeAddress: string, initial: ConnectionStatus = 'connected'): MemoryStationSocket {
  let state: ConnectionState = { status: initial, since: Date.now() };
  let connectedOnce = initial === 'connected';
  const handlers = new Set<StationEventHandler>();
  const stateListeners = new Set<() => void>();
  const reconnectListeners = new Set<() => void>();
  const subscribe = <T>(set: Set<T>, item: T) => {
    set.add(item);
    return () => void set.delete(item);
  };
  return {
    codeAddress,
    open: () => undefined,
    close: () => undefined,
    onEvent: (h) => subscribe(handlers, h),
    onReconnect: (l) => subscribe(reconnectListeners, l),
    getState: () => state,
    subscribeState: (l) => subscribe(stateListeners, l),
    deliver: (event, items) => handlers.forEach((h) => h(event, items)),
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
