/** How many unanswered question numbers the 交卷 confirmation names. */
const NAMED_UNANSWERED = 5;

/** 模拟考试 screen text (issue 18). */
export const mockExamText = {
  title: '模拟考试',
  rulesTitle: '考试说明',
  count: (n: number) => `试题数量：${n} 题`,
  duration: (m: number) => `考试时长：${m} 分钟`,
  passMark: (p: number) => `及格线：${p} 分（满分 100）`,
  rules: ['计时从开始考试起，刷新页面、退出或换设备后可继续作答，计时不会暂停。', '交卷前不显示答案与解析。', '时间到系统将自动交卷。'],
  start: '开始考试',
  resume: '继续考试',
  resumeHint: (left: string) => `有一场考试正在进行，剩余 ${left}`,
  lastReport: '查看上次成绩',
  noBank: '未指定题库',
  remaining: '剩余时间',
  remainingLabel: (left: string) => `剩余时间 ${left}`,
  answerCard: '答题卡',
  flag: '标记',
  unflag: '已标记',
  flagged: (numbers: number[]) => `已标记：第 ${numbers.join('、')} 题`,
  prev: '上一题',
  next: '下一题',
  submit: '交卷',
  /** Every unanswered number when there are few, else the first few and 等: the dialog stays a line or two. */
  submitConfirm: (unanswered: number[]) =>
    unanswered.length === 0
      ? '确定交卷吗？交卷后不能再修改答案。'
      : `还有 ${unanswered.length} 题未作答（第 ${unanswered.slice(0, NAMED_UNANSWERED).join('、')} 题${unanswered.length > NAMED_UNANSWERED ? '等' : ''}），确定交卷吗？`,
  timeUp: '考试时间已到，已自动交卷',
  answerFailed: '答案未保存，请重试',
  progress: (answered: number, total: number) => `已答 ${answered}/${total}`,
  reportTitle: '考试成绩',
  score: '得分',
  passed: '通过',
  failed: '未通过',
  summary: (right: number, total: number, answered: number) => `答对 ${right} 题 · 共 ${total} 题 · 作答 ${answered} 题`,
  autoSubmitted: '时间到自动交卷',
  passLine: (p: number) => `及格 ${p} 分`,
  byCategory: '分类正确率',
  categoryLine: (right: number, total: number) => `${right}/${total}`,
  timePerQuestion: '每题用时',
  seconds: (s: number) => (s >= 60 ? `${Math.floor(s / 60)} 分 ${s % 60} 秒` : `${s} 秒`),
  questionNo: (n: number) => `第 ${n} 题`,
  noTimes: '未作答任何试题',
  review: '答案与解析',
  again: '再考一次',
  backHome: '返回首页',
} as const;

/** mm:ss, or h:mm:ss from an hour up. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
