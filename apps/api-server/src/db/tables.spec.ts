import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../modules/registry';
import { generateTableTypes, interfaceName } from './table-types';

describe('table types', () => {
  it('db/tables.ts is what the migrations generate (run `npm run db:types` after changing a migration)', () => {
    expect(readFileSync(new URL('./tables.ts', import.meta.url), 'utf8')).toBe(generateTableTypes(MIGRATIONS));
  });

  it('types ids and defaults as generated, nullable columns as null-able, and refuses unknown column types', () => {
    const text = generateTableTypes([{ id: 'x', sql: "CREATE TABLE a_b (id INTEGER PRIMARY KEY, name TEXT NOT NULL, note TEXT, n INTEGER NOT NULL DEFAULT 0)" }]);
    expect(text).toContain('export interface ABTable {\n  id: Generated<number>;\n  name: string;\n  note: string | null;\n  n: Generated<number>;\n}');
    expect(text).toContain('  a_b: ABTable;');
    expect(() => generateTableTypes([{ id: 'x', sql: 'CREATE TABLE t (at DATETIME)' }])).toThrow(/DATETIME/);
    expect(interfaceName('teaching_plan_detail')).toBe('TeachingPlanDetailTable');
  });
});
