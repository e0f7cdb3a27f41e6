import { storeAnswers, type AnswerWrite } from './answer-repository';
import type { Queryable } from '../../db/queryable';

/** A practice answer (paper 0) as the answer call hands it to the writer. */
export type PracticeAnswerWrite = Omit<AnswerWrite, 'studyPaperId'>;

interface Pending {
  answer: AnswerWrite;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit of practice answers: the answers that arrive while the previous batch commits (at least one turn of
 * the event loop) are stored together (issue 9 load bench: a commit per answer was the largest cost of the answer
 * call): one transaction of multi-row upserts on SQLite, one statement on PostgreSQL (storeAnswers). An answer's
 * promise settles only after its batch has committed, so the reply still means "stored". One batch at a time per
 * writer: the queue grows while a commit is under way, which is what makes batches large under load. When a batch
 * fails, its answers are retried one by one, so one bad answer fails alone.
 */
export class PracticeAnswerWriter {
  private queue: Pending[] = [];
  private flushing = false;

  constructor(private readonly db: Queryable) {}

  write(answer: PracticeAnswerWrite): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ answer: { ...answer, studyPaperId: 0 }, resolve, reject });
      // After the I/O phase that read this request: the requests read in the same phase join the batch.
      if (!this.flushing && this.queue.length === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush() {
    this.flushing = true;
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      await this.commit(batch);
    }
    this.flushing = false;
  }

  private async commit(batch: Pending[]) {
    try {
      await storeAnswers(this.db, batch.map((p) => p.answer));
      batch.forEach((p) => p.resolve());
    } catch {
      for (const p of batch) {
        try {
          await storeAnswers(this.db, [p.answer]);
          p.resolve();
        } catch (err) {
          p.reject(err);
        }
      }
    }
  }
}
