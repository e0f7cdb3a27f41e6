import { bankFamilyTitle, studyProgressLabel } from '../../shared/bank-texts';

/** Texts of the question-bank home (spec §2 "/subject"). */
export const subjectText = {
  title: bankFamilyTitle,
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
  /**
   * Why a sub-category does not open (spec §4 lock: a chapter not unlocked opens nothing unless it is 试用, whose first
   * section does), told before the shop; 立即解锁 is the goods page's own button (spec §2).
   */
  lockDialog: {
    title: '未解锁',
    whole: (chapter: string) => `「${chapter}」需购买后才能练习。`,
    demoRest: (chapter: string) => `「${chapter}」可试用第一节，其余小节需购买后才能练习。`,
    onSale: (skillName: string) => `购买「${skillName}」即可解锁本章全部小节。`,
    notOnSale: '暂未开放购买，请联系老师。',
    toShop: '立即解锁',
    cancel: '取消',
    ok: '知道了',
  },
  progress: (studied: number, total: number) => `${studied}/${total}`,
  progressLabel: studyProgressLabel,
} as const;
