import * as z from './zod';
import { idParam } from './envelope-schemas';

/**
 * Sign-in that proves presence (issue 17). The teacher starts a sign-in session for a lesson and projects a code
 * that rotates every SIGN_IN_CODE_PERIOD_MS (QR + digits); while the lesson has a session, a student's
 * `POST teachingPlanClock/save` must carry a current code (the previous one is still taken for
 * SIGN_IN_CODE_GRACE_STEPS periods) inside the lesson's window (teaching start − SIGN_IN_OPENS_BEFORE_MINUTES …
 * teaching end + SIGN_IN_CLOSES_AFTER_MINUTES). Once the teacher stops it, students no longer sign themselves;
 * the teacher marks the rest by hand (present or 请假). A lesson whose teacher never starts a session keeps the
 * spec's self sign-in.
 */
export const signInPaths = {
  /** Teacher: `POST {planDetailId}` → SignInSession (an already running session is returned as it is). */
  start: '/teachingCenter/teachingPlanSignIn/start',
  /** Teacher: `POST {planDetailId}` → SignInSession (inactive). */
  stop: '/teachingCenter/teachingPlanSignIn/stop',
  /** Teacher: `GET ?planDetailId` → SignInSession with the current code. */
  session: '/teachingCenter/teachingPlanSignIn/session',
  /** Teacher: `POST {planDetailId, userId, status}` marks a student present or excused by hand. */
  mark: '/teachingCenter/teachingPlanSignIn/mark',
  /** Student: `GET ?planDetailId` → SignInState: whether /clocking needs a code. */
  state: '/teachingCenter/teachingPlanSignIn/state',
} as const;

/** How long one code is shown before the next one replaces it. */
export const SIGN_IN_CODE_PERIOD_MS = 10_000;
/** How many periods a replaced code is still accepted (a student typing while it turns over). */
export const SIGN_IN_CODE_GRACE_STEPS = 1;
export const SIGN_IN_CODE_DIGITS = 6;
/** Sign-in opens this many minutes before the lesson's teaching start … */
export const SIGN_IN_OPENS_BEFORE_MINUTES = 15;
/** … and closes this many minutes after its teaching end. */
export const SIGN_IN_CLOSES_AFTER_MINUTES = 0;
/** How often the teacher's attendance list and code screen re-read the list (polling, React Query refetchInterval). */
export const ATTENDANCE_POLL_MS = 2_000;

/** PlanStudent.clockStatus in attendance mode: 1 已签到, 2 请假, 0 未签到. */
export const ClockStatus = { ABSENT: 0, PRESENT: 1, EXCUSED: 2 } as const;
export type ClockStatusValue = (typeof ClockStatus)[keyof typeof ClockStatus];
/** What a teacher's hand mark sets (teaching_clock.clock_status). */
export const MarkStatus = { PRESENT: 'present', EXCUSED: 'excused' } as const;
export type MarkStatusValue = (typeof MarkStatus)[keyof typeof MarkStatus];

export const SignInMessages = {
  codeWrong: '签到码错误或已过期，请输入老师当前展示的签到码',
  codeFormat: '签到码为6位数字',
  closed: '签到已结束，请联系老师补签',
  outOfWindow: '不在签到时间内（上课前15分钟至下课）',
  notStudent: '该学员不在本节课的班级中',
} as const;

const signInCode = /*#__PURE__*/ z
  .string({ error: SignInMessages.codeFormat })
  .trim()
  .regex(/^\d{6}$/, SignInMessages.codeFormat);

/** The sign-in call's body: the spec's `{planDetailId}` plus the code when the lesson uses codes. */
export const clockSaveWithCodeBody = /*#__PURE__*/ z.object({
  planDetailId: idParam,
  code: /*#__PURE__*/ z.preprocess((v) => (v === '' || v === null ? undefined : v), /*#__PURE__*/ signInCode.optional()),
});
export type ClockSaveWithCodeBody = z.input<typeof clockSaveWithCodeBody>;

export const signInMarkBody = /*#__PURE__*/ z.object({
  planDetailId: idParam,
  userId: idParam,
  status: /*#__PURE__*/ z.enum([MarkStatus.PRESENT, MarkStatus.EXCUSED], { error: '状态只能是present或excused' }),
});
export type SignInMarkBody = z.input<typeof signInMarkBody>;

/** The teacher's view of a lesson's sign-in session. */
export interface SignInSession {
  planDetailId: number;
  /** A session is running (started, not stopped). */
  active: boolean;
  startTime: string | null;
  /** When the latest session was stopped (null: running, or never started). */
  stopTime: string | null;
  /** The code to show now; null when inactive or outside the lesson's window. */
  code: string | null;
  /** Milliseconds until `code` is replaced (refetch then). */
  validForMs: number;
  periodMs: number;
  /** The lesson's sign-in window, `YYYY-MM-DD HH:mm:ss`. */
  windowStart: string;
  windowEnd: string;
  inWindow: boolean;
}

/** The student's view: whether /clocking asks for a code, and whether self sign-in is closed. */
export interface SignInState {
  codeRequired: boolean;
  closed: boolean;
  /** Now is inside the lesson's sign-in window (a code is taken even before teaching start). */
  inWindow: boolean;
}
