/** Small helpers for the optional list filters of admin screens (RuoYi: empty filter = no condition). */

/** A WHERE clause of the conditions whose value is set. */
export function whereClause(conditions: [sql: string, value: unknown][]) {
  const active = conditions.filter(([, value]) => value !== undefined && value !== '');
  return { sql: active.length ? `WHERE ${active.map(([sql]) => sql).join(' AND ')}` : '', args: active.map(([, value]) => value) };
}

/** `LIKE` with `\` as escape, so a user's `%` or `_` matches itself. */
export const LIKE = "LIKE ? ESCAPE '\\'";
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The pattern for a "contains" filter, or undefined (no condition) when the filter is empty. */
export const containsPattern = (s: string | undefined) => (s ? `%${escapeLike(s)}%` : undefined);
