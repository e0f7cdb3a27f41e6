/** UI text of station-display, exactly as the spec writes it (spec §2, §8). The screens run unattended, so there is no login. */
export const messages = {
  appTitle: '考站显示屏',
  errors: {
    back: '返回',
    backHome: '回首页',
    returnHome: '返回首页',
    unauthorizedCode: '401错误!',
    unauthorizedHeadline: '您没有访问权限！',
    unauthorizedDetail: '对不起，您没有访问权限，请不要进行非法操作！',
    notFoundCode: '404错误!',
    notFoundHeadline: '找不到网页！',
    notFoundDetail: '对不起，您正在寻找的页面不存在。',
    crashed: '页面出现错误',
  },
  /** Titles of screens whose issue has not landed yet (their placeholder shows the title and an empty state). */
  placeholders: {
    wait: '候考信息',
    paper: '技能考试',
  },
} as const;
