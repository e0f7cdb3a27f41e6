import type { CompiledQuery } from 'kysely';
import { executePrepared } from '../../db/engine';
import { bankOf } from './question-repository';
import type { Queryable } from '../../db/queryable';

/**
 * What the answer call needs of a question: grading fields, its bank, and the two facts the topic lock decides on
 * (the category's skill and the question's position). No texts, so nothing large is read or kept per question.
 */
export interface AnswerQuestion {
  id: number;
  category_id: number;
  type: number;
  options: string;
  correct: string;
  answerable: number;
  bank_id: number | null;
  skill_id: number | null;
  seq: number;
}

/** Stand-ins the queries are compiled with, swapped for the real values on each run (never real ids). */
const QUESTION_SLOT = -15_002;
const USER_SLOT = -15_001;
const SKILL_SLOT = -15_003;

const questionQuery = (db: Queryable) =>
  db
    .selectFrom('qb_question as q')
    .innerJoin('qb_category as c', 'c.id', 'q.category_id')
    .select((eb) => [
      'q.id',
      'q.category_id',
      'q.type',
      'q.options',
      'q.correct',
      'q.answerable',
      'q.seq',
      'c.skill_id',
      bankOf(db, eb).as('bank_id'),
    ])
    .where('q.id', '=', QUESTION_SLOT);

const unlockQuery = (db: Queryable) =>
  db.selectFrom('user_skill_unlock').select('skill_id').where('user_id', '=', USER_SLOT).where('skill_id', '=', SKILL_SLOT).limit(1);

/** Queries compiled once per database (building and compiling them per answer cost a third of the call, issue 9). */
const compiled = new WeakMap<Queryable, { question: CompiledQuery<AnswerQuestion>; unlock: CompiledQuery<{ skill_id: number }> }>();

function queriesOf(db: Queryable) {
  let queries = compiled.get(db);
  if (!queries) compiled.set(db, (queries = { question: questionQuery(db).compile() as CompiledQuery<AnswerQuestion>, unlock: unlockQuery(db).compile() }));
  return queries;
}

/** The compiled parameters with each stand-in replaced by its value. */
const bind = (query: CompiledQuery, slots: readonly number[], values: readonly number[]) =>
  query.parameters.map((p) => {
    const at = slots.indexOf(p as number);
    return at < 0 ? p : values[at];
  });

/** The question an answer is for, or undefined. PostgreSQL: a named statement, planned once per connection. */
export async function loadAnswerQuestion(db: Queryable, questionId: number): Promise<AnswerQuestion | undefined> {
  const { question } = queriesOf(db);
  const [row] = await executePrepared(db, 'qb_answer_question', question, bind(question, [QUESTION_SLOT], [questionId]));
  return row;
}

/** Whether the user has bought the skill (user_skill_unlock, written by the commerce module). */
export async function hasUnlockedSkill(db: Queryable, userId: number, skillId: number): Promise<boolean> {
  const { unlock } = queriesOf(db);
  const rows = await executePrepared(db, 'qb_skill_unlocked', unlock, bind(unlock, [USER_SLOT, SKILL_SLOT], [userId, skillId]));
  return rows.length > 0;
}
