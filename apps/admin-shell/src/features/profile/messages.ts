import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@medteach/contract';

/** 修改密码 dialog text (RuoYi-Vue3 profile "修改密码"; length rule of the server, contract PASSWORD_*_LENGTH). */
export const profileText = {
  menuChangePassword: '修改密码',
  title: '修改密码',
  oldPassword: '旧密码',
  oldPasswordPlaceholder: '请输入旧密码',
  oldPasswordRequired: '旧密码不能为空',
  newPassword: '新密码',
  newPasswordPlaceholder: '请输入新密码',
  newPasswordRequired: '新密码不能为空',
  newPasswordLength: `长度在 ${PASSWORD_MIN_LENGTH} 到 ${PASSWORD_MAX_LENGTH} 个字符`,
  confirmPassword: '确认密码',
  confirmPasswordPlaceholder: '请确认新密码',
  confirmPasswordRequired: '确认密码不能为空',
  mismatch: '两次输入的密码不一致',
  save: '保存',
  close: '关闭',
  saved: '修改成功，其他设备上的登录已退出',
  userMenu: '用户菜单',
};
