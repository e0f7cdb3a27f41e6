/** UI text of landing-pages, exactly as the spec writes it (spec §2, §8).  */
export const messages = {
  appTitle: '下载APP',
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
  session: {
    expired: '登录超时，请重新登录',
  },
  /** Titles of screens whose issue has not landed yet (their placeholder shows the title and an empty state). */
  placeholders: {
    download: '下载APP',
    jump: '打开APP',
    score: '成绩详情',
    invite: '邀请好友',
  },
} as const;
