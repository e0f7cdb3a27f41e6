import { afterAll, beforeAll } from 'vitest';
import { loginAs, testServer } from '../../test-helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The 考站管理 specs' server (issue 17): a seeded test server for the file, signed in as admin; `call` injects under
 * `prefix` with the admin's headers unless others are given.
 */
export function adminSpecServer(prefix: string) {
  let s: Awaited<ReturnType<typeof testServer>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    s = await testServer();
    admin = await loginAs(s.app, 'admin');
  });
  afterAll(() => s.close());
  return {
    get app() {
      return s.app;
    },
    get db() {
      return s.db;
    },
    call: (method: Method, url: string, payload?: object, headers?: Record<string, string>) => s.app.inject({ method, url: `${prefix}${url}`, headers: headers ?? admin, payload }),
  };
}
