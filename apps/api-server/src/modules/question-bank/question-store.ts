import type { BankQuestion } from '@medteach/contract';
import type { Db } from '../../db/db';
import { cachedStatement } from '../../core/statements';
import { openSql, type SkillAccess } from './access';
import { toBankQuestion, type QuestionRow, type QuestionState } from './question-format';

/** Which answerable questions a request is about. */
export interface Scope {
  leafIds: number[];
  questionTypes?: number[];
  /** Narrow to the user's undone, wrong (latest answer wrong) or favourite questions. */
  filter?: 'undone' | 'wrong' | 'favorite' | null;
  /** Keep only these questions (a parent id brings its children). */
  questionIds?: number[];
}

const json = (v: unknown) => JSON.stringify(v);

/** Questions whose most recent answer by the user, in practice or in a paper, was wrong. */
export const WRONG_QUESTION_IDS = `SELECT question_id FROM (
    SELECT question_id, is_right, ROW_NUMBER() OVER (PARTITION BY question_id ORDER BY answer_seq DESC) AS rn
    FROM qb_question_record WHERE user_id = ?
  ) WHERE rn = 1 AND is_right = 0`;

/** WHERE clause (aliases q, c) for a scope; `answerableOnly` drops group parents. */
export function scopeWhere(scope: Scope, userId: number, answerableOnly: boolean): { sql: string; params: unknown[] } {
  const parts = ['q.category_id IN (SELECT value FROM json_each(?))'];
  const params: unknown[] = [json(scope.leafIds)];
  if (answerableOnly) parts.push('q.answerable = 1');
  if (scope.questionTypes?.length) {
    parts.push('q.type IN (SELECT value FROM json_each(?))');
    params.push(json(scope.questionTypes));
  }
  if (scope.questionIds) {
    parts.push('(q.id IN (SELECT value FROM json_each(?)) OR q.parent_id IN (SELECT value FROM json_each(?)))');
    params.push(json(scope.questionIds), json(scope.questionIds));
  }
  if (scope.filter === 'wrong') {
    parts.push(`q.id IN (${WRONG_QUESTION_IDS})`);
    params.push(userId);
  } else if (scope.filter === 'undone') {
    parts.push('NOT EXISTS (SELECT 1 FROM qb_question_record r WHERE r.user_id = ? AND r.question_id = q.id)');
    params.push(userId);
  } else if (scope.filter === 'favorite') {
    parts.push('EXISTS (SELECT 1 FROM qb_favorite f WHERE f.user_id = ? AND f.question_id = q.id)');
    params.push(userId);
  }
  return { sql: parts.join(' AND '), params };
}

const SELECT_ROWS = (open: string) => `
  SELECT q.id, q.category_id, q.parent_id, q.type, q.content, q.options, q.correct, q.analysis, q.file_url, q.seq, q.answerable,
         COALESCE(p.content, '') AS parent_content, sb.id AS bank_id, COALESCE(sb.name, '') AS bank_name, ${open} AS open
  FROM qb_question q
  JOIN qb_category c ON c.id = q.category_id
  JOIN qb_category pc ON pc.id = c.parent_id
  LEFT JOIN qb_question p ON p.id = q.parent_id
  LEFT JOIN qb_study_bank sb ON sb.id = (SELECT MIN(study_bank_id) FROM qb_study_bank_category WHERE category_id = c.parent_id)`;

const ORDER = ' ORDER BY sb.sort, pc.sort, c.sort, q.seq, q.id';

/** Question rows with the `open` flag of the topic lock, in catalogue order. */
export function loadRows(db: Db, access: SkillAccess, where: { sql: string; params: unknown[] }): QuestionRow[] {
  const open = openSql(access);
  // The SQL comes from constant fragments (scopeWhere), so the set of distinct statements stays small.
  return cachedStatement(db, `${SELECT_ROWS(open.sql)} WHERE ${where.sql}${ORDER}`).all(...open.params, ...where.params) as QuestionRow[];
}

/** Rows of the given ids, in the order given (composed papers keep their drawn order). */
export function loadRowsByIds(db: Db, access: SkillAccess, ids: number[]): QuestionRow[] {
  const open = openSql(access);
  const rows = cachedStatement(db, `${SELECT_ROWS(open.sql)} WHERE q.id IN (SELECT value FROM json_each(?))`).all(...open.params, json(ids)) as QuestionRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is QuestionRow => !!r);
}

/** What the answer call needs of a question: no texts, so nothing large is read or copied per answer. */
export type AnswerTarget = Pick<QuestionRow, 'id' | 'category_id' | 'type' | 'options' | 'correct' | 'answerable' | 'bank_id' | 'open'>;

