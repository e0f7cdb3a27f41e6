import { cachedStatement } from '../../core/statements';
import type { Db } from '../../db/db';

/** One practice answer as stored: the user's row for the question (paper 0) and where they are in the bank. */
export interface PracticeAnswerWrite {
  userId: number;
  questionId: number;
  categoryId: number;
  studyBankId: number | null;
  majorType: number;
  result: string;
  isRight: number;
  answerSeq: number;
  updateTime: string;
}

const UPSERT_ANSWER = `INSERT INTO qb_question_record (user_id, question_id, study_paper_id, category_id, study_bank_id, major_type, result, is_right, answer_seq, update_time)
  VALUES (?, ?, 0, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (user_id, question_id, study_paper_id) DO UPDATE SET
    result = excluded.result, is_right = excluded.is_right, answer_seq = excluded.answer_seq, update_time = excluded.update_time`;
const UPSERT_STUDY_RECORD = `INSERT INTO qb_study_record (user_id, study_bank_id, category_id, last_question_id, update_time) VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (user_id, study_bank_id) DO UPDATE SET category_id = excluded.category_id, last_question_id = excluded.last_question_id, update_time = excluded.update_time`;

/**
 * Writes answers in order. Where a user is in a bank is written once per user and bank, from their last answer of
 * the batch: the earlier ones would be overwritten within the same transaction anyway.
 */
function writeAnswers(db: Db, answers: readonly PracticeAnswerWrite[]) {
  const lastInBank = new Map<string, PracticeAnswerWrite>();
  for (const a of answers) {
    cachedStatement(db, UPSERT_ANSWER).run(a.userId, a.questionId, a.categoryId, a.studyBankId, a.majorType, a.result, a.isRight, a.answerSeq, a.updateTime);
    if (a.studyBankId !== null) lastInBank.set(`${a.userId}:${a.studyBankId}`, a);
  }
  for (const a of lastInBank.values()) {
    cachedStatement(db, UPSERT_STUDY_RECORD).run(a.userId, a.studyBankId, a.categoryId, a.questionId, a.updateTime);
  }
}

interface Pending {
  answer: PracticeAnswerWrite;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit of practice answers: every answer that arrives in one turn of the event loop is written in one
 * transaction (issue 9 load bench: a commit per answer was the largest cost of the answer call). An answer's
 * promise settles only after its transaction has committed, so the reply still means "stored". When a batch fails,
 * its answers are retried one by one, so one bad answer fails alone.
 */
export class PracticeAnswerWriter {
  private queue: Pending[] = [];

  constructor(private readonly db: Db) {}

  write(answer: PracticeAnswerWrite): Promise<void> {
    return new Promise((resolve, reject) => {
      // After the I/O phase that read this request: the requests read in the same phase join the batch.
      if (this.queue.length === 0) setImmediate(() => this.flush());
      this.queue.push({ answer, resolve, reject });
    });
  }

  private flush() {
    const batch = this.queue;
    this.queue = [];
    try {
      this.db.transaction(() => writeAnswers(this.db, batch.map((p) => p.answer)))();
      batch.forEach((p) => p.resolve());
    } catch {
      for (const p of batch) {
        try {
          this.db.transaction(() => writeAnswers(this.db, [p.answer]))();
          p.resolve();
        } catch (err) {
          p.reject(err);
        }
      }
    }
  }
}
