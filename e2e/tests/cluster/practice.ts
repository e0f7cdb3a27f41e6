/**
 * A student practising through one base URL (the proxy), with the question-bank calls of spec §7 the benches make
 * (tools/bench/lib/question-bank-api.mjs), and the database's view of what was stored.
 */
import { student } from '../../support/accounts';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { answerBody, discoverPractice, qbClient, QB_PATHS } from '../../../tools/bench/lib/question-bank-api.mjs';
import type { Cluster } from '../../support/cluster';

/** Clinical (spec §7 majorType 1): the seeded banks' major type the benches practise. */
const MAJOR_TYPE = 1;

export type Practice = Awaited<ReturnType<typeof discoverPractice>>;
export type PracticeQuestion = Practice['questions'][number];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

/** POST /api/auth/login through `baseUrl`; answers the access token. */
export async function loginStudent(baseUrl: string, n: number): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(student(n)),
  });
  const body = (await res.json()) as Envelope<{ access_token?: string }>;
  if (body.code !== 200 || !body.data?.access_token) throw new Error(`login of student ${n}: HTTP ${res.status}, ${body.code} ${body.msg}`);
  return body.data.access_token;
}

/** The bank and open questions a student practises (read through `baseUrl`). */
export const findPractice = (baseUrl: string, token: string): Promise<Practice> => discoverPractice(qbClient(baseUrl, token), MAJOR_TYPE);

/**
 * One answer; true only when acknowledged (HTTP 200 and code 200). A dropped connection or a 502 from the proxy
 * is an unacknowledged answer, never an error: the load run counts those.
 */
export async function answer(baseUrl: string, token: string, practice: Practice, question: PracticeQuestion, result = question.picks[0]): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api${QB_PATHS.answer}`, {
      method: 'POST',
      headers: qbClient(baseUrl, token).headers,
      body: JSON.stringify(answerBody(practice, question, result)),
    });
    if (res.status !== 200) return false;
    return ((await res.json()) as Envelope).code === 200;
  } catch {
    return false;
  }
}

/** `user_id` of a seeded student. */
export async function userIdOf(cluster: Cluster, n: number): Promise<number> {
  const [row] = await cluster.query<{ user_id: number }>('select user_id from sys_user where user_name = $1', [student(n).username]);
  if (!row) throw new Error(`student ${n} is not in the database`);
  return Number(row.user_id);
}

/** The practice answers (outside papers) stored for `userId`, as `questionId → result`. */
export async function storedAnswers(cluster: Cluster, userId: number): Promise<Map<number, string>> {
  const rows = await cluster.query<{ question_id: number; result: string }>(
    'select question_id, result from qb_question_record where user_id = $1 and study_paper_id = 0',
    [userId],
  );
  return new Map(rows.map((r) => [Number(r.question_id), r.result]));
}
