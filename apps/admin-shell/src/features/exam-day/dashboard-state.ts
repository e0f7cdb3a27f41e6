import { DASHBOARD_EVENTS, type DashboardExam, type DashboardExaminee, type DashboardStation, type ExamDashboard, type ExamineeStatus, type StationRoom } from '@medteach/contract';
import type { DashboardPatch } from '@medteach/exam-socket';

/** The dashboard's pure state: applying pushed patches to the snapshot, counting, and what each room shows. */

/** The snapshot with one patch applied (an examinee's new state, or a display's presence); unknown ids change nothing. */
export function applyDashboardPatch(dashboard: ExamDashboard, p: DashboardPatch): ExamDashboard {
  const stations = dashboard.stations.map((s): DashboardStation => {
    if (s.stationId !== p.patch.stationId) return s;
    if (p.event === DASHBOARD_EVENTS.examinee) {
      const { examinee } = p.patch;
      return { ...s, examinees: s.examinees.map((x) => (x.examineeId === examinee.examineeId ? examinee : x)) };
    }
    const { display } = p.patch;
    return { ...s, displays: s.displays.map((d) => (d.codeAddress === display.codeAddress ? display : d)) };
  });
  return { ...dashboard, stations };
}

export type StationCounts = Record<ExamineeStatus, number>;

export function stationCounts(examinees: readonly { status: ExamineeStatus }[]): StationCounts {
  const counts: StationCounts = { waiting: 0, called: 0, inProgress: 0, done: 0, passed: 0 };
  for (const x of examinees) counts[x.status] += 1;
  return counts;
}

export function totalCounts(stations: readonly DashboardStation[]): StationCounts {
  return stationCounts(stations.flatMap((s) => s.examinees));
}

/** The examinee called to or in progress in a room (the call console's "current"). */
export const roomCurrent = (station: DashboardStation, room: StationRoom): DashboardExaminee | undefined =>
  station.examinees.find((x) => x.roomId === room.roomId && (x.status === 'called' || x.status === 'inProgress'));

/** Seconds since the examinee was started (in progress) or called (on the way), counted on the server's clock. */
export function elapsedSeconds(x: Pick<DashboardExaminee, 'status' | 'calledAt' | 'startedAt'>, serverNow: number): number {
  const from = x.status === 'inProgress' ? x.startedAt : x.calledAt;
  return from === null ? 0 : Math.max(0, Math.floor((serverNow - from) / 1000));
}

/** `mm:ss` (or `h:mm:ss` past an hour). */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** Today's exam (its window starts today, else it is running now), else the newest: the dashboard opens on it. */
export function defaultExam(exams: readonly DashboardExam[], now: string): DashboardExam | undefined {
  const today = now.slice(0, 10);
  return (
    exams.find((e) => e.startsAt?.slice(0, 10) === today) ??
    exams.find((e) => !!e.startsAt && !!e.endsAt && e.startsAt <= now && now <= e.endsAt) ??
    exams[0]
  );
}
