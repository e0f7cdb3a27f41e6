/** UI text of the paper screens (spec §2 "/courseTopic", "Score report"); labels the spec leaves open are marked. */
export const paperText = {
  topicTitle: '答题',
  reportTitle: '试卷分析报告',
  submitted: '提交成功',
  card: '答题卡',
  prev: '上一题',
  next: '下一题',
  // Report captions (not in the spec, except '-' for best score and time).
  finished: (done: number, total: number) => `已完成 ${done}/${total}`,
  score: '得分',
  rank: '排名',
  bestScore: '最高分',
  bestTime: '用时',
  none: '-',
  legendRight: '正确',
  legendWrong: '错误',
  legendUnanswered: '未答',
  groups: { a1a2: 'A1/A2型题', a3a4: 'A3/A4型题', b: 'B型题', x: 'X型题', judgement: '判断题', other: '其他题型' },
  cell: (n: number, status: string) => `第${n}题，${status}`,
} as const;
