import { notFound } from '../../core/errors';
import type { GradedPaper } from '../../core/paper-grading';
import { atomically, type Queryable } from '../../db/queryable';

export interface QuestionRow {
  questionId: number;
  type: number;
  publicContent: string | null;
  content: string;
  selectList: string;
  correct: string;
  analysis: string;
  /** Attachments, comma-joined ('' none): copied with the bank question. */
  fileUrl: string;
  /** The bank question it was copied from (papers built in the console), null for a paper's own questions. */
  sourceQuestionId: number | null;
}
export interface RecordRow {
  recordId: number;
  score: number;
  finishCount: number;
  submitTime: string;
  useTime: number | null;
}
export interface AnswerRow {
  questionId: number;
  result: string | null;
  isRight: number | null;
}

/** The name of a paper of the lesson; 404 when the paper is not one of the lesson's. */
export async function lessonPaperName(db: Queryable, planDetailId: number, paperId: number): Promise<string> {
  const row = await db
    .selectFrom('teaching_plan_detail_paper as dp')
    .innerJoin('teaching_paper as p', 'p.paper_id', 'dp.paper_id')
    .select('p.name')
    .where('dp.plan_detail_id', '=', planDetailId)
    .where('dp.paper_id', '=', paperId)
    .executeTakeFirst();
  if (!row) throw notFound('试卷不存在');
  return row.name;
}

export async function paperQuestions(db: Queryable, paperId: number): Promise<QuestionRow[]> {
  return db
    .selectFrom('teaching_paper_question')
    .select([
      'question_id as questionId',
      'type',
      'public_content as publicContent',
      'content',
      'select_list as selectList',
      'correct',
      'analysis',
      'file_url as fileUrl',
      'source_question_id as sourceQuestionId',
    ])
    .where('paper_id', '=', paperId)
    .orderBy('sort')
    .orderBy('question_id')
    .execute();
}

export async function findRecord(db: Queryable, planDetailId: number, paperId: number, userId: number): Promise<RecordRow | undefined> {
  return db
    .selectFrom('teaching_paper_record')
    .select(['record_id as recordId', 'score', 'finish_count as finishCount', 'submit_time as submitTime', 'use_time as useTime'])
    .where('plan_detail_id', '=', planDetailId)
    .where('paper_id', '=', paperId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function recordAnswers(db: Queryable, recordId: number): Promise<AnswerRow[]> {
  return db.selectFrom('teaching_paper_answer').select(['question_id as questionId', 'result', 'is_right as isRight']).where('record_id', '=', recordId).execute();
}

/** How many submitted the paper in the lesson, and the best score. */
export async function paperStats(db: Queryable, planDetailId: number, paperId: number): Promise<{ submitCount: number; bestScore: number | null }> {
  return db
    .selectFrom('teaching_paper_record')
    .select((eb) => [eb.fn.countAll<number>().as('submitCount'), eb.fn.max<number | null>('score').as('bestScore')])
    .where('plan_detail_id', '=', planDetailId)
    .where('paper_id', '=', paperId)
    .executeTakeFirstOrThrow();
}

/** 1 + the number of records of the paper in the lesson that scored higher. */
export async function rankOf(db: Queryable, planDetailId: number, paperId: number, score: number): Promise<number> {
  const { better } = await db
    .selectFrom('teaching_paper_record')
    .select((eb) => eb.fn.countAll<number>().as('better'))
    .where('plan_detail_id', '=', planDetailId)
    .where('paper_id', '=', paperId)
    .where('score', '>', score)
    .executeTakeFirstOrThrow();
  return better + 1;
}

export interface NewPaperRecord {
  planDetailId: number;
  paperId: number;
  userId: number;
  submitTime: string;
  useTime: number | null;
}

/**
 * Stores a graded paper with its answers, all or none (inside the caller's transaction when given one); false,
 * storing nothing, when the student already has a record of it (a concurrent submission).
 */
export async function insertPaperRecord(db: Queryable, record: NewPaperRecord, graded: GradedPaper): Promise<boolean> {
  const store = async (trx: Queryable) => {
    const inserted = await trx
      .insertInto('teaching_paper_record')
      .values({
        plan_detail_id: record.planDetailId,
        paper_id: record.paperId,
        user_id: record.userId,
        score: graded.score,
        finish_count: graded.finishCount,
        submit_time: record.submitTime,
        use_time: record.useTime,
      })
      .onConflict((oc) => oc.columns(['plan_detail_id', 'paper_id', 'user_id']).doNothing())
      .returning('record_id')
      .executeTakeFirst();
    if (!inserted) return false;
    if (graded.answers.length) {
      await trx
        .insertInto('teaching_paper_answer')
        .values(graded.answers.map((a) => ({ record_id: inserted.record_id, question_id: a.questionId, result: a.result, is_right: a.isRight })))
        .execute();
    }
    return true;
  };
  return atomically(db, store);
}
