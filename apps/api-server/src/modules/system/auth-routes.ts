import type { FastifyInstance } from 'fastify';
import {
  ConfigKey,
  Role,
  authPaths,
  loginBody,
  platformLoginBody,
  registerBody,
  smsCodeBody,
  ResultCode,
  type CaptchaImage,
  type SmsCodeResult,
  type TokenGrant,
  type UserInfo,
} from '@medteach/contract';
import { hashPassword } from '../../core/auth';
import { passwords } from '../../core/password-pool';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { notFound, refused, unauthorized } from '../../core/errors';
import { parse } from '../../core/validate';
import { configFlag, configValue } from './config-store';
import { CAPTCHA_EXPIRED, CAPTCHA_REQUIRED, Captchas } from './captcha';
import { IP_BLACKLISTED, isBlacklisted } from './ip-blacklist';
import { LOGOUT_SUCCESS, claimedName, claimedPlatformName, loggedLogin, recordLogin } from './login-log';
import { LoginThrottle } from './login-throttle';
import { passwordRoutes } from './password-routes';
import { verifyPlatformAssertion } from './platform-assertion';
import { SmsCodes } from './sms-codes';
import { SmsLimits } from './sms-limits';
import { bindPlatform, findUserById, findUserByName, findUserByPhone, findUserByPlatform } from './user-repository';
import { USER_DISABLED, createStudent, roleList, rolesOrDefault, toSessionUser, type UserRow } from './users';
import { SIGNED_IN } from '../../core/routing';
import type { Queryable } from '../../db/queryable';

export const WRONG_CREDENTIALS = '用户不存在/密码错误';
export const USER_DISABLED_MESSAGE = '对不起，您的账号已停用';
export const REGISTER_CLOSED = '当前系统没有开启注册功能！';
/** Settings of the admin console (sys_config) that the login honours (issue 14 rows 8 and 13). */
export const CAPTCHA_ENABLED_KEY = 'sys.account.captchaEnabled';
export const BLACK_IP_LIST_KEY = 'sys.login.blackIPList';
/** RuoYi grants every permission to admins as the wildcard. */
const ALL_PERMISSIONS = '*:*:*';

const UNKNOWN_USER_HASH = hashPassword('unknown-user-placeholder');

const publicRoute = { config: { access: 'public' as const } };

