import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeachingExportMessages, teachingExportPaths, type ExportPlanOption, type ProgressSheet } from '@medteach/contract';
import { loginAs, testServer } from '../../test-helpers';
import { xlsxRows } from '../../../test/support/xlsx-upload';
import { SeedRating, SEED_TEACHER_02 } from './seed';

let server: Awaited<ReturnType<typeof testServer>>;
let adminHeaders: Record<string, string>;
let teacher01: Record<string, string>;
let teacher02: Record<string, string>;

/** A plan of its own (so the seed's date-relative lessons do not move the expectations): class 3, two lessons. */
const PLAN = 900;
const SEMESTER = 900;
const LESSON_1 = 9001;
const LESSON_2 = 9002;
const CLASS = 3;
let students: { user_id: number; real_name: string; job_number: string }[];

beforeAll(async () => {
  server = await testServer();
  [adminHeaders, teacher01, teacher02] = await Promise.all(['admin', 'teacher01', 'teacher02'].map((u) => loginAs(server.app, u)));
  const db = server.db;
  await db.insertInto('teaching_semester').values({ semester_id: SEMESTER, semester_name: '2030-2031学年第一学期', start_date: '2030-09-02', end_date: '2031-01-19' }).execute();
  await db
    .insertInto('teaching_plan')
    .values({
      plan_id: PLAN,
      plan_name: '病理学',
      semester_id: SEMESTER,
      major_id: 2,
      teacher_id: SEED_TEACHER_02,
      textbook: '《病理学》（第9版）',
      theory_period: 30,
      experiment_period: 10,
      theory_address_name: '教学楼C101',
      experiment_address_name: '病理实验室',
      internship_address_name: '',
    })
    .execute();
  await db.insertInto('teaching_plan_class').values({ plan_id: PLAN, class_id: CLASS }).execute();
  const lesson = (id: number, date: string, content: string, address: string) => ({
    plan_detail_id: id,
    plan_id: PLAN,
    lesson_content: content,
    teacher_id: SEED_TEACHER_02,
    address_name: address,
    teaching_date: date,
    period_num: 3,
    periods: 2,
    teaching_start_time: `${date} 10:00:00`,
    teaching_end_time: `${date} 11:40:00`,
  });
  // Stored out of order: the table lists them by date.
  await db.insertInto('teaching_plan_detail').values([lesson(LESSON_2, '2030-09-18', '炎症', '病理实验室'), lesson(LESSON_1, '2030-09-09', '细胞和组织的适应与损伤', '教学楼C101')]).execute();
  students = await db.selectFrom('sys_user').select(['user_id', 'real_name', 'job_number']).where('class_id', '=', CLASS).where('roles', 'like', '%student%').where('status', '=', '0').orderBy('user_id').execute();
  const [first, second] = students;
  await db.insertInto('teaching_clock').values([
    { plan_detail_id: LESSON_1, user_id: first.user_id, clock_time: '2030-09-09 09:58:12', clock_status: 'present', clock_method: 'code', marked_by: null },
    { plan_detail_id: LESSON_1, user_id: first.user_id, clock_time: '2030-09-09 10:05:00', clock_status: 'present', clock_method: 'code', marked_by: null },
    // Signed in, then marked excused by the teacher: the mark (latest) counts.
    { plan_detail_id: LESSON_2, user_id: first.user_id, clock_time: '2030-09-18 10:01:00', clock_status: 'present', clock_method: 'code', marked_by: null },
    { plan_detail_id: LESSON_2, user_id: first.user_id, clock_time: '2030-09-18 10:20:00', clock_status: 'excused', clock_method: 'teacher', marked_by: SEED_TEACHER_02 },
  ]).execute();
  await db.insertInto('teaching_homework_student').values([
    { plan_detail_id: LESSON_1, user_id: first.user_id, homework_status: 1, home_work_score: 88, submit_time: '2030-09-10 20:00:00', score_time: '2030-09-11 08:00:00' },
    { plan_detail_id: LESSON_1, user_id: second.user_id, homework_status: 1, home_work_score: null, submit_time: '2030-09-10 21:00:00', score_time: null },
  ]).execute();
  await db.insertInto('teaching_plan_detail_rating').values({ plan_detail_id: LESSON_2, rating_id: SeedRating.PRACTICE }).execute();
  await db
    .insertInto('teaching_rating_record')
    .values({ plan_detail_id: LESSON_2, rating_id: SeedRating.PRACTICE, user_id: second.user_id, score: 76, evaluator_id: SEED_TEACHER_02, evaluate_time: '2030-09-18 11:30:00' })
    .execute();
});
afterAll(() => server.close());

async function exportOf(kind: string, body: object, headers = adminHeaders) {
  return server.app.inject({ method: 'POST', url: `/api${teachingExportPaths.base}/${kind}`, headers, payload: body });
}
async function workbookOf(kind: string, body: object) {
  const res = await exportOf(kind, body);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  return { res, rows: await xlsxRows(res.rawPayload) };
}

