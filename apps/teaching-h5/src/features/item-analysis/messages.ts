/** Texts of 试题分析 (issue 18; beyond the spec's screens). */
export const itemAnalysisText = {
  title: '试题分析',
  entry: '试题分析',
  summary: (attempts: number, mean: number | null) => `${attempts} 人作答${mean === null ? '' : ` · 平均得分率 ${Math.round(mean * 100)}%`}`,
  fewAttempts: '作答人数少于 5 人，以下数据仅供参考',
  noAttempts: '还没有学生提交这份试卷',
  question: (no: number) => `第${no}题`,
  correct: (key: string) => `答案 ${key}`,
  facility: '正确率',
  discrimination: '区分度',
  upperLower: '高低分组差',
  ungraded: '问答题由教师评分，不作统计',
  options: '选项分布',
  blank: '未作答',
  flags: { negative: '负区分', noneCorrect: '无人答对' },
  none: '—',
  legend: '正确率：答对的比例；区分度：本题得分与其余题总分的相关（越高越能区分学生，负值需检查答案或题干）；高低分组差：总分前 27% 与后 27% 学生的正确率之差。',
} as const;
