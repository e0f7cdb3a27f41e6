import type { FastifyInstance } from 'fastify';
import { planDetailIdBody, planDetailIdQuery, signInMarkBody, signInPaths, SignInMessages, type SignInState } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { refused } from '../../core/errors';
import { parse } from '../../core/validate';
import { route, STUDENTS, TEACHING_STAFF } from '../../core/routing';
import { nowText } from '../../db/db';
import { ClockMessages } from './clock-routes';
import { addClock } from './clock-repository';
import { lessonStudents } from './lesson-repository';
import { assertAttends, loadLesson } from './lessons';
import { newSessionSecret } from './sign-in-codes';
import { insertSession, latestSession, stopSessions } from './sign-in-repository';
import { isInWindow, isRunning, sessionView } from './sign-in-rules';
import { taughtLesson } from './student-routes';

/**
 * Sign-in sessions (issue 17 "sign-in that proves presence"): the lesson's teacher (or an admin) starts and stops
 * them, reads the rotating code and marks students by hand; students learn whether /clocking needs a code.
 */
export async function signInRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  route(app, 'POST', signInPaths.start, TEACHING_STAFF, async (req) => {
    const lesson = await taughtLesson(db, req, parse(planDetailIdBody, req.body).planDetailId);
    if (lesson.attendanceStatus !== 1) throw refused(ClockMessages.attendanceOff);
    const now = Date.now();
    if (!isInWindow(lesson, now)) throw refused(SignInMessages.outOfWindow);
    if (!isRunning(await latestSession(db, lesson.planDetailId))) {
      try {
        await insertSession(db, lesson.planDetailId, newSessionSecret(), currentUser(req).userId, nowText());
      } catch (err) {
        // Two starts at once: the unique index on running sessions lets one through; the other shows that one.
        if (!isRunning(await latestSession(db, lesson.planDetailId))) throw err;
      }
    }
    return ok(sessionView(lesson, await latestSession(db, lesson.planDetailId), now));
  });

  route(app, 'POST', signInPaths.stop, TEACHING_STAFF, async (req) => {
    const lesson = await taughtLesson(db, req, parse(planDetailIdBody, req.body).planDetailId);
    await stopSessions(db, lesson.planDetailId, currentUser(req).userId, nowText());
    return ok(sessionView(lesson, await latestSession(db, lesson.planDetailId), Date.now()));
  });

  route(app, 'GET', signInPaths.session, TEACHING_STAFF, async (req) => {
    const lesson = await taughtLesson(db, req, parse(planDetailIdQuery, req.query).planDetailId);
    return ok(sessionView(lesson, await latestSession(db, lesson.planDetailId), Date.now()));
  });

  // A hand mark is a clock row like any other, with the teacher who made it and when (the latest row counts).
  route(app, 'POST', signInPaths.mark, TEACHING_STAFF, async (req) => {
    const body = parse(signInMarkBody, req.body);
    const lesson = await taughtLesson(db, req, body.planDetailId);
    if (lesson.attendanceStatus !== 1) throw refused(ClockMessages.attendanceOff);
    const students = await lessonStudents(db, lesson.planId);
    if (!students.some((s) => s.userId === body.userId)) throw refused(SignInMessages.notStudent);
    await addClock(db, lesson.planDetailId, body.userId, nowText(), { status: body.status, method: 'teacher', markedBy: currentUser(req).userId });
    return ok();
  });

  route(app, 'GET', signInPaths.state, STUDENTS, async (req) => {
    const lesson = await loadLesson(db, parse(planDetailIdQuery, req.query).planDetailId);
    await assertAttends(db, currentUser(req), lesson);
    const session = await latestSession(db, lesson.planDetailId);
    const state: SignInState = {
      codeRequired: isRunning(session),
      closed: !!session && !isRunning(session),
      inWindow: isInWindow(lesson, Date.now()),
    };
    return ok(state);
  });
}
