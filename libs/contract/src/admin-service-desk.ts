import { z } from 'zod';
import { idParam, pageQuery } from './envelope-schemas';
import type { ChatRecord } from './commerce';

/**
 * Back office 客服 (issue 17): the agents' inbox. A student's 转人工 (`POST /system/customer/add` type 3) opens a
 * conversation; while it is open the student's messages wait for an agent instead of being matched to questions.
 * Agents list conversations with unread counts, read one (which marks it read), reply, close it or hand it back to
 * the question lists. The phone long-polls `replies` for what agents wrote.
 */
export const serviceDeskPaths = {
  base: '/system/serviceDesk',
  /** `GET ?status&pageNum&pageSize` → `{total, rows: ServiceConversation[]}`, open first, newest activity first. */
  list: '/system/serviceDesk/list',
  /** `POST {id, content}` → the agent's ChatRecord. */
  reply: '/system/serviceDesk/reply',
  /** `PUT /close/{id}`: the agent ends the conversation (the student is told). */
  close: '/system/serviceDesk/close',
  /** `PUT /handBack/{id}`: back to the question lists (the student is told). */
  handBack: '/system/serviceDesk/handBack',
  /** Student: `GET ?identify&afterId` → `AgentReplies`, answered as soon as an agent writes (long-poll). */
  replies: '/system/customer/replies',
} as const;

/** `chat_record.type` of what an agent wrote (1–3 are the student's, commerce.ts CustomerMessageType). */
export const AGENT_MESSAGE_TYPE = 4;
export const ServiceConversationStatus = { OPEN: '0', CLOSED: '1', HANDED_BACK: '2' } as const;
export type ServiceConversationStatus = (typeof ServiceConversationStatus)[keyof typeof ServiceConversationStatus];
export const SERVICE_CONVERSATION_STATUS_LABELS: Readonly<Record<ServiceConversationStatus, string>> = {
  [ServiceConversationStatus.OPEN]: '进行中',
  [ServiceConversationStatus.CLOSED]: '已结束',
  [ServiceConversationStatus.HANDED_BACK]: '已转回智能客服',
};
/** What the student reads when an agent ends the conversation or hands it back (server data, shown as an answer). */
export const ServiceDeskNotice = {
  closed: '本次人工服务已结束，感谢您的咨询。',
  handedBack: '人工客服已将您转回智能客服，您可以继续选择问题。',
} as const;
export const ServiceDeskMessages = {
  missing: '会话不存在',
  notOpen: '会话已结束，无法回复',
  emptyReply: '请输入回复内容',
} as const;
/** A reply is as long as a student's message may be. */
export const SERVICE_REPLY_MAX = 500;
/** How long the phone's request waits for an agent before answering "nothing yet" (below the 10 s request timeout). */
export const AGENT_REPLY_WAIT_MS = 8_000;
/** How many of a student's latest records the agent sees in one conversation. */
export const SERVICE_HISTORY_LIMIT = 100;

const statusSchema = /*#__PURE__*/ z.enum([ServiceConversationStatus.OPEN, ServiceConversationStatus.CLOSED, ServiceConversationStatus.HANDED_BACK]);
export const serviceDeskListQuery = /*#__PURE__*/ pageQuery.extend({ status: /*#__PURE__*/ statusSchema.optional() });
export type ServiceDeskListQuery = z.input<typeof serviceDeskListQuery>;
export const serviceReplyBody = /*#__PURE__*/ z.object({
  id: idParam,
  content: /*#__PURE__*/ z.string().trim().min(1, ServiceDeskMessages.emptyReply).max(SERVICE_REPLY_MAX, `回复不能超过${SERVICE_REPLY_MAX}个字符`),
});
export type ServiceReplyBody = z.input<typeof serviceReplyBody>;
export const agentRepliesQuery = /*#__PURE__*/ z.object({
  identify: /*#__PURE__*/ z.string().trim().min(1, '标识不能为空').max(32),
  /** The last agent record the phone has; absent on the first call, which answers at once with the current cursor. */
  afterId: /*#__PURE__*/ z.coerce.number().int().min(0).optional(),
});
export type AgentRepliesQuery = z.input<typeof agentRepliesQuery>;

export interface ServiceConversation {
  id: number;
  userId: number;
  userName: string;
  nickName: string;
  identify: string;
  status: ServiceConversationStatus;
  /** The student's messages the agents have not seen yet. */
  unread: number;
  transferTime: string;
  updateTime: string;
  /** The latest message's text, for the list. */
  lastText: string;
}
export interface ServiceConversationDetail extends ServiceConversation {
  /** Oldest first. */
  records: ChatRecord[];
}
export interface AgentReplies {
  /** Pass back as `afterId`. */
  cursor: number;
  rows: ChatRecord[];
  /** An agent has the conversation: the phone asks again at once; otherwise it stops until the next 转人工. */
  open: boolean;
}
