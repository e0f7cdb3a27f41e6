import type { Queryable } from './lesson-repository';

/** A plan paper's questions in paper order (each row answerable: group children carry the stem as publicContent). */
export async function paperItemRows(db: Queryable, paperId: number) {
  return db
    .selectFrom('teaching_paper_question')
    .select(['question_id as questionId', 'type', 'content', 'select_list as selectList', 'correct'])
    .where('paper_id', '=', paperId)
    .orderBy('sort')
    .orderBy('question_id')
    .execute();
}

export async function paperName(db: Queryable, paperId: number): Promise<string | undefined> {
  return (await db.selectFrom('teaching_paper').select('name').where('paper_id', '=', paperId).executeTakeFirst())?.name;
}

/** Every answer of the lesson's submitted attempts at the paper, by attempt. */
export async function planPaperAnswers(db: Queryable, planDetailId: number, paperId: number) {
  return db
    .selectFrom('teaching_paper_record as r')
    .innerJoin('teaching_paper_answer as a', 'a.record_id', 'r.record_id')
    .select(['r.record_id as recordId', 'a.question_id as questionId', 'a.result', 'a.is_right as isRight'])
    .where('r.plan_detail_id', '=', planDetailId)
    .where('r.paper_id', '=', paperId)
    .orderBy('r.record_id')
    .execute();
}
