import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  Role,
  USER_ROLE_LABELS,
  USER_SEX_LABELS,
  USER_STATUS,
  changeStatusBody,
  idList,
  idParam,
  peoplePaths,
  userBody,
  userExportQuery,
  userMessages,
  userQuery,
  type SysUserRow,
  type UserBody,
} from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound, refused } from '../../core/errors';
import { BusinessType, noteChange, type BusinessType as BusinessTypeValue } from '../../core/oper-log';
import { passwords } from '../../core/password-pool';
import { parse } from '../../core/validate';
import { getClass, getMajor } from './class-admin-repository';
import { userImportRoutes } from './user-import-routes';
import {
  deleteUsers,
  getUser,
  insertAdminUser,
  listUsers,
  orderCount,
  setUserStatus,
  updateAdminUser,
  userConflict,
  type UserConflict,
  type UserFields,
} from './user-admin-repository';
import { initPassword, isForeignKeyViolation, isUniqueViolation } from './users';
import { sendXlsx, type XlsxColumn } from './xlsx';

const TITLE = '用户管理';
const adminWrite = (businessType: BusinessTypeValue, title = TITLE) => ({ config: { access: [Role.ADMIN], operLog: { title, businessType } } });
const adminOnly = { config: { access: [Role.ADMIN] } };
const byId = z.object({ userId: idParam });
const byIds = z.object({ userIds: idList });

/** RuoYi's super administrator: never disabled, deleted or stripped of the admin role. */
export const SUPER_ADMIN_ID = 1;

const roleNames = (u: SysUserRow) => u.roles.map((r) => USER_ROLE_LABELS[r] ?? r).join('、');
const EXPORT_COLUMNS: XlsxColumn<SysUserRow>[] = [
  { header: '用户编号', value: (u) => u.userId },
  { header: '登录账号', value: (u) => u.userName },
  { header: '姓名', value: (u) => u.realName },
  { header: '学号/工号', value: (u) => u.jobNumber },
  { header: '手机号', value: (u) => u.phone },
  { header: '性别', value: (u) => USER_SEX_LABELS[u.sex] ?? '' },
  { header: '角色', value: roleNames },
  { header: '专业', value: (u) => u.majorName },
  { header: '年级', value: (u) => u.gradeName },
  { header: '班级', value: (u) => u.className, width: 24 },
  { header: '状态', value: (u) => (u.status === USER_STATUS.DISABLED ? '停用' : '正常') },
  { header: '创建时间', value: (u) => u.createTime, width: 22 },
];

const CONFLICT_MESSAGES: Record<'add' | 'edit', Record<UserConflict, (name: string) => string>> = {
  add: { userName: userMessages.addNameTaken, phone: userMessages.addPhoneTaken, jobNumber: userMessages.addJobNumberTaken },
  edit: { userName: userMessages.editNameTaken, phone: userMessages.editPhoneTaken, jobNumber: userMessages.editJobNumberTaken },
};

/**
 * 用户管理 (RuoYi `/system/user`, issue 16 slice A): students, teachers and admins. Whatever changes who a user is
 * or may be (roles, class, status, login name) ends their sessions at once, so a token never outlives the account
 * it was issued for. resetPwd lives in password-routes.ts (it revokes sessions too).
 */
