import { CustomerMessageType, type ChatDirectory, type ChatRecord, type ProblemManage } from '@medteach/contract';
import { badRequest } from '../../core/errors';
import { nowText, type Db } from '../../db/db';

/** Answers the server gives for free text without a match and for a transfer request (server data, not UI text). */
export const ChatAnswer = {
  noMatch: '暂未找到相关问题，您可以换个关键词或转人工咨询。',
  human: '已为您转接人工客服，请稍候。',
} as const;
/** How many questions a free-text message suggests at most. */
const SUGGESTION_LIMIT = 5;

interface ProblemRow {
  id: number;
  pid: number;
  problem: string;
  answer: string;
}
interface RecordRow {
  id: number;
  identify: string;
  type: number;
  problem_id: number | null;
  problem_content: string;
  answer: string;
  suggested_ids: string;
  create_time: string;
}

const toProblem = (r: ProblemRow): ProblemManage => ({ id: r.id, pid: r.pid, problem: r.problem, answer: r.answer });
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function directories(db: Db, identify: string, type: number): ChatDirectory[] {
  const rows = db
    .prepare('SELECT id, directory_name, identify, type FROM chat_directory WHERE identify = ? AND type = ? ORDER BY sort, id')
    .all(identify, type) as { id: number; directory_name: string; identify: string; type: number }[];
  return rows.map((r) => ({ id: r.id, directoryName: r.directory_name, identify: r.identify, type: r.type }));
}

export function problems(db: Db, identify: string, q: { pid?: number; keyWords?: string }): ProblemManage[] {
  const rows =
    q.pid !== undefined
      ? db.prepare('SELECT id, pid, problem, answer FROM chat_problem WHERE identify = ? AND pid = ? ORDER BY sort, id').all(identify, q.pid)
      : db
          .prepare("SELECT id, pid, problem, answer FROM chat_problem WHERE identify = ? AND problem LIKE ? ESCAPE '\\' ORDER BY sort, id")
          .all(identify, `%${likeEscape(q.keyWords ?? '')}%`);
  return (rows as ProblemRow[]).map(toProblem);
}

const problemsByIds = (db: Db, ids: number[]): ProblemManage[] =>
  ids.length === 0
    ? []
    : (db.prepare(`SELECT id, pid, problem, answer FROM chat_problem WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as ProblemRow[]).map(toProblem);

function toRecord(db: Db, r: RecordRow): ChatRecord {
  const chosen = r.problem_id ? (problemsByIds(db, [r.problem_id])[0] ?? null) : null;
  const suggested = r.suggested_ids ? r.suggested_ids.split(',').map(Number) : [];
  return {
    id: r.id,
    createTime: r.create_time,
    identify: r.identify,
    type: r.type,
    problem: chosen?.problem ?? '',
    problemContent: r.problem_content,
    answer: r.answer,
    problemManageVos: problemsByIds(db, suggested),
    problemManageVo: chosen,
  };
}

/** One page of the user's history, newest first, up to `createTime` (fixed by the client when the chat opened). */
export function history(db: Db, userId: number, q: { identify: string; createTime?: string; pageNum: number; pageSize: number }) {
  const where = 'user_id = ? AND identify = ? AND create_time <= ?';
  const args = [userId, q.identify, q.createTime ?? '9999-12-31 23:59:59'];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM chat_record WHERE ${where}`).get(...args) as { n: number }).n;
  const rows = db
    .prepare(`SELECT * FROM chat_record WHERE ${where} ORDER BY create_time DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, q.pageSize, (q.pageNum - 1) * q.pageSize) as RecordRow[];
  return { total, rows: rows.map((r) => toRecord(db, r)) };
}

/** Records one message and answers it: a chosen question gets its answer, text gets matching questions, 转人工 a notice. */
export function addMessage(db: Db, userId: number, m: { identify: string; type: number; problemIds?: string | number; problemContent: string }): ChatRecord {
  let problemId: number | null = null;
  let answer = '';
  let suggested: ProblemManage[] = [];
  if (m.type === CustomerMessageType.QUESTION) {
    const id = Number(String(m.problemIds ?? '').split(',')[0]);
    const problem = Number.isInteger(id) && id > 0 ? problemsByIds(db, [id])[0] : undefined;
    if (!problem) throw badRequest('请选择问题');
    problemId = problem.id;
    answer = problem.answer;
  } else if (m.type === CustomerMessageType.TEXT) {
    if (!m.problemContent) throw badRequest('请输入消息');
    suggested = problems(db, m.identify, { keyWords: m.problemContent }).slice(0, SUGGESTION_LIMIT);
    answer = suggested.length ? '' : ChatAnswer.noMatch;
  } else {
    answer = ChatAnswer.human;
  }
  const { lastInsertRowid } = db
    .prepare('INSERT INTO chat_record (user_id, identify, type, problem_id, problem_content, answer, suggested_ids, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(userId, m.identify, m.type, problemId, m.problemContent, answer, suggested.map((p) => p.id).join(','), nowText());
  return toRecord(db, db.prepare('SELECT * FROM chat_record WHERE id = ?').get(lastInsertRowid) as RecordRow);
}
