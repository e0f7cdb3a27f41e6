import type { Db } from '../../db/db';

/** Who has done what in one lesson: the sources of every status flag and completion count. */
const userSet = (rows: unknown[]) => new Set((rows as { userId: number }[]).map((r) => r.userId));

export const clockedUsers = (db: Db, planDetailId: number) =>
  userSet(db.prepare('SELECT DISTINCT user_id AS userId FROM teaching_clock WHERE plan_detail_id = ?').all(planDetailId));

/**
 * A kind of lesson task students finish: the table of per-student records and the table linking the lesson's tasks
 * (fixed names, never user input).
 */
const LessonTask = {
  PAPER: { records: 'teaching_paper_record', lessonLinks: 'teaching_plan_detail_paper', idColumn: 'paper_id' },
  RATING: { records: 'teaching_rating_record', lessonLinks: 'teaching_plan_detail_rating', idColumn: 'rating_id' },
} as const;
type LessonTaskTables = (typeof LessonTask)[keyof typeof LessonTask];

/** Users with a record of one task, or (no taskId) records of every task of that kind in the lesson. */
function finishedUsers(db: Db, task: LessonTaskTables, planDetailId: number, taskId?: number) {
  if (taskId != null) {
    return userSet(db.prepare(`SELECT user_id AS userId FROM ${task.records} WHERE plan_detail_id = ? AND ${task.idColumn} = ?`).all(planDetailId, taskId));
  }
  return userSet(
    db
      .prepare(
        `SELECT user_id AS userId FROM ${task.records} WHERE plan_detail_id = ?
         GROUP BY user_id HAVING COUNT(*) = (SELECT COUNT(*) FROM ${task.lessonLinks} WHERE plan_detail_id = ?)`,
      )
      .all(planDetailId, planDetailId),
  );
}

/** Users who finished one paper, or (no paperId) every paper of the lesson. */
export const paperDoneUsers = (db: Db, planDetailId: number, paperId?: number) => finishedUsers(db, LessonTask.PAPER, planDetailId, paperId);

/** Users rated on one scale, or (no ratingId) on every scale of the lesson. */
export const ratedUsers = (db: Db, planDetailId: number, ratingId?: number) => finishedUsers(db, LessonTask.RATING, planDetailId, ratingId);

export interface HomeworkState {
  homeworkStatus: 0 | 1;
  homeWorkScore: number | null;
}
export function homeworkStates(db: Db, planDetailId: number): Map<number, HomeworkState> {
  const rows = db
    .prepare('SELECT user_id AS userId, homework_status AS homeworkStatus, home_work_score AS homeWorkScore FROM teaching_homework_student WHERE plan_detail_id = ?')
    .all(planDetailId) as (HomeworkState & { userId: number })[];
  return new Map(rows.map(({ userId, ...state }) => [userId, state]));
}

export const lessonPapers = (db: Db, planDetailId: number) =>
  db
    .prepare('SELECT p.paper_id AS paperId, p.name FROM teaching_plan_detail_paper dp JOIN teaching_paper p ON p.paper_id = dp.paper_id WHERE dp.plan_detail_id = ? ORDER BY p.paper_id')
    .all(planDetailId) as { paperId: number; name: string }[];

export const lessonRatings = (db: Db, planDetailId: number) =>
  db
    .prepare('SELECT r.rating_id AS ratingId, r.name FROM teaching_plan_detail_rating dr JOIN teaching_rating r ON r.rating_id = dr.rating_id WHERE dr.plan_detail_id = ? ORDER BY r.rating_id')
    .all(planDetailId) as { ratingId: number; name: string }[];

/** How many of the lesson's students are in `done` (records of users who left the classes do not count). */
export const countAmong = (students: { userId: number }[], done: Set<number>) => students.filter((s) => done.has(s.userId)).length;
