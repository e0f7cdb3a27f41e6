import * as z from './zod';
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
  /**
   * Agent: `GET ?after=<version>` → `ServiceDeskChanges`, answered as soon as the inbox differs from `after` (a student
   * wrote, transferred, an agent replied or ended a conversation), else after INBOX_WAIT_MS (long-poll); without
   * `after` at once. The console refetches the inbox when the version changes.
   */
  changes: '/system/serviceDesk/changes',
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
/** How long the console's inbox request waits for news before answering "no change" (below the 10 s request timeout). */
export const INBOX_WAIT_MS = 8_000;
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
export const agentRepliesQuery = /*#__PURE__*/ z.queryObject({
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

/**
 * 问答管理 (issue 17): what `/artificial` shows — the businesses (chat_directory, type 1) of a customer-service line
 * and each one's questions with answers (chat_problem). RuoYi resources; admin only. Ids are `id` (`DELETE /{ids}`).
 */
export const chatAdminPaths = {
  directory: '/system/chatDirectory',
  directoryList: '/system/chatDirectory/list',
  directoryExport: '/system/chatDirectory/export',
  problem: '/system/chatProblem',
  problemList: '/system/chatProblem/list',
  problemExport: '/system/chatProblem/export',
} as const;
// Plain constants, not properties of CHAT_ADMIN_LIMITS, inside the schemas: a property read in a schema's arguments
// keeps the schema in every bundle that imports the contract (tree-shaking must treat it as a possible getter).
const IDENTIFY_MAX = 32;
const DIRECTORY_NAME_MAX = 50;
const PROBLEM_MAX = 200;
const ANSWER_MAX = 2000;
const SORT_MAX = 9999;
const ID_MAX = 2147483648;
export const CHAT_ADMIN_LIMITS = { identify: IDENTIFY_MAX, directoryName: DIRECTORY_NAME_MAX, problem: PROBLEM_MAX, answer: ANSWER_MAX, sort: SORT_MAX } as const;

const adminId = /*#__PURE__*/ z.coerce.number().int().positive().max(ID_MAX).optional();
const sortField = /*#__PURE__*/ z.coerce.number().int().min(0).max(SORT_MAX).default(0);
const lineField = /*#__PURE__*/ z.string({ error: '客服线路不能为空' }).trim().min(1, '客服线路不能为空').max(IDENTIFY_MAX, `客服线路长度不能超过${IDENTIFY_MAX}个字符`);
const pageNum = /*#__PURE__*/ z.coerce.number().int().min(1).max(100000).default(1);
const pageSize = /*#__PURE__*/ z.coerce.number().int().min(1).max(500).default(20);

const directoryIdentify = /*#__PURE__*/ z.string().trim().max(IDENTIFY_MAX).optional();
const directoryNameFilter = /*#__PURE__*/ z.string().trim().max(DIRECTORY_NAME_MAX).optional();
export const chatDirectoryFilter = /*#__PURE__*/ z.object({ identify: directoryIdentify, directoryName: directoryNameFilter });
export type ChatDirectoryFilter = z.infer<typeof chatDirectoryFilter>;
export const chatDirectoryQuery = /*#__PURE__*/ z.queryObject({ identify: directoryIdentify, directoryName: directoryNameFilter, pageNum, pageSize });
export const chatDirectoryBody = /*#__PURE__*/ z.object({
  id: adminId,
  identify: lineField,
  directoryName: /*#__PURE__*/ z
    .string({ error: '业务名称不能为空' })
    .trim()
    .min(1, '业务名称不能为空')
    .max(DIRECTORY_NAME_MAX, `业务名称长度不能超过${DIRECTORY_NAME_MAX}个字符`),
  sort: sortField,
});
export type ChatDirectoryBody = z.infer<typeof chatDirectoryBody>;
export interface ChatDirectoryRow {
  id: number;
  identify: string;
  directoryName: string;
  sort: number;
  problemCount: number;
}

const problemPid = /*#__PURE__*/ z.coerce.number().int().positive().max(ID_MAX).optional();
const problemText = /*#__PURE__*/ z.string().trim().max(PROBLEM_MAX).optional();
export const chatProblemFilter = /*#__PURE__*/ z.object({ pid: problemPid, problem: problemText });
export type ChatProblemFilter = z.infer<typeof chatProblemFilter>;
export const chatProblemQuery = /*#__PURE__*/ z.queryObject({ pid: problemPid, problem: problemText, pageNum, pageSize });
export const chatProblemBody = /*#__PURE__*/ z.object({
  id: adminId,
  pid: /*#__PURE__*/ z.coerce.number({ error: '请选择所属业务' }).int().positive('请选择所属业务').max(ID_MAX),
  problem: /*#__PURE__*/ z.string({ error: '问题不能为空' }).trim().min(1, '问题不能为空').max(PROBLEM_MAX, `问题长度不能超过${PROBLEM_MAX}个字符`),
  answer: /*#__PURE__*/ z.string({ error: '答案不能为空' }).trim().min(1, '答案不能为空').max(ANSWER_MAX, `答案长度不能超过${ANSWER_MAX}个字符`),
  sort: sortField,
});
export type ChatProblemBody = z.infer<typeof chatProblemBody>;
export interface ChatProblemRow {
  id: number;
  pid: number;
  directoryName: string;
  identify: string;
  problem: string;
  answer: string;
  sort: number;
}
export const serviceDeskChangesQuery = /*#__PURE__*/ z.queryObject({ after: /*#__PURE__*/ z.string().max(64).optional() });
export type ServiceDeskChangesQuery = z.input<typeof serviceDeskChangesQuery>;
/** An opaque stamp of the inbox: it changes whenever anything an agent sees in the inbox does. */
export interface ServiceDeskChanges {
  version: string;
}
