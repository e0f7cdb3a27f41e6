import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createStationSocket, type ConnectionState, type ReconnectPolicy, type StationEventHandler, type StationSocket } from './station-socket';

const StationSocketContext = createContext<StationSocket | null>(null);

export interface StationSocketProviderProps {
  codeAddress: string;
  url?: string;
  policy?: Partial<ReconnectPolicy>;
  /** An existing socket (tests: `createMemoryStationSocket`); otherwise one is created for codeAddress. */
  socket?: StationSocket;
  children: ReactNode;
}

/** Owns one display connection for the screens below it: opened on mount, closed on unmount. */
export function StationSocketProvider({ codeAddress, url, policy, socket: given, children }: StationSocketProviderProps) {
  const policyKey = JSON.stringify(policy ?? {});
  const socket = useMemo(
    () => given ?? createStationSocket({ codeAddress, url, policy: JSON.parse(policyKey) as Partial<ReconnectPolicy> }),
    [given, codeAddress, url, policyKey],
  );
  useEffect(() => {
    socket.open();
    return () => socket.close();
  }, [socket]);
  return <StationSocketContext.Provider value={socket}>{children}</StationSocketContext.Provider>;
}

export function useStationSocket(): StationSocket {
  const socket = useContext(StationSocketContext);
  if (!socket) throw new Error('useStationSocket() needs a <StationSocketProvider>');
  return socket;
}

/** Calls the latest `handler` for every station event (call_003 … end_007). */
export function useStationEvents(handler: StationEventHandler) {
  const socket = useStationSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => socket.onEvent((event, items) => latest.current(event, items)), [socket]);
}

export function useConnectionState(): ConnectionState {
  const socket = useStationSocket();
  return useSyncExternalStore(socket.subscribeState, socket.getState, socket.getState);
}

/** After every reconnect, invalidates (and so refetches) the screen snapshot: events sent while offline are lost. */
export function useRefetchOnReconnect(queryKey: QueryKey) {
  const socket = useStationSocket();
  const queryClient = useQueryClient();
  const keyText = JSON.stringify(queryKey);
  useEffect(
    () => socket.onReconnect(() => void queryClient.invalidateQueries({ queryKey: JSON.parse(keyText) as QueryKey })),
    [socket, queryClient, keyText],
  );
}
