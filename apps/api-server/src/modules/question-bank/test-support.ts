import { testServer } from '../../test-helpers';
import { STUDENT_A, STUDENT_B, TEACHER_ID, leafOf } from './test-engine';

/** Seeded accounts (system module): admin 1, teacher01 2, students from 101. */
export { ADMIN_ID, STUDENT_A, STUDENT_B, TEACHER_ID } from './test-engine';

/** A seeded server plus bearer headers per user (tokens issued directly: these tests are about the question bank, not login). */
export async function qbServer(overrides: Parameters<typeof testServer>[0] = {}) {
  const server = await testServer(overrides);
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
export const leafByName = (server: QbServer, name: string) => leafOf(server.ctx.db, name);

/** A wrong choice letter for a single-choice question. */
export const wrongLetter = (correct: string) => (correct === 'A' ? 'B' : 'A');
