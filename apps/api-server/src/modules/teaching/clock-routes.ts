import type { FastifyInstance } from 'fastify';
import { TimeStatus, clockSaveBody, planDetailIdQuery, teachingPaths, type ClockInfo, type ClockRecord } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { refused } from '../../core/errors';
import { parse } from '../../core/validate';
import { nowText, type Db } from '../../db/db';
import { timeStatusOf } from './calendar';
import { assertAttends, loadLesson } from './lessons';
import { route, STUDENTS } from './routing';

export const ClockMessages = {
  attendanceOff: '本节课未开启签到',
  notStarted: '课程尚未开始，不能签到',
} as const;

function clockInfo(db: Db, planDetailId: number, userId: number): ClockInfo {
  const clockList = db
    .prepare('SELECT clock_id AS clockId, clock_time AS clockTime FROM teaching_clock WHERE plan_detail_id = ? AND user_id = ? ORDER BY clock_time, clock_id')
    .all(planDetailId, userId) as ClockRecord[];
  return { clockList, clockTime: clockList.at(-1)?.clockTime ?? null };
}

/** Sign-in (spec §4 Attendance): students only, while attendance is open and the lesson has started; signing again updates. */
export async function clockRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, 'POST', teachingPaths.clockSave, STUDENTS, (req) => {
    const user = currentUser(req);
    const lesson = loadLesson(db, parse(clockSaveBody, req.body).planDetailId);
    assertAttends(db, user, lesson);
    if (lesson.attendanceStatus !== 1) throw refused(ClockMessages.attendanceOff);
    if (timeStatusOf(lesson.teachingStartTime, lesson.teachingEndTime) === TimeStatus.NOT_STARTED) throw refused(ClockMessages.notStarted);
    db.prepare('INSERT INTO teaching_clock (plan_detail_id, user_id, clock_time) VALUES (?, ?, ?)').run(lesson.planDetailId, user.userId, nowText());
    return ok(clockInfo(db, lesson.planDetailId, user.userId));
  });

  route(app, 'GET', teachingPaths.clockInfo, 'user', (req) => {
    const user = currentUser(req);
    const lesson = loadLesson(db, parse(planDetailIdQuery, req.query).planDetailId);
    return ok(clockInfo(db, lesson.planDetailId, user.userId));
  });
}
