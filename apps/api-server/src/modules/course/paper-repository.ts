import type { GradedPaper } from '../../core/paper-grading';
import type { Queryable } from '../../db/queryable';

export interface QuestionRow {
  questionId: number;
  parentId: number | null;
  type: number;
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
  userId: number;
  classId: number | null;
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

/** A paper hanging on the resource: its name and pass mark, or undefined. */
export async function findResourcePaper(db: Queryable, resourceId: number, paperId: number): Promise<{ name: string; passScore: number } | undefined> {
  return db
    .selectFrom('online_course_resource_paper as rp')
    .innerJoin('course_paper as p', 'p.paper_id', 'rp.paper_id')
    .select(['p.name', 'p.pass_score as passScore'])
    .where('rp.resource_id', '=', resourceId)
    .where('rp.paper_id', '=', paperId)
    .executeTakeFirst();
}

/** Every question of the paper, stems and children, in paper order. */
export async function paperQuestionRows(db: Queryable, paperId: number): Promise<QuestionRow[]> {
  return db
    .selectFrom('course_paper_question')
    .select([
      'question_id as questionId',
      'parent_id as parentId',
      'type',
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

export async function findAnswerRecord(db: Queryable, resourceId: number, paperId: number, userId: number): Promise<RecordRow | undefined> {
  return db
    .selectFrom('course_answer_record')
    .select([
      'record_id as recordId',
      'user_id as userId',
      'class_id as classId',
      'score',
      'finish_count as finishCount',
      'submit_time as submitTime',
      'use_time as useTime',
    ])
    .where('resource_id', '=', resourceId)
    .where('paper_id', '=', paperId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function recordAnswers(db: Queryable, recordId: number): Promise<AnswerRow[]> {
  return db.selectFrom('course_answer').select(['question_id as questionId', 'result', 'is_right as isRight']).where('record_id', '=', recordId).execute();
}

/** Within one class (no class: learners without one): submissions, the best score and how many scored above `score`. */
export async function classStanding(
  db: Queryable,
  resourceId: number,
  paperId: number,
  classId: number | null,
  score: number,
): Promise<{ submitCount: number; bestScore: number; better: number }> {
  const row = await db
    .selectFrom('course_answer_record')
    .select((eb) => [
      eb.fn.countAll<number>().as('submitCount'),
      eb.fn.max<number>('score').as('bestScore'),
      eb.fn.sum<number>(eb.case().when('score', '>', score).then(eb.lit(1)).else(eb.lit(0)).end()).as('better'),
    ])
    .where('resource_id', '=', resourceId)
    .where('paper_id', '=', paperId)
    .where((eb) => (classId == null ? eb('class_id', 'is', null) : eb('class_id', '=', classId)))
    .executeTakeFirstOrThrow();
  return { submitCount: row.submitCount, bestScore: row.bestScore, better: Number(row.better ?? 0) };
}

export interface NewAnswerRecord {
  onlineCourseId: number;
  resourceId: number;
  paperId: number;
  userId: number;
  classId: number | null;
  submitTime: string;
  useTime: number | null;
}

/**
 * Stores a graded paper with its answers (the caller provides the transaction); false, storing nothing, when the
 * learner already has a record of it (a concurrent submission).
 */
export async function insertAnswerRecord(db: Queryable, record: NewAnswerRecord, graded: GradedPaper): Promise<boolean> {
  const inserted = await db
    .insertInto('course_answer_record')
    .values({
      online_course_id: record.onlineCourseId,
      resource_id: record.resourceId,
      paper_id: record.paperId,
      user_id: record.userId,
      class_id: record.classId,
      score: graded.score,
      finish_count: graded.finishCount,
      submit_time: record.submitTime,
      use_time: record.useTime,
    })
    .onConflict((oc) => oc.columns(['resource_id', 'paper_id', 'user_id']).doNothing())
    .returning('record_id')
    .executeTakeFirst();
  if (!inserted) return false;
  if (graded.answers.length) {
    await db
      .insertInto('course_answer')
      .values(graded.answers.map((a) => ({ record_id: inserted.record_id, question_id: a.questionId, result: a.result, is_right: a.isRight })))
      .execute();
  }
  return true;
}

/** Whether every paper of the resource has a passing record of the learner (something answered, pass mark reached). */
export async function passedEveryPaper(db: Queryable, resourceId: number, userId: number): Promise<boolean> {
  const { missing } = await db
    .selectFrom('online_course_resource_paper as rp')
    .innerJoin('course_paper as p', 'p.paper_id', 'rp.paper_id')
    .select((eb) => eb.fn.countAll<number>().as('missing'))
    .where('rp.resource_id', '=', resourceId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('course_answer_record as r')
            .select('r.record_id')
            .whereRef('r.resource_id', '=', 'rp.resource_id')
            .whereRef('r.paper_id', '=', 'rp.paper_id')
            .where('r.user_id', '=', userId)
            .where('r.finish_count', '>', 0)
            .whereRef('r.score', '>=', 'p.pass_score'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return missing === 0;
}
