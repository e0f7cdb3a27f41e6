import { z } from 'zod';

export const authPaths = {
  login: '/auth/login',
  platformLogin: '/auth/platform/login',
  register: '/auth/register',
  smsCode: '/auth/code',
  refresh: '/auth/refresh',
  logout: '/auth/logout',
  getInfo: '/system/user/getInfo',
} as const;

/** Role keys used across the product. Empty role lists become ROLE_DEFAULT (spec §6). */
export const Role = { ADMIN: 'admin', TEACHER: 'teacher', STUDENT: 'student', DEFAULT: 'ROLE_DEFAULT' } as const;
export type RoleKey = (typeof Role)[keyof typeof Role];

const trimmed = (max: number, msg: string) => z.string({ error: msg }).trim().min(1, msg).max(max, msg);

export const loginBody = z.object({
  username: trimmed(30, '请输入账号'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码长度不正确'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const phone = z.string({ error: '请输入手机号' }).trim().regex(/^1\d{10}$/, '手机号格式不正确');
export const smsCodeBody = z.object({ phone });
export const registerBody = z.object({
  phone,
  code: z.string({ error: '请输入验证码' }).trim().regex(/^\d{4,6}$/, '验证码格式不正确'),
});
export type RegisterBody = z.infer<typeof registerBody>;
/** `POST /auth/code` answer: the code itself only on development servers (it is sent by SMS otherwise). */
export interface SmsCodeResult {
  code?: string;
}

/** Platform login: the native app passes its own identity (platformType 1). */
export const platformLoginBody = z.object({
  data: z.object({
    platformId: z.string().trim().min(1, '缺少平台标识').max(64),
    // Native apps send 1 or '1'.
    platformType: z.coerce.number({ error: '平台类型不正确' }).pipe(z.literal(1, { error: '平台类型不正确' })),
    personId: z.string().trim().min(1, '缺少用户标识').max(64),
    phone: phone.optional(),
    code: z.string().trim().regex(/^\d{4,6}$/, '验证码格式不正确').optional(),
  }),
});
export type PlatformLoginBody = z.infer<typeof platformLoginBody>;

/** Token grant (RuoYi-Cloud): expires_in is in minutes. */
export interface TokenGrant {
  access_token: string;
  expires_in: number;
  /** true when the account was created by this call (register / first platform login). */
  newer: boolean;
  user: SessionUser;
  roles: string[];
}

export interface SessionUser {
  userId: number;
  userName: string;
  nickName: string;
  realName: string;
  avatar: string;
  phone?: string;
  classId?: number | null;
  className?: string | null;
}

export interface UserInfo {
  user: SessionUser;
  roles: string[];
  permissions: string[];
  /** Convenience flag: true when the account is a student (same answer as onlineCourse/isStudents). */
  isStudents: boolean;
}
