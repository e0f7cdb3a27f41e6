import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@medteach/contract';

/**
 * 修改密码 texts (issue 18, 我的 tab). The field rules' messages come from the contract's updatePwdBody (the server's
 * own), the rest are RuoYi-Vue3's profile 修改密码 wording.
 */
export const passwordText = {
  title: '修改密码',
  oldPassword: '旧密码',
  oldPasswordPlaceholder: '请输入旧密码',
  newPassword: '新密码',
  newPasswordPlaceholder: `${PASSWORD_MIN_LENGTH}~${PASSWORD_MAX_LENGTH} 个字符`,
  confirmPassword: '确认新密码',
  confirmPasswordPlaceholder: '请再次输入新密码',
  confirmRequired: '请再次输入新密码',
  mismatch: '两次输入的密码不一致',
  /** The server's refusal too (password-routes.ts SAME_PASSWORD); checked here before sending. */
  sameAsOld: '新密码不能与旧密码相同',
  submit: '确认修改',
  saved: '修改成功',
  /** Under the form: what happens to the account's other sessions (the server ends them; this one stays). */
  hint: '修改后，其他设备上的登录将退出，本机保持登录。',
} as const;
