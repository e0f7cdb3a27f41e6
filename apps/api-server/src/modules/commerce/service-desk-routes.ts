import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AGENT_MESSAGE_TYPE,
  AGENT_REPLY_WAIT_MS,
  INBOX_WAIT_MS,
  Role,
  SERVICE_HISTORY_LIMIT,
  ServiceConversationStatus,
  ServiceDeskMessages as M,
  ServiceDeskNotice,
  agentRepliesQuery,
  idParam,
  serviceDeskChangesQuery,
  serviceDeskListQuery,
  serviceDeskPaths as paths,
  serviceReplyBody,
  type AgentReplies,
  type ServiceDeskChanges,
  type ServiceConversationDetail,
} from '@medteach/contract';
import { BusChannel } from '../../core/bus';
import { BusWaiters } from '../../core/bus-waiters';
import { currentUser } from '../../core/context';
import { ok, table } from '../../core/envelope';
import { notFound, refused } from '../../core/errors';
import { BusinessType, noteChange, type OperLogMeta } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { nowText } from '../../db/db';
import { toRecord, toRecords } from './chat';
import { insertChatRecord } from './chat-repository';
import { announceInboxNews, INBOX_KEY } from './inbox-news';
import { agentRecordsAfter, conversationById, inboxVersion, openConversationOf, endConversation, lastRecordId, latestRecords, listConversations, markRead } from './service-desk-repository';
import { SIGNED_IN } from '../../core/routing';

const TITLE = '人工会话';
const admin = (businessType?: OperLogMeta['businessType']) => ({
  config: { access: [Role.ADMIN], ...(businessType === undefined ? {} : { operLog: { title: TITLE, businessType } }) },
});
const idParams = z.object({ id: idParam });

/**
 * 客服 agent inbox (issue 17): conversations opened by 转人工, read (marks them read), reply, close, hand back; and
 * the phone's long-poll for agents' replies. State lives in service_conversation and chat_record, so any instance
 * answers any request; the bus only wakes the phones waiting on other instances.
 */
export async function serviceDeskRoutes(app: FastifyInstance) {
  const { db, bus } = app.ctx;
  const waiters = new BusWaiters(bus, BusChannel.AGENT_REPLY);
  const inboxWaiters = new BusWaiters(bus, BusChannel.SERVICE_DESK_CHANGED);
  app.addHook('onClose', async () => {
    waiters.close();
    inboxWaiters.close();
  });

  const openOne = async (id: number) => {
    const c = await conversationById(db, id);
    if (!c) throw notFound(M.missing);
    return c;
  };
  /** A line to the student from an agent (a reply or a notice), and the wake-up for their phone. */
  const writeToStudent = async (c: { userId: number; identify: string }, text: string) => {
    const row = await insertChatRecord(db, {
      user_id: c.userId,
      identify: c.identify,
      type: AGENT_MESSAGE_TYPE,
      problem_id: null,
      problem_content: '',
      answer: text,
      suggested_ids: '',
      create_time: nowText(),
    });
    await Promise.all([waiters.announce(c.userId), announceInboxNews(bus)]);
    return row;
  };

  app.get(paths.list, admin(), async (req) => {
    const { rows, total } = await listConversations(db, parse(serviceDeskListQuery, req.query));
    return table(rows, total);
  });

  app.get(`${paths.base}/:id`, admin(), async (req) => {
    const c = await openOne(parse(idParams, req.params).id);
    const rows = await latestRecords(db, c.userId, c.identify, SERVICE_HISTORY_LIMIT);
    // Opening a conversation is reading it: its unread count goes to zero for every agent.
    const last = rows.at(-1)?.id ?? 0;
    await markRead(db, c.id, last);
    const detail: ServiceConversationDetail = { ...c, unread: 0, records: await toRecords(db, rows) };
    return ok(detail);
  });

  // The consoles' inbox push: answers as soon as the inbox differs from the version the console has (long-poll).
  app.get(paths.changes, admin(), async (req, reply): Promise<ReturnType<typeof ok<ServiceDeskChanges>>> => {
    const { after } = parse(serviceDeskChangesQuery, req.query);
    if (after === undefined) return ok({ version: await inboxVersion(db) });
    const wake = inboxWaiters.wait(INBOX_KEY, INBOX_WAIT_MS, reply.raw);
    let version = await inboxVersion(db);
    if (version === after) {
      await wake.until;
      version = await inboxVersion(db);
    }
    wake.cancel();
    return ok({ version });
  });

  app.post(paths.reply, admin(BusinessType.INSERT), async (req) => {
    const body = parse(serviceReplyBody, req.body);
    const c = await openOne(body.id);
    if (c.status !== ServiceConversationStatus.OPEN) throw refused(M.notOpen);
    const row = await writeToStudent(c, body.content);
    await markRead(db, c.id, row.id);
    return ok(await toRecord(db, row));
  });

  const end = (path: string, status: ServiceConversationStatus, notice: string) =>
    app.put(`${path}/:id`, { config: { ...admin(BusinessType.UPDATE).config, body: false } }, async (req) => {
      const before = await openOne(parse(idParams, req.params).id);
      if (!(await endConversation(db, before.id, status, nowText()))) throw refused(M.notOpen);
      await writeToStudent(before, notice);
      noteChange(req, before, await conversationById(db, before.id));
      return ok();
    });
  end(paths.close, ServiceConversationStatus.CLOSED, ServiceDeskNotice.closed);
  end(paths.handBack, ServiceConversationStatus.HANDED_BACK, ServiceDeskNotice.handedBack);

  // The phone: answers at once with what agents wrote after `afterId`, or — while an agent has the conversation —
  // waits for the next reply (long-poll). Without an open conversation no agent will write, so nothing to wait for.
  app.get(paths.replies, SIGNED_IN, async (req, reply): Promise<ReturnType<typeof ok<AgentReplies>>> => {
    const { identify, afterId } = parse(agentRepliesQuery, req.query);
    const { userId } = currentUser(req);
    const isOpen = async () => (await openConversationOf(db, userId, identify)) !== undefined;
    if (afterId === undefined) return ok({ cursor: await lastRecordId(db, userId, identify), rows: [], open: await isOpen() });
    const read = async () => toRecords(db, await agentRecordsAfter(db, userId, identify, afterId));
    const wake = waiters.wait(userId, AGENT_REPLY_WAIT_MS, reply.raw);
    let rows = await read();
    if (rows.length === 0 && (await isOpen())) {
      await wake.until;
      rows = await read();
    }
    wake.cancel();
    return ok({ cursor: rows.at(-1)?.id ?? afterId, rows, open: await isOpen() });
  });
}
