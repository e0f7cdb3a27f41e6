/** What every module's schema.ts lists: db/migrations.ts orders them (modules/registry.ts), db/migrate.ts applies them on either engine. */
export interface Migration {
  /** Unique name such as `001_system_accounts` (never sorted, never renamed once shipped); migrations run in listed order. */
  id: string;
  /** The SQL, SQLite spelling; PostgreSQL runs it through db/sql-dialect.ts. */
  sql: string;
  /**
   * PostgreSQL's own SQL instead, for what the two engines do differently rather than spell differently (a text
   * index: an FTS5 table with its triggers on SQLite, a pg_trgm index on PostgreSQL). Tables stay in `sql`: the
   * table types and the engines' shared columns come from it.
   */
  postgres?: string;
}

/**
 * Current local time in RuoYi's default format `YYYY-MM-DD HH:mm:ss`, as every timestamp column stores it
 * (docs/data-layer.md). Several instances must run in one time zone (TZ) for their texts to compare.
 */
export function nowText(d?: Date): string {
  if (d) return timeText(d);
  // The current second's text is made once: every answer stamps its row (issue 15 load bench).
  const second = Math.floor(Date.now() / 1000);
  if (second !== textSecond) {
    textOfSecond = timeText(new Date(second * 1000));
    textSecond = second;
  }
  return textOfSecond;
}

let textSecond = Number.NaN;
let textOfSecond = '';

function timeText(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
