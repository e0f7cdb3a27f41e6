import type { FastifyInstance } from 'fastify';
import { Role, authPaths, resetPwdBody, updatePwdBody } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { notFound, refused } from '../../core/errors';
import { passwords } from '../../core/password-pool';
import { BusinessType } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { LoginThrottle } from './login-throttle';
import { findUserById, setPasswordHash } from './user-repository';
import { SIGNED_IN } from '../../core/routing';

/** RuoYi's messages for the two password flows. */
export const OLD_PASSWORD_WRONG = '修改密码失败，旧密码错误';
export const SAME_PASSWORD = '新密码不能与旧密码相同';
export const SUPER_ADMIN_UNTOUCHABLE = '不允许操作超级管理员用户';
/** RuoYi's super administrator (user 1) changes their password only through their own profile. */
const SUPER_ADMIN_ID = 1;

/**
 * Change-password and admin reset-password (issue 14 row 13), RuoYi's shapes. Either way every other session of the
 * account ends: whoever held a stolen token loses it.
 */
export async function passwordRoutes(app: FastifyInstance) {
  const { db, tokens } = app.ctx;
  const throttle = new LoginThrottle(db);

  app.put(authPaths.updatePwd, SIGNED_IN, async (req) => {
    const user = currentUser(req);
    const { oldPassword, newPassword } = parse(updatePwdBody, req.body);
    const row = await findUserById(db, user.userId);
    if (!row) throw notFound('用户不存在');
    // A stolen token must not become a way to guess the password: same throttle as the login form.
    await throttle.assertMayTry(req.ip, row.user_name);
    if (!(await passwords.check(oldPassword, row.password_hash))) {
      await throttle.fail(req.ip, row.user_name);
      throw refused(OLD_PASSWORD_WRONG);
    }
    if (oldPassword === newPassword) throw refused(SAME_PASSWORD);
    await setPasswordHash(db, user.userId, await passwords.hash(newPassword));
    await tokens.revokeUser(user.userId, user.tokenId);
    return ok();
  });

  // RuoYi logs the reset under 用户管理 (the password itself is masked in the log).
  app.put(authPaths.resetPwd, { config: { access: [Role.ADMIN], operLog: { title: '用户管理', businessType: BusinessType.UPDATE } } }, async (req) => {
    const { userId, password } = parse(resetPwdBody, req.body);
    if (userId === SUPER_ADMIN_ID) throw refused(SUPER_ADMIN_UNTOUCHABLE);
    if (!(await findUserById(db, userId))) throw notFound('用户不存在');
    await setPasswordHash(db, userId, await passwords.hash(password));
    await tokens.revokeUser(userId);
    return ok();
  });
}
