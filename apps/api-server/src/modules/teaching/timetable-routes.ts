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
import { parse } from '../../core/validate';
import type { Db } from '../../db/db';
import { isoWeekday, parseDate, weekDates, WEEKDAY_LIST_KEYS } from './calendar';
import { isStudent, planClassNames } from './lessons';
import { route } from './routing';

/** A day shows at least 第1节..第4节 (more when a lesson sits later). */
export const MIN_PERIODS_PER_DAY = 4;

type Query = ReturnType<typeof timetableQuery.parse>;
type WeekLesson = TimetableItem & { teachingDate: string; periodNum: number };

/**
 * Lessons of one week. Scope: the class filter when given; otherwise the teacher view (queryType 1) shows the
 * caller's own lessons and a student sees their class.
 */
function weekLessons(db: Db, user: AuthUser, q: Query): { dates: string[]; lessons: WeekLesson[] } {
  const dates = weekDates(q.weekday ? parseDate(q.weekday) : new Date());
  const classId = q.classId ?? q.gradeId ?? (q.queryType !== TEACHER_QUERY_TYPE && isStudent(user) ? user.classId : null) ?? null;
  const teacherId = classId == null && q.queryType === TEACHER_QUERY_TYPE && hasRole(user, Role.TEACHER) ? user.userId : null;
  const rows = db
    .prepare(
      `SELECT d.plan_detail_id AS planDetailId, d.plan_id AS planId, p.plan_name AS content, d.lesson_content AS lessonContent,
         COALESCE(u.real_name, '') AS teacherName, d.address_name AS addressName, d.teaching_date AS teachingDate, d.period_num AS periodNum
       FROM teaching_plan_detail d
       JOIN teaching_plan p ON p.plan_id = d.plan_id
       LEFT JOIN sys_user u ON u.user_id = d.teacher_id
       WHERE d.teaching_date BETWEEN ? AND ?
         AND (? IS NULL OR p.semester_id = ?)
         AND (? IS NULL OR p.major_id = ?)
         AND (? IS NULL OR EXISTS (SELECT 1 FROM teaching_plan_class pc WHERE pc.plan_id = p.plan_id AND pc.class_id = ?))
         AND (? IS NULL OR d.teacher_id = ? OR p.teacher_id = ?)
       ORDER BY d.teaching_date, d.period_num, d.plan_detail_id`,
    )
    .all(dates[0], dates[6], q.semesterId ?? null, q.semesterId ?? null, q.majorId ?? null, q.majorId ?? null, classId, classId, teacherId, teacherId, teacherId) as Omit<WeekLesson, 'classNames'>[];
  const names = new Map<number, string>();
  const lessons = rows.map((r) => {
    const classNames = names.get(r.planId) ?? planClassNames(db, r.planId);
    names.set(r.planId, classNames);
    return { ...r, classNames };
  });
  return { dates, lessons };
}

const periodNums = (lessons: WeekLesson[]) =>
  Array.from({ length: Math.max(MIN_PERIODS_PER_DAY, ...lessons.map((l) => l.periodNum)) }, (_, i) => i + 1);

const toItem = ({ teachingDate: _d, periodNum: _p, ...item }: WeekLesson): TimetableItem => item;

const inSlot = (lessons: WeekLesson[], date: string, periodNum: number) =>
  lessons.filter((l) => l.teachingDate === date && l.periodNum === periodNum).map(toItem);

export async function timetableRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, 'GET', teachingPaths.schoolTimetable, 'user', (req) => {
    const { dates, lessons } = weekLessons(db, currentUser(req), parse(timetableQuery, req.query));
    const result: SchoolTimetable = {
      weeddayList: dates,
      periodVOList: periodNums(lessons).map((periodNum) => ({
        periodNum,
        weekdayList: dates.map((date) => ({ date, weekday: isoWeekday(parseDate(date)), contentList: inSlot(lessons, date, periodNum) })),
      })),
    };
    return ok(result);
  });

  route(app, 'GET', teachingPaths.h5SchoolTimetable, 'user', (req) => {
    const { dates, lessons } = weekLessons(db, currentUser(req), parse(timetableQuery, req.query));
    const periods = periodNums(lessons);
    const result = { weeddayList: dates } as H5SchoolTimetable;
    WEEKDAY_LIST_KEYS.forEach((key, i) => {
      result[key] = periods.map((periodNum) => ({ periodNum, contentList: inSlot(lessons, dates[i], periodNum) }));
    });
    return ok(result);
  });
}

