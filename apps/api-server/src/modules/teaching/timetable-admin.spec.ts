/** 课次 and 课表 in the back office (issue 17): lesson CRUD with clash refusals, the week grid, copying a week. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TeachingLessonMessages,
  teachingLessonAdminPaths as paths,
  teachingPaths,
  teachingWeekOf,
  type AdminLesson,
  type AdminLessonDetail,
  type AdminTimetable,
  type PlanDetailBody,
  type TimetableOptions,
} from '@medteach/contract';
import { loginAs, signIn, testServer, type Caller, type Reply } from '../../test-helpers';
import { dateText } from './calendar';
import { SEED_TEACHER_01, SEED_TEACHER_02, SeedLesson, SeedPaper, SeedRating } from './seed';

let server: Awaited<ReturnType<typeof testServer>>;
let adminHeaders: Record<string, string>;
let teacher01: Caller;
let options: TimetableOptions;
let semester: TimetableOptions['semesters'][number];

beforeAll(async () => {
  server = await testServer();
  adminHeaders = await loginAs(server.app, 'admin');
  teacher01 = await signIn(server.app, 'teacher01');
  options = (await admin('GET', paths.timetableOptions)).body.data;
  const current = options.semesters.find((s) => s.current);
  if (!current) throw new Error('the seed has no semester covering today');
  semester = current;
});
afterAll(() => server.close());

async function admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object): Promise<Reply> {
  const res = await server.app.inject({ method, url: `/api${path}`, headers: adminHeaders, ...(method === 'GET' || method === 'DELETE' ? { query: body as Record<string, string> } : { payload: body }) });
  return { status: res.statusCode, body: res.json() };
}
const week = async (w: number, filter: object = {}) => (await admin('GET', paths.timetable, { semesterId: semester.semesterId, week: w, ...filter })).body.data as AdminTimetable;
const lessonCount = async () => Number((await server.db.selectFrom('teaching_plan_detail').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
/** Teaching week of today in the current semester. */
const currentWeekNum = () => teachingWeekOf(semester.startDate, dateText(new Date()));
/** The seed lays lessons out in the current week and the next; two weeks later is free. */
const freeWeek = () => currentWeekNum() + 2;

const lesson = (teachingDate: string, over: Partial<PlanDetailBody> = {}): PlanDetailBody => ({
  planId: 1,
  lessonContent: '心脏听诊（复习）',
  teacherId: SEED_TEACHER_01,
  addressName: '教学楼A201',
  teachingDate,
  periodNum: 1,
  periods: 2,
  ...over,
});

