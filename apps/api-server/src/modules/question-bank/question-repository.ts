import { FREE_QUESTION_COUNT } from '@medteach/contract';
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/tables';
import { type OpenRule, type SkillAccess } from './access';
import { questionsHiddenFrom } from './hidden-questions-repository';
import type { QuestionRow, QuestionState } from './question-format';
import type { Queryable } from '../../db/queryable';

/** Which answerable questions a request is about. */
export interface Scope {
  leafIds: number[];
  questionTypes?: number[];
  /** Narrow to the user's undone, wrong (latest answer wrong), favourite or due-for-review (by `dueBy`) questions. */
  filter?: 'undone' | 'wrong' | 'favorite' | 'due' | null;
  /** With filter 'due': cards due by this time (epoch ms). */
  dueBy?: number;
  /** Keep only these questions (a parent id brings its children). */
  questionIds?: number[];
}

/** The tables every question query names: `q` the question, `c` its (second-level) category. */
type QuestionTables = DB & { q: DB['qb_question']; c: DB['qb_category'] };
export type QuestionEb = ExpressionBuilder<QuestionTables, 'q' | 'c'>;

/** A condition no row meets, spelled the same on both engines. */
const nothing = sql<SqlBool>`1 = 0`;

/** `in` over a list that may be empty (`in ()` is invalid SQL): an empty list matches nothing. */
const inList = (eb: QuestionEb, column: 'q.id' | 'q.parent_id' | 'q.category_id' | 'q.type' | 'c.skill_id', ids: readonly number[]): Expression<SqlBool> =>
  ids.length ? eb(column, 'in', ids) : nothing;

/** Questions whose most recent answer by the user, in practice or in a paper, was wrong. */
export function wrongQuestionIds(db: Queryable, userId: number) {
  return db
    .selectFrom((inner) =>
      inner
        .selectFrom('qb_question_record')
        .select((eb) => ['question_id', 'is_right', eb.fn.agg<number>('row_number').over((ob) => ob.partitionBy('question_id').orderBy('answer_seq', 'desc')).as('rn')])
        .where('user_id', '=', userId)
        .as('latest'),
    )
    .select('latest.question_id')
    .where('latest.rn', '=', 1)
    .where('latest.is_right', '=', 0);
}

/** Filter of a scope (aliases q, c); `answerableOnly` drops group parents. */
export function scopeFilter(db: Queryable, eb: QuestionEb, scope: Scope, userId: number, answerableOnly: boolean): Expression<SqlBool> {
  if (scope.leafIds.length === 0) return nothing;
  const parts: Expression<SqlBool>[] = [eb('q.category_id', 'in', scope.leafIds)];
  if (answerableOnly) parts.push(eb('q.answerable', '=', 1));
  if (scope.questionTypes?.length) parts.push(eb('q.type', 'in', scope.questionTypes));
  if (scope.questionIds) parts.push(eb.or([inList(eb, 'q.id', scope.questionIds), inList(eb, 'q.parent_id', scope.questionIds)]));
  if (scope.filter === 'wrong') parts.push(eb('q.id', 'in', wrongQuestionIds(db, userId)));
  else if (scope.filter === 'undone') {
    parts.push(eb.not(eb.exists(eb.selectFrom('qb_question_record as r').select('r.question_id').where('r.user_id', '=', userId).whereRef('r.question_id', '=', 'q.id'))));
  } else if (scope.filter === 'favorite') {
    parts.push(eb.exists(eb.selectFrom('qb_favorite as f').select('f.question_id').where('f.user_id', '=', userId).whereRef('f.question_id', '=', 'q.id')));
  } else if (scope.filter === 'due') {
    const due = eb.selectFrom('qb_review_card as rc').select('rc.question_id').where('rc.user_id', '=', userId).whereRef('rc.question_id', '=', 'q.id');
    parts.push(eb.exists(due.where('rc.due', '<=', scope.dueBy ?? 0)));
  }
  return eb.and(parts);
}

/**
 * 1 when the user may open the question (aliases q, c): the category's skill is free or unlocked, or the question is
 * among the first FREE_QUESTION_COUNT of its category (spec §4 topic lock, enforced here as well as in the app).
 * Demo categories follow the same per-question rule: "demo" only lets the app open the first sub-category without a
 * purchase. The answer call applies the same rule to its cached questions (access.ts openWithoutPurchase).
 */
export function openFlag(eb: QuestionEb, rule: OpenRule): RawBuilder<number> {
  if (rule.access.all) return sql<number>`1`;
  const bought = inList(eb, 'c.skill_id', rule.access.skillIds);
  const open = eb.or([eb('c.skill_id', 'is', null), eb('q.seq', '<=', FREE_QUESTION_COUNT), bought]);
  return sql<number>`(CASE WHEN ${open} THEN 1 ELSE 0 END)`;
}

/** The first bank that holds the category's parent (a category may sit in several banks). */
export const bankOf = (db: Queryable, eb: QuestionEb) =>
  db
    .selectFrom('qb_study_bank_category as bc')
    .select((b) => b.fn.min('bc.study_bank_id').as('bank'))
    .where('bc.category_id', '=', eb.ref('c.parent_id'));

