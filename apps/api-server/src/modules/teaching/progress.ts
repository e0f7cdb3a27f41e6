import type { Db } from '../../db/db';

/** Who has done what in one lesson: the sources of every status flag and completion count. */
const userSet = (rows: unknown[]) => new Set((rows as { userId: number }[]).map((r) => r.userId));

export const clockedUsers = (db: Db, planDetailId: number) =>
  userSet(db.prepare('SELECT DISTINCT user_id AS userId FROM teaching_clock WHERE plan_detail_id = ?').all(planDetailId));

/** Users who finished one paper, or (no paperId) every paper of the lesson. */
export function paperDoneUsers(db: Db, planDetailId: number, paperId?: number) {
  if (paperId != null) {
    return userSet(db.prepare('SELECT user_id AS userId FROM teaching_paper_record WHERE plan_detail_id = ? AND paper_id = ?').all(planDetailId, paperId));
  }
  return userSet(
    db
      .prepare(
        `SELECT user_id AS userId FROM teaching_paper_record WHERE plan_detail_id = ?
         GROUP BY user_id HAVING COUNT(*) = (SELECT COUNT(*) FROM teaching_plan_detail_paper WHERE plan_detail_id = ?)`,
      )
      .all(planDetailId, planDetailId),
  );
}

/** Users rated on one scale, or (no ratingId) on every scale of the lesson. */
export function ratedUsers(db: Db, planDetailId: number, ratingId?: number) {
  if (ratingId != null) {
    return userSet(db.prepare('SELECT user_id AS userId FROM teaching_rating_record WHERE plan_detail_id = ? AND rating_id = ?').all(planDetailId, ratingId));
  }
  return userSet(
    db
      .prepare(
        `SELECT user_id AS userId FROM teaching_rating_record WHERE plan_detail_id = ?
         GROUP BY user_id HAVING COUNT(*) = (SELECT COUNT(*) FROM teaching_plan_detail_rating WHERE plan_detail_id = ?)`,
      )
      .all(planDetailId, planDetailId),
  );
}

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
