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
  progress: (studied: number, total: number) => `${studied}/${total}`,
  progressLabel: studyProgressLabel,
} as const;
