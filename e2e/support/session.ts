/**
 * Signing in without the UI: log in through the API, then hand the token to the app the way the native app does
 * (`?token=` in the hash query, spec §6) or through the app's token cookie.
 */
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import type { DemoAccount } from './accounts';

/** Cookie names of the token stores (libs/api-client token-store.ts; RuoYi's `Admin-Token` for the console). */
export const MOBILE_TOKEN_COOKIE = 'App-Token';
export const ADMIN_TOKEN_COOKIE = 'Admin-Token';

/** POST /api/auth/login and return the access token. */
export async function loginByApi(request: APIRequestContext, account: DemoAccount): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username: account.username, password: account.password } });
  expect(res.ok(), `login of ${account.username} answered HTTP ${res.status()}`).toBe(true);
  const body = (await res.json()) as { code: number; msg: string; data?: { access_token?: string } };
  expect(body.code, body.msg).toBe(200);
  const token = body.data?.access_token;
  if (!token) throw new Error(`login of ${account.username} answered without access_token`);
  return token;
}

/** One login per worker, server and account (see sharedLogin). */
const sharedTokens = new Map<string, Promise<string>>();

/**
 * A token for `account` that the tests of one worker share: one login (a bcrypt check on the server: about 0.1 s on
 * a quiet 2-core machine, 0.3 s on a busy one) instead of one per test. Only for tests that leave the
 * session alone — a test that logs out, changes the password or edits the account ends its sessions, and takes a
 * token of its own with loginByApi.
 */
export function sharedLogin(request: APIRequestContext, account: DemoAccount): Promise<string> {
  const key = `${test.info().project.use.baseURL} ${account.username}`;
  let token = sharedTokens.get(key);
  if (!token) {
    token = loginByApi(request, account);
    sharedTokens.set(key, token);
    // A failed login is not kept: the next test tries again.
    token.catch(() => sharedTokens.delete(key));
  }
  return token;
}

/** `/teaching/#/classSchedule` + token → `/teaching/#/classSchedule?token=…` (keeps an existing hash query). */
export function withToken(appUrl: string, token: string): string {
  const [beforeHash, hash = '/'] = appUrl.split('#');
  const sep = hash.includes('?') ? '&' : '?';
  return `${beforeHash}#${hash}${sep}token=${encodeURIComponent(token)}`;
}

/** Puts a token cookie on the e2e origin (the apps read it at start-up when no query token is given). */
export async function setTokenCookie(context: BrowserContext, name: string, token: string) {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('setTokenCookie needs the baseURL of the e2e server');
  await context.addCookies([{ name, value: encodeURIComponent(token), url, sameSite: 'Lax' }]);
}
