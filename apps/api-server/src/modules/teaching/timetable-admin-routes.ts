import type { FastifyInstance } from 'fastify';
import {
  Role,
  TeachingLessonMessages as Msg,
  adminTimetableQuery,
  copyWeekBody,
  teachingLessonAdminPaths as paths,
  teachingWeekOf,
  timetableOptionsQuery,
  type AdminTimetable,
  type CopyWeekResult,
  type TeachingPeriodRow,
  type TimetableOptions,
} from '@medteach/contract';
import { ok } from '../../core/envelope';
import { badRequest, notFound, refused } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { addDays, dateText, mondayOf, parseDate } from './calendar';
import { lessonAdminRoutes } from './lesson-admin-routes';
import { clashesMessage, findLessonClashes } from './lesson-clashes';
import { classNamesByPlan, insertLesson, lessonLinks, lessonsOfDates, periodTimes, setLessonLinks } from './lesson-admin-repository';
import {
  allSemesters,
  classOptions,
  findSemester,
  lessonsToCopy,
  paperOptions,
  planOptions,
  ratingOptions,
  roomOptions,
  teacherOptions,
  type SemesterRow,
} from './timetable-admin-repository';
import { atomically, type Queryable } from '../../db/queryable';

const TITLE = '课表';
const admin = { access: [Role.ADMIN] };
const DAYS_PER_WEEK = 7;
/** Most lessons one week copy writes (a school's busiest week is far below). */
const MAX_COPY = 500;

const weekCountOf = (s: SemesterRow) => Math.max(1, teachingWeekOf(s.startDate, s.endDate));

/** Monday..Sunday of teaching week `week` (week 1 holds the semester's first day). */
const datesOfWeek = (s: SemesterRow, week: number) => {
  const monday = addDays(mondayOf(parseDate(s.startDate)), (week - 1) * DAYS_PER_WEEK);
  return Array.from({ length: DAYS_PER_WEEK }, (_, i) => dateText(addDays(monday, i)));
};

async function semesterWeek(db: Queryable, semesterId: number, ...weeks: number[]) {
  const semester = await findSemester(db, semesterId);
  if (!semester) throw notFound(Msg.semesterNotFound);
  const weekCount = weekCountOf(semester);
  if (weeks.some((w) => w > weekCount)) throw badRequest(Msg.weekOutsideSemester(weekCount));
  return { semester, weekCount };
}

/** `YYYY-MM-DD…` moved by `days`, keeping what follows the date (a time). */
const shiftDate = (text: string, days: number) => `${dateText(addDays(parseDate(text.slice(0, 10)), days))}${text.slice(10)}`;

/** The school's periods, plus any period a lesson sits in that has no time set (shown without times). */
function gridPeriods(periods: TeachingPeriodRow[], lessonPeriods: number[]): TeachingPeriodRow[] {
  const extra = [...new Set(lessonPeriods)].filter((n) => !periods.some((p) => p.periodNum === n)).map((periodNum) => ({ periodNum, startTime: '', endTime: '' }));
  return [...periods, ...extra].sort((a, b) => a.periodNum - b.periodNum);
}

/**
 * 课表 (issue 17): the week-by-week timetable editor's grid, its pickers, and copying a week's lessons to another
 * week of the semester (refused whole, naming the clashes, when any copy would clash). Registers 课次 too: the
 * editor's cells are lessons.
 */
export async function timetableAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  await app.register(lessonAdminRoutes);

  app.get(paths.timetable, { config: admin }, async (req) => {
    const { semesterId, week, teacherId, classId, addressName } = parse(adminTimetableQuery, req.query);
    const { semester, weekCount } = await semesterWeek(db, semesterId, week);
    const dates = datesOfWeek(semester, week);
    const lessons = await lessonsOfDates(db, { semesterId, from: dates[0], to: dates[6], teacherId, classId, addressName: addressName || undefined });
    const result: AdminTimetable = {
      semesterId,
      week,
      weekCount,
      dates,
      periods: gridPeriods(await periodTimes(db), lessons.map((l) => l.periodNum)),
      lessons,
    };
    return ok(result);
  });

  app.get(paths.timetableOptions, { config: admin }, async (req) => {
    const { semesterId } = parse(timetableOptionsQuery, req.query);
    const today = dateText(new Date());
    const plans = await planOptions(db, semesterId);
    const classNames = await classNamesByPlan(db, plans.map((p) => p.planId));
    const result: TimetableOptions = {
      semesters: (await allSemesters(db)).map((s) => ({ ...s, weekCount: weekCountOf(s), current: s.startDate <= today && today <= s.endDate })),
      plans: plans.map((p) => ({ ...p, classNames: classNames.get(p.planId) ?? '' })),
      teachers: await teacherOptions(db),
      classes: await classOptions(db),
      rooms: await roomOptions(db),
      periods: await periodTimes(db),
      papers: await paperOptions(db),
      ratings: await ratingOptions(db),
    };
    return ok(result);
  });

  app.post(paths.copyWeek, { config: { ...admin, operLog: { title: TITLE, businessType: BusinessType.INSERT } } }, async (req) => {
    const { semesterId, fromWeek, toWeek, planIds } = parse(copyWeekBody, req.body);
    const { semester } = await semesterWeek(db, semesterId, fromWeek, toWeek);
    const from = datesOfWeek(semester, fromWeek);
    const days = (toWeek - fromWeek) * DAYS_PER_WEEK;
    const copied = await atomically(db, async (trx) => {
      const sources = await lessonsToCopy(trx, semesterId, from[0], from[6], planIds);
      if (!sources.length) throw refused(Msg.nothingToCopy(fromWeek));
      if (sources.length > MAX_COPY) throw badRequest(`一次最多复制${MAX_COPY}个课次`);
      const copies = sources.map(({ planDetailId: _source, ...lesson }) => ({
        ...lesson,
        teachingDate: shiftDate(lesson.teachingDate, days),
        teachingStartTime: shiftDate(lesson.teachingStartTime, days),
        teachingEndTime: shiftDate(lesson.teachingEndTime, days),
        homeworkStartTime: lesson.homeworkStartTime && shiftDate(lesson.homeworkStartTime, days),
        homeworkEndTime: lesson.homeworkEndTime && shiftDate(lesson.homeworkEndTime, days),
      }));
      const outside = copies.find((c) => c.teachingDate > semester.endDate || c.teachingDate < semester.startDate);
      if (outside) throw badRequest(Msg.dateOutsideSemester);
      const clashes = await findLessonClashes(trx, copies);
      if (clashes.length) throw refused(`${Msg.copyClashes}${clashesMessage(clashes)}`);
      for (const [i, copy] of copies.entries()) {
        const id = await insertLesson(trx, copy);
        await setLessonLinks(trx, id, await lessonLinks(trx, sources[i].planDetailId));
      }
      return copies.length;
    });
    noteChange(req, undefined, { semesterId, fromWeek, toWeek, copied });
    return ok<CopyWeekResult>({ copied });
  });
}
