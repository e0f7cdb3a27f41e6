import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachingPlanPaths as paths, teachingWeekOf, type PlanAdminRow } from '@medteach/contract';
import { loginAs, testServer } from '../../test-helpers';
import { sqlAll, sqlOne } from '../../../test/support/raw-sql';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
let admin: Record<string, string>;
beforeAll(async () => {
  s = await testServer();
  admin = await loginAs(s.app, 'admin');
});
afterAll(() => s.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => s.app.inject({ method, url: `/api${url}`, headers: admin, payload }).then((r) => r.json());
const plansOf = async (query: string): Promise<PlanAdminRow[]> => (await call('GET', `${paths.planList}?pageSize=100&${query}`)).rows;
const newSemester = async (semesterName: string, startDate: string, endDate: string): Promise<number> =>
  (await call('POST', paths.semester, { semesterName, startDate, endDate })).data.semesterId;

interface Lesson {
  plan_detail_id: number;
  teaching_date: string;
  period_num: number;
  teaching_start_time: string;
  lesson_content: string;
}
const lessonsOf = (planId: number) =>
  sqlAll<Lesson>(s.db, 'SELECT plan_detail_id, teaching_date, period_num, teaching_start_time, lesson_content FROM teaching_plan_detail WHERE plan_id = ? ORDER BY teaching_date, period_num, plan_detail_id', planId);
const countOf = async (table: string, planId: number) =>
  Number(
    (await sqlOne<{ n: number }>(s.db, `SELECT COUNT(*) AS n FROM ${table} WHERE plan_detail_id IN (SELECT plan_detail_id FROM teaching_plan_detail WHERE plan_id = ?)`, planId)).n,
  );
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const BODY = {
  planName: '病理学',
  semesterId: 2,
  majorId: 1,
  classIds: [1, 2],
  teacherId: 3,
  textbook: '《病理学》（第9版）',
  theoryPeriod: 36,
  experimentPeriod: 12,
  theoryAddressName: '教学楼C101',
  experimentAddressName: '病理实验室',
  internshipAddressName: '',
};

describe('教学计划 /teachingCenter/admin/plan', () => {
  it('lists plans with semester, major, classes, teacher and lesson count, searched by semester, major, teacher and name', async () => {
    const [first] = await plansOf('planName=' + encodeURIComponent('诊断'));
    expect(first).toMatchObject({ planId: 1, planName: '诊断学', semesterName: '2026-2027学年第一学期', majorName: '临床医学', classIds: [1, 2], teacherName: '王建国', theoryPeriod: 32 });
    expect(first.classNames).toBe('临床医学2024级1班,临床医学2024级2班');
    expect(first.lessonCount).toBeGreaterThan(0);
    expect((await plansOf('teacherId=3')).map((p) => p.planId)).toEqual([3, 4]);
    expect((await plansOf('majorId=2')).map((p) => p.planId)).toEqual([4]);
    expect(await plansOf('semesterId=2')).toEqual([]);
  });

  it('creates and edits a plan with its classes; unknown references are refused and nothing is written', async () => {
    const { planId } = (await call('POST', paths.plan, BODY)).data;
    expect(await call('GET', `${paths.plan}/${planId}`)).toMatchObject({ data: { planName: '病理学', classIds: [1, 2], teacherName: '李秀英', lessonCount: 0 } });
    expect((await call('PUT', paths.plan, { ...BODY, planId, classIds: [3] })).code).toBe(200);
    expect((await call('GET', `${paths.plan}/${planId}`)).data.classIds).toEqual([3]);
    const total = (await call('GET', paths.planList)).total;
    expect(await call('POST', paths.plan, { ...BODY, semesterId: 999 })).toEqual({ code: 500, msg: '所选学期不存在' });
    expect(await call('POST', paths.plan, { ...BODY, classIds: [1, 999] })).toEqual({ code: 500, msg: '所选班级不存在' });
    // student01 is no teacher.
    const student = await sqlOne<{ user_id: number }>(s.db, "SELECT user_id FROM sys_user WHERE user_name = 'student01'");
    expect(await call('POST', paths.plan, { ...BODY, teacherId: student.user_id })).toEqual({ code: 500, msg: '所选教师不存在' });
    expect(await call('POST', paths.plan, { ...BODY, classIds: [] })).toEqual({ code: 400, msg: '请选择班级' });
    expect((await call('GET', paths.planList)).total).toBe(total);
    expect((await call('DELETE', `${paths.plan}/${planId}`)).code).toBe(200);
  });

  it('copies a plan to another semester on the same week numbers and weekdays, with its classes and lesson links but no student records', async () => {
    const from = (await call('GET', `${paths.semester}/1`)).data;
    const to = await newSemester('2030-2031学年第一学期', '2030-09-04', '2031-01-26');
    const reply = await call('POST', paths.planCopy, { planId: 1, semesterId: to });
    expect(reply.code).toBe(200);
    const copy = (await call('GET', `${paths.plan}/${reply.data.planId}`)).data as PlanAdminRow;
    expect(copy).toMatchObject({ planName: '诊断学', semesterId: to, classIds: [1, 2], teacherId: 2, textbook: '《诊断学》（第9版）人民卫生出版社' });
    const [source, copied] = [await lessonsOf(1), await lessonsOf(copy.planId)];
    expect(copied).toHaveLength(source.length);
    copied.forEach((lesson, i) => {
      expect(teachingWeekOf('2030-09-04', lesson.teaching_date)).toBe(teachingWeekOf(from.startDate, source[i].teaching_date));
      expect(weekday(lesson.teaching_date)).toBe(weekday(source[i].teaching_date));
      expect(lesson.teaching_start_time).toBe(lesson.teaching_date + source[i].teaching_start_time.slice(10));
      expect([lesson.period_num, lesson.lesson_content]).toEqual([source[i].period_num, source[i].lesson_content]);
    });
    for (const table of ['teaching_plan_detail_rating', 'teaching_plan_detail_paper', 'teaching_material', 'teaching_homework', 'teaching_homework_attach']) {
      expect(await countOf(table, copy.planId), table).toBe(await countOf(table, 1));
    }
    expect(await countOf('teaching_plan_detail_rating', 1)).toBeGreaterThan(0);
    for (const table of ['teaching_clock', 'teaching_rating_record', 'teaching_homework_student', 'teaching_paper_record']) {
      expect(await countOf(table, copy.planId), table).toBe(0);
    }
  });

  it('refuses a copy whose lessons clash, naming the clash, and writes nothing', async () => {
    const from = (await call('GET', `${paths.semester}/1`)).data;
    // Same weeks as the plan's own semester: every lesson lands on itself — its teacher, classes and room.
    const twin = await newSemester('重叠学期', from.startDate, from.endDate);
    const plans = (await call('GET', paths.planList)).total;
    const lessons = Number((await sqlOne<{ n: number }>(s.db, 'SELECT COUNT(*) AS n FROM teaching_plan_detail')).n);
    const reply = await call('POST', paths.planCopy, { planId: 1, semesterId: twin });
    expect(reply.code).toBe(500);
    expect(reply.msg).toMatch(/^复制失败，课次冲突：教师王建国 \d{4}-\d{2}-\d{2} 第\d节已有课程《诊断学》（\S+学期第\d+周）/);
    expect((await call('GET', paths.planList)).total).toBe(plans);
    expect(Number((await sqlOne<{ n: number }>(s.db, 'SELECT COUNT(*) AS n FROM teaching_plan_detail')).n)).toBe(lessons);
  });

  it('refuses a copy into its own semester, a semester too short for its weeks and unknown ids', async () => {
    expect(await call('POST', paths.planCopy, { planId: 1, semesterId: 1 })).toEqual({ code: 500, msg: '教学计划已在所选学期，请选择其他学期' });
    const short = await newSemester('短学期', '2032-03-01', '2032-03-07');
    expect((await call('POST', paths.planCopy, { planId: 1, semesterId: short })).msg).toMatch(/^第\d+周的课次超出学期'短学期'的日期范围，无法复制$/);
    expect(await call('POST', paths.planCopy, { planId: 1, semesterId: 999 })).toEqual({ code: 500, msg: '所选学期不存在' });
    expect((await call('POST', paths.planCopy, { planId: 999, semesterId: short })).code).toBe(404);
    expect((await call('POST', paths.planCopy, { planId: 'x' })).code).toBe(400);
  });

  it('says what deleting a plan takes with it, then deletes the plan, its lessons and their records', async () => {
    const impact = (await call('GET', `${paths.planDeleteImpact}/1`)).data;
    expect(impact).toEqual({
      lessons: (await lessonsOf(1)).length,
      clocks: await countOf('teaching_clock', 1),
      homework: await countOf('teaching_homework_student', 1),
      ratings: await countOf('teaching_rating_record', 1),
      papers: await countOf('teaching_paper_record', 1),
    });
    expect(impact.clocks + impact.ratings + impact.papers).toBeGreaterThan(0);
    // Records the phone writes on a lesson: a sign-in session, a handed-in file, a score change.
    const [lesson] = await lessonsOf(1);
    await sqlAll(s.db, "INSERT INTO teaching_sign_in_session (plan_detail_id, secret, started_by, start_time) VALUES (?, 's', 2, '2026-01-01 08:00:00')", lesson.plan_detail_id);
    await sqlAll(s.db, "INSERT INTO teaching_homework_file (plan_detail_id, user_id, file_name, file_url, file_size) VALUES (?, 10, 'a.pdf', '/file/a.pdf', 1)", lesson.plan_detail_id);
    await sqlAll(s.db, "INSERT INTO teaching_homework_score_log (plan_detail_id, user_id, new_score, scorer_id, scorer_name, score_time) VALUES (?, 10, 80, 2, '王建国', '2026-01-01 08:00:00')", lesson.plan_detail_id);
    expect((await call('DELETE', `${paths.plan}/1`)).code).toBe(200);
    expect((await call('GET', `${paths.plan}/1`)).code).toBe(404);
    expect(await lessonsOf(1)).toEqual([]);
    expect(await sqlAll(s.db, 'SELECT plan_id FROM teaching_plan_class WHERE plan_id = 1')).toEqual([]);
  });
});
