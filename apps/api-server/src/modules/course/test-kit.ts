import type { FastifyInstance } from 'fastify';
import { loginAs } from '../../test-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary response JSON
type Json = any;
export interface Reply {
  status: number;
  body: Json;
}

/** Test-only: a signed-in caller of the course API (paths without the `/api` prefix). */
export interface Caller {
  get(path: string, query?: Record<string, string | number>): Promise<Reply>;
  post(path: string, payload: unknown): Promise<Reply>;
}

export async function signIn(app: FastifyInstance, username: string): Promise<Caller> {
  const headers = await loginAs(app, username);
  return {
    async get(path, query) {
      const res = await app.inject({ method: 'GET', url: `/api${path}`, query: query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers });
      return { status: res.statusCode, body: res.json() };
    },
    async post(path, payload) {
      const res = await app.inject({ method: 'POST', url: `/api${path}`, payload: payload as object, headers });
      return { status: res.statusCode, body: res.json() };
    },
  };
}
