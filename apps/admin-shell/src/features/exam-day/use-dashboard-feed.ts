import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getApiConfig } from '@medteach/api-client';
import type { ExamDashboard } from '@medteach/contract';
import { createDashboardSocket, type ConnectionState, type DashboardPatch, type DashboardSocket } from '@medteach/exam-socket';
import { examDayKeys, examDayQueries, getExamDashboard } from './api';
import { appConfig } from '../../config';
import { applyDashboardPatch } from './dashboard-state';

/** Opens the dashboard socket of an exam; tests hand in an in-memory one. */
export type DashboardSocketFactory = (examId: number) => DashboardSocket;
export const openDashboardSocket: DashboardSocketFactory = (examId) =>
  createDashboardSocket({ examId, url: appConfig.socketUrl, token: () => getApiConfig().tokenStore.get() ?? '' });

/** Patches older than this are dropped from the replay list: a snapshot never takes that long. */
const REPLAY_WINDOW_MS = 60_000;
const DISCONNECTED: ConnectionState = { status: 'disconnected', since: 0 };

/**
 * The exam's dashboard, live (issue 17): the snapshot in React Query, patched in place by every pushed change (an
 * examinee moved, a display connected or dropped) and refetched after a reconnect (changes sent meanwhile were lost).
 * A patch that arrives while a snapshot is being read may be older than the snapshot's read or newer: patches are
 * "state after", so every patch received since the fetch began is applied again to the snapshot it answers.
 * `clockOffset`: server clock minus this laptop's (elapsed times count on the server's).
 */
export function useDashboardFeed(examId: number | undefined, openSocket: DashboardSocketFactory = openDashboardSocket) {
  const queryClient = useQueryClient();
  const received = useRef<{ at: number; patch: DashboardPatch }[]>([]);
  const clockOffset = useRef(0);

  const query = useQuery({
    ...examDayQueries.dashboard(examId ?? 0),
    enabled: examId !== undefined,
    queryFn: async ({ signal }) => {
      const started = Date.now();
      const snapshot = await getExamDashboard(examId ?? 0, signal);
      clockOffset.current = snapshot.serverNow - Date.now();
      return received.current.filter((r) => r.at >= started).reduce((d, r) => applyDashboardPatch(d, r.patch), snapshot);
    },
  });

  const socket = useMemo(() => (examId === undefined ? null : openSocket(examId)), [examId, openSocket]);
  useEffect(() => {
    if (!socket || examId === undefined) return;
    const key = examDayKeys.dashboard(examId);
    received.current = [];
    const offPatch = socket.onEvent((patch) => {
      const now = Date.now();
      received.current = [...received.current.filter((r) => now - r.at < REPLAY_WINDOW_MS), { at: now, patch }];
      queryClient.setQueryData<ExamDashboard>(key, (d) => d && applyDashboardPatch(d, patch));
    });
    const offReconnect = socket.onReconnect(() => void queryClient.invalidateQueries({ queryKey: key }));
    socket.open();
    return () => {
      offPatch();
      offReconnect();
      socket.close();
    };
  }, [socket, examId, queryClient]);

  const connection = useSyncExternalStore(
    (l) => socket?.subscribeState(l) ?? (() => undefined),
    () => socket?.getState() ?? DISCONNECTED,
  );
  return { ...query, connection, clockOffset: clockOffset.current };
}
