import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';

/** One answer as stored: the user's row for the question in practice (paper 0) or in a composed paper. */
export interface AnswerWrite {
  userId: number;
  questionId: number;
  /** 0: bank practice. */
  studyPaperId: number;
  categoryId: number;
  studyBankId: number | null;
  majorType: number;
  result: string;
  isRight: number;
  answerSeq: number;
  updateTime: string;
}

/** Rows per multi-row statement: well under both engines' parameter limits (10 per row). */
const ROWS_PER_STATEMENT = 500;

const answerKey = (a: AnswerWrite) => `${a.userId}:${a.questionId}:${a.studyPaperId}`;
const byKey = <T>(key: (t: T) => string) => (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) out.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

/**
 * Stores answers, the later of two for the same question winning: one row per user + question + paper, so a
 * re-sent answer overwrites and never counts twice. Where a user is in a bank (qb_study_record) is written from
 * their last practice answer per bank. Multi-row upserts: one statement per table (per 500 rows), whatever the
 * number of answers. Rows are written in key order so concurrent writers (several instances on PostgreSQL) take
 * row locks in the same order and cannot deadlock; a key appears once per statement, as PostgreSQL requires.
 * Call it inside a transaction (the caller's commit is the acknowledgement).
 */
export async function upsertAnswers(db: Kysely<DB>, answers: readonly AnswerWrite[]): Promise<void> {
  const latest = new Map<string, AnswerWrite>();
  const lastInBank = new Map<string, AnswerWrite>();
  for (const a of answers) {
    latest.set(answerKey(a), a);
    if (a.studyPaperId === 0 && a.studyBankId !== null) lastInBank.set(`${a.userId}:${a.studyBankId}`, a);
  }
  const records = [...latest.values()].sort(byKey(answerKey));
  for (const rows of chunks(records)) {
    await db
      .insertInto('qb_question_record')
      .values(
        rows.map((a) => ({
          user_id: a.userId,
          question_id: a.questionId,
          study_paper_id: a.studyPaperId,
          category_id: a.categoryId,
          study_bank_id: a.studyBankId,
          major_type: a.majorType,
          result: a.result,
          is_right: a.isRight,
          answer_seq: a.answerSeq,
          update_time: a.updateTime,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['user_id', 'question_id', 'study_paper_id']).doUpdateSet((eb) => ({
          result: eb.ref('excluded.result'),
          is_right: eb.ref('excluded.is_right'),
          answer_seq: eb.ref('excluded.answer_seq'),
          update_time: eb.ref('excluded.update_time'),
        })),
      )
      .execute();
  }
  const bankKey = (a: AnswerWrite) => `${a.userId}:${a.studyBankId}`;
  const positions = [...lastInBank.values()].sort(byKey(bankKey));
  for (const rows of chunks(positions)) {
    await db
      .insertInto('qb_study_record')
      .values(rows.map((a) => ({ user_id: a.userId, study_bank_id: a.studyBankId ?? 0, category_id: a.categoryId, last_question_id: a.questionId, update_time: a.updateTime })))
      .onConflict((oc) =>
        oc.columns(['user_id', 'study_bank_id']).doUpdateSet((eb) => ({
          category_id: eb.ref('excluded.category_id'),
          last_question_id: eb.ref('excluded.last_question_id'),
          update_time: eb.ref('excluded.update_time'),
        })),
      )
      .execute();
  }
}
