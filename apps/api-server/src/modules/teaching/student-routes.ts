import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
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
import { nowText, type Db } from '../../db/db';
import { assertTeaches, lessonStudents, loadLesson, type LessonRow } from './lessons';
import { clockedUsers, homeworkStates, paperDoneUsers, ratedUsers } from './progress';
import { route, STAFF } from './routing';

export const HOMEWORK_NOT_DONE = '该学员作业未完成，不能评分';

/** Every status of every student row; each list mode reads the flag it needs (spec §2 学员列表). */
function studentRows(db: Db, lesson: LessonRow, keyword: string | undefined, scope: { paperId?: number; ratingCriteriaId?: number }) {
  const clocked = clockedUsers(db, lesson.planDetailId);
  const papersDone = paperDoneUsers(db, lesson.planDetailId, scope.paperId);
  const rated = ratedUsers(db, lesson.planDetailId, scope.ratingCriteriaId);
  const homework = homeworkStates(db, lesson.planDetailId);
  const rows: PlanStudent[] = lessonStudents(db, lesson.planId, keyword).map((s) => ({
    id: s.userId,
    ...s,
    clockStatus: clocked.has(s.userId) ? 1 : 0,
    ratingCriteriaStatus: rated.has(s.userId) ? 1 : 0,
    paperStatus: papersDone.has(s.userId) ? 1 : 0,
    homeworkStatus: homework.get(s.userId)?.homeworkStatus ?? 0,
    homeWorkScore: homework.get(s.userId)?.homeWorkScore ?? null,
  }));
  return table(rows, rows.length);
}

function taughtLesson(db: Db, req: FastifyRequest, planDetailId: number) {
  const lesson = loadLesson(db, planDetailId);
  assertTeaches(currentUser(req), lesson);
  return lesson;
}

/** Student lists in attendance, paper, rating and homework modes, and homework scoring — the lesson's teacher only. */
export async function studentRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, 'GET', teachingPaths.listStudent, STAFF, (req) => {
    const q = parse(listStudentQuery, req.query);
    const lesson = taughtLesson(db, req, q.planDetailId);
    if (q.planId != null && q.planId !== lesson.planId) throw badRequest('教学计划与课程安排不一致');
    return studentRows(db, lesson, q.keyword, {});
  });

  route(app, 'GET', teachingPaths.listPaperStudent, STAFF, (req) => {
    const q = parse(listPaperStudentQuery, req.query);
    return studentRows(db, taughtLesson(db, req, q.planDetailId), q.keyword, { paperId: q.paperId });
  });

  route(app, 'GET', teachingPaths.listCriteriaStudent, STAFF, (req) => {
    const q = parse(listCriteriaStudentQuery, req.query);
    return studentRows(db, taughtLesson(db, req, q.planDetailId), q.keyword, { ratingCriteriaId: q.ratingCriteriaId });
  });

  route(app, 'GET', teachingPaths.listHomeworkStudent, STAFF, (req) => {
    const q = parse(listHomeworkStudentQuery, req.query);
    return studentRows(db, taughtLesson(db, req, q.planDetailId), q.keyword, {});
  });

  // Spec §5: every score 0–100 or nothing is stored; only handed-in homework is scored.
  route(app, 'POST', teachingPaths.homeworkScoreBatch, STAFF, (req) => {
    const items = parse(homeworkScoreBatchBody, req.body);
    for (const item of items) {
      const lesson = taughtLesson(db, req, item.planDetailId);
      if (homeworkStates(db, lesson.planDetailId).get(item.userId)?.homeworkStatus !== 1) throw refused(HOMEWORK_NOT_DONE);
    }
    const update = db.prepare('UPDATE teaching_homework_student SET home_work_score = ?, score_time = ? WHERE plan_detail_id = ? AND user_id = ?');
    const at = nowText();
    db.transaction(() => items.forEach((i) => update.run(i.homeWorkScore, at, i.planDetailId, i.userId)))();
    return ok();
  });
}
