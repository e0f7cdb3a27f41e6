import type { FastifyInstance } from 'fastify';
import {
  Role,
  TEACHER_QUERY_TYPE,
  teachingPaths,
  timetableQuery,
  type H5SchoolTimetable,
  type SchoolTimetable,
  type TimetableItem,
} from '@medteach/contract';
import { hasRole, type AuthUser } from '../../core/auth';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { route } from '../../core/routing';
import { parse } from '../../core/validate';
import { isoWeekday, parseDate, weekDates, WEEKDAY_LIST_KEYS } from './calendar';
import { planClassNames } from './lesson-repository';
import { isStudent } from './lessons';
import { lessonsBetween } from './timetable-repository';
import type { Queryable } from '../../db/queryable';

/** A day shows at least 第1节..第4节 (more when a lesson sits later). */
export const MIN_PERIODS_PER_DAY = 4;

type Query = ReturnType<typeof timetableQuery.parse>;
type WeekLesson = TimetableItem & { teachingDate: string; periodNum: number };

/**
 * Lessons of one week. Scope: the class filter when given; otherwise the teacher view (queryType 1) shows the
 * caller's own lessons and a student sees their class.
 */
async function weekLessons(db: Queryable, user: AuthUser, q: Query): Promise<{ dates: string[]; lessons: WeekLesson[] }> {
  const dates = weekDates(q.weekday ? parseDate(q.weekday) : new Date());
  const classId = q.classId ?? q.gradeId ?? (q.queryType !== TEACHER_QUERY_TYPE && isStudent(user) ? user.classId : null) ?? null;
  const teacherId = classId == null && q.queryType === TEACHER_QUERY_TYPE && hasRole(user, Role.TEACHER) ? user.userId : null;
  const rows = await lessonsBetween(db, dates[0], dates[6], { semesterId: q.semesterId, majorId: q.majorId, classId, teacherId });
  const planIds = [...new Set(rows.map((r) => r.planId))];
  const names = new Map(await Promise.all(planIds.map(async (planId) => [planId, await planClassNames(db, planId)] as const)));
  const lessons = rows.map((r) => ({ ...r, classNames: names.get(r.planId) ?? '' }));
  return { dates, lessons };
}

const periodNums = (lessons: WeekLesson[]) =>
  Array.from({ length: Math.max(MIN_PERIODS_PER_DAY, ...lessons.map((l) => l.periodNum)) }, (_, i) => i + 1);

const toItem = ({ teachingDate: _d, periodNum: _p, ...item }: WeekLesson): TimetableItem => item;

const inSlot = (lessons: WeekLesson[], date: string, periodNum: number) =>
  lessons.filter((l) => l.teachingDate === date && l.periodNum === periodNum).map(toItem);

export async function timetableRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  route(app, 'GET', teachingPaths.schoolTimetable, 'user', async (req) => {
    const { dates, lessons } = await weekLessons(db, currentUser(req), parse(timetableQuery, req.query));
    const result: SchoolTimetable = {
      weeddayList: dates,
      periodVOList: periodNums(lessons).map((periodNum) => ({
        periodNum,
        weekdayList: dates.map((date) => ({ date, weekday: isoWeekday(parseDate(date)), contentList: inSlot(lessons, date, periodNum) })),
      })),
    };
    return ok(result);
  });

  route(app, 'GET', teachingPaths.h5SchoolTimetable, 'user', async (req) => {
    const { dates, lessons } = await weekLessons(db, currentUser(req), parse(timetableQuery, req.query));
    const periods = periodNums(lessons);
    const result = { weeddayList: dates } as H5SchoolTimetable;
    WEEKDAY_LIST_KEYS.forEach((key, i) => {
      result[key] = periods.map((periodNum) => ({ periodNum, contentList: inSlot(lessons, dates[i], periodNum) }));
    });
    return ok(result);
  });
}

