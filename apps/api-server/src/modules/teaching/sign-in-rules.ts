import {
  SIGN_IN_CLOSES_AFTER_MINUTES,
  SIGN_IN_CODE_PERIOD_MS,
  SIGN_IN_OPENS_BEFORE_MINUTES,
  SignInMessages,
  type SignInSession,
} from '@medteach/contract';
import { refused } from '../../core/errors';
import { nowText } from '../../db/db';
import type { ClockMethod } from './clock-repository';
import type { LessonRow } from './lessons';
import { codeAt, codeStep, isCurrentCode, msUntilNextCode } from './sign-in-codes';
import { latestSession, type SignInSessionRow } from './sign-in-repository';
import type { Queryable } from '../../db/queryable';

/** Wrong codes one student may try per session within WRONG_CODE_WINDOW_MS before being told to wait. */
export const MAX_WRONG_CODES = 10;
export const WRONG_CODE_WINDOW_MS = 60_000;
export const TOO_MANY_WRONG_CODES = '签到码错误次数过多，请稍后再试';

const MINUTE_MS = 60_000;

/** `YYYY-MM-DD HH:mm:ss` (local) shifted by some minutes. */
function shiftedText(text: string, minutes: number): string {
  const [date, time = '00:00:00'] = text.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  return nowText(new Date(new Date(y, m - 1, d, hh, mm, ss).getTime() + minutes * MINUTE_MS));
}

/** When students may sign in with a code: teaching start − SIGN_IN_OPENS_BEFORE_MINUTES … end + SIGN_IN_CLOSES_AFTER_MINUTES. */
export function signInWindow(lesson: Pick<LessonRow, 'teachingStartTime' | 'teachingEndTime'>) {
  return {
    windowStart: shiftedText(lesson.teachingStartTime, -SIGN_IN_OPENS_BEFORE_MINUTES),
    windowEnd: shiftedText(lesson.teachingEndTime, SIGN_IN_CLOSES_AFTER_MINUTES),
  };
}

export function isInWindow(lesson: Pick<LessonRow, 'teachingStartTime' | 'teachingEndTime'>, nowMs: number): boolean {
  const { windowStart, windowEnd } = signInWindow(lesson);
  const now = nowText(new Date(nowMs));
  return now >= windowStart && now <= windowEnd;
}

export const isRunning = (session: SignInSessionRow | undefined): session is SignInSessionRow => !!session && session.stopTime == null;

/** The teacher's view of the lesson's session, with the code of this moment (none outside the window). */
export function sessionView(lesson: LessonRow, session: SignInSessionRow | undefined, nowMs: number): SignInSession {
  const active = isRunning(session);
  const inWindow = isInWindow(lesson, nowMs);
  return {
    planDetailId: lesson.planDetailId,
    active,
    startTime: active ? session.startTime : null,
    stopTime: session?.stopTime ?? null,
    code: active && inWindow ? codeAt(session.secret, codeStep(nowMs)) : null,
    validForMs: msUntilNextCode(nowMs),
    periodMs: SIGN_IN_CODE_PERIOD_MS,
    ...signInWindow(lesson),
    inWindow,
  };
}

/** Wrong tries per `session:user` on this instance (a shared limit is not needed: a code lives seconds). */
const wrongTries = new Map<string, { count: number; since: number }>();

/** Past this many keys, expired ones are dropped (the map only ever holds recent offenders). */
const WRONG_TRIES_SWEEP_SIZE = 10_000;

function noteWrongCode(key: string, nowMs: number) {
  if (wrongTries.size > WRONG_TRIES_SWEEP_SIZE) {
    for (const [k, t] of wrongTries) if (nowMs - t.since > WRONG_CODE_WINDOW_MS) wrongTries.delete(k);
  }
  const tries = wrongTries.get(key);
  if (!tries || nowMs - tries.since > WRONG_CODE_WINDOW_MS) wrongTries.set(key, { count: 1, since: nowMs });
  else tries.count++;
}

function assertMayTry(key: string, nowMs: number) {
  const tries = wrongTries.get(key);
  if (tries && nowMs - tries.since <= WRONG_CODE_WINDOW_MS && tries.count >= MAX_WRONG_CODES) throw refused(TOO_MANY_WRONG_CODES);
}

/**
 * What a student's sign-in must prove. No session ever started for the lesson: the spec's self sign-in ('self').
 * A running session: a current code inside the lesson's window ('code'). A stopped one: students no longer sign
 * themselves (the teacher marks the rest) — once a teacher uses codes, a clock means the student was in the room.
 */
export async function proveSignIn(db: Queryable, lesson: LessonRow, userId: number, code: string | undefined, nowMs: number): Promise<ClockMethod> {
  const session = await latestSession(db, lesson.planDetailId);
  if (!session) return 'self';
  if (!isRunning(session)) throw refused(SignInMessages.closed);
  if (!isInWindow(lesson, nowMs)) throw refused(SignInMessages.outOfWindow);
  const key = `${session.sessionId}:${userId}`;
  assertMayTry(key, nowMs);
  if (!code || !isCurrentCode(session.secret, code, nowMs)) {
    noteWrongCode(key, nowMs);
    throw refused(SignInMessages.codeWrong);
  }
  return 'code';
}