/** @param open the topic-lock expression for the user (openSqlForUser) */
export function loadAnswerTarget(db: Db, open: { sql: string; params: unknown[] }, questionId: number): AnswerTarget | undefined {
  return cachedStatement(
    db,
    `SELECT q.id, q.category_id, q.type, q.options, q.correct, q.answerable,
            (SELECT MIN(study_bank_id) FROM qb_study_bank_category WHERE category_id = c.parent_id) AS bank_id, ${open.sql} AS open
     FROM qb_question q
     JOIN qb_category c ON c.id = q.category_id
     JOIN qb_category pc ON pc.id = c.parent_id
     WHERE q.id = ?`,
  ).get(...open.params, questionId) as AnswerTarget | undefined;
}

/** The user's answers (of practice when paperId is 0, else of that paper), favourites and notes for some questions. */
export function loadStates(db: Db, userId: number, questionIds: number[], paperId: number | null): Map<number, QuestionState> {
  const states = new Map<number, QuestionState>();
  const state = (id: number): QuestionState => {
    const known = states.get(id);
    if (known) return known;
    const fresh: QuestionState = {};
    states.set(id, fresh);
    return fresh;
  };
  const ids = json(questionIds);
  if (paperId !== null) {
    const records = db
      .prepare('SELECT question_id, result, is_right FROM qb_question_record WHERE user_id = ? AND study_paper_id = ? AND question_id IN (SELECT value FROM json_each(?))')
      .all(userId, paperId, ids) as { question_id: number; result: string; is_right: number }[];
    for (const r of records) Object.assign(state(r.question_id), { result: r.result, isRight: r.is_right });
  }
  const favourites = db.prepare('SELECT question_id FROM qb_favorite WHERE user_id = ? AND question_id IN (SELECT value FROM json_each(?))').all(userId, ids) as {
    question_id: number;
  }[];
  for (const f of favourites) state(f.question_id).isFavorite = true;
  const notes = db.prepare('SELECT question_id, mark FROM qb_note WHERE user_id = ? AND question_id IN (SELECT value FROM json_each(?))').all(userId, ids) as {
    question_id: number;
    mark: string;
  }[];
  for (const n of notes) state(n.question_id).mark = n.mark;
  return states;
}

/** Top-level items with their children nested (topic practice, spec §3 childedList). */
export function nestQuestions(rows: QuestionRow[], states: Map<number, QuestionState>): BankQuestion[] {
  const children = new Map<number, BankQuestion[]>();
  for (const r of rows) {
    if (r.parent_id === null) continue;
    const list = children.get(r.parent_id) ?? [];
    list.push(toBankQuestion(r, states.get(r.id)));
    children.set(r.parent_id, list);
  }
  return rows.filter((r) => r.parent_id === null).map((r) => toBankQuestion(r, states.get(r.id), children.get(r.id) ?? []));
}

/** Answerable questions one by one; children carry the group stem in publicContent (wrong lists, papers). */
export const flatQuestions = (rows: QuestionRow[], states: Map<number, QuestionState>): BankQuestion[] =>
  rows.filter((r) => r.answerable === 1).map((r) => toBankQuestion(r, states.get(r.id)));

/** Second-level category ids for a major type, optionally narrowed by bank and by category ids (parents expand to their leaves). */
export function leafIds(db: Db, opts: { majorType: number; studyBankId?: number; categoryIds?: number[] }): number[] {
  const params: unknown[] = [opts.majorType];
  let sql = 'SELECT c.id FROM qb_category c WHERE c.major_type = ? AND c.parent_id <> 0';
  if (opts.studyBankId) {
    sql += ' AND c.parent_id IN (SELECT category_id FROM qb_study_bank_category WHERE study_bank_id = ?)';
    params.push(opts.studyBankId);
  }
  if (opts.categoryIds?.length) {
    sql += ' AND (c.id IN (SELECT value FROM json_each(?)) OR c.parent_id IN (SELECT value FROM json_each(?)))';
    params.push(json(opts.categoryIds), json(opts.categoryIds));
  }
  return (db.prepare(sql).all(...params) as { id: number }[]).map((r) => r.id);
}

/** Practice state (paper 0) of answerable questions as an answer-sheet list. */
export function practiceStates(db: Db, userId: number, questionIds: number[]): Map<number, { result: string; isRight: number }> {
  const rows = db
    .prepare('SELECT question_id, result, is_right FROM qb_question_record WHERE user_id = ? AND study_paper_id = 0 AND question_id IN (SELECT value FROM json_each(?))')
    .all(userId, json(questionIds)) as { question_id: number; result: string; is_right: number }[];
  return new Map(rows.map((r) => [r.question_id, { result: r.result, isRight: r.is_right }]));
}
