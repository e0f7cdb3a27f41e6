import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachedStatement } from './statements';

describe('cachedStatement', () => {
  it('prepares a statement once per database and SQL text', () => {
    const a = new Database(':memory:');
    const b = new Database(':memory:');
    const sql = 'SELECT 1 AS one';
    expect(cachedStatement(a, sql)).toBe(cachedStatement(a, sql));
    expect(cachedStatement(a, sql)).not.toBe(cachedStatement(b, sql));
    expect(cachedStatement(a, 'SELECT 2 AS two')).not.toBe(cachedStatement(a, sql));
    expect(cachedStatement(b, sql).get()).toEqual({ one: 1 });
    a.close();
    b.close();
  });
});