describe('教学导出', () => {
  it('lists the plans of a semester with their classes; a teacher sees only the plans they teach', async () => {
    const all = await server.app.inject({ method: 'GET', url: `/api${teachingExportPaths.plans}`, headers: adminHeaders, query: { semesterId: String(SEMESTER) } });
    expect(all.json().data).toEqual([{ planId: PLAN, planName: '病理学', semesterId: SEMESTER, teacherName: expect.any(String), classes: [{ classId: CLASS, className: expect.any(String) }] }]);
    const mine = (await server.app.inject({ method: 'GET', url: `/api${teachingExportPaths.plans}`, headers: teacher01 })).json().data as ExportPlanOption[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((p) => p.planId)).not.toContain(PLAN);
  });

  it('exports the 课表进度表 set up to print: title, plan facts, repeated bordered header, one row per lesson in date order', async () => {
    const { res, rows } = await workbookOf('progress', { planId: PLAN });
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('病理学课表进度表.xlsx');
    // Title and facts are merged across the table (a merged cell reads back in every column it covers).
    expect(rows[0][0]).toBe('病理学课表进度表');
    expect(rows[1][0]).toContain('教材：《病理学》（第9版）');
    expect(rows[1][0]).toContain('总学时：40（理论30，实验10）');
    expect(rows[2]).toEqual(['周次', '日期', '星期', '节次', '授课内容', '授课教师', '上课地点', '学时类型', '学时', '授课班级']);
    const className = (await server.db.selectFrom('sys_class').select('class_name').where('id', '=', CLASS).executeTakeFirstOrThrow()).class_name;
    expect(rows.slice(3)).toEqual([
      ['第2周', '2030-09-09', '星期一', '第3节', '细胞和组织的适应与损伤', expect.any(String), '教学楼C101', '理论', '2', className],
      ['第3周', '2030-09-18', '星期三', '第3节', '炎症', expect.any(String), '病理实验室', '实验', '2', className],
    ]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.pageSetup).toMatchObject({ paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: '3:3' });
    expect(sheet.getCell('A1').isMerged).toBe(true);
    expect(sheet.getCell('E4').border).toMatchObject({ top: { style: 'thin' }, bottom: { style: 'thin' } });
  });

  it('gives the print view the same rows as JSON', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api${teachingExportPaths.progressSheet}`, headers: adminHeaders, query: { planId: String(PLAN), classId: String(CLASS) } });
    const sheet = res.json().data as ProgressSheet;
    expect(sheet).toMatchObject({ planName: '病理学', theoryPeriod: 30, experimentPeriod: 10 });
    expect(sheet.rows.map((r) => [r.weekNum, r.periodText, r.hoursType])).toEqual([
      [2, '第3节', '理论'],
      [3, '第3节', '实验'],
    ]);
  });

  it('exports attendance, homework scores and ratings per class as students × lessons', async () => {
    const [first, second, third] = students;
    const attendance = (await workbookOf('attendance', { planId: PLAN, classId: CLASS })).rows;
    expect(attendance[2]).toEqual(['学号', '姓名', '班级', '第2周 09-09 第3节', '第3周 09-18 第3节']);
    expect(attendance).toHaveLength(3 + students.length);
    // The latest row counts: an updated sign-in shows its new time, a teacher's 请假 mark overrides a sign-in.
    expect(attendance[3]).toEqual([first.job_number, first.real_name, expect.any(String), '已签到 10:05', '请假']);
    expect(attendance[4].slice(3)).toEqual(['未签到', '未签到']);

    const homework = (await workbookOf('homework', { planId: PLAN, classId: CLASS })).rows;
    expect(homework[3].slice(1)).toEqual([first.real_name, expect.any(String), '88', '未提交']);
    expect(homework[4].slice(3)).toEqual(['已提交', '未提交']);
    expect(homework[5].slice(3)).toEqual(['未提交', '未提交']);

    const full = await server.db
      .selectFrom('teaching_rating_item')
      .select((eb) => eb.fn.sum<number>('max_score').as('s'))
      .where('rating_id', '=', SeedRating.PRACTICE)
      .where('pid', '=', 0)
      .executeTakeFirstOrThrow();
    const rating = (await workbookOf('rating', { planId: PLAN, classId: CLASS })).rows;
    expect(rating[2].slice(3)).toEqual([expect.stringMatching(new RegExp(`^第3周 09-18 第3节 .+（满分${Number(full.s)}）$`))]);
    expect(rating[4].slice(1)).toEqual([second.real_name, expect.any(String), '76']);
    expect(rating[5].slice(1)).toEqual([third.real_name, expect.any(String), '']);
  });

  it('refuses an unknown plan, a class outside the plan and a teacher who does not teach it, with clear messages', async () => {
    expect((await exportOf('progress', { planId: 987654 })).json()).toMatchObject({ code: 404, msg: TeachingExportMessages.planNotFound });
    expect((await exportOf('attendance', { planId: PLAN, classId: 1 })).json()).toMatchObject({ code: 404, msg: TeachingExportMessages.classNotInPlan });
    expect((await exportOf('homework', { planId: 'x' })).json().code).toBe(400);
    expect((await exportOf('progress', { planId: PLAN }, teacher01)).json()).toMatchObject({ code: 403, msg: TeachingExportMessages.notYourPlan });
    const own = await exportOf('progress', { planId: PLAN }, teacher02);
    expect(own.statusCode).toBe(200);
    expect((await xlsxRows(own.rawPayload))[0][0]).toBe('病理学课表进度表');
  });
});
