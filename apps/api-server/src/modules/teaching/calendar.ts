import { TimeStatus, teachingWeekOf, type TimeStatusValue } from '@medteach/contract';
import { nowText } from '../../db/db';

/** Chinese weekday names, Monday first (the timetable's week runs Monday..Sunday, spec §2). */
export const WEEKDAY_NAMES = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'] as const;
/** Keys of the H5 timetable's day lists, Monday first (spec §3 Timetable). */
export const WEEKDAY_LIST_KEYS = [
  'mondayList',
  'tuesdayList',
  'wednesdayList',
  'thursdayList',
  'fridayList',
  'saturdayList',
  'sundayList',
] as const;
export const DAYS_PER_WEEK = 7;

const pad = (n: number) => String(n).padStart(2, '0');

/** Local calendar date `YYYY-MM-DD`. */
export const dateText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Parses `YYYY-MM-DD` as a local date at midnight. */
export function parseDate(text: string): Date {
  const [y, m, d] = text.split('-').map(Number);
  return new Date(y, m - 1, d);
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
}

/** 1 = Monday … 7 = Sunday. */
export const isoWeekday = (d: Date) => ((d.getDay() + 6) % 7) + 1;

export const mondayOf = (d: Date) => addDays(d, 1 - isoWeekday(d));

/** The 7 dates Monday..Sunday of the week holding `d`. */
export const weekDates = (d: Date) => Array.from({ length: DAYS_PER_WEEK }, (_, i) => dateText(addDays(mondayOf(d), i)));

/** Teaching week of a lesson inside its semester (week 1 holds the semester's first day): the apps' one numbering. */
export const semesterWeekNum = (semesterStart: string, teachingDate: string): number => teachingWeekOf(semesterStart, teachingDate);

/** Spec §3: 0 not started, 1 in progress, 2 over — from the lesson's teaching start/end against now. */
export function timeStatusOf(start: string, end: string, now = nowText()): TimeStatusValue {
  if (now < start) return TimeStatus.NOT_STARTED;
  if (now > end) return TimeStatus.OVER;
  return TimeStatus.IN_PROGRESS;
}
