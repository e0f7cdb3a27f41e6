/**
 * Auth request schemas, apart from auth.ts's paths and types, which the apps' entry chunks import: a bundler
 * places a module in one chunk whole, so schemas beside those paths pulled zod (~25 kB gzip) into every entry;
 * here they travel with the login pages and the server that validate with them (issue 9 bundle budget).
 */
import { z } from 'zod';

const trimmed = (max: number, msg: string) => z.string({ error: msg }).trim().min(1, msg).max(max, msg);

export const loginBody = /*#__PURE__*/ z.object({
  username: /*#__PURE__*/ trimmed(30, '请输入账号'),
  password: /*#__PURE__*/ z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码长度不正确'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const phone = /*#__PURE__*/ z.string({ error: '请输入手机号' }).trim().regex(/^1\d{10}$/, '手机号格式不正确');
export const smsCodeBody = /*#__PURE__*/ z.object({ phone });
export const registerBody = /*#__PURE__*/ z.object({
  phone,
  code: /*#__PURE__*/ z.string({ error: '请输入验证码' }).trim().regex(/^\d{4,6}$/, '验证码格式不正确'),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** Platform login: the native app passes its own identity (platformType 1). */
export const platformLoginBody = /*#__PURE__*/ z.object({
  data: /*#__PURE__*/ z.object({
    platformId: /*#__PURE__*/ z.string().trim().min(1, '缺少平台标识').max(64),
    // Native apps send 1 or '1'.
    platformType: /*#__PURE__*/ z.coerce.number({ error: '平台类型不正确' }).pipe(/*#__PURE__*/ z.literal(1, { error: '平台类型不正确' })),
    personId: /*#__PURE__*/ z.string().trim().min(1, '缺少用户标识').max(64),
    phone: /*#__PURE__*/ phone.optional(),
    code: /*#__PURE__*/ z.string().trim().regex(/^\d{4,6}$/, '验证码格式不正确').optional(),
  }),
});
export type PlatformLoginBody = z.infer<typeof platformLoginBody>;
