import { periodText } from '@medteach/contract';

/** UI text of the timetable screens (spec §2 "Teaching"); labels the spec leaves open are marked. */
export const scheduleText = {
  // Titles not in the spec (its headings are "Class schedule main" and "Class timetable"): told apart because
  // one is any class's schedule with filters, the other the viewer's own week.
  mainTitle: '班级课程表',
  h5Title: '我的课表',
  /** Filter labels (not in the spec). */
  semester: '学期',
  major: '专业',
  gradeClass: '年级/班级',
  allClasses: '全部班级',
  pickDate: '选择日期',
  reset: '重置',
  confirm: '确定',
  cancel: '取消',
  /** Chooser shown when a slot holds several courses (title not in the spec). */
  chooseCourse: '请选择课程',
  weekNames: ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'] as const,
  /** A period (节次) row: the contract's one period text. */
  periodLabel: periodText,
  yearWeek: (year: number, week: number) => `${year}年第${week}周`,
  /** The teaching week, as the 课表进度表 numbers it, with the calendar week (yearWeek) in brackets. */
  teachingWeek: (week: number, yearWeek: string) => `第${week}周（${yearWeek}）`,
} as const;
