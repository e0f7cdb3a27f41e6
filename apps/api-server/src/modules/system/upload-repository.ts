import { sql } from 'kysely';
import type { Queryable } from '../../db/queryable';

/** A stored upload: its random name in the file store, the client's name, size, uploader and when (`nowText`). */
export interface UploadRecord {
  name: string;
  originalName: string;
  size: number;
  userId: number | null;
  at: string;
}

const toRow = (f: UploadRecord) => ({ name: f.name, original_name: f.originalName, size: f.size, user_id: f.userId, create_time: f.at });

export async function recordUploads(db: Queryable, files: UploadRecord[]) {
  if (files.length) await db.insertInto('sys_file').values(files.map(toRow)).execute();
}

export async function forgetUploads(db: Queryable, names: string[]) {
  if (names.length) await db.deleteFrom('sys_file').where('name', 'in', names).execute();
}

/**
 * Makes other uploads of `userId` wait until the calling transaction ends (a no-op update takes the account row's lock
 * on PostgreSQL; SQLite runs one transaction at a time anyway), so an upload's limits are checked against every
 * upload of the account that came before it.
 */
export async function lockUploader(trx: Queryable, userId: number) {
  await trx.updateTable('sys_user').set((eb) => ({ user_id: eb.ref('user_id') })).where('user_id', '=', userId).execute();
}

export interface UploadUsage {
  /** Bytes of every upload the account still has stored. */
  totalBytes: number;
  /** Uploads (count, bytes) since the start of the rate window. */
  windowFiles: number;
  windowBytes: number;
}

/** What `userId` has stored, in all and since `since` (a `nowText` time). */
export async function uploadUsage(db: Queryable, userId: number, since: string): Promise<UploadUsage> {
  const recent = sql<boolean>`${sql.ref('create_time')} >= ${since}`;
  const row = await db
    .selectFrom('sys_file')
    .select([
      sql<number>`COALESCE(SUM(size), 0)`.as('totalBytes'),
      sql<number>`COALESCE(SUM(CASE WHEN ${recent} THEN 1 ELSE 0 END), 0)`.as('windowFiles'),
      sql<number>`COALESCE(SUM(CASE WHEN ${recent} THEN size ELSE 0 END), 0)`.as('windowBytes'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { totalBytes: Number(row.totalBytes), windowFiles: Number(row.windowFiles), windowBytes: Number(row.windowBytes) };
}

/** Uploads recorded before `before` (a `nowText` time), oldest first. */
export async function uploadsBefore(db: Queryable, before: string, limit: number): Promise<UploadRecord[]> {
  const rows = await db.selectFrom('sys_file').selectAll().where('create_time', '<', before).orderBy('create_time').orderBy('name').limit(limit).execute();
  return rows.map((r) => ({ name: r.name, originalName: r.original_name, size: r.size, userId: r.user_id, at: r.create_time }));
}

/**
 * Forgets one upload if it is still recorded as made before `before`; true when this call removed the row (of
 * several instances cleaning at once, exactly one gets true and removes the file).
 */
export async function forgetUploadMadeBefore(db: Queryable, name: string, before: string): Promise<boolean> {
  const result = await db.deleteFrom('sys_file').where('name', '=', name).where('create_time', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Puts back a forgotten upload whose file could not be removed, so a later cleanup tries again. */
export async function restoreUpload(db: Queryable, f: UploadRecord) {
  await db.insertInto('sys_file').values(toRow(f)).onConflict((oc) => oc.column('name').doNothing()).execute();
}

/**
 * Tables whose text names files without referring to them: the upload records themselves and the logs (an operation
 * log keeps the answer of every upload, long after the file stopped being used).
 */
const NOT_REFERENCES = new Set(['sys_file', 'sys_oper_log', 'sys_logininfor']);
const TEXT_TYPE = /text|char|clob|json/i;

/**
 * Every text value of the database that may name a stored file: one that mentions `file` (a `/file/<name>` path, in
 * rich text, behind a file host, or JSON-escaped as `\/file\/`) or starts like a bare stored name (32 characters and
 * a dot). Every text column of every table is read, so a column added later that holds file URLs is seen without
 * being listed anywhere. `visit` gets the values one column at a time.
 */
export async function scanFileMentions(db: Queryable, visit: (values: string[]) => void): Promise<void> {
  const looksLikeName = `${'_'.repeat(32)}.%`;
  for (const table of await db.introspection.getTables()) {
    if (table.isView || NOT_REFERENCES.has(table.name)) continue;
    const from = sql.table(table.schema ? `${table.schema}.${table.name}` : table.name);
    for (const column of table.columns) {
      if (!TEXT_TYPE.test(column.dataType)) continue;
      const col = sql.ref(column.name);
      const { rows } = await sql<{ v: string }>`SELECT ${col} AS v FROM ${from} WHERE ${col} LIKE ${'%file%'} OR ${col} LIKE ${looksLikeName}`.execute(db);
      visit(rows.map((r) => String(r.v)));
    }
  }
}
