import { periodText } from '@medteach/contract';

/** UI text of the teaching components, exactly as spec §2 writes it (labels the spec leaves open are marked). */
export const teachingText = {
  /** A period (节次) row: the contract's one period text. */
  periodLabel: periodText,
  weekdayShort: ['一', '二', '三', '四', '五', '六', '日'] as const,
  /** Week strip day label (not in the spec). */
  weekdayPrefix: '周',
  noClassName: '-',
  pickScore: '请选择',
  clockDone: '已签到',
  clockTodo: '未签到',
  ratingDone: '已评价',
  ratingTodo: '待评价',
  paperDone: '已完成',
  paperTodo: '待完成',
  homeworkDone: '已完成',
  homeworkTodo: '未完成',
  scoreUnit: '分',
  // Rating table captions: the spec names the fields (person rated, total, rater, time), not their labels.
  ratedPerson: '被评价人',
  total: '总分',
  rater: '评价人',
  rateTime: '评价时间',
  ratingItem: '评价项目',
  ratingScore: '评分',
} as const;
