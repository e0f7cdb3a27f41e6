import type { FastifyInstance } from 'fastify';
import { classListQuery, idParam, teachingPaths, type Major, type SchoolClass, type ScheduleRow, type Semester, type TeachingPlan } from '@medteach/contract';
import { table, ok } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { parse } from '../../core/validate';
import { parseDate, semesterWeekNum, WEEKDAY_NAMES, isoWeekday } from './calendar';
import { planClassNames } from './lessons';
import { route } from './routing';

/** Semesters, majors, the grade/class list and the course progress table (课表进度表). */
export async function catalogueRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, 'GET', teachingPaths.semesterList, 'user', () => {
    const rows = db
      .prepare('SELECT semester_id AS semesterId, semester_name AS semesterName, start_date AS startDate, end_date AS endDate FROM teaching_semester ORDER BY start_date DESC')
      .all() as Semester[];
    return ok(rows);
  });

  route(app, 'GET', teachingPaths.majorList, 'user', () => {
    const rows = db.prepare('SELECT major_id AS majorId, major_name AS majorName FROM teaching_major ORDER BY major_id').all() as Major[];
    return ok(rows);
  });

  route(app, 'GET', teachingPaths.classList, 'user', (req) => {
    const q = parse(classListQuery, req.query);
    const where = 'WHERE (? IS NULL OR major_id = ?)';
    const { total } = db.prepare(`SELECT COUNT(*) AS total FROM sys_class ${where}`).get(q.majorId ?? null, q.majorId ?? null) as { total: number };
    const rows = db
      .prepare(`SELECT id, class_name AS className, grade_name AS gradeName, major_id AS majorId FROM sys_class ${where} ORDER BY id LIMIT ? OFFSET ?`)
      .all(q.majorId ?? null, q.majorId ?? null, q.pageSize, (q.pageNum - 1) * q.pageSize) as SchoolClass[];
    return table(rows, total);
  });

  route(app, 'GET', `${teachingPaths.planDetail}/:id`, 'user', (req) => {
    const planId = parse(idParam, (req.params as { id: string }).id);
    const plan = db
      .prepare(
        `SELECT p.plan_id AS planId, p.plan_name AS planName, m.major_name AS majorName, s.semester_name AS semesterName,
           s.start_date AS semesterStart, p.theory_period AS theoryPeriod, p.experiment_period AS experimentPeriod, p.textbook,
           p.theory_address_name AS theoryAddressName, p.experiment_address_name AS experimentAddressName,
           p.internship_address_name AS internshipAddressName, COALESCE(u.real_name, '') AS teacherName
         FROM teaching_plan p JOIN teaching_semester s ON s.semester_id = p.semester_id JOIN teaching_major m ON m.major_id = p.major_id
         LEFT JOIN sys_user u ON u.user_id = p.teacher_id WHERE p.plan_id = ?`,
      )
      .get(planId) as (Omit<TeachingPlan, 'classNames' | 'totalPeriod' | 'scheduleList'> & { semesterStart: string }) | undefined;
    if (!plan) throw notFound('教学计划不存在');
    const lessons = db
      .prepare(
        `SELECT d.plan_detail_id AS planDetailId, d.teaching_date AS teachingDate, d.lesson_content AS lessonContent, d.periods,
           COALESCE(u.real_name, '') AS teacherName
         FROM teaching_plan_detail d LEFT JOIN sys_user u ON u.user_id = d.teacher_id
         WHERE d.plan_id = ? ORDER BY d.teaching_date, d.period_num`,
      )
      .all(planId) as Omit<ScheduleRow, 'weekNum' | 'teachWeekName'>[];
    const { semesterStart, ...fields } = plan;
    const scheduleList: ScheduleRow[] = lessons.map((l) => ({
      ...l,
      weekNum: semesterWeekNum(semesterStart, l.teachingDate),
      teachWeekName: WEEKDAY_NAMES[isoWeekday(parseDate(l.teachingDate)) - 1],
    }));
    const result: TeachingPlan = {
      ...fields,
      classNames: planClassNames(db, planId),
      totalPeriod: plan.theoryPeriod + plan.experimentPeriod,
      scheduleList,
    };
    return ok(result);
  });
}