describe('课次 (planDetail)', () => {
  it('adds a lesson with materials, papers, rating criteria and homework; the teacher’s phone timetable shows it at once', async () => {
    const monday = (await week(freeWeek())).dates[0];
    const body = lesson(monday, {
      materials: [{ fileName: '听诊讲义.pdf', fileUrl: '/file/teaching/notes.pdf' }],
      paperIds: [SeedPaper.DIAGNOSTICS],
      ratingIds: [SeedRating.CLASSROOM],
      homeworkContent: '整理心脏听诊要点',
      homeworkAttachments: [{ fileName: '模板.pdf', fileUrl: '/file/teaching/template.pdf' }],
      homeworkStartTime: `${monday} 08:00:00`,
      homeworkEndTime: `${monday} 23:00:00`,
    });
    const added = await admin('POST', paths.planDetail, body);
    expect(added.body).toMatchObject({ code: 200 });
    const id = added.body.data.planDetailId as number;
    const detail: AdminLessonDetail = (await admin('GET', `${paths.planDetail}/${id}`)).body.data;
    expect(detail).toMatchObject({
      planName: '诊断学',
      teacherName: '王建国',
      periodNum: 1,
      materials: body.materials,
      paperIds: [SeedPaper.DIAGNOSTICS],
      ratingIds: [SeedRating.CLASSROOM],
      homeworkContent: '整理心脏听诊要点',
      homeworkAttachments: body.homeworkAttachments,
      classNames: expect.stringContaining('班'),
    });
    const stored = await server.db.selectFrom('teaching_plan_detail').selectAll().where('plan_detail_id', '=', id).executeTakeFirstOrThrow();
    expect([stored.teaching_start_time, stored.teaching_end_time]).toEqual([`${monday} 08:00:00`, `${monday} 09:40:00`]);

    const phone = (await teacher01.get(teachingPaths.h5SchoolTimetable, { weekday: monday, queryType: 1, periodType: 0 })).body.data;
    expect(phone.mondayList[0].contentList.map((c: { planDetailId: number }) => c.planDetailId)).toContain(id);
  });

  it('refuses a double-booked teacher, class or room with the clash named, and writes nothing', async () => {
    const tuesday = (await week(freeWeek())).dates[1];
    expect((await admin('POST', paths.planDetail, lesson(tuesday, { periodNum: 2 }))).body.code).toBe(200);
    const before = await lessonCount();
    // 口腔解剖生理学 (class 3 only) by the same teacher in the same period.
    const teacherTwice = await admin('POST', paths.planDetail, lesson(tuesday, { planId: 4, periodNum: 2, addressName: '' }));
    expect(teacherTwice.status).toBe(200);
    expect(teacherTwice.body).toEqual({ code: 500, msg: expect.stringMatching(new RegExp(`^教师王建国 ${tuesday} 第2节已有课程《诊断学》（\\S+学期第\\d+周）$`)) });
    // 外科学 (class 1) by teacher02 in another room: class 1 is in 诊断学 then.
    const classTwice = await admin('POST', paths.planDetail, lesson(tuesday, { planId: 3, teacherId: SEED_TEACHER_02, periodNum: 2, addressName: '' }));
    expect(classTwice.body.msg).toMatch(/^班级.+班 .+ 第2节已有课程《诊断学》/);
    const roomTwice = await admin('POST', paths.planDetail, lesson(tuesday, { planId: 4, teacherId: SEED_TEACHER_02, periodNum: 2 }));
    expect(roomTwice.body.msg).toMatch(/^教室 教学楼A201 .+ 第2节已有课程《诊断学》/);
    expect(await lessonCount()).toBe(before);
  });

  it('two saves of one slot at once: exactly one is written, the other refused as a clash', async () => {
    const wednesday = (await week(freeWeek() + 1)).dates[2]; // a week the other tests leave alone
    const before = await lessonCount();
    const answers = await Promise.all([
      admin('POST', paths.planDetail, lesson(wednesday, { periodNum: 3 })),
      admin('POST', paths.planDetail, lesson(wednesday, { periodNum: 3 })),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 500]);
    expect(await lessonCount()).toBe(before + 1);
    const written = answers.find((a) => a.body.code === 200)!.body.data.planDetailId as number;
    expect((await admin('DELETE', `${paths.planDetail}/${written}`)).body.code).toBe(200);
  });

  it('edits a lesson (its own slot is no clash), refuses moving it onto another, and refuses bad input with clear messages', async () => {
    const dates = (await week(freeWeek())).dates;
    const a = (await admin('POST', paths.planDetail, lesson(dates[2], { periodNum: 3 }))).body.data.planDetailId as number;
    await admin('POST', paths.planDetail, lesson(dates[2], { periodNum: 4 }));
    expect((await admin('PUT', paths.planDetail, lesson(dates[2], { planDetailId: a, periodNum: 3, lessonContent: '改过的内容' }))).body.code).toBe(200);
    const moved = await admin('PUT', paths.planDetail, lesson(dates[2], { planDetailId: a, periodNum: 4 }));
    expect(moved.body.msg).toContain('第4节已有课程《诊断学》');
    expect((await admin('GET', `${paths.planDetail}/${a}`)).body.data).toMatchObject({ periodNum: 3, lessonContent: '改过的内容' });

    expect((await admin('POST', paths.planDetail, lesson(dates[2], { periodNum: 9 }))).body).toMatchObject({ code: 400, msg: '第9节未设置上课时间' });
    expect((await admin('POST', paths.planDetail, lesson('2099-01-05'))).body).toMatchObject({ code: 400, msg: TeachingLessonMessages.dateOutsideSemester });
    expect((await admin('POST', paths.planDetail, lesson('2026-02-30'))).body).toMatchObject({ code: 400, msg: '上课日期格式不正确' });
    expect((await admin('POST', paths.planDetail, lesson(dates[2], { periodNum: 1, paperIds: [9999] }))).body).toMatchObject({ code: 400, msg: TeachingLessonMessages.unknownPaper });
    expect((await admin('POST', paths.planDetail, lesson(dates[2], { lessonContent: ' ' }))).body).toMatchObject({ code: 400, msg: '授课内容不能为空' });
    expect((await admin('PUT', paths.planDetail, lesson(dates[2], { planDetailId: 999999 }))).body).toMatchObject({ code: 404, msg: TeachingLessonMessages.notFound });
  });

  it('keeps a running sign-in session when the lesson is edited (only the form’s links are replaced)', async () => {
    const thursday = (await week(freeWeek())).dates[3];
    const id = (await admin('POST', paths.planDetail, lesson(thursday, { materials: [{ fileName: 'a.pdf', fileUrl: '/file/a.pdf' }] }))).body.data.planDetailId as number;
    await server.db
      .insertInto('teaching_sign_in_session')
      .values({ plan_detail_id: id, secret: 'x', started_by: SEED_TEACHER_01, start_time: `${thursday} 08:00:00` })
      .execute();
    expect((await admin('PUT', paths.planDetail, lesson(thursday, { planDetailId: id, lessonContent: '改期前的内容', materials: [] }))).body.code).toBe(200);
    const sessions = await server.db.selectFrom('teaching_sign_in_session').select('session_id').where('plan_detail_id', '=', id).execute();
    expect(sessions).toHaveLength(1);
    expect((await admin('GET', `${paths.planDetail}/${id}`)).body.data).toMatchObject({ lessonContent: '改期前的内容', materials: [] });
  });

  it('lists a plan’s lessons and deletes a lesson nobody has records in, never one with students’ records', async () => {
    const list = await admin('GET', paths.planDetailList, { planId: 3, pageNum: 1, pageSize: 5 });
    expect(list.body.total).toBeGreaterThan(0);
    expect(list.body.rows.every((r: AdminLesson) => r.planId === 3 && r.planName === '外科学')).toBe(true);

    const refused = await admin('DELETE', `${paths.planDetail}/${SeedLesson.OVER}`);
    expect(refused.body).toMatchObject({ code: 500, msg: expect.stringMatching(/^课次已有 \d+ 条学生记录/) });
    expect(await server.db.selectFrom('teaching_plan_detail').select('plan_detail_id').where('plan_detail_id', '=', SeedLesson.OVER).executeTakeFirst()).toBeDefined();

    const friday = (await week(freeWeek())).dates[4];
    const id = (await admin('POST', paths.planDetail, lesson(friday, { materials: [{ fileName: 'x.pdf', fileUrl: '/file/x.pdf' }] }))).body.data.planDetailId;
    expect((await admin('DELETE', `${paths.planDetail}/${id}`)).body.code).toBe(200);
    expect((await admin('GET', `${paths.planDetail}/${id}`)).body.code).toBe(404);
    expect(await server.db.selectFrom('teaching_material').select('material_id').where('plan_detail_id', '=', id).executeTakeFirst()).toBeUndefined();
  });
});

