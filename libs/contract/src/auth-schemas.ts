/**
 * Auth request schemas, apart from auth.ts's paths and types, which the apps' entry chunks import: a bundler
 * places a module in one chunk whole, so schemas beside those paths pulled zod (~25 kB gzip) into every entry;
 * here they travel with the login pages and the server that validate with them (issue 9 bundle budget).
 */
import * as z from './zod';

const trimmed = (max: number, msg: string) => z.string({ error: msg }).trim().min(1, msg).max(max, msg);

export const loginBody = /*#__PURE__*/ z.object({
  username: /*#__PURE__*/ trimmed(30, '请输入账号'),
  password: /*#__PURE__*/ z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码长度不正确'),
  /** The captcha answer and its uuid (`GET /captchaImage`), when `sys.account.captchaEnabled` is on. */
  code: /*#__PURE__*/ z.string().trim().max(8, '验证码错误').optional(),
  uuid: /*#__PURE__*/ z.string().trim().max(64, '验证码已失效').optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const phone = /*#__PURE__*/ z.string({ error: '请输入手机号' }).trim().regex(/^1\d{10}$/, '手机号格式不正确');
/**
 * `POST /auth/code`. When `GET /captchaImage` shows the caller a captcha (the setting is on, or their address has
 * asked for many codes or failed many logins), the answer goes along as `captchaCode` with its `uuid`.
 */
export const smsCodeBody = /*#__PURE__*/ z.object({
  phone,
  captchaCode: /*#__PURE__*/ z.string().trim().max(8, '验证码错误').optional(),
  uuid: /*#__PURE__*/ z.string().trim().max(64, '验证码已失效').optional(),
});
export type SmsCodeBody = z.infer<typeof smsCodeBody>;
export const registerBody = /*#__PURE__*/ z.object({
  phone,
  code: /*#__PURE__*/ z.string({ error: '请输入验证码' }).trim().regex(/^\d{4,6}$/, '验证码格式不正确'),
});
export type RegisterBody = z.infer<typeof registerBody>;

/**
 * Platform login: the native app passes its own identity (platformType 1) with the host platform's proof, a
 * timestamp (ms) and the HMAC-SHA256 signature over `platformId\npersonId\ntimestamp` (docs/deploying.md "Platform login"); the
 * server refuses a missing, wrong, stale or reused signature.
 */
export const platformLoginBody = /*#__PURE__*/ z.object({
  data: /*#__PURE__*/ z.object({
    platformId: /*#__PURE__*/ z.string().trim().min(1, '缺少平台标识').max(64),
    // Native apps send 1 or '1'.
    platformType: /*#__PURE__*/ z.coerce.number({ error: '平台类型不正确' }).pipe(/*#__PURE__*/ z.literal(1, { error: '平台类型不正确' })),
    personId: /*#__PURE__*/ z.string().trim().min(1, '缺少用户标识').max(64),
    phone: /*#__PURE__*/ phone.optional(),
    code: /*#__PURE__*/ z.string().trim().regex(/^\d{4,6}$/, '验证码格式不正确').optional(),
    timestamp: /*#__PURE__*/ z.coerce.number({ error: '平台签名时间不正确' }).int('平台签名时间不正确').nonnegative('平台签名时间不正确').optional(),
    signature: /*#__PURE__*/ z.string().trim().regex(/^[0-9a-fA-F]{64}$/, '平台签名无效').optional(),
  }),
});
export type PlatformLoginBody = z.infer<typeof platformLoginBody>;

/**
 * The length rule of every new password — change, reset, a new account — for the server and every form: at least 8
 * characters (RuoYi allowed 5, too few against guessing), at most RuoYi's 20. Passwords set before keep working.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
export const PASSWORD_LENGTH_MESSAGE = `用户密码长度必须在${PASSWORD_MIN_LENGTH}到${PASSWORD_MAX_LENGTH}个字符之间`;
const newPassword = (required: string) =>
  z.string({ error: required }).min(1, required).min(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE).max(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH_MESSAGE);
/** A new account's password; empty takes the initial password (`sys.user.initPassword`). */
export const optionalNewPassword = /*#__PURE__*/ z
  .string()
  .max(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH_MESSAGE)
  .refine((p) => p === '' || p.length >= PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE);

/** `PUT /system/user/profile/updatePwd`: the signed-in user, who must know the current password. */
export const updatePwdBody = /*#__PURE__*/ z.object({
  oldPassword: /*#__PURE__*/ z.string({ error: '请输入旧密码' }).min(1, '请输入旧密码').max(64, '旧密码错误'),
  newPassword: /*#__PURE__*/ newPassword('请输入新密码'),
});
export type UpdatePwdBody = z.infer<typeof updatePwdBody>;

/** `PUT /system/user/resetPwd` (admin). */
export const resetPwdBody = /*#__PURE__*/ z.object({
  userId: /*#__PURE__*/ z.coerce.number({ error: '用户不存在' }).int('用户不存在').positive('用户不存在'),
  password: /*#__PURE__*/ newPassword('请输入新密码'),
});
export type ResetPwdBody = z.infer<typeof resetPwdBody>;
