// The request schemas live in auth-schemas.ts so that importing these paths and types does not bring zod along
// (a bundler places a module in one chunk whole; issue 9 bundle budget).
export * from './auth-schemas';

export const authPaths = {
  login: '/auth/login',
  platformLogin: '/auth/platform/login',
  register: '/auth/register',
  smsCode: '/auth/code',
  refresh: '/auth/refresh',
  logout: '/auth/logout',
  getInfo: '/system/user/getInfo',
  /** RuoYi's login captcha: `{code, msg, captchaEnabled, uuid?, img?}` (img: base64 SVG). */
  captchaImage: '/captchaImage',
  /** The signed-in user changes their password: PUT {oldPassword, newPassword}. */
  updatePwd: '/system/user/profile/updatePwd',
  /** Admin sets a user's password: PUT {userId, password}. */
  resetPwd: '/system/user/resetPwd',
} as const;

/** `GET /captchaImage` answer (RuoYi puts the fields beside code and msg). */
export interface CaptchaImage {
  captchaEnabled: boolean;
  uuid?: string;
  img?: string;
}

/** Role keys used across the product. Empty role lists become ROLE_DEFAULT (spec §6). */
export const Role = { ADMIN: 'admin', TEACHER: 'teacher', STUDENT: 'student', DEFAULT: 'ROLE_DEFAULT' } as const;
export type RoleKey = (typeof Role)[keyof typeof Role];

/** `POST /auth/code` answer: the code itself only on development servers (it is sent by SMS otherwise). */
export interface SmsCodeResult {
  code?: string;
}

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
