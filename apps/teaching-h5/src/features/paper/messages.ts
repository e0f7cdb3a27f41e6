const SECONDS_PER_MINUTE = 60;

/** UI text of the paper screens (spec §2 "/courseTopic", "Score report"); labels the spec leaves open are marked. */
export const paperText = {
  topicTitle: '答题',
  reportTitle: '试卷分析报告',
  submitted: '提交成功',
  /** The submit-all button of spec §2 /courseTopic and its confirmation (wording not in the spec). */
  handIn: '交卷',
  confirmWithUnanswered: (n: number) => `还有 ${n} 题未作答，确定交卷吗？`,
  confirmAllAnswered: '已全部作答，确定交卷吗？',
  card: '答题卡',
  answeredCount: (done: number, total: number) => `已作答 ${done}/${total}`,
  prev: '上一题',
  next: '下一题',
  // Report captions (not in the spec, except '-' for a best score or time that is not known).
  finished: (done: number, total: number) => `已完成 ${done}/${total}`,
  score: '得分',
  rank: '排名',
  bestScore: '最高分',
  bestTime: '用时',
  none: '-',
  /** 用时 as minutes and seconds. */
  duration: (seconds: number) =>
    seconds >= SECONDS_PER_MINUTE ? `${Math.floor(seconds / SECONDS_PER_MINUTE)}分${seconds % SECONDS_PER_MINUTE}秒` : `${seconds}秒`,
  legendRight: '正确',
  legendWrong: '错误',
  legendUnanswered: '未答',
  groups: { a1a2: 'A1/A2型题', a3a4: 'A3/A4型题', b: 'B型题', x: 'X型题', judgement: '判断题', other: '其他题型' },
  cell: (n: number, status: string) => `第${n}题，${status}`,
} as const;
