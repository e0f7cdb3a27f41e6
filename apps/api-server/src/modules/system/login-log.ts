import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowText } from '../../db/db';
import { insertLoginInfor } from './log-repository';
import { parseUserAgent } from './user-agent';

/** RuoYi's login log messages (sys_logininfor.msg). */
export const LOGIN_SUCCESS = '登录成功';
export const LOGOUT_SUCCESS = '退出成功';
export const REGISTER_SUCCESS = '注册成功';
const USER_NAME_MAX = 100;
const MSG_MAX = 255;
/** RuoYi's location for addresses of the local network (no lookup service is called for them). */
const INTRANET = '内网IP';
const PRIVATE_ADDRESS = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:(127|10|192\.168)\.|f[cd][0-9a-f]{2}:|fe80:)/i;

/** One login attempt (password, phone code, platform, register) or logout, written after the answer has gone. */
export function recordLogin(app: FastifyInstance, req: FastifyRequest, userName: string, success: boolean, msg: string): void {
  const { browser, os } = parseUserAgent(req.headers['user-agent']);
  app.logWriter.write('login log', () =>
    insertLoginInfor(app.ctx.db, {
      user_name: userName.slice(0, USER_NAME_MAX),
      ipaddr: req.ip,
      login_location: PRIVATE_ADDRESS.test(req.ip) ? INTRANET : '',
      browser,
      os,
      status: success ? 0 : 1,
      msg: msg.slice(0, MSG_MAX),
      login_time: nowText(),
    }),
  );
}

/**
 * Runs a login attempt and logs it: success under the account's real name, a refusal (wrong password, throttled,
 * disabled, bad captcha, bad input) with its message under the name the client sent.
 */
export async function loggedLogin<T extends { user: { userName: string }; newer?: boolean }>(
  app: FastifyInstance,
  req: FastifyRequest,
  claimedName: string,
  attempt: () => Promise<T>,
): Promise<T> {
  try {
    const grant = await attempt();
    recordLogin(app, req, grant.user.userName, true, grant.newer ? REGISTER_SUCCESS : LOGIN_SUCCESS);
    return grant;
  } catch (err) {
    recordLogin(app, req, claimedName, false, err instanceof Error ? err.message : String(err));
    throw err;
  }
}

/** The name a login body claims, before validation (logged even when the body is refused). */
export function claimedName(body: unknown, field: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

/** The account a platform login would open or use (auth-routes: `<platformId>_<personId>`), before validation. */
export function claimedPlatformName(body: unknown): string {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  const platformId = claimedName(data, 'platformId');
  const personId = claimedName(data, 'personId');
  return platformId || personId ? `${platformId}_${personId}` : '';
}
