import type { FastifyInstance } from 'fastify';
import { classListQuery, idParam, teachingPaths, type ScheduleRow, type TeachingPlan } from '@medteach/contract';
import { table, ok } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { route } from '../../core/routing';
import { parse } from '../../core/validate';
import { parseDate, semesterWeekNum, WEEKDAY_NAMES, isoWeekday } from './calendar';
import { classPage, findPlan, majors, planLessons, semesters } from './catalogue-repository';
import { planClassNames } from './lesson-repository';

/** Semesters, majors, the grade/class list and the course progress table (课表进度表). */
export async function catalogueRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  route(app, 'GET', teachingPaths.semesterList, 'user', async () => ok(await semesters(db)));

  route(app, 'GET', teachingPaths.majorList, 'user', async () => ok(await majors(db)));

  route(app, 'GET', teachingPaths.classList, 'user', async (req) => {
    const q = parse(classListQuery, req.query);
    const { rows, total } = await classPage(db, q.majorId ?? undefined, q.pageNum, q.pageSize);
    return table(rows, total);
  });

  route(app, 'GET', `${teachingPaths.planDetail}/:id`, 'user', async (req) => {
    const planId = parse(idParam, (req.params as { id: string }).id);
    const plan = await findPlan(db, planId);
    if (!plan) throw notFound('教学计划不存在');
    const [lessons, classNames] = await Promise.all([planLessons(db, planId), planClassNames(db, planId)]);
    const { semesterStart, ...fields } = plan;
    const scheduleList: ScheduleRow[] = lessons.map((l) => ({
      ...l,
      weekNum: semesterWeekNum(semesterStart, l.teachingDate),
      teachWeekName: WEEKDAY_NAMES[isoWeekday(parseDate(l.teachingDate)) - 1],
    }));
    const result: TeachingPlan = { ...fields, classNames, totalPeriod: plan.theoryPeriod + plan.experimentPeriod, scheduleList };
    return ok(result);
  });
}
