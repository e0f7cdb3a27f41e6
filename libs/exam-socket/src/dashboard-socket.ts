import { DASHBOARD_EVENTS, DASHBOARD_EXAM_PARAM, type DashboardDisplayPatch, type DashboardExamineePatch } from '@medteach/contract';
import { createListenSocket, type ListenSocket } from './listen-socket';
import { STATION_RECONNECT_POLICY, stationSocketUrl, type ReconnectPolicy } from './station-socket';

/** One change pushed to the exam-day dashboard (考试看板): an examinee moved, or a display connected or dropped. */
export type DashboardPatch =
  | { event: typeof DASHBOARD_EVENTS.examinee; patch: DashboardExamineePatch }
  | { event: typeof DASHBOARD_EVENTS.display; patch: DashboardDisplayPatch };
export type DashboardPatchHandler = (patch: DashboardPatch) => void;
export type DashboardSocket = ListenSocket<DashboardPatchHandler>;

export interface DashboardSocketOptions {
  examId: number;
  /** The console's access token, read on every (re)connect: the server admits admins only. */
  token: () => string;
  /** Socket server URL; default {@link stationSocketUrl} (the station socket server serves dashboards too). */
  url?: string;
  policy?: Partial<ReconnectPolicy>;
}

const EVENT_NAMES = Object.values(DASHBOARD_EVENTS);

/** The console's listen-only socket following one exam's stations (server: modules/station/dashboard-feed.ts). */
export function createDashboardSocket({ examId, token, url, policy }: DashboardSocketOptions): DashboardSocket {
  const socket = createListenSocket({
    url: url ?? stationSocketUrl(),
    query: { [DASHBOARD_EXAM_PARAM]: String(examId) },
    auth: () => ({ token: token() }),
    events: EVENT_NAMES,
    policy: { ...STATION_RECONNECT_POLICY, ...policy },
  });
  return { ...socket, onEvent: (handler) => socket.onEvent((event, patch) => handler({ event, patch } as DashboardPatch)) };
}
