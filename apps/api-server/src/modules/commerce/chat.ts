import { CustomerMessageType, type ChatRecord, type ProblemManage } from '@medteach/contract';
import { badRequest } from '../../core/errors';
import { nowText } from '../../db/db';
import { historyPage, insertChatRecord, problems, problemsByIds, type ChatRecordRow } from './chat-repository';
import { openConversation, openConversationOf, touchConversation } from './service-desk-repository';
import type { Queryable } from '../../db/queryable';

/** Answers the server gives for free text without a match and for a transfer request (server data, not UI text). */
export const ChatAnswer = {
  noMatch: '暂未找到相关问题，您可以换个关键词或转人工咨询。',
  human: '已为您转接人工客服，请稍候。',
} as const;
/** How many questions a free-text message suggests at most. */
const SUGGESTION_LIMIT = 5;

export async function toRecord(db: Queryable, r: ChatRecordRow): Promise<ChatRecord> {
  const chosen = r.problem_id ? ((await problemsByIds(db, [r.problem_id]))[0] ?? null) : null;
  const suggested = r.suggested_ids ? r.suggested_ids.split(',').map(Number) : [];
  return {
    id: r.id,
    createTime: r.create_time,
    identify: r.identify,
    type: r.type,
    problem: chosen?.problem ?? '',
    problemContent: r.problem_content,
    answer: r.answer,
    problemManageVos: await problemsByIds(db, suggested),
    problemManageVo: chosen,
  };
}

/** One page of the user's history, newest first, up to `createTime` (fixed by the client when the chat opened). */
export async function history(db: Queryable, userId: number, q: { identify: string; createTime?: string; pageNum: number; pageSize: number }) {
  const { total, rows } = await historyPage(db, userId, q);
  return { total, rows: await toRecords(db, rows) };
}

/** Records in order (one at a time: a SQLite handle is not shared by parallel queries any faster). */
export async function toRecords(db: Queryable, rows: ChatRecordRow[]): Promise<ChatRecord[]> {
  const records: ChatRecord[] = [];
  for (const r of rows) records.push(await toRecord(db, r));
  return records;
}

/** Records one message and answers it: a chosen question gets its answer, text gets matching questions, 转人工 a notice. */
/** `forAgents` runs after a line the agents' inbox shows was written (a transfer, or text while an agent has the conversation). */
export async function addMessage(
  db: Queryable,
  userId: number,
  m: { identify: string; type: number; problemIds?: string | number; problemContent: string },
  forAgents: () => Promise<void> = async () => undefined,
): Promise<ChatRecord> {
  let problemId: number | null = null;
  let answer = '';
  let suggested: ProblemManage[] = [];
  if (m.type === CustomerMessageType.QUESTION) {
    const id = Number(String(m.problemIds ?? '').split(',')[0]);
    const problem = Number.isInteger(id) && id > 0 ? (await problemsByIds(db, [id]))[0] : undefined;
    if (!problem) throw badRequest('请选择问题');
    problemId = problem.id;
    answer = problem.answer;
  } else if (m.type === CustomerMessageType.TEXT) {
    if (!m.problemContent) throw badRequest('请输入消息');
    // After 转人工 the message is for the agent (service desk inbox), not for keyword matching.
    const withAgent = await openConversationOf(db, userId, m.identify);
    if (withAgent) {
      await touchConversation(db, withAgent.id, nowText());
      const line = await insertChatRecord(db, { user_id: userId, identify: m.identify, type: m.type, problem_id: null, problem_content: m.problemContent, answer: '', suggested_ids: '', create_time: nowText() });
      await forAgents();
      return toRecord(db, line);
    }
    suggested = (await problems(db, m.identify, { keyWords: m.problemContent })).slice(0, SUGGESTION_LIMIT);
    answer = suggested.length ? '' : ChatAnswer.noMatch;
  } else {
    answer = ChatAnswer.human;
  }
  const record = await insertChatRecord(db, {
    user_id: userId,
    identify: m.identify,
    type: m.type,
    problem_id: problemId,
    problem_content: m.problemContent,
    answer,
    suggested_ids: suggested.map((p) => p.id).join(','),
    create_time: nowText(),
  });
  if (m.type === CustomerMessageType.HUMAN) {
    await openConversation(db, userId, m.identify, record.id, record.create_time);
    await forAgents();
  }
  return toRecord(db, record);
}
