import dayjs from 'dayjs';
import { teachingWeekOf, type Semester } from '@medteach/contract';
import { weekNumberOfYear } from '@medteach/teaching-ui';
import { scheduleText } from './messages';

/** Spec §2: the calendar picker starts at 2020-01-01 … */
export const CALENDAR_MIN_DATE = '2020-01-01';
/** … and ends two years ahead, or at the chosen semester's end. */
export const CALENDAR_YEARS_AHEAD = 2;
export const DATE_FORMAT = 'YYYY-MM-DD';

export const today = () => dayjs().format(DATE_FORMAT);

/** The last day the calendar offers: the semester end when one is chosen, otherwise two years from today. */
export function calendarMaxDate(semesterEnd?: string | null): Date {
  return semesterEnd ? dayjs(semesterEnd).toDate() : dayjs().add(CALENDAR_YEARS_AHEAD, 'year').toDate();
}

/** 0 = Monday … 6 = Sunday. */
export const mondayIndex = (date: string) => (dayjs(date).day() + 6) % 7;

/**
 * The week parameters every timetable link carries (spec §2): `weekday` = the chosen date, `weekName` = 星期X,
 * `yearWeekDateStr` = 2026年第36周 (week counted from January 1 with a Sunday-based offset, spec §4).
 */
export function weekParams(date: string) {
  const d = dayjs(date);
  return {
    weekday: date,
    weekName: scheduleText.weekNames[mondayIndex(date)],
    yearWeekDateStr: scheduleText.yearWeek(d.year(), weekNumberOfYear(d.toDate())),
  };
}

/** A query string from defined, non-empty values (keys in the order given). */
export function toQuery(params: Record<string, string | number | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  return q.toString();
}

/**
 * The week heading of a timetable: the teaching week of the semester holding `date` — the numbering of the
 * 课表进度表 — with the calendar week in brackets (`第7周（2026年第48周）`); outside every semester only the calendar
 * week.
 */
export function weekHeading(date: string, semesters: readonly Semester[] | undefined): string {
  const { yearWeekDateStr } = weekParams(date);
  const semester = semesters?.find((s) => s.startDate <= date && date <= s.endDate);
  return semester ? scheduleText.teachingWeek(teachingWeekOf(semester.startDate, date), yearWeekDateStr) : yearWeekDateStr;
}
