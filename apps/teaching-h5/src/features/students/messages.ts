/** UI text of the student lists (spec §2 "Student list", "Homework student list", "Suggestions list", §5). */
export const studentsText = {
  title: '学员列表',
  /** Issue 18: the paper's 试题分析 (paper mode). */
  itemAnalysis: '试题分析',
  searchPlaceholder: '请输入姓名、工号、手机号搜索',
  noClassName: '-',
  score: '评分',
  scoreUnit: '分',
  scorePlaceholder: '请输入分数',
  scoreRange: '分数范围为0-100',
  noticeTitle: '评价建议',
  view: '查看',
  viewHomeworkOf: (name: string) => `查看${name}的作业`,
  confirm: '确定',
  cancel: '取消',
  close: '关闭',
  /** Completion summary of the rating / paper check (wording not in the spec). */
  completion: (done: number, total: number) => `已完成 ${done}/${total}`,
} as const;
