import type { ChatDirectoryBody, ChatDirectoryFilter, ChatDirectoryRow, ChatProblemBody, ChatProblemFilter, ChatProblemRow } from '@medteach/contract';
import { sql } from 'kysely';
import type { Page } from '../system/sql-filter';
import { atomically, type Queryable } from '../../db/queryable';

/** The phone lists businesses of this directory type (api-client CHAT_DIRECTORY_TYPE). */
const BUSINESS_TYPE = 1;
/** `column` contains `text` literally (%, _ and \ escaped; the escape character said, as SQLite has none by default). */
const contains = (column: string, text: string) => sql<boolean>`${sql.ref(column)} like ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
const paged = <Q extends { limit(n: number): Q; offset(n: number): Q }>(q: Q, page?: Page) => (page ? q.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize) : q);

function directoryQuery(db: Queryable, f: ChatDirectoryFilter) {
  let q = db.selectFrom('chat_directory as d').where('d.type', '=', BUSINESS_TYPE);
  if (f.identify) q = q.where('d.identify', '=', f.identify);
  if (f.directoryName) q = q.where(contains('d.directory_name', f.directoryName));
  return q;
}
const directoryColumns = (q: ReturnType<typeof directoryQuery>) =>
  q.select((eb) => [
    'd.id',
    'd.identify',
    'd.directory_name as directoryName',
    'd.sort',
    eb.selectFrom('chat_problem as p').whereRef('p.pid', '=', 'd.id').select((e) => e.fn.countAll<number>().as('n')).as('problemCount'),
  ]);
const toDirectory = (r: { id: number; identify: string; directoryName: string; sort: number; problemCount: number | null }): ChatDirectoryRow => ({
  ...r,
  problemCount: Number(r.problemCount ?? 0),
});

export async function listDirectories(db: Queryable, f: ChatDirectoryFilter, page?: Page) {
  const { n } = await directoryQuery(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await paged(directoryColumns(directoryQuery(db, f)).orderBy('d.identify').orderBy('d.sort').orderBy('d.id'), page).execute();
  return { total: Number(n), rows: rows.map(toDirectory) };
}
export async function getDirectory(db: Queryable, id: number): Promise<ChatDirectoryRow | undefined> {
  const r = await directoryColumns(directoryQuery(db, {})).where('d.id', '=', id).executeTakeFirst();
  return r && toDirectory(r);
}
export async function directoryNameTaken(db: Queryable, b: ChatDirectoryBody, exceptId?: number) {
  let q = db.selectFrom('chat_directory').select('id').where('identify', '=', b.identify).where('directory_name', '=', b.directoryName).where('type', '=', BUSINESS_TYPE);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}
export async function insertDirectory(db: Queryable, b: ChatDirectoryBody) {
  const r = await db
    .insertInto('chat_directory')
    .values({ identify: b.identify, type: BUSINESS_TYPE, directory_name: b.directoryName, sort: b.sort })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}
/** A business's questions move with it to another line, so the phone keeps showing them together. */
export async function updateDirectory(db: Queryable, id: number, b: ChatDirectoryBody) {
  await atomically(db, async (trx) => {
    await trx.updateTable('chat_directory').set({ identify: b.identify, directory_name: b.directoryName, sort: b.sort }).where('id', '=', id).execute();
    await trx.updateTable('chat_problem').set({ identify: b.identify }).where('pid', '=', id).execute();
  });
}
export async function deleteDirectories(db: Queryable, ids: number[]) {
  await db.deleteFrom('chat_directory').where('id', 'in', ids).execute();
}

function problemQuery(db: Queryable, f: ChatProblemFilter) {
  let q = db.selectFrom('chat_problem as p').innerJoin('chat_directory as d', 'd.id', 'p.pid');
  if (f.pid) q = q.where('p.pid', '=', f.pid);
  if (f.problem) q = q.where(contains('p.problem', f.problem));
  return q;
}
const problemColumns = (q: ReturnType<typeof problemQuery>) =>
  q.select(['p.id', 'p.pid', 'd.directory_name as directoryName', 'p.identify', 'p.problem', 'p.answer', 'p.sort']);

export async function listProblems(db: Queryable, f: ChatProblemFilter, page?: Page): Promise<{ total: number; rows: ChatProblemRow[] }> {
  const { n } = await problemQuery(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await paged(problemColumns(problemQuery(db, f)).orderBy('d.sort').orderBy('p.pid').orderBy('p.sort').orderBy('p.id'), page).execute();
  return { total: Number(n), rows };
}
export async function getProblem(db: Queryable, id: number): Promise<ChatProblemRow | undefined> {
  return problemColumns(problemQuery(db, {})).where('p.id', '=', id).executeTakeFirst();
}
/** The question takes its business's line (the phone asks by line and business). */
export async function insertProblem(db: Queryable, b: ChatProblemBody, identify: string) {
  const r = await db.insertInto('chat_problem').values({ identify, pid: b.pid, problem: b.problem, answer: b.answer, sort: b.sort }).returning('id').executeTakeFirstOrThrow();
  return r.id;
}
export async function updateProblem(db: Queryable, id: number, b: ChatProblemBody, identify: string) {
  await db.updateTable('chat_problem').set({ identify, pid: b.pid, problem: b.problem, answer: b.answer, sort: b.sort }).where('id', '=', id).execute();
}
/** Conversations that chose or were offered the question keep their text: a question someone asked stays. */
export async function problemAskedCount(db: Queryable, id: number) {
  const { n } = await db
    .selectFrom('chat_record')
    .where('problem_id', '=', id)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
export async function deleteProblems(db: Queryable, ids: number[]) {
  await db.deleteFrom('chat_problem').where('id', 'in', ids).execute();
}
