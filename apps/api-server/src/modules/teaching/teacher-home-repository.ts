import { sql, type SqlBool } from 'kysely';
import type { Queryable } from '../../db/queryable';

/** A user holding the student role (`roles` is comma-separated text), as lessonStudents counts them. */
const holdsStudentRole = sql<SqlBool>`(',' || ${sql.ref('u.roles')} || ',') LIKE '%,student,%'`;

export interface TodoScope {
  /** Lessons dated from..to (inclusive). */
  from: string;
  to: string;
  /** Only lessons this teacher gives or whose plan they lead; null: every lesson (admin). */
  teacherId: number | null;
  /** Suggestions written at or after this time (`YYYY-MM-DD HH:mm:ss`) are new. */
  suggestionsSince: string;
}

/**
 * Query 1 of the teacher's home: the scope's lessons with their hand-ins to score and new suggestions. Hand-ins
 * count for active students of the plan's classes only, as /checkStudentHomework lists them.
 */
export async function lessonsWithCounts(db: Queryable, scope: TodoScope) {
  const { teacherId } = scope;
  const rows = await db
    .selectFrom('teaching_plan_detail as d')
    .innerJoin('teaching_plan as p', 'p.plan_id', 'd.plan_id')
    .select((eb) => [
      'd.plan_detail_id as planDetailId',
      'p.plan_name as planName',
      'd.lesson_content as lessonContent',
      'd.teaching_date as teachingDate',
      eb
        .selectFrom('teaching_homework_student as h')
        .innerJoin('sys_user as u', 'u.user_id', 'h.user_id')
        .innerJoin('teaching_plan_class as pc', (join) => join.onRef('pc.class_id', '=', 'u.class_id').onRef('pc.plan_id', '=', 'd.plan_id'))
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('h.plan_detail_id', '=', 'd.plan_detail_id')
        .where('h.homework_status', '=', 1)
        .where('h.home_work_score', 'is', null)
        .where('u.status', '=', '0')
        .where(holdsStudentRole)
        .as('homeworkToScore'),
      eb
        .selectFrom('teaching_suggest as s')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('s.plan_detail_id', '=', 'd.plan_detail_id')
        .where('s.create_time', '>=', scope.suggestionsSince)
        .as('newSuggestions'),
    ])
    .where('d.teaching_date', '>=', scope.from)
    .where('d.teaching_date', '<=', scope.to)
    .$if(teacherId !== null, (q) => q.where((eb) => eb.or([eb('d.teacher_id', '=', Number(teacherId)), eb('p.teacher_id', '=', Number(teacherId))])))
    .orderBy('d.teaching_date', 'desc')
    .orderBy('d.period_num')
    .orderBy('d.plan_detail_id')
    .execute();
  // PostgreSQL answers count(*) as bigint text.
  return rows.map((r) => ({ ...r, homeworkToScore: Number(r.homeworkToScore ?? 0), newSuggestions: Number(r.newSuggestions ?? 0) }));
}

/**
 * Query 2: per lesson and attached rating scale, the active students of the plan's classes not yet scored on it
 * (no teaching_rating_record), as /checkStudentEvaluate shows them.
 */
export async function pendingRatings(db: Queryable, planDetailIds: number[]) {
  if (planDetailIds.length === 0) return [];
  const rows = await db
    .selectFrom('teaching_plan_detail_rating as dr')
    .innerJoin('teaching_plan_detail as d', 'd.plan_detail_id', 'dr.plan_detail_id')
    .innerJoin('teaching_rating as r', 'r.rating_id', 'dr.rating_id')
    .select((eb) => [
      'dr.plan_detail_id as planDetailId',
      'dr.rating_id as ratingId',
      'r.name as ratingName',
      eb
        .selectFrom('sys_user as u')
        .innerJoin('teaching_plan_class as pc', (join) => join.onRef('pc.class_id', '=', 'u.class_id').onRef('pc.plan_id', '=', 'd.plan_id'))
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .where('u.status', '=', '0')
        .where(holdsStudentRole)
        .where((sub) =>
          sub.not(
            sub.exists(
              sub
                .selectFrom('teaching_rating_record as rr')
                .select('rr.record_id')
                .whereRef('rr.plan_detail_id', '=', 'dr.plan_detail_id')
                .whereRef('rr.rating_id', '=', 'dr.rating_id')
                .whereRef('rr.user_id', '=', 'u.user_id'),
            ),
          ),
        )
        .as('pending'),
    ])
    .where('dr.plan_detail_id', 'in', planDetailIds)
    .orderBy('dr.plan_detail_id')
    .orderBy('dr.rating_id')
    .execute();
  return rows.map((r) => ({ ...r, pending: Number(r.pending ?? 0) }));
}
