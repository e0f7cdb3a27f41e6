import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ClockStatus,
  HomeworkMessages,
  homeworkScoreBatchBody,
  listCriteriaStudentQuery,
  listHomeworkStudentQuery,
  listPaperStudentQuery,
  listStudentQuery,
  teachingPaths,
  type PlanStudent,
} from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok, table } from '../../core/envelope';
import { badRequest, refused } from '../../core/errors';
import { parse } from '../../core/validate';
import { route, TEACHING_STAFF } from '../../core/routing';
import { nowText } from '../../db/db';
import { clockStates } from './clock-repository';
import { lessonStudents } from './lesson-repository';
import { assertTeaches, loadLesson, type LessonRow } from './lessons';
import { scoreLogged } from './homework-repository';
import { homeworkStates, paperDoneUsers, paperScores, ratedUsers } from './progress-repository';
import type { Queryable } from '../../db/queryable';

export const HOMEWORK_NOT_DONE = HomeworkMessages.notHandedIn;

/** Every status of every student row; each list mode reads the flag it needs (spec §2 学员列表). */
async function studentRows(db: Queryable, lesson: LessonRow, keyword: string | undefined, scope: { paperId?: number; ratingCriteriaId?: number }) {
  const [clocked, papersDone, scores, rated, homework, students] = await Promise.all([
    clockStates(db, lesson.planDetailId),
    paperDoneUsers(db, lesson.planDetailId, scope.paperId),
    scope.paperId != null ? paperScores(db, lesson.planDetailId, scope.paperId) : null,
    ratedUsers(db, lesson.planDetailId, scope.ratingCriteriaId),
    homeworkStates(db, lesson.planDetailId),
    lessonStudents(db, lesson.planId, keyword),
  ]);
  const rows: PlanStudent[] = students.map((s) => ({
    id: s.userId,
    ...s,
    clockStatus: clocked.get(s.userId) ?? ClockStatus.ABSENT,
    ratingCriteriaStatus: rated.has(s.userId) ? 1 : 0,
    paperStatus: papersDone.has(s.userId) ? 1 : 0,
    // The teacher's paper list shows each finisher's score beside 已完成.
    ...(scores ? { paperScore: scores.get(s.userId) ?? null } : {}),
    homeworkStatus: homework.get(s.userId)?.homeworkStatus ?? 0,
    homeWorkScore: homework.get(s.userId)?.homeWorkScore ?? null,
  }));
  return table(rows, rows.length);
}

/** The lesson, for its teacher (or an admin) only. */
export async function taughtLesson(db: Queryable, req: FastifyRequest, planDetailId: number) {
  const lesson = await loadLesson(db, planDetailId);
  assertTeaches(currentUser(req), lesson);
  return lesson;
}

/** Student lists in attendance, paper, rating and homework modes, and homework scoring — the lesson's teacher only. */
export async function studentRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  route(app, 'GET', teachingPaths.listStudent, TEACHING_STAFF, async (req) => {
    const q = parse(listStudentQuery, req.query);
    const lesson = await taughtLesson(db, req, q.planDetailId);
    if (q.planId != null && q.planId !== lesson.planId) throw badRequest('教学计划与课程安排不一致');
    return studentRows(db, lesson, q.keyword, {});
  });

  route(app, 'GET', teachingPaths.listPaperStudent, TEACHING_STAFF, async (req) => {
    const q = parse(listPaperStudentQuery, req.query);
    return studentRows(db, await taughtLesson(db, req, q.planDetailId), q.keyword, { paperId: q.paperId });
  });

  route(app, 'GET', teachingPaths.listCriteriaStudent, TEACHING_STAFF, async (req) => {
    const q = parse(listCriteriaStudentQuery, req.query);
    return studentRows(db, await taughtLesson(db, req, q.planDetailId), q.keyword, { ratingCriteriaId: q.ratingCriteriaId });
  });

  route(app, 'GET', teachingPaths.listHomeworkStudent, TEACHING_STAFF, async (req) => {
    const q = parse(listHomeworkStudentQuery, req.query);
    return studentRows(db, await taughtLesson(db, req, q.planDetailId), q.keyword, {});
  });

  // Spec §5: every score 0–100 or nothing is stored; only handed-in homework is scored.
  route(app, 'POST', teachingPaths.homeworkScoreBatch, TEACHING_STAFF, async (req) => {
    const items = parse(homeworkScoreBatchBody, req.body);
    for (const item of items) {
      const lesson = await taughtLesson(db, req, item.planDetailId);
      if ((await homeworkStates(db, lesson.planDetailId)).get(item.userId)?.homeworkStatus !== 1) throw refused(HOMEWORK_NOT_DONE);
    }
    // Every score that changes is logged, as on the single-score route.
    await scoreLogged(db, items, currentUser(req).userId, nowText(), HOMEWORK_NOT_DONE);
    return ok();
  });
}
