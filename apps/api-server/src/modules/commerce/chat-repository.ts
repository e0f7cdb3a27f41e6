import type { ChatDirectory, ProblemManage } from '@medteach/contract';
import { sql, type Selectable } from 'kysely';
import type { ChatRecordTable } from '../../db/tables';
import type { Queryable } from '../../db/queryable';

export type ChatRecordRow = Selectable<ChatRecordTable>;
/** Newest history bound when the client gives none. */
const LATEST = '9999-12-31 23:59:59';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function directories(db: Queryable, identify: string, type: number): Promise<ChatDirectory[]> {
  return db
    .selectFrom('chat_directory')
    .select(['id', 'directory_name as directoryName', 'identify', 'type'])
    .where('identify', '=', identify)
    .where('type', '=', type)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** A directory's questions, or the questions whose text contains the key words (case-insensitive on both engines). */
export async function problems(db: Queryable, identify: string, q: { pid?: number; keyWords?: string }): Promise<ProblemManage[]> {
  let query = db.selectFrom('chat_problem').select(['id', 'pid', 'problem', 'answer']).where('identify', '=', identify);
  query =
    q.pid !== undefined
      ? query.where('pid', '=', q.pid)
      : query.where(sql<boolean>`lower(${sql.ref('problem')}) like ${`%${likeEscape((q.keyWords ?? '').toLowerCase())}%`} escape '\\'`);
  return query.orderBy('sort').orderBy('id').execute();
}

export async function problemsByIds(db: Queryable, ids: number[]): Promise<ProblemManage[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('chat_problem').select(['id', 'pid', 'problem', 'answer']).where('id', 'in', ids).orderBy('id').execute();
}

/** One page of the user's history, newest first, up to `createTime`. */
export async function historyPage(
  db: Queryable,
  userId: number,
  q: { identify: string; createTime?: string; pageNum: number; pageSize: number },
): Promise<{ total: number; rows: ChatRecordRow[] }> {
  const mine = db.selectFrom('chat_record').where('user_id', '=', userId).where('identify', '=', q.identify).where('create_time', '<=', q.createTime ?? LATEST);
  const { n } = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await mine
    .selectAll()
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  return { total: Number(n), rows };
}

export type NewChatRecord = Omit<ChatRecordRow, 'id'>;

export async function insertChatRecord(db: Queryable, r: NewChatRecord): Promise<ChatRecordRow> {
  return db.insertInto('chat_record').values(r).returningAll().executeTakeFirstOrThrow();
}
