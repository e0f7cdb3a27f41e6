import { testServer } from '../../test-helpers';

/** Seeded accounts (system module): admin 1, teacher01 2, students from 101. */
export const ADMIN_ID = 1;
export const TEACHER_ID = 2;
export const STUDENT_A = 101;
export const STUDENT_B = 102;

/** A seeded server plus bearer headers per user (tokens issued directly: these tests are about the question bank, not login). */
export async function qbServer() {
  const server = await testServer();
  const as = async (userId: number) => ({ authorization: `Bearer ${(await server.ctx.tokens.issue(userId)).token}`, 'device-type': 'app' });
  const headers = { a: await as(STUDENT_A), b: await as(STUDENT_B), teacher: await as(TEACHER_ID) };
  type Who = keyof typeof headers;
  const call = async (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const res = await server.app.inject({ method, url: `/api${url}`, headers: headers[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    ...server,
    get: (who: Who, url: string, query: Record<string, string | number> = {}) => {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      return call(who, 'GET', qs ? `${url}?${qs}` : url);
    },
    post: (who: Who, url: string, payload: object) => call(who, 'POST', url, payload),
    del: (who: Who, url: string) => call(who, 'DELETE', url),
  };
}
export type QbServer = Awaited<ReturnType<typeof qbServer>>;

/** First leaf of a category by name, with its id and the question rows of that leaf. */
export function leafByName(server: QbServer, name: string) {
  const leaf = server.db.prepare('SELECT id, parent_id, major_type FROM qb_category WHERE name = ?').get(name) as { id: number; parent_id: number; major_type: number };
  const questions = server.db
    .prepare('SELECT id, type, correct, seq, answerable, parent_id FROM qb_question WHERE category_id = ? ORDER BY seq, id')
    .all(leaf.id) as { id: number; type: number; correct: string; seq: number; answerable: number; parent_id: number | null }[];
  return { ...leaf, questions };
}

/** A wrong choice letter for a single-choice question. */
export const wrongLetter = (correct: string) => (correct === 'A' ? 'B' : 'A');
