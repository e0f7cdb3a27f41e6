import { periodText } from '@medteach/contract';

/** UI text of the teaching app's web home (issue 18; not in the spec). */
export const teacherHomeText = {
  title: '首页',
  today: '今日课程',
  noLessonsToday: '今天没有课程',
  /** The period (节次) a lesson sits in: the contract's one period text. */
  period: periodText,
  todo: '待处理',
  nothingWaits: '暂无待处理事项',
  homeworkToScore: '作业待批改',
  ratingPending: (name: string) => `待评分：${name}`,
  newSuggestions: '新的评价建议',
  countLabel: (what: string, n: number) => `${what}，${n}项`,
  shortcuts: '常用',
  mySchedule: '我的课表',
  classSchedule: '班级课程表',
  onlineStudy: '在线学习',
  signedIn: '已签到',
  notSignedIn: '未签到',
  homeworkDone: '作业已完成',
  homeworkNotDone: '作业未完成',
  logout: '退出登录',
  logoutConfirm: '确定退出登录吗？',
} as const;
