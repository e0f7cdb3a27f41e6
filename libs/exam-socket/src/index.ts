export {
  STATION_CHANGED_EVENT,
  STATION_EVENTS,
  STATION_RECONNECT_POLICY,
  createStationSocket,
  pairStationSocket,
  stationSocketUrl,
  type ConnectionState,
  type ConnectionStatus,
  type ReconnectPolicy,
  type StationCallItem,
  type StationEventHandler,
  type StationEventName,
  type StationScreenEventName,
  type StationSocket,
  type StationSocketOptions,
} from './station-socket';
export { createMemoryListenSocket, createMemoryStationSocket, type MemoryListenSocket, type MemoryStationSocket } from './memory-socket';
export { type ListenSocket } from './listen-socket';
export { createDashboardSocket, type DashboardPatch, type DashboardPatchHandler, type DashboardSocket, type DashboardSocketOptions } from './dashboard-socket';
export {
  StationSocketProvider,
  useConnectionState,
  useRefetchOnReconnect,
  useStationEvents,
  useStationSocket,
  type StationSocketProviderProps,
} from './hooks';
