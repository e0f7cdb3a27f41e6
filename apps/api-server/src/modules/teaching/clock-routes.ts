import type { FastifyInstance } from 'fastify';
import { TimeStatus, clockSaveWithCodeBody, planDetailIdQuery, teachingPaths, type ClockInfo } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { refused } from '../../core/errors';
import { parse } from '../../core/validate';
import { route, STUDENTS } from '../../core/routing';
import { nowText } from '../../db/db';
import { timeStatusOf } from './calendar';
import { addClock, clocksOf } from './clock-repository';
import { assertAttends, loadLesson } from './lessons';
import { proveSignIn } from './sign-in-rules';
import type { Queryable } from '../../db/queryable';

export const ClockMessages = {
  attendanceOff: '本节课未开启签到',
  notStarted: '课程尚未开始，不能签到',
} as const;

async function clockInfo(db: Queryable, planDetailId: number, userId: number): Promise<ClockInfo> {
  const clockList = await clocksOf(db, planDetailId, userId);
  return { clockList, clockTime: clockList.at(-1)?.clockTime ?? null };
}

/**
 * Sign-in (spec §4 Attendance): students only, while attendance is open and the lesson has started; signing again
 * updates. While the teacher runs a sign-in session the body's `code` must be current (sign-in-rules.ts).
 */
export async function clockRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  route(app, 'POST', teachingPaths.clockSave, STUDENTS, async (req) => {
    const user = currentUser(req);
    const body = parse(clockSaveWithCodeBody, req.body);
    const lesson = await loadLesson(db, body.planDetailId);
    await assertAttends(db, user, lesson);
    if (lesson.attendanceStatus !== 1) throw refused(ClockMessages.attendanceOff);
    // With a running session the code and the sign-in window decide (issue 17); without one, the spec's rule.
    const method = await proveSignIn(db, lesson, user.userId, body.code, Date.now());
    if (method === 'self' && timeStatusOf(lesson.teachingStartTime, lesson.teachingEndTime) === TimeStatus.NOT_STARTED) throw refused(ClockMessages.notStarted);
    await addClock(db, lesson.planDetailId, user.userId, nowText(), { method });
    return ok(await clockInfo(db, lesson.planDetailId, user.userId));
  });

  route(app, 'GET', teachingPaths.clockInfo, 'user', async (req) => {
    const user = currentUser(req);
    const lesson = await loadLesson(db, parse(planDetailIdQuery, req.query).planDetailId);
    return ok(await clockInfo(db, lesson.planDetailId, user.userId));
  });
}
