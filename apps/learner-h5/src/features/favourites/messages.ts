/** Texts of the favourites list (spec §2 "/subjectCollect"). */
export const collectText = {
  title: '收藏',
  filter: '筛选',
  filterTitle: '选择分类',
  questions: '收藏列表',
  startPractice: '开始练习',
  total: (n: number) => `共${n}题`,
} as const;
