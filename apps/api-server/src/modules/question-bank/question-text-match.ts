import { sql, type Expression, type SqlBool } from 'kysely';
import { runsOnPostgres } from '../../db/engine';
import type { Queryable } from '../../db/queryable';
import { containsText, escapeLike } from '../system/sql-filter';

/**
 * "A question's stem (or options) contains the keyword" through a text index instead of a scan of every row
 * (bench:questions, 1,000,000 questions): SQLite looks the keyword up in `qb_question_fts`, an FTS5 table with the
 * trigram tokenizer kept in step by triggers; PostgreSQL's planner uses the pg_trgm GIN indexes on the columns
 * (migration 010_question_bank_text_search). The answer is the one containsText gives: on SQLite the index only
 * narrows the rows, which containsText then checks (FTS5 folds the case of every alphabet, SQLite's LIKE only of
 * Latin letters); on PostgreSQL ILIKE lower-cases both sides as lower() … LIKE does.
 */

/** Question text columns the indexes cover. */
export type QuestionTextColumn = 'content' | 'options';

/** A trigram index can look up a keyword of three characters or more; a shorter one is found by a scan. */
export const TRIGRAM_MIN_CHARS = 3;

/** The keyword as one FTS5 phrase: a quoted string in which only the quote itself is special (doubled). */
const ftsPhrase = (keyword: string) => `"${keyword.replace(/"/g, '""')}"`;

/**
 * The condition on the question rows of `alias` (any alias of qb_question): one of `columns` contains `keyword`.
 * @param alias the query's name for qb_question, e.g. 'm'
 */
export function questionTextMatch(db: Queryable, alias: string, columns: readonly QuestionTextColumn[], keyword: string): Expression<SqlBool> {
  const scans = columns.map((c) => containsText(`${alias}.${c}`, keyword));
  const anyScan = sql<SqlBool>`(${sql.join(scans, sql` OR `)})`;
  if (runsOnPostgres(db)) {
    // ILIKE and LIKE both use the pg_trgm index; containsText's lower(column) would need an index of its own.
    const pattern = `%${escapeLike(keyword.toLowerCase())}%`;
    const operator = keyword.toLowerCase() === keyword.toUpperCase() ? sql`LIKE` : sql`ILIKE`;
    return sql<SqlBool>`(${sql.join(
      columns.map((c) => sql`${sql.ref(`${alias}.${c}`)} ${operator} ${pattern} ESCAPE '\\'`),
      sql` OR `,
    )})`;
  }
  // One or two characters (a two-character disease name is common) hold no trigram: the stems are scanned as before.
  if ([...keyword].length < TRIGRAM_MIN_CHARS) return anyScan;
  const query = `{${columns.join(' ')}} : ${ftsPhrase(keyword)}`;
  return sql<SqlBool>`(${sql.ref(`${alias}.id`)} IN (SELECT rowid FROM qb_question_fts WHERE qb_question_fts MATCH ${query}) AND ${anyScan})`;
}
