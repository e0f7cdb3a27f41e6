import type { CompiledQuery, Insertable, Kysely } from 'kysely';
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

type RecordRow = Insertable<DB['qb_question_record']>;
type PositionRow = Insertable<DB['qb_study_record']>;

const toRecord = (a: AnswerWrite): RecordRow => ({
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
});
const toPosition = (a: AnswerWrite): PositionRow => ({
  user_id: a.userId,
  study_bank_id: a.studyBankId ?? 0,
  category_id: a.categoryId,
  last_question_id: a.questionId,
  update_time: a.updateTime,
});

/** A key appears once per statement: a second answer to the same question replaces the first (PostgreSQL refuses one statement touching a row twice). */
const upsertRecords = (db: Kysely<DB>, rows: RecordRow[]) =>
  db
    .insertInto('qb_question_record')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['user_id', 'question_id', 'study_paper_id']).doUpdateSet((eb) => ({
        result: eb.ref('excluded.result'),
        is_right: eb.ref('excluded.is_right'),
        answer_seq: eb.ref('excluded.answer_seq'),
        update_time: eb.ref('excluded.update_time'),
      })),
    );
const upsertPositions = (db: Kysely<DB>, rows: PositionRow[]) =>
  db
    .insertInto('qb_study_record')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['user_id', 'study_bank_id']).doUpdateSet((eb) => ({
        category_id: eb.ref('excluded.category_id'),
        last_question_id: eb.ref('excluded.last_question_id'),
        update_time: eb.ref('excluded.update_time'),
      })),
    );

/**
 * Statement sizes: a batch of n rows goes out as chunks of these sizes (largest first), so only this handful of
 * statement shapes exists per table. One shape per row count instead made SQLite prepare (and keep) a new statement
 * for almost every batch under load, and Kysely build the same query again for every batch.
 */
const CHUNK_SIZES = [256, 64, 16, 4, 1];

function chunksOf<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  let at = 0;
  for (const size of CHUNK_SIZES) {
    while (rows.length - at >= size) {
      out.push(rows.slice(at, at + size));
      at += size;
    }
  }
  return out;
}

/**
 * Multi-row upserts compiled once per database (dialect adapter: a transaction shares its database's) and chunk size,
 * then run with the rows' values: the compiled parameters are the row values in row-major column order, which
 * compiling with numbered stand-ins checks once (a shape that does not check out is built each time instead).
 */
const compiledUpserts = new WeakMap<object, Map<string, CompiledQuery | null>>();

async function runUpsert<Row extends object>(db: Kysely<DB>, name: string, build: (db: Kysely<DB>, rows: Row[]) => { compile(): CompiledQuery }, rows: Row[]) {
  const adapter = db.getExecutor().adapter;
  let shapes = compiledUpserts.get(adapter);
  if (!shapes) compiledUpserts.set(adapter, (shapes = new Map()));
  const columns = Object.keys(rows[0]) as (keyof Row)[];
  const key = `${name}:${rows.length}`;
  if (!shapes.has(key)) {
    const numbered = rows.map((_, r) => Object.fromEntries(columns.map((c, i) => [c, r * columns.length + i])) as Row);
    const compiled = build(db, numbered).compile();
    shapes.set(key, compiled.parameters.every((p, i) => p === i) && compiled.parameters.length === rows.length * columns.length ? compiled : null);
  }
  const compiled = shapes.get(key);
  if (!compiled) return db.executeQuery(build(db, rows).compile());
  return db.executeQuery({ ...compiled, parameters: rows.flatMap((row) => columns.map((c) => row[c])) });
}

const byKey = <T>(key: (t: T) => string) => (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

/**
 * Stores answers, the later of two for the same question winning: one row per user + question + paper, so a
 * re-sent answer overwrites and never counts twice. Where a user is in a bank (qb_study_record) is written from
 * their last practice answer per bank. Multi-row upserts (a few statements per table, see CHUNK_SIZES), whatever
 * the number of answers. Rows are written in key order so concurrent writers (several instances on PostgreSQL)
 * take row locks in the same order and cannot deadlock. Call it inside a transaction (its commit is the
 * acknowledgement).
 */
export async function upsertAnswers(db: Kysely<DB>, answers: readonly AnswerWrite[]): Promise<void> {
  const latest = new Map<string, AnswerWrite>();
  const lastInBank = new Map<string, AnswerWrite>();
  const answerKey = (a: AnswerWrite) => `${a.userId}:${a.questionId}:${a.studyPaperId}`;
  const bankKey = (a: AnswerWrite) => `${a.userId}:${a.studyBankId}`;
  for (const a of answers) {
    latest.set(answerKey(a), a);
    if (a.studyPaperId === 0 && a.studyBankId !== null) lastInBank.set(bankKey(a), a);
  }
  for (const rows of chunksOf([...latest.values()].sort(byKey(answerKey)).map(toRecord))) await runUpsert(db, 'records', upsertRecords, rows);
  for (const rows of chunksOf([...lastInBank.values()].sort(byKey(bankKey)).map(toPosition))) await runUpsert(db, 'positions', upsertPositions, rows);
}
