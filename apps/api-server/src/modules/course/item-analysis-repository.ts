import type { Queryable } from '../../db/queryable';

/**
 * Submitted attempts at a course paper on one resource, with the recorded score and the class the learner was in
 * when submitting.
 */
export async function coursePaperRecords(db: Queryable, resourceId: number, paperId: number) {
  return db
    .selectFrom('course_answer_record as r')
    .leftJoin('sys_class as c', 'c.id', 'r.class_id')
    .select(['r.record_id as recordId', 'r.score', 'c.class_name as className'])
    .where('r.resource_id', '=', resourceId)
    .where('r.paper_id', '=', paperId)
    .orderBy('r.record_id')
    .execute();
}

/** Every answer of those attempts. */
export async function coursePaperAnswers(db: Queryable, resourceId: number, paperId: number) {
  return db
    .selectFrom('course_answer_record as r')
    .innerJoin('course_answer as a', 'a.record_id', 'r.record_id')
    .select(['r.record_id as recordId', 'a.question_id as questionId', 'a.result', 'a.is_right as isRight'])
    .where('r.resource_id', '=', resourceId)
    .where('r.paper_id', '=', paperId)
    .orderBy('r.record_id')
    .execute();
}

/** Question id → the bank question it was copied from (papers built in the console). */
export async function courseQuestionSources(db: Queryable, paperId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('course_paper_question')
    .select(['question_id as questionId', 'source_question_id as sourceQuestionId'])
    .where('paper_id', '=', paperId)
    .where('source_question_id', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.questionId, r.sourceQuestionId as number]));
}
