/**
 * Table types, generated from the migrations (issue 15: "table types generated or declared once"). The migrations
 * are the single source: they run on an in-memory SQLite and each table's columns become one Kysely interface
 * in db/tables.ts. `npm run db:types` rewrites that file; db/tables.spec.ts fails when it is out of date.
 */
import Database from 'better-sqlite3';
import type { Migration } from './db';

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

const TS_TYPE: Record<string, string> = { INTEGER: 'number', REAL: 'number', TEXT: 'string', BLOB: 'Buffer' };

/** `teaching_plan_detail` → `TeachingPlanDetailTable`. */
export const interfaceName = (table: string) => `${table.replace(/(^|_)([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase())}Table`;

/**
 * The ordinary tables: not SQLite's own, nor a full-text index (an FTS5 virtual table and the shadow tables holding
 * it), which is SQLite's way of indexing text rather than a table of the model (PostgreSQL has an index instead).
 */
export const ORDINARY_TABLES = "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name";

export function generateTableTypes(migrations: readonly Migration[]): string {
  const db = new Database(':memory:');
  try {
    for (const m of migrations) db.exec(m.sql);
    const tables = (db.prepare(ORDINARY_TABLES).all() as { name: string }[]).map((t) => t.name);
    const out = [
      '/* Generated from the migrations by `npm run db:types` (db/table-types.ts). Do not edit: change a migration. */',
      "import type { Generated } from 'kysely';",
      '',
    ];
    for (const table of tables) {
      const columns = db.prepare('SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?)').all(table) as ColumnInfo[];
      const singleIntegerKey = columns.filter((c) => c.pk > 0).length === 1;
      out.push(`export interface ${interfaceName(table)} {`);
      for (const c of columns) {
        const base = TS_TYPE[c.type.toUpperCase()];
        if (!base) throw new Error(`${table}.${c.name}: column type '${c.type}' has no TypeScript type (use INTEGER, REAL, TEXT or BLOB)`);
        const rowId = c.pk > 0 && singleIntegerKey && c.type.toUpperCase() === 'INTEGER';
        const nullable = !c.notnull && !c.pk;
        const value = nullable ? `${base} | null` : base;
        out.push(`  ${c.name}: ${rowId || c.dflt_value !== null ? `Generated<${value}>` : value};`);
      }
      out.push('}', '');
    }
    out.push('export interface DB {');
    for (const table of tables) out.push(`  ${table}: ${interfaceName(table)};`);
    out.push('}', '');
    return out.join('\n');
  } finally {
    db.close();
  }
}
