import type { CompiledQuery, Insertable } from 'kysely';
import { postgresPoolOf } from '../../db/engine';
import type { DB } from '../../db/tables';
import { atomically, type Queryable } from '../../db/queryable';

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
const upsertRecords = (db: Queryable, rows: RecordRow[]) =>
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
const upsertPositions = (db: Queryable, rows: PositionRow[]) =>
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

async function runUpsert<Row extends object>(db: Queryable, name: string, build: (db: Queryable, rows: Row[]) => { compile(): CompiledQuery }, rows: Row[]) {
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

/**
 * The rows a batch stores, the later of two answers for the same question winning: per user + question + paper the
 * latest answer (a re-sent answer overwrites and never counts twice), per user + bank the last practice answer (where
 * the user is in the bank). Sorted by key, so concurrent writers (several instances on PostgreSQL) take row locks in
 * the same order and cannot deadlock; numeric comparisons, no key strings built per comparison.
 */
function rowsOf(answers: readonly AnswerWrite[]) {
  const latest = new Map<string, AnswerWrite>();
  const lastInBank = new Map<string, AnswerWrite>();
  for (const a of answers) {
    latest.set(`${a.userId}:${a.questionId}:${a.studyPaperId}`, a);
    if (a.studyPaperId === 0 && a.studyBankId !== null) lastInBank.set(`${a.userId}:${a.studyBankId}`, a);
  }
  const records = [...latest.values()].sort((a, b) => a.userId - b.userId || a.questionId - b.questionId || a.studyPaperId - b.studyPaperId);
  const positions = [...lastInBank.values()].sort((a, b) => a.userId - b.userId || (a.studyBankId ?? 0) - (b.studyBankId ?? 0));
  return { records, positions };
}

/**
 * Stores answers (see rowsOf) as multi-row upserts (a few statements per table, see CHUNK_SIZES), whatever the
 * number of answers. Call it inside a transaction (its commit is the acknowledgement).
 */
export async function upsertAnswers(db: Queryable, answers: readonly AnswerWrite[]): Promise<void> {
  const { records, positions } = rowsOf(answers);
  for (const rows of chunksOf(records.map(toRecord))) await runUpsert(db, 'records', upsertRecords, rows);
  for (const rows of chunksOf(positions.map(toPosition))) await runUpsert(db, 'positions', upsertPositions, rows);
}

/**
 * PostgreSQL: both upserts as ONE statement (a data-modifying CTE, atomic on its own, so no BEGIN/COMMIT) taking one
 * array per column, whatever the batch size: one round trip per batch instead of ~10, one named statement planned
 * once per connection instead of a 2 560-parameter statement parsed and planned for every chunk (issue 15 load bench:
 * the pg protocol work of the batched writes was the API's largest cost on PostgreSQL). The arrays keep rowsOf's
 * key order. Not seen by db/write-watch.ts, which no cache of these two tables needs.
 */
const STORE_ANSWERS_PG = `
WITH records AS (
  INSERT INTO qb_question_record (user_id, question_id, study_paper_id, category_id, study_bank_id, major_type, result, is_right, answer_seq, update_time)
  SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::text[], $8::bigint[], $9::bigint[], $10::text[])
  ON CONFLICT (user_id, question_id, study_paper_id) DO UPDATE SET
    result = excluded.result, is_right = excluded.is_right, answer_seq = excluded.answer_seq, update_time = excluded.update_time
)
INSERT INTO qb_study_record (user_id, study_bank_id, category_id, last_question_id, update_time)
SELECT * FROM unnest($11::bigint[], $12::bigint[], $13::bigint[], $14::bigint[], $15::text[])
ON CONFLICT (user_id, study_bank_id) DO UPDATE SET
  category_id = excluded.category_id, last_question_id = excluded.last_question_id, update_time = excluded.update_time`;

/**
 * Stores a batch of answers atomically on either engine: one statement on PostgreSQL (STORE_ANSWERS_PG), a
 * transaction of multi-row upserts on SQLite. Resolves once the answers are committed.
 */
export async function storeAnswers(db: Queryable, answers: readonly AnswerWrite[]): Promise<void> {
  const pool = postgresPoolOf(db);
  if (!pool) {
    await atomically(db, (trx) => upsertAnswers(trx, answers));
    return;
  }
  const { records: r, positions: p } = rowsOf(answers);
  await pool.query({
    name: 'qb_store_answers',
    text: STORE_ANSWERS_PG,
    values: [
      r.map((a) => a.userId),
      r.map((a) => a.questionId),
      r.map((a) => a.studyPaperId),
      r.map((a) => a.categoryId),
      r.map((a) => a.studyBankId),
      r.map((a) => a.majorType),
      r.map((a) => a.result),
      r.map((a) => a.isRight),
      r.map((a) => a.answerSeq),
      r.map((a) => a.updateTime),
      p.map((a) => a.userId),
      p.map((a) => a.studyBankId ?? 0),
      p.map((a) => a.categoryId),
      p.map((a) => a.questionId),
      p.map((a) => a.updateTime),
    ],
  });
}
