/** MSW handlers and data builders for the session calls (see core/testing.ts for the harness). */
import { http, HttpResponse } from 'msw';
import { authPaths, Role, type SessionUser, type TokenGrant, type UserInfo } from '@medteach/contract';
import { apiPath, fail, ok } from '../core/testing';

export const buildSessionUser = (over: Partial<SessionUser> = {}): SessionUser => ({
  userId: 101,
  userName: 'student01',
  nickName: '学员01',
  realName: '张三',
  avatar: '',
  phone: '13800000001',
  classId: 1,
  className: '临床医学1班',
  ...over,
});
export const buildTokenGrant = (over: Partial<TokenGrant> = {}): TokenGrant => ({
  access_token: 'test-token',
  expires_in: 720,
  newer: false,
  user: buildSessionUser(),
  roles: [Role.STUDENT],
  ...over,
});
export const buildUserInfo = (over: Partial<UserInfo> = {}): UserInfo => ({
  user: buildSessionUser(),
  roles: [Role.STUDENT],
  permissions: [],
  isStudents: true,
  ...over,
});

export interface AuthHandlerOptions {
  /** Accounts accepted by login: username → password. Default student01 / 123456. */
  accounts?: Record<string, string>;
  grant?: TokenGrant;
  info?: UserInfo;
  /** getInfo answers 401 unless the bearer token equals this (default: any token). */
  validToken?: string;
}

export function authHandlers(options: AuthHandlerOptions = {}) {
  const accounts = options.accounts ?? { student01: '123456' };
  const grant = options.grant ?? buildTokenGrant();
  return [
    http.post(apiPath(authPaths.login), async ({ request }) => {
      const body = (await request.json()) as { username: string; password: string };
      return accounts[body.username] === body.password ? HttpResponse.json(ok(grant)) : HttpResponse.json(fail(500, '用户不存在/密码错误'));
    }),
    http.post(apiPath(authPaths.smsCode), () => HttpResponse.json(ok({ code: '123456' }))),
    http.post(apiPath(authPaths.register), () => HttpResponse.json(ok({ ...grant, newer: true }))),
    http.post(apiPath(authPaths.platformLogin), () => HttpResponse.json(ok(grant))),
    http.post(apiPath(authPaths.refresh), () => HttpResponse.json(ok(grant))),
    // The seeded default: sys.account.captchaEnabled off.
    http.get(apiPath(authPaths.captchaImage), () => HttpResponse.json({ code: 200, msg: '操作成功', captchaEnabled: false })),
    http.delete(apiPath(authPaths.logout), () => HttpResponse.json(ok())),
    http.get(apiPath(authPaths.getInfo), ({ request }) => {
      const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
      if (!token || (options.validToken && token !== options.validToken)) {
        return HttpResponse.json(fail(401, '认证失败，无法访问系统资源'), { status: 401 });
      }
      return HttpResponse.json(ok(options.info ?? buildUserInfo()));
    }),
  ];
}
