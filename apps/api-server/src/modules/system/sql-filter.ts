import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';

/** The optional list filters of admin screens (RuoYi: an empty filter is no condition). */

/** A user's text inside a LIKE pattern (used with ESCAPE '\\'): `%` and `_` match themselves. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * "`column` contains `text`", ignoring case on both engines (PostgreSQL's LIKE is case-sensitive, so both sides are
 * lower-cased); a user's `%` or `_` matches itself. Text without cased letters (Chinese, digits) matches the same
 * either way, so the column is compared as it is: lower() of every row was ~40 % of a 100,000-stem scan.
 */
export const containsText = (column: string, text: string) => {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return text.toLowerCase() === text.toUpperCase()
    ? sql<SqlBool>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`
    : sql<SqlBool>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`;
};

/** Rows of one page (RuoYi's pageNum from 1), or every row when no page is given. */
export interface Page {
  pageNum: number;
  pageSize: number;
}

/** How many rows a filtered query matches (any FROM, aliased tables and joins included). */
export async function countRows<D, TB extends keyof D>(query: SelectQueryBuilder<D, TB, object>): Promise<number> {
  // Generic over the FROM, the selection's type is opaque to TypeScript: it is `{ n }` all the same.
  const { n } = (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()) as { n: number };
  return n;
}

/** The query limited to one page, or unchanged (every row) without a page. */
export const onePage = <Q extends { limit(n: number): Q; offset(n: number): Q }>(query: Q, page?: Page): Q =>
  page ? query.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize) : query;
