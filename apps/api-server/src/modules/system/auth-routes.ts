import type { FastifyInstance } from 'fastify';
import {
  ConfigKey,
  Role,
  authPaths,
  loginBody,
  platformLoginBody,
  registerBody,
  smsCodeBody,
  type SmsCodeResult,
  type TokenGrant,
  type UserInfo,
} from '@medteach/contract';
import { checkPassword, hashPassword } from '../../core/auth';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { notFound, refused, unauthorized } from '../../core/errors';
import { parse } from '../../core/validate';
import type { Db } from '../../db/db';
import { configFlag } from './config-store';
import { LOCKED_MESSAGE, LoginThrottle } from './login-throttle';
import { SmsCodes } from './sms-codes';
import {
  USER_DISABLED,
  createStudent,
  findUserById,
  findUserByName,
  findUserByPhone,
  findUserByPlatform,
  roleList,
  rolesOrDefault,
  toSessionUser,
  type UserRow,
} from './users';

export const WRONG_CREDENTIALS = '用户不存在/密码错误';
export const USER_DISABLED_MESSAGE = '对不起，您的账号已停用';
export const REGISTER_CLOSED = '当前系统没有开启注册功能！';
/** RuoYi grants every permission to admins as the wildcard. */
const ALL_PERMISSIONS = '*:*:*';

const UNKNOWN_USER_HASH = hashPassword('unknown-user-placeholder');

const publicRoute = { config: { access: 'public' as const } };

/** Login, phone code, register, platform login, refresh, getInfo, logout (spec §7 "Auth and system"). */
export async function authRoutes(app: FastifyInstance) {
  const { db, tokens, config } = app.ctx;
  const throttle = new LoginThrottle(db);
  const codes = new SmsCodes(db);

  const grant = async (row: UserRow, newer = false): Promise<TokenGrant> => {
    if (row.status === USER_DISABLED) throw refused(USER_DISABLED_MESSAGE);
    const { token, expiresIn } = await tokens.issue(row.user_id);
    return { access_token: token, expires_in: expiresIn, newer, user: toSessionUser(row), roles: rolesOrDefault(roleList(row)) };
  };

  app.post(authPaths.login, publicRoute, async (req) => {
    const { username, password } = parse(loginBody, req.body);
    if (throttle.isLocked(username)) throw refused(LOCKED_MESSAGE);
    const row = findUserByName(db, username);
    // Unknown names cost one bcrypt comparison too, so timing does not tell which accounts exist.
    if (!checkPassword(password, row?.password_hash ?? UNKNOWN_USER_HASH) || !row) {
      throw refused(throttle.fail(username) ? LOCKED_MESSAGE : WRONG_CREDENTIALS);
    }
    throttle.clear(username);
    return ok(await grant(row));
  });

  app.post(authPaths.smsCode, publicRoute, async (req) => {
    const { phone } = parse(smsCodeBody, req.body);
    const code = codes.issue(phone);
    // No SMS gateway in the reference server: only demo mode hands the code out (answer and log); a deployment
    // never does, or anyone could sign in as any phone.
    if (config.demoMode) req.log.info({ phone, code }, 'sms code issued (demo mode)');
    const result: SmsCodeResult = config.demoMode ? { code } : {};
    return ok(result);
  });

  app.post(authPaths.register, publicRoute, async (req) => {
    const { phone, code } = parse(registerBody, req.body);
    codes.consume(phone, code);
    const existing = findUserByPhone(db, phone);
    if (existing) return ok(await grant(existing));
    if (!configFlag(db, ConfigKey.REGISTER_USER)) throw refused(REGISTER_CLOSED);
    return ok(await grant(mustFind(db, createStudent(db, { userName: phone, phone })), true));
  });

  app.post(authPaths.platformLogin, publicRoute, async (req) => {
    const { data } = parse(platformLoginBody, req.body);
    const bound = findUserByPlatform(db, data.platformId, data.personId);
    if (bound) return ok(await grant(bound));
    // First visit from the native app: bind to the account of a verified phone, or open a new student account.
    if (data.phone && data.code) {
      codes.consume(data.phone, data.code);
      const byPhone = findUserByPhone(db, data.phone);
      if (byPhone) {
        db.prepare('UPDATE sys_user SET platform_id = ?, person_id = ? WHERE user_id = ?').run(data.platformId, data.personId, byPhone.user_id);
        return ok(await grant(mustFind(db, byPhone.user_id)));
      }
    }
    const phone = data.phone && data.code ? data.phone : undefined;
    const userId = createStudent(db, { userName: `${data.platformId}_${data.personId}`, phone, platformId: data.platformId, personId: data.personId });
    return ok(await grant(mustFind(db, userId), true));
  });

  app.post(authPaths.refresh, async (req) => {
    const user = currentUser(req);
    const next = await grant(mustFind(db, user.userId));
    tokens.revoke(user.tokenId);
    return ok(next);
  });

  app.get(authPaths.getInfo, async (req) => {
    const row = findUserById(db, currentUser(req).userId);
    if (!row) throw unauthorized();
    const roles = roleList(row);
    const info: UserInfo = {
      user: toSessionUser(row),
      roles: rolesOrDefault(roles),
      permissions: roles.includes(Role.ADMIN) ? [ALL_PERMISSIONS] : [],
      isStudents: roles.includes(Role.STUDENT),
    };
    return ok(info);
  });

  // Public so a client with an already expired token can still log out cleanly.
  app.delete(authPaths.logout, publicRoute, async (req) => {
    if (req.user) tokens.revoke(req.user.tokenId);
    return ok();
  });
}

function mustFind(db: Db, userId: number): UserRow {
  const row = findUserById(db, userId);
  if (!row) throw notFound('用户不存在');
  return row;
}
