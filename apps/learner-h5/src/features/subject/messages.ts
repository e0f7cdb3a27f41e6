/** Texts of the question-bank home (spec §2 "/subject"). */
export const subjectText = {
  /** Spec §2: the title is 临床思维能力 when majorType is 1, otherwise 口腔临床思辨能力. */
  title: (majorType: number | undefined) => (majorType === 1 ? '临床思维能力' : '口腔临床思辨能力'),
  shortcuts: {
    wrong: '错题',
    favourite: '收藏',
    note: '笔记',
    compose: '智能组题',
  },
  shortcutsLabel: '快捷入口',
  chooseCategory: '选择分类',
  categoryDrawer: '分类选择',
  locked: '未解锁',
  demo: '试用',
  progress: (studied: number, total: number) => `${studied}/${total}`,
  progressLabel: (studied: number, total: number) => `已学${studied}题，共${total}题`,
} as const;
