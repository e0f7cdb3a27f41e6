/** UI text of landing-pages, exactly as the spec writes it (spec §2, §8).  */
export const messages = {
  appTitle: '下载APP',
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
