/** Texts of the wrong-answer list (spec §2 "/subjectErrorCorrection"). */
export const wrongText = {
  title: '错题',
  filter: '筛选',
  filterTitle: '选择分类',
  questions: '错题列表',
  startPractice: '开始练习',
  total: (n: number) => `共${n}题`,
} as const;
