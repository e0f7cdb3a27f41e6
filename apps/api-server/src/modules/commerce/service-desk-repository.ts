import { AGENT_MESSAGE_TYPE, ServiceConversationStatus, type ServiceConversation } from '@medteach/contract';
import { sql, type Selectable } from 'kysely';
import type { ServiceConversationTable } from '../../db/tables';
import type { ChatRecordRow } from './chat-repository';
import type { Queryable } from '../../db/queryable';

export type ConversationRow = Selectable<ServiceConversationTable>;
const OPEN = ServiceConversationStatus.OPEN;

/**
 * Opens the student's conversation on this line for the agents, or keeps the open one (the unique partial index
 * service_conversation_open makes two transfers at once on two instances open one conversation).
 */
export async function openConversation(db: Queryable, userId: number, identify: string, recordId: number, at: string): Promise<void> {
  await db
    .insertInto('service_conversation')
    .values({ user_id: userId, identify, status: OPEN, first_record_id: recordId, transfer_time: at, update_time: at })
    // The conflict target repeats the index's predicate as a literal: SQLite matches a partial index only so.
    .onConflict((oc) => oc.columns(['user_id', 'identify']).where(sql<boolean>`status = ${sql.lit(OPEN)}`).doUpdateSet({ update_time: at }))
    .execute();
}

export async function openConversationOf(db: Queryable, userId: number, identify: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('service_conversation').selectAll().where('user_id', '=', userId).where('identify', '=', identify).where('status', '=', OPEN).executeTakeFirst();
}

export async function touchConversation(db: Queryable, id: number, at: string): Promise<void> {
  await db.updateTable('service_conversation').set({ update_time: at }).where('id', '=', id).execute();
}

/** Conversations with their student, unread count (student records after the agents' last look) and latest text. */
function conversationQuery(db: Queryable) {
  return db
    .selectFrom('service_conversation as c')
    .innerJoin('sys_user as u', 'u.user_id', 'c.user_id')
    .select((eb) => [
      'c.id',
      'c.user_id as userId',
      'u.user_name as userName',
      'u.nick_name as nickName',
      'c.identify',
      'c.status',
      'c.transfer_time as transferTime',
      'c.update_time as updateTime',
      eb
        .selectFrom('chat_record as r')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('r.user_id', '=', 'c.user_id')
        .whereRef('r.identify', '=', 'c.identify')
        .whereRef('r.id', '>=', 'c.first_record_id')
        .whereRef('r.id', '>', 'c.agent_read_id')
        .where('r.type', '!=', AGENT_MESSAGE_TYPE)
        .as('unread'),
      eb
        .selectFrom('chat_record as l')
        .select(sql<string>`case when ${sql.ref('l.type')} = ${AGENT_MESSAGE_TYPE} then ${sql.ref('l.answer')} else ${sql.ref('l.problem_content')} end`.as('t'))
        .whereRef('l.user_id', '=', 'c.user_id')
        .whereRef('l.identify', '=', 'c.identify')
        .whereRef('l.id', '>=', 'c.first_record_id')
        .orderBy('l.id', 'desc')
        .limit(1)
        .as('lastText'),
    ]);
}

type ConversationSelect = Awaited<ReturnType<ReturnType<typeof conversationQuery>['executeTakeFirstOrThrow']>>;
const toConversation = (r: ConversationSelect): ServiceConversation => ({
  ...r,
  status: r.status as ServiceConversation['status'],
  unread: Number(r.unread ?? 0),
  lastText: r.lastText ?? '',
});

/** Open conversations first, then by latest activity. */
export async function listConversations(
  db: Queryable,
  q: { status?: string; pageNum: number; pageSize: number },
): Promise<{ total: number; rows: ServiceConversation[] }> {
  let count = db.selectFrom('service_conversation').select((eb) => eb.fn.countAll<number>().as('n'));
  let rows = conversationQuery(db);
  if (q.status !== undefined) {
    count = count.where('status', '=', q.status);
    rows = rows.where('c.status', '=', q.status);
  }
  const { n } = await count.executeTakeFirstOrThrow();
  const page = await rows
    .orderBy('c.status')
    .orderBy('c.update_time', 'desc')
    .orderBy('c.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  return { total: Number(n), rows: page.map(toConversation) };
}

export async function conversationById(db: Queryable, id: number): Promise<ServiceConversation | undefined> {
  const row = await conversationQuery(db).where('c.id', '=', id).executeTakeFirst();
  return row && toConversation(row);
}

/** The student's latest records on this line (earlier bot talk included: the agent sees what was asked), oldest first. */
export async function latestRecords(db: Queryable, userId: number, identify: string, limit: number): Promise<ChatRecordRow[]> {
  const rows = await db.selectFrom('chat_record').selectAll().where('user_id', '=', userId).where('identify', '=', identify).orderBy('id', 'desc').limit(limit).execute();
  return rows.reverse();
}

/** The agents have seen everything up to `recordId` (never moves back when two agents look at once). */
export async function markRead(db: Queryable, id: number, recordId: number): Promise<void> {
  await db.updateTable('service_conversation').set({ agent_read_id: recordId }).where('id', '=', id).where('agent_read_id', '<', recordId).execute();
}

/** Ends an open conversation; false when it was not open any more (another agent was first). */
export async function endConversation(db: Queryable, id: number, status: ServiceConversationStatus, at: string): Promise<boolean> {
  const r = await db.updateTable('service_conversation').set({ status, update_time: at }).where('id', '=', id).where('status', '=', OPEN).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** What agents wrote to the student on this line after `afterId`, oldest first. */
export async function agentRecordsAfter(db: Queryable, userId: number, identify: string, afterId: number): Promise<ChatRecordRow[]> {
  return db
    .selectFrom('chat_record')
    .selectAll()
    .where('user_id', '=', userId)
    .where('identify', '=', identify)
    .where('type', '=', AGENT_MESSAGE_TYPE)
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
}

export async function lastRecordId(db: Queryable, userId: number, identify: string): Promise<number> {
  const r = await db
    .selectFrom('chat_record')
    .select((eb) => eb.fn.max('id').as('m'))
    .where('user_id', '=', userId)
    .where('identify', '=', identify)
    .executeTakeFirst();
  return Number(r?.m ?? 0);
}

/**
 * The inbox's stamp for the consoles' long-poll: the newest conversation, how many are open and the newest line of
 * an open one. Any change an agent sees in the inbox (a transfer, a student's line, a reply, an end) changes it.
 */
export async function inboxVersion(db: Queryable): Promise<string> {
  const conversations = await db
    .selectFrom('service_conversation')
    .select((eb) => [eb.fn.max('id').as('newest'), eb.fn.countAll().filterWhere('status', '=', OPEN).as('open')])
    .executeTakeFirst();
  const lines = await db
    .selectFrom('service_conversation as c')
    .innerJoin('chat_record as r', (join) => join.onRef('r.user_id', '=', 'c.user_id').onRef('r.identify', '=', 'c.identify'))
    .select((eb) => eb.fn.max('r.id').as('newest'))
    .where('c.status', '=', OPEN)
    .executeTakeFirst();
  return `${Number(conversations?.newest ?? 0)}.${Number(conversations?.open ?? 0)}.${Number(lines?.newest ?? 0)}`;
}