/** Question rows with the `open` flag of the topic lock, in catalogue order. */
function selectRows(db: Queryable, access: SkillAccess) {
  return db
    .selectFrom('qb_question as q')
    .innerJoin('qb_category as c', 'c.id', 'q.category_id')
    .innerJoin('qb_category as pc', 'pc.id', 'c.parent_id')
    .leftJoin('qb_question as p', 'p.id', 'q.parent_id')
    .leftJoin('qb_study_bank as sb', (join) => join.on((eb) => eb('sb.id', '=', bankOf(db, eb))))
    .select((eb) => [
      'q.id',
      'q.category_id',
      'q.parent_id',
      'q.type',
      'q.content',
      'q.options',
      'q.correct',
      'q.analysis',
      'q.file_url',
      'q.seq',
      'q.answerable',
      'q.knowledge_id',
      eb.fn.coalesce('p.content', sql.lit('')).as('parent_content'),
      'sb.id as bank_id',
      eb.fn.coalesce('sb.name', sql.lit('')).as('bank_name'),
      openFlag(eb, { kind: 'access', access }).as('open'),
    ]);
}

/** Bank, chapter, section, position. */
const inCatalogueOrder = (query: ReturnType<typeof selectRows>) =>
  query.orderBy('sb.sort').orderBy('pc.sort').orderBy('c.sort').orderBy('q.seq').orderBy('q.id');

/** Rows of a scope in catalogue order (bank, chapter, section, position). */
export async function loadRows(db: Queryable, access: SkillAccess, scope: Scope, userId: number, answerableOnly: boolean): Promise<QuestionRow[]> {
  return inCatalogueOrder(selectRows(db, access).where((eb) => scopeFilter(db, eb, scope, userId, answerableOnly))).execute();
}

/** A group parent and its children (or a question alone), in catalogue order. */
export async function loadGroupRows(db: Queryable, access: SkillAccess, questionId: number): Promise<QuestionRow[]> {
  return inCatalogueOrder(selectRows(db, access).where((eb) => eb.or([eb('q.id', '=', questionId), eb('q.parent_id', '=', questionId)]))).execute();
}

/** Rows of the given ids, in the order given (composed papers keep their drawn order). */
export async function loadRowsByIds(db: Queryable, access: SkillAccess, ids: number[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows(db, access).where('q.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is QuestionRow => !!r);
}

/**
 * The user's answers (of practice when paperId is 0, else of that paper), favourites and notes for some questions,
 * and which of them the user's running mock exam holds (their keys are then withheld, question-format.ts).
 */
export async function loadStates(db: Queryable, userId: number, questionIds: number[], paperId: number | null): Promise<Map<number, QuestionState>> {
  const states = new Map<number, QuestionState>();
  if (questionIds.length === 0) return states;
  const state = (id: number): QuestionState => {
    const known = states.get(id);
    if (known) return known;
    const fresh: QuestionState = {};
    states.set(id, fresh);
    return fresh;
  };
  if (paperId !== null) {
    const records = await db
      .selectFrom('qb_question_record')
      .select(['question_id', 'result', 'is_right'])
      .where('user_id', '=', userId)
      .where('study_paper_id', '=', paperId)
      .where('question_id', 'in', questionIds)
      .execute();
    for (const r of records) Object.assign(state(r.question_id), { result: r.result, isRight: r.is_right });
  }
  const favourites = await db.selectFrom('qb_favorite').select('question_id').where('user_id', '=', userId).where('question_id', 'in', questionIds).execute();
  for (const f of favourites) state(f.question_id).isFavorite = true;
  const notes = await db.selectFrom('qb_note').select(['question_id', 'mark']).where('user_id', '=', userId).where('question_id', 'in', questionIds).execute();
  for (const n of notes) state(n.question_id).mark = n.mark;
  const hidden = await questionsHiddenFrom(db, userId);
  for (const id of questionIds) if (hidden.has(id)) state(id).held = true;
  return states;
}

/** Second-level category ids for a major type, optionally narrowed by bank and by category ids (parents expand to their leaves). */
export async function leafIds(db: Queryable, opts: { majorType: number; studyBankId?: number; categoryIds?: number[] }): Promise<number[]> {
  let query = db.selectFrom('qb_category as c').select('c.id').where('c.major_type', '=', opts.majorType).where('c.parent_id', '<>', 0);
  if (opts.studyBankId) {
    query = query.where('c.parent_id', 'in', db.selectFrom('qb_study_bank_category').select('category_id').where('study_bank_id', '=', opts.studyBankId));
  }
  const categoryIds = opts.categoryIds;
  if (categoryIds?.length) query = query.where((eb) => eb.or([eb('c.id', 'in', categoryIds), eb('c.parent_id', 'in', categoryIds)]));
  return (await query.execute()).map((r) => r.id);
}

/** Practice state (paper 0) of answerable questions as an answer-sheet list. */
export async function practiceStates(db: Queryable, userId: number, questionIds: number[]): Promise<Map<number, { result: string; isRight: number }>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('qb_question_record')
    .select(['question_id', 'result', 'is_right'])
    .where('user_id', '=', userId)
    .where('study_paper_id', '=', 0)
    .where('question_id', 'in', questionIds)
    .execute();
  return new Map(rows.map((r) => [r.question_id, { result: r.result, isRight: r.is_right }]));
}

/** A category's name (answer-sheet titles). */
export async function categoryName(db: Queryable, id: number): Promise<string | undefined> {
  return (await db.selectFrom('qb_category').select('name').where('id', '=', id).executeTakeFirst())?.name;
}