describe('课表 (timetable)', () => {
  it('answers the week grid (Monday..Sunday × periods with times) filtered by teacher, class or room', async () => {
    const now = currentWeekNum();
    const grid = await week(now);
    expect(grid.dates).toHaveLength(7);
    expect(grid.periods.map((p) => [p.periodNum, p.startTime])).toEqual([
      [1, '08:00:00'],
      [2, '10:00:00'],
      [3, '14:00:00'],
      [4, '16:00:00'],
    ]);
    expect(grid.lessons.length).toBeGreaterThan(5);
    expect(grid.lessons.every((l) => grid.dates.includes(l.teachingDate) && l.weekNum === now)).toBe(true);
    const teacher02 = await week(now, { teacherId: SEED_TEACHER_02 });
    expect(teacher02.lessons.length).toBeGreaterThan(0);
    expect(teacher02.lessons.every((l) => l.teacherId === SEED_TEACHER_02)).toBe(true);
    const dental = await week(now, { classId: 3 });
    expect(dental.lessons.every((l) => l.planId === 4)).toBe(true);
    const room = await week(now, { addressName: '教学楼B102' });
    expect(room.lessons.every((l) => l.addressName === '教学楼B102')).toBe(true);
    expect((await admin('GET', paths.timetable, { semesterId: semester.semesterId, week: semester.weekCount + 1 })).body).toMatchObject({
      code: 400,
      msg: TeachingLessonMessages.weekOutsideSemester(semester.weekCount),
    });
    expect(options.plans.length).toBeGreaterThan(0);
    expect(options.teachers.map((t) => t.name)).toEqual(expect.arrayContaining(['王建国', '李秀英']));
  });

  it('copies a week to another week (same weekday and period, links too), and refuses a copy that would clash, writing nothing', async () => {
    const now = currentWeekNum();
    const target = now + 4;
    const source = await week(now, {});
    const copied = await admin('POST', paths.copyWeek, { semesterId: semester.semesterId, fromWeek: now, toWeek: target, planIds: [3, 4] });
    expect(copied.body).toMatchObject({ code: 200, data: { copied: source.lessons.filter((l) => [3, 4].includes(l.planId)).length } });
    const result = await week(target);
    const slot = (l: AdminLesson) => `${new Date(l.teachingDate).getDay()}/${l.periodNum}/${l.planId}/${l.lessonContent}`;
    expect(result.lessons.map(slot).sort()).toEqual(source.lessons.filter((l) => [3, 4].includes(l.planId)).map(slot).sort());

    const before = await lessonCount();
    const again = await admin('POST', paths.copyWeek, { semesterId: semester.semesterId, fromWeek: now, toWeek: target, planIds: [3] });
    expect(again.body).toMatchObject({ code: 500, msg: expect.stringMatching(/^复制失败，以下课次冲突：教师李秀英 .+已有课程《外科学》/) });
    expect(await lessonCount()).toBe(before);

    expect((await admin('POST', paths.copyWeek, { semesterId: semester.semesterId, fromWeek: now, toWeek: now })).body).toMatchObject({ code: 400, msg: TeachingLessonMessages.sameWeek });
    expect((await admin('POST', paths.copyWeek, { semesterId: semester.semesterId, fromWeek: semester.weekCount, toWeek: now })).body).toMatchObject({
      code: 500,
      msg: TeachingLessonMessages.nothingToCopy(semester.weekCount),
    });
  });
});
