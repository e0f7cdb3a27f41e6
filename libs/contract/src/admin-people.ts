/**
 * Back office "用户与班级" (issue 16 slice A): users, classes, majors and grades, RuoYi's shapes
 * (`/system/user/list` → `{total, rows}`, `importTemplate`, `importData`, `export`, `changeStatus`). Only the
 * console's lazy pages import this file, so its zod schemas stay out of the apps' entry chunks.
 */
import * as z from './zod';
import { optionalNewPassword } from './auth-schemas';
import { pageQuery } from './envelope-schemas';

export const peoplePaths = {
  userList: '/system/user/list',
  user: '/system/user', // POST / PUT, GET/DELETE `/{id}`
  userChangeStatus: '/system/user/changeStatus',
  userExport: '/system/user/export',
  userImportTemplate: '/system/user/importTemplate',
  userImportData: '/system/user/importData',
  classList: '/system/class/list',
  class: '/system/class',
  classExport: '/system/class/export',
  majorList: '/system/major/list',
  major: '/system/major',
  majorExport: '/system/major/export',
  gradeList: '/system/grade/list',
  grade: '/system/grade',
  gradeExport: '/system/grade/export',
} as const;

/** The roles an account can hold (sys_user.roles, comma-joined), as the console names them. */
export const USER_ROLES = ['student', 'teacher', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_ROLE_LABELS: Record<UserRole, string> = { student: '学生', teacher: '教师', admin: '管理员' };
/** RuoYi's sys_user_sex dictionary: 0 男, 1 女, 2 未知. */
export const USER_SEX_LABELS = { '0': '男', '1': '女', '2': '未知' } as const;
export type UserSex = keyof typeof USER_SEX_LABELS;
/** RuoYi's sys_normal_disable: 0 正常, 1 停用. */
export const USER_STATUS = { NORMAL: '0', DISABLED: '1' } as const;

/** RuoYi's messages for users. */
export const userMessages = {
  addNameTaken: (name: string) => `新增用户'${name}'失败，登录账号已存在`,
  addPhoneTaken: (name: string) => `新增用户'${name}'失败，手机号码已存在`,
  addJobNumberTaken: (name: string) => `新增用户'${name}'失败，学号/工号已存在`,
  editNameTaken: (name: string) => `修改用户'${name}'失败，登录账号已存在`,
  editPhoneTaken: (name: string) => `修改用户'${name}'失败，手机号码已存在`,
  editJobNumberTaken: (name: string) => `修改用户'${name}'失败，学号/工号已存在`,
  deleteSelf: '当前用户不能删除',
  stillUsed: '所选用户仍有关联数据，不能删除，请改为停用',
  disableSelf: '不能停用当前用户',
  superAdmin: '不允许操作超级管理员用户',
  noSuchClass: '所选班级不存在',
  noSuchMajor: '所选专业不存在',
} as const;

const MAX_ID = 2 ** 31;
const optionalId = /*#__PURE__*/ z.coerce.number().int().positive().max(MAX_ID).optional();
/** A select cleared in the console arrives as null or '': no value. */
const nullableId = /*#__PURE__*/ z.preprocess((v) => (v === '' || v === undefined ? null : v), /*#__PURE__*/ z.coerce.number().int().positive().max(MAX_ID).nullable());
const filterText = /*#__PURE__*/ z.string().trim().max(100).optional();

export const userQuery = /*#__PURE__*/ pageQuery.extend({
  userName: filterText,
  /** 姓名 (real name or nickname). */
  nickName: filterText,
  phone: filterText,
  status: /*#__PURE__*/ z.enum(['0', '1']).optional(),
  role: /*#__PURE__*/ z.enum(USER_ROLES).optional(),
  classId: optionalId,
  majorId: optionalId,
});
export const userExportQuery = /*#__PURE__*/ userQuery.omit({ pageNum: true, pageSize: true }).strict();
/** The user list's filters (without paging). */
export type UserFilter = z.infer<typeof userExportQuery>;

const USER_NAME_RULE = /^[A-Za-z0-9_\-.@]+$/;
export const userName = /*#__PURE__*/ z
  .string({ error: '登录账号不能为空' })
  .trim()
  .min(2, '用户账号长度必须介于 2 和 30 之间')
  .max(30, '用户账号长度必须介于 2 和 30 之间')
  .regex(USER_NAME_RULE, '登录账号只能包含字母、数字和 _ - . @');
export const realName = /*#__PURE__*/ z.string({ error: '姓名不能为空' }).trim().min(1, '姓名不能为空').max(30, '姓名长度不能超过30个字符');
export const jobNumber = /*#__PURE__*/ z.string().trim().max(30, '学号/工号长度不能超过30个字符').regex(/^[A-Za-z0-9_-]*$/, '学号/工号只能包含字母、数字、_ 和 -');
/** Mainland mobile number, or empty. */
export const optionalPhone = /*#__PURE__*/ z
  .string()
  .trim()
  .regex(/^(1\d{10})?$/, '手机号码格式不正确');

/** RuoYi's 用户昵称: the name shown to others (chat, shares); empty: the user's 姓名. */
export const nickName = /*#__PURE__*/ z.string().trim().max(30, '用户昵称长度不能超过30个字符');
export const optionalEmail = /*#__PURE__*/ z
  .string()
  .trim()
  .max(50, '邮箱长度不能超过50个字符')
  .regex(/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, '邮箱格式不正确');
export const remark = /*#__PURE__*/ z.string().trim().max(500, '备注长度不能超过500个字符');

/**
 * 添加用户 / 修改用户: the whole form, every field stored (an edit that leaves one out clears it). A RuoYi client's
 * `phonenumber` is taken as `phone`; RuoYi's deptId, roleIds and postIds have no place here (classId, roles) and are
 * refused like any field the server does not know.
 */
export const userBody = /*#__PURE__*/ z
  .object({
    userId: optionalId,
    userName,
    realName,
    nickName: /*#__PURE__*/ nickName.default(''),
    jobNumber: /*#__PURE__*/ jobNumber.default(''),
    phone: /*#__PURE__*/ optionalPhone.default(''),
    phonenumber: /*#__PURE__*/ optionalPhone.optional(),
    email: /*#__PURE__*/ optionalEmail.default(''),
    sex: /*#__PURE__*/ z.enum(['0', '1', '2']).default('2'),
    roles: /*#__PURE__*/ z.array(/*#__PURE__*/ z.enum(USER_ROLES, { error: '角色不正确' }), { error: '请选择角色' }).min(1, '请选择角色').max(3),
    classId: /*#__PURE__*/ nullableId.default(null),
    majorId: /*#__PURE__*/ nullableId.default(null),
    status: /*#__PURE__*/ z.enum(['0', '1']).default('0'),
    remark: /*#__PURE__*/ remark.default(''),
    /** New users only; empty: the initial password (`sys.user.initPassword`). */
    password: /*#__PURE__*/ optionalNewPassword.optional(),
  })
  .refine((u) => !u.phone || !u.phonenumber || u.phone === u.phonenumber, { message: '手机号码（phone 与 phonenumber）不一致', path: ['phonenumber'] })
  .transform(({ phonenumber, ...u }) => ({ ...u, phone: u.phone || phonenumber || '' }));
export type UserBody = z.infer<typeof userBody>;

export const changeStatusBody = /*#__PURE__*/ z.object({
  userId: /*#__PURE__*/ z.coerce.number({ error: '用户不存在' }).int('用户不存在').positive('用户不存在').max(MAX_ID, '用户不存在'),
  status: /*#__PURE__*/ z.enum(['0', '1'], { error: '状态不正确' }),
});
export type ChangeStatusBody = z.infer<typeof changeStatusBody>;

export interface SysUserRow {
  userId: number;
  userName: string;
  nickName: string;
  realName: string;
  jobNumber: string;
  phone: string;
  email: string;
  sex: UserSex;
  roles: UserRole[];
  classId: number | null;
  className: string;
  gradeName: string;
  majorId: number | null;
  majorName: string;
  status: '0' | '1';
  remark: string;
  createTime: string;
}

export const classQuery = /*#__PURE__*/ pageQuery.extend({ className: filterText, gradeName: filterText, majorId: optionalId });
export const classExportQuery = /*#__PURE__*/ classQuery.omit({ pageNum: true, pageSize: true }).strict();
export type ClassFilter = z.infer<typeof classExportQuery>;
export const classBody = /*#__PURE__*/ z.object({
  classId: optionalId,
  className: /*#__PURE__*/ z.string({ error: '班级名称不能为空' }).trim().min(1, '班级名称不能为空').max(50, '班级名称长度不能超过50个字符'),
  gradeName: /*#__PURE__*/ z.string({ error: '请选择年级' }).trim().min(1, '请选择年级').max(30),
  majorId: /*#__PURE__*/ z.coerce.number({ error: '请选择专业' }).int('请选择专业').positive('请选择专业').max(MAX_ID, '请选择专业'),
});
export type ClassBody = z.infer<typeof classBody>;
export interface SysClassRow {
  classId: number;
  className: string;
  gradeName: string;
  majorId: number | null;
  majorName: string;
  studentCount: number;
}

export const majorQuery = /*#__PURE__*/ pageQuery.extend({ majorName: filterText });
export const majorExportQuery = /*#__PURE__*/ majorQuery.omit({ pageNum: true, pageSize: true }).strict();
export const majorBody = /*#__PURE__*/ z.object({
  majorId: optionalId,
  majorName: /*#__PURE__*/ z.string({ error: '专业名称不能为空' }).trim().min(1, '专业名称不能为空').max(50, '专业名称长度不能超过50个字符'),
});
export type MajorBody = z.infer<typeof majorBody>;
export interface MajorRow {
  majorId: number;
  majorName: string;
  classCount: number;
}

export const gradeQuery = /*#__PURE__*/ pageQuery.extend({ gradeName: filterText });
export const gradeExportQuery = /*#__PURE__*/ gradeQuery.omit({ pageNum: true, pageSize: true }).strict();
export const gradeBody = /*#__PURE__*/ z.object({
  gradeId: optionalId,
  gradeName: /*#__PURE__*/ z.string({ error: '年级名称不能为空' }).trim().min(1, '年级名称不能为空').max(30, '年级名称长度不能超过30个字符'),
  sort: /*#__PURE__*/ z.coerce.number().int().min(0).max(9999).default(0),
});
export type GradeBody = z.infer<typeof gradeBody>;
export interface GradeRow {
  gradeId: number;
  gradeName: string;
  sort: number;
  classCount: number;
  createTime: string;
}

/** Columns of the user import template (issue 16), in order; 角色 is optional (学生 when blank). */
export const USER_IMPORT_COLUMNS = ['姓名', '学号/工号', '手机号', '性别', '专业', '年级', '班级', '角色'] as const;
