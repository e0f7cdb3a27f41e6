/** UI text of the skills-exam screen (spec §2 "Skills exam paper"); the confirm text is the spec's, character for character. */
export const paperMessages = {
  questionCount: (n: number) => `共${n}题`,
  timeLeft: '剩余时间',
  tab: (i: number) => `试题${i}`,
  stepTitle: (current: number, total: number) => `考试内容 (${current}/${total})`,
  confirmNext: '是否确定进入“下一步”?',
  confirm: '确定',
  cancel: '取消',
  previous: '上一步',
  next: '下一步',
  materials: '考试资料',
  waitingStart: '等待考试开始',
  roomScreen: '考室显示屏',
  loading: '加载中...',
  roomUnknown: '考室',
  expectedLabel: '待考考生',
  nobodyCalled: '等待叫号',
  mediaFailed: (kind: '视频' | '音频') => `${kind}无法播放，请联系考务人员`,
  retry: '重试',
  missingParams: '缺少 codeAddress 或 examSkillIds',
  loadFailed: '试题加载失败',
} as const;

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** Chinese numerals for step numbers: 1 → 一, 10 → 十, 12 → 十二, 20 → 二十, 99 → 九十九. */
export function chineseNumeral(n: number): string {
  if (n < 10) return DIGITS[n];
  if (n >= 100) return String(n);
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones ? DIGITS[ones] : ''}`;
}
