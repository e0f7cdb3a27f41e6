export const permissionText = {
  /** A list (or any screen's data) the API refused with 403. */
  forbiddenTitle: '无权限',
  /** The request layer's 403 text. */
  forbiddenDetail: '当前操作没有权限',
  askAdmin: '如需使用，请联系学校的管理员为您的账号开通权限。',
} as const;
