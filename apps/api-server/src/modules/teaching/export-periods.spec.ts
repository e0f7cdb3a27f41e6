import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachingExportPaths, teachingLessonAdminPaths, type AdminTimetable, type ProgressSheet } from '@medteach/contract';
import { loginAs, testServer } from '../../test-helpers';
import { xlsxRows } from '../../../test/support/xlsx-upload';
import { SEED_TEACHER_02 } from './seed';

/**
 * The one period model: a lesson sits in one class period (节次) of the timetable and its 学时 are hours, not a span
 * of periods — so lessons in consecutive periods print as consecutive, never overlapping, 节次 on every export.
 */

let server: Awaited<ReturnType<typeof testServer>>;
let admin: Record<string, string>;

const PLAN = 910;
const SEMESTER = 910;
const CLASS = 3;
/** A Monday of the semester's second teaching week. */
const DATE = '2030-09-09';
const SLOTS = [1, 2, 3];

beforeAll(async () => {
  server = await testServer();
  admin = await loginAs(server.app, 'admin');
  const db = server.db;
  await db.insertInto('teaching_semester').values({ semester_id: SEMESTER, semester_name: '2030-2031学年第一学期', start_date: '2030-09-02', end_date: '2031-01-19' }).execute();
  await db
    .insertInto('teaching_plan')
    .values({
      plan_id: PLAN,
      plan_name: '生理学',
      semester_id: SEMESTER,
      major_id: 2,
      teacher_id: SEED_TEACHER_02,
      textbook: '《生理学》（第9版）',
      theory_period: 6,
      experiment_period: 0,
      theory_address_name: '教学楼C102',
      experiment_address_name: '',
      internship_address_name: '',
    })
    .execute();
  await db.insertInto('teaching_plan_class').values({ plan_id: PLAN, class_id: CLASS }).execute();
  // Added as the console adds them: one lesson in each of periods 1, 2 and 3 of one day, 2 学时 each.
  for (const [i, periodNum] of SLOTS.entries()) {
    const res = await server.app.inject({
      method: 'POST',
      url: `/api${teachingLessonAdminPaths.planDetail}`,
      headers: admin,
      payload: { planId: PLAN, lessonContent: `第${i + 1}讲`, teacherId: SEED_TEACHER_02, addressName: '教学楼C102', teachingDate: DATE, periodNum, periods: 2 },
    });
    expect(res.json()).toMatchObject({ code: 200 });
  }
});
afterAll(() => server.close());

const exportRows = async (kind: 'progress' | 'attendance') => {
  const res = await server.app.inject({ method: 'POST', url: `/api${teachingExportPaths.base}/${kind}`, headers: admin, payload: { planId: PLAN, classId: CLASS } });
  expect(res.statusCode).toBe(200);
  return xlsxRows(res.rawPayload);
};

describe('节次 of lessons in consecutive periods', () => {
  it('sit in the timetable one per period', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api${teachingLessonAdminPaths.timetable}`, headers: admin, query: { semesterId: String(SEMESTER), week: '2' } });
    const week = res.json().data as AdminTimetable;
    expect(week.lessons.map((l) => [l.lessonContent, l.periodNum, l.periods])).toEqual([
      ['第1讲', 1, 2],
      ['第2讲', 2, 2],
      ['第3讲', 3, 2],
    ]);
  });

  it('print as 第1节, 第2节, 第3节 on the 课表进度表, its print view and the attendance sheet', async () => {
    const progress = await exportRows('progress');
    expect(progress.slice(3).map((r) => [r[3], r[4], r[8]])).toEqual([
      ['第1节', '第1讲', '2'],
      ['第2节', '第2讲', '2'],
      ['第3节', '第3讲', '2'],
    ]);

    const print = await server.app.inject({ method: 'GET', url: `/api${teachingExportPaths.progressSheet}`, headers: admin, query: { planId: String(PLAN) } });
    expect((print.json().data as ProgressSheet).rows.map((r) => r.periodText)).toEqual(['第1节', '第2节', '第3节']);

    const attendance = await exportRows('attendance');
    expect(attendance[2].slice(3)).toEqual(['第2周 09-09 第1节', '第2周 09-09 第2节', '第2周 09-09 第3节']);
  });
});