export async function userAdminRoutes(app: FastifyInstance) {
  const { db, tokens } = app.ctx;
  const base = peoplePaths.user;

  /** The body checked against the database: unique values, class and major exist; a student's major is the class's. */
  const resolve = async (body: UserBody, mode: 'add' | 'edit', exceptId = 0): Promise<UserFields> => {
    const fields: UserFields = { ...body, phone: body.phone || null, jobNumber: body.jobNumber };
    const conflict = await userConflict(db, fields, exceptId);
    if (conflict) throw refused(CONFLICT_MESSAGES[mode][conflict](body.userName));
    if (body.classId !== null) {
      const schoolClass = await getClass(db, body.classId);
      if (!schoolClass) throw refused(userMessages.noSuchClass);
      fields.majorId = schoolClass.majorId;
    } else if (body.majorId !== null && !(await getMajor(db, body.majorId))) throw refused(userMessages.noSuchMajor);
    return fields;
  };

  /** Another admin may have taken the same name or phone between the check and the write: the same refusal. */
  const raceSafe = async <T>(write: () => Promise<T>, body: UserBody, mode: 'add' | 'edit', exceptId = 0): Promise<T> => {
    try {
      return await write();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const conflict = (await userConflict(db, { ...body, phone: body.phone || null }, exceptId)) ?? 'userName';
      throw refused(CONFLICT_MESSAGES[mode][conflict](body.userName));
    }
  };

  const assertNotSelfOrSuper = (req: FastifyRequest, userId: number, selfMessage: string) => {
    if (userId === currentUser(req).userId) throw refused(selfMessage);
    if (userId === SUPER_ADMIN_ID) throw refused(userMessages.superAdmin);
  };

  app.get(peoplePaths.userList, adminOnly, async (req) => {
    const { pageNum, pageSize, ...filter } = parse(userQuery, req.query);
    const { rows, total } = await listUsers(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });

  app.get(`${base}/:userId`, adminOnly, async (req) => {
    const user = await getUser(db, parse(byId, req.params).userId);
    if (!user) throw notFound('用户不存在');
    return ok(user);
  });

  app.post(base, adminWrite(BusinessType.INSERT), async (req) => {
    const body = parse(userBody, req.body);
    const fields = await resolve(body, 'add');
    const passwordHash = await passwords.hash(body.password || (await initPassword(db)));
    const userId = await raceSafe(() => insertAdminUser(db, fields, passwordHash), body, 'add');
    noteChange(req, undefined, await getUser(db, userId));
    return ok({ userId });
  });

  app.put(base, adminWrite(BusinessType.UPDATE), async (req) => {
    const body = parse(userBody, req.body);
    if (!body.userId) throw badRequest('用户编号不能为空');
    const before = await getUser(db, body.userId);
    if (!before) throw notFound('用户不存在');
    if (body.userId === SUPER_ADMIN_ID && (!body.roles.includes(Role.ADMIN) || body.status === USER_STATUS.DISABLED)) throw refused(userMessages.superAdmin);
    if (body.userId === currentUser(req).userId && body.status === USER_STATUS.DISABLED) throw refused(userMessages.disableSelf);
    const fields = await resolve(body, 'edit', body.userId);
    await raceSafe(() => updateAdminUser(db, body.userId as number, fields), body, 'edit', body.userId);
    const after = await getUser(db, body.userId);
    noteChange(req, before, after);
    const identityChanged =
      before.userName !== fields.userName || before.status !== fields.status || before.classId !== fields.classId || before.roles.join(',') !== fields.roles.join(',');
    if (identityChanged) await tokens.revokeUser(body.userId, body.userId === currentUser(req).userId ? currentUser(req).tokenId : undefined);
    return ok();
  });

  app.put(peoplePaths.userChangeStatus, adminWrite(BusinessType.UPDATE), async (req) => {
    const { userId, status } = parse(changeStatusBody, req.body);
    assertNotSelfOrSuper(req, userId, userMessages.disableSelf);
    const before = await getUser(db, userId);
    if (!before) throw notFound('用户不存在');
    await setUserStatus(db, userId, status);
    // A disabled account is signed out everywhere now, not when its tokens expire.
    if (status === USER_STATUS.DISABLED) await tokens.revokeUser(userId);
    noteChange(req, { status: before.status }, { status });
    return ok();
  });

  app.delete(`${base}/:userIds`, adminWrite(BusinessType.DELETE), async (req) => {
    const { userIds } = parse(byIds, req.params);
    for (const userId of userIds) assertNotSelfOrSuper(req, userId, userMessages.deleteSelf);
    const orders = await orderCount(db, userIds);
    if (orders) throw refused(`所选用户有 ${orders} 笔订单记录，不能删除，请改为停用`);
    // Sessions end first: deleting the rows would drop them without telling the other instances' token caches.
    for (const userId of userIds) await tokens.revokeUser(userId);
    try {
      await deleteUsers(db, userIds);
    } catch (err) {
      // Records of a table that keeps its rows (no ON DELETE CASCADE) still name the account.
      if (isForeignKeyViolation(err)) throw refused(userMessages.stillUsed);
      throw err;
    }
    return ok();
  });

  app.post(peoplePaths.userExport, { config: { access: [Role.ADMIN], plain: true, operLog: { title: TITLE, businessType: BusinessType.EXPORT } } }, async (req, reply) => {
    const { rows } = await listUsers(db, parse(userExportQuery, req.body ?? {}));
    return sendXlsx(reply, '用户数据', EXPORT_COLUMNS, rows);
  });

  await app.register(userImportRoutes);
}
