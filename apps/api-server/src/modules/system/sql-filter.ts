import { sql, type SqlBool } from 'kysely';

/** The optional list filters of admin screens (RuoYi: an empty filter is no condition). */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * "`column` contains `text`", ignoring case on both engines (PostgreSQL's LIKE is case-sensitive, so both sides are
 * lower-cased); a user's `%` or `_` matches itself.
 */
export const containsText = (column: string, text: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) LIKE ${`%${escapeLike(text.toLowerCase())}%`} ESCAPE '\\'`;

/** Rows of one page (RuoYi's pageNum from 1), or every row when no page is given. */
export interface Page {
  pageNum: number;
  pageSize: number;
}
export const pageOffset = (page: Page) => (page.pageNum - 1) * page.pageSize;
