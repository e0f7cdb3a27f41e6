/** Texts of 我的证书 (issue 18, 我的 tab). */
export const certificatesText = {
  title: '我的证书',
  empty: '暂无证书',
  emptyHint: '所在班级的在线课程学分达标后，可在这里查看证书',
  collected: '已领取',
  claimable: '可领取',
  credits: (earned: number, minimum: number) => `学分 ${earned}/${minimum}`,
  code: (code: string) => `证书编号 ${code}`,
  collectedAt: (at: string) => `领取时间 ${at}`,
  noCode: '证书编号在证书页首次打开时生成',
  openLabel: (course: string) => `查看证书：${course}`,
} as const;
