/** UI text of the shared mobile shell, exactly as the spec writes it (spec §2, §5, §7). */
export const loginText = {
  title: '登录',
  passwordTab: '账号登录',
  smsTab: '验证码登录',
  username: '账号',
  usernamePlaceholder: '请输入账号',
  password: '密码',
  passwordPlaceholder: '请输入密码',
  phone: '手机号',
  phonePlaceholder: '请输入手机号',
  code: '验证码',
  codePlaceholder: '请输入验证码',
  sendCode: '获取验证码',
  resendIn: (seconds: number) => `${seconds}秒后重新获取`,
  codeSent: '验证码已发送',
  submit: '登录',
  submitting: '登录中...',
  /** The picture of the login captcha (sys.account.captchaEnabled) is a button that fetches a new one. */
  captchaRefresh: '看不清？点击换一张',
  /** Beside the SMS code field the captcha needs its own name. */
  captcha: '图形验证码',
  captchaPlaceholder: '请输入图形验证码',
} as const;