/** Login, phone code, register, platform login, refresh, getInfo, logout (spec §7 "Auth and system"). */
export async function authRoutes(app: FastifyInstance) {
  const { db, tokens, config } = app.ctx;
  const throttle = new LoginThrottle(db);
  const codes = new SmsCodes(db);
  const smsLimits = new SmsLimits(db);
  const captchas = new Captchas(db);

  /**
   * Whether a sign-in from `ip` must solve the captcha, and why: the setting is on (RuoYi's refusals), or the address
   * failed many logins or asked for many codes lately (login-throttle.ts, sms-limits.ts). GET /captchaImage shows the
   * picture exactly when a login or a code request from that address would ask for it.
   */
  const captchaDemand = async (ip: string): Promise<'setting' | 'address' | null> => {
    if (await configFlag(db, CAPTCHA_ENABLED_KEY)) return 'setting';
    const [logins, sms] = await Promise.all([throttle.captchaDemanded(ip), smsLimits.captchaDemanded(ip)]);
    return logins || sms ? 'address' : null;
  };
  const verifyCaptcha = async (ip: string, uuid: string | undefined, answer: string | undefined): Promise<boolean> => {
    const demand = await captchaDemand(ip);
    if (demand) await captchas.verify(uuid, answer, demand === 'address' ? CAPTCHA_REQUIRED : CAPTCHA_EXPIRED);
    return demand !== null;
  };

  const grant = async (row: UserRow, newer = false): Promise<TokenGrant> => {
    if (row.status === USER_DISABLED) throw refused(USER_DISABLED_MESSAGE);
    const { token, expiresIn } = await tokens.issue(row.user_id);
    return { access_token: token, expires_in: expiresIn, newer, user: toSessionUser(row), roles: rolesOrDefault(roleList(row)) };
  };

  // Every attempt lands in 登录日志 (login-log.ts): success, or the refusal's message.
  app.post(authPaths.login, publicRoute, async (req) => ok(await loggedLogin(app, req, claimedName(req.body, 'username'), async () => {
    const { username, password, code, uuid } = parse(loginBody, req.body);
    await assertIpAllowed(db, req.ip);
    await verifyCaptcha(req.ip, uuid, code);
    await throttle.assertMayTry(req.ip, username);
    const row = await findUserByName(db, username);
    // Unknown names cost one bcrypt comparison too, so timing does not tell which accounts exist.
    if (!(await passwords.check(password, row?.password_hash ?? UNKNOWN_USER_HASH)) || !row) {
      await throttle.fail(req.ip, username);
      throw refused(WRONG_CREDENTIALS);
    }
    await throttle.succeed(req.ip, username);
    return grant(row);
  })));

  // RuoYi's shape: the fields beside code and msg; no picture when the captcha is off.
  app.get(authPaths.captchaImage, publicRoute, async (req) => {
    const captchaEnabled = (await captchaDemand(req.ip)) !== null;
    const answer: CaptchaImage = captchaEnabled ? { captchaEnabled, ...(await captchas.issue()) } : { captchaEnabled };
    return { code: ResultCode.SUCCESS, msg: '操作成功', ...answer };
  });

  // Limited per address and per phone (sms-limits.ts); each refusal is counted for the address and lands in 登录日志
  // under the number asked for, as a failed sign-in.
  app.post(authPaths.smsCode, publicRoute, async (req) => {
    try {
      const { phone, uuid, captchaCode } = parse(smsCodeBody, req.body);
      await assertIpAllowed(db, req.ip);
      const captchaSolved = await verifyCaptcha(req.ip, uuid, captchaCode);
      await smsLimits.claim(req.ip, phone, captchaSolved);
      const code = await codes.issue(phone);
      // No SMS gateway in the reference server: only demo mode hands the code out (answer and log); a deployment
      // never does, or anyone could sign in as any phone.
      if (config.demoMode) req.log.info({ phone, code }, 'sms code issued (demo mode)');
      const result: SmsCodeResult = config.demoMode ? { code } : {};
      return ok(result);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      req.log.warn({ ip: req.ip, reason }, 'sms code refused');
      recordLogin(app, req, claimedName(req.body, 'phone'), false, reason);
      await smsLimits.refused(req.ip).catch((countErr: unknown) => req.log.error({ err: countErr }, 'sms refusal not counted'));
      throw err;
    }
  });

  app.post(authPaths.register, publicRoute, async (req) => ok(await loggedLogin(app, req, claimedName(req.body, 'phone'), async () => {
    const { phone, code } = parse(registerBody, req.body);
    await assertIpAllowed(db, req.ip);
    await codes.consume(phone, code);
    const existing = await findUserByPhone(db, phone);
    if (existing) return grant(existing);
    if (!(await configFlag(db, ConfigKey.REGISTER_USER))) throw refused(REGISTER_CLOSED);
    return grant(await mustFind(db, await createStudent(db, { userName: phone, phone })), true);
  })));

  app.post(authPaths.platformLogin, publicRoute, async (req) => ok(await loggedLogin(app, req, claimedPlatformName(req.body), async () => {
    const { data } = parse(platformLoginBody, req.body);
    await assertIpAllowed(db, req.ip);
    // The two ids alone prove nothing (issue 14 row 2): the host platform signs them.
    await verifyPlatformAssertion(db, config.platformSecret, data);
    const bound = await findUserByPlatform(db, data.platformId, data.personId);
    if (bound) return grant(bound);
    // First visit from the native app: bind to the account of a verified phone, or open a new student account.
    if (data.phone && data.code) {
      await codes.consume(data.phone, data.code);
      const byPhone = await findUserByPhone(db, data.phone);
      if (byPhone) {
        await bindPlatform(db, byPhone.user_id, data.platformId, data.personId);
        return grant(await mustFind(db, byPhone.user_id));
      }
    }
    if (!(await configFlag(db, ConfigKey.REGISTER_USER))) throw refused(REGISTER_CLOSED);
    const phone = data.phone && data.code ? data.phone : undefined;
    const userId = await createStudent(db, { userName: `${data.platformId}_${data.personId}`, phone, platformId: data.platformId, personId: data.personId });
    return grant(await mustFind(db, userId), true);
  })));

  app.post(authPaths.refresh, { config: { ...SIGNED_IN.config, body: false } }, async (req) => {
    const user = currentUser(req);
    const next = await grant(await mustFind(db, user.userId));
    await tokens.revoke(user.tokenId);
    return ok(next);
  });

  app.get(authPaths.getInfo, SIGNED_IN, async (req) => {
    const row = await findUserById(db, currentUser(req).userId);
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
    if (req.user) {
      await tokens.revoke(req.user.tokenId);
      recordLogin(app, req, req.user.userName, true, LOGOUT_SUCCESS);
    }
    return ok();
  });

  await app.register(passwordRoutes);
}

async function assertIpAllowed(db: Queryable, ip: string) {
  if (isBlacklisted(await configValue(db, BLACK_IP_LIST_KEY), ip)) throw refused(IP_BLACKLISTED);
}

async function mustFind(db: Queryable, userId: number): Promise<UserRow> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound('用户不存在');
  return row;
}
