/** 纠错 form texts (issue 18: the browser's path for the answering screen's 纠错). */
export const errorReportText = {
  title: '纠错',
  question: '题目',
  type: '错误类型',
  content: '错误描述',
  contentPlaceholder: '请具体描述题目中的错误，如正确答案应为哪一项、依据是什么（5~500字）',
  submit: '提交',
  noQuestion: '缺少试题编号，请从答题页进入纠错',
} as const;
