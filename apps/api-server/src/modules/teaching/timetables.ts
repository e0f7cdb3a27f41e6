import { teachingWeekOf, TeachingLessonMessages as Msg, type AdminTimetable, type TeachingPeriodRow, type TimetableOptions } from '@medteach/contract';
import { badRequest, notFound } from '../../core/errors';
import { addDays, dateText, mondayOf, parseDate } from './calendar';
import { classNamesByPlan, lessonsOfDates, periodTimes } from './lesson-admin-repository';
import {
  allSemesters,
  classOptions,
  findSemester,
  paperOptions,
  planOptions,
  ratingOptions,
  roomOptions,
  teacherOptions,
  type SemesterRow,
} from './timetable-admin-repository';
import type { Queryable } from '../../db/queryable';

/** 课表 in the back office (issue 17): a semester's teaching weeks, the week grid and the editor's pickers. */

export const DAYS_PER_WEEK = 7;

export const weekCountOf = (s: SemesterRow) => Math.max(1, teachingWeekOf(s.startDate, s.endDate));

/** Monday..Sunday of teaching week `week` (week 1 holds the semester's first day). */
export const datesOfWeek = (s: SemesterRow, week: number) => {
  const monday = addDays(mondayOf(parseDate(s.startDate)), (week - 1) * DAYS_PER_WEEK);
  return Array.from({ length: DAYS_PER_WEEK }, (_, i) => dateText(addDays(monday, i)));
};

/** The semester, refused when missing or when a week lies after its last teaching week. */
export async function semesterWeek(db: Queryable, semesterId: number, ...weeks: number[]) {
  const semester = await findSemester(db, semesterId);
  if (!semester) throw notFound(Msg.semesterNotFound);
  const weekCount = weekCountOf(semester);
  if (weeks.some((w) => w > weekCount)) throw badRequest(Msg.weekOutsideSemester(weekCount));
  return { semester, weekCount };
}

/** The school's periods, plus any period a lesson sits in that has no time set (shown without times). */
function gridPeriods(periods: TeachingPeriodRow[], lessonPeriods: number[]): TeachingPeriodRow[] {
  const extra = [...new Set(lessonPeriods)].filter((n) => !periods.some((p) => p.periodNum === n)).map((periodNum) => ({ periodNum, startTime: '', endTime: '' }));
  return [...periods, ...extra].sort((a, b) => a.periodNum - b.periodNum);
}

/** One teaching week of a semester as the editor's grid, its lessons filtered by teacher, class or room. */
export async function timetableWeek(db: Queryable, f: { semesterId: number; week: number; teacherId?: number; classId?: number; addressName?: string }): Promise<AdminTimetable> {
  const { semesterId, week, teacherId, classId, addressName } = f;
  const { semester, weekCount } = await semesterWeek(db, semesterId, week);
  const dates = datesOfWeek(semester, week);
  const lessons = await lessonsOfDates(db, { semesterId, from: dates[0], to: dates[6], teacherId, classId, addressName: addressName || undefined });
  return {
    semesterId,
    week,
    weekCount,
    dates,
    periods: gridPeriods(await periodTimes(db), lessons.map((l) => l.periodNum)),
    lessons,
  };
}

/** The editor's pickers: semesters (with their week counts, the current one marked), plans of `semesterId`, people, rooms, periods, papers, ratings. */
export async function timetableOptions(db: Queryable, semesterId: number | undefined): Promise<TimetableOptions> {
  const today = dateText(new Date());
  const plans = await planOptions(db, semesterId);
  const classNames = await classNamesByPlan(db, plans.map((p) => p.planId));
  return {
    semesters: (await allSemesters(db)).map((s) => ({ ...s, weekCount: weekCountOf(s), current: s.startDate <= today && today <= s.endDate })),
    plans: plans.map((p) => ({ ...p, classNames: classNames.get(p.planId) ?? '' })),
    teachers: await teacherOptions(db),
    classes: await classOptions(db),
    rooms: await roomOptions(db),
    periods: await periodTimes(db),
    papers: await paperOptions(db),
    ratings: await ratingOptions(db),
  };
}
