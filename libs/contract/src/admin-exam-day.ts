import * as z from './zod';
import { idParam } from './envelope-schemas';
import type { ConsoleDisplay, ConsoleExaminee, StationRoom } from './station';

/**
 * 考试看板 (issue 17): every station of an exam live on one screen, with the call console built in. The first paint
 * is `GET exam/{examId}` (a snapshot); then the console's dashboard socket (the station socket server, port 7777,
 * handshake `auth.token` = the admin's access token, `query.examId`) pushes one patch per change: an examinee who
 * moved ({@link DASHBOARD_EVENTS}.examinee) and a display that connected or dropped (.display).
 */
export const examDayPaths = {
  /** `GET` → `DashboardExam[]`, the exams the dashboard can open (today's is picked first). */
  exams: '/examStation/dashboard/exams',
  /** `GET /{examId}` → `ExamDashboard`. */
  exam: '/examStation/dashboard/exam',
} as const;

export const dashboardExamParam = /*#__PURE__*/ z.object({ examId: idParam });

/** Socket events of the dashboard socket (only consoles receive them; displays keep the spec's five). */
export const DASHBOARD_EVENTS = {
  examinee: 'dashboard_examinee',
  display: 'dashboard_display',
} as const;
export type DashboardEventName = (typeof DASHBOARD_EVENTS)[keyof typeof DASHBOARD_EVENTS];

/** Handshake query key naming the exam a dashboard socket follows. */
export const DASHBOARD_EXAM_PARAM = 'examId';

export interface DashboardExam {
  examId: number;
  examName: string;
  /** `YYYY-MM-DD HH:mm:ss`; null = not scheduled. */
  startsAt: string | null;
  endsAt: string | null;
  stationCount: number;
}

/** The call console's examinee, with when it was called and started. */
export interface DashboardExaminee extends ConsoleExaminee {
  /** Epoch ms of the last call / of the start; null before. */
  calledAt: number | null;
  startedAt: number | null;
}

export interface DashboardStation {
  stationId: number;
  stationName: string;
  /** Exam time per examinee (the room's elapsed time is shown against it). */
  examSeconds: number;
  maskNames: boolean;
  rooms: StationRoom[];
  /** In calling order (batch, seq). */
  examinees: DashboardExaminee[];
  displays: ConsoleDisplay[];
}

export interface ExamDashboard {
  examId: number;
  examName: string;
  startsAt: string | null;
  endsAt: string | null;
  /** The server's clock (epoch ms) when the snapshot was taken: elapsed times are counted on it, not the laptop's. */
  serverNow: number;
  stations: DashboardStation[];
}

/** `dashboard_examinee`: the examinee's state after a console action. */
export interface DashboardExamineePatch {
  stationId: number;
  examinee: DashboardExaminee;
}
/** `dashboard_display`: a display's presence after it connected or dropped. */
export interface DashboardDisplayPatch {
  stationId: number;
  display: ConsoleDisplay;
}
