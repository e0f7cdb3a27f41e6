import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BOOKKEEPING_TABLES } from './discovered-server';
import { sqlAll } from './raw-sql';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table of the schema
type AnyDb = Kysely<any>;

/**
 * A digest of every table's rows (bookkeeping tables aside: logs, sessions and throttles change on a refusal by
 * design), to prove a refused request changed nothing: unlike row counts it also sees an UPDATE.
 */
export async function tableDigest(db: AnyDb): Promise<Record<string, string>> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).filter((name) => !BOOKKEEPING_TABLES.has(name)).sort();
  const digest: Record<string, string> = {};
  for (const name of tables) {
    const rows = await sqlAll<Record<string, unknown>>(db, `SELECT * FROM "${name}"`);
    const text = rows.map((row) => JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).sort().join('\n');
    digest[name] = createHash('sha256').update(text).digest('hex');
  }
  return digest;
}
