import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachingPaths } from '@medteach/contract';
import { signIn, testServer, type Caller } from '../../test-helpers';
import { dateText, isoWeekday, weekDates } from './calendar';
import { SeedLesson } from './seed';

let server: Awaited<ReturnType<typeof testServer>>;
let teacher: Caller;
let student: Caller;
const today = dateText(new Date());
const todayKey = ['mondayList', 'tuesdayList', 'wednesdayList', 'thursdayList', 'fridayList', 'saturdayList', 'sundayList'][isoWeekday(new Date()) - 1];

beforeAll(async () => {
  server = await testServer();
  teacher = await signIn(server.app, 'teacher01');
  student = await signIn(server.app, 'student01');
});
afterAll(() => server.close());

describe('catalogue', () => {
  it('lists the semester covering today, both majors and the grade list as rows', async () => {
    const semesters = (await teacher.get(teachingPaths.semesterList)).body.data;
    const current = semesters.find((s: { semesterName: string }) => s.semesterName === '2026-2027学年第一学期');
    expect(current.startDate <= today && today <= current.endDate).toBe(true);
    expect((await teacher.get(teachingPaths.majorList)).body.data.map((m: { majorName: string }) => m.majorName)).toEqual(['临床医学', '口腔医学']);
    const classes = (await teacher.get(teachingPaths.classList, { pageNum: 1, pageSize: 100, majorId: 1 })).body;
    expect(classes.total).toBe(2);
    expect(classes.rows.map((c: { id: number }) => c.id)).toEqual([1, 2]);
  });
});

describe('H5 timetable', () => {
  it('gives the teacher view of this week: 7 dates from Monday and several courses in one slot', async () => {
    const { body } = await teacher.get(teachingPaths.h5SchoolTimetable, { weekday: today, queryType: 1, periodType: 0 });
    expect(body.data.weeddayList).toEqual(weekDates(new Date()));
    const firstPeriod = body.data[todayKey].find((p: { periodNum: number }) => p.periodNum === 1);
    expect(firstPeriod.contentList.map((c: { planDetailId: number }) => c.planDetailId)).toEqual(expect.arrayContaining([SeedLesson.IN_PROGRESS, SeedLesson.SAME_SLOT]));
    expect(firstPeriod.contentList[0]).toMatchObject({ content: '诊断学', teacherName: '王建国', planId: 1 });
    const all = body.data[todayKey].flatMap((p: { contentList: { planDetailId: number }[] }) => p.contentList.map((c) => c.planDetailId));
    expect(all).not.toContain(SeedLesson.OTHER_TEACHER);
    for (const key of ['mondayList', 'sundayList']) expect(body.data[key].map((p: { periodNum: number }) => p.periodNum)).toEqual([1, 2, 3, 4]);
  });

  it('shows a student the lessons of their class, whoever teaches them', async () => {
    const { body } = await student.get(teachingPaths.h5SchoolTimetable, { weekday: today, queryType: 0 });
    const ids = body.data[todayKey].flatMap((p: { contentList: { planDetailId: number }[] }) => p.contentList.map((c) => c.planDetailId));
    expect(ids).toEqual(expect.arrayContaining([SeedLesson.IN_PROGRESS, SeedLesson.OTHER_TEACHER]));
  });
});

describe('school timetable', () => {
  it('filters by class and answers period rows with one cell per weekday', async () => {
    const { body } = await teacher.get(teachingPaths.schoolTimetable, { semesterId: 1, majorId: 2, classId: 3, weekday: today, periodType: 0 });
    expect(body.data.weeddayList).toHaveLength(7);
    expect(body.data.periodVOList.length).toBeGreaterThanOrEqual(4);
    for (const row of body.data.periodVOList) expect(row.weekdayList.map((c: { weekday: number }) => c.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const names = new Set(body.data.periodVOList.flatMap((r: { weekdayList: { contentList: { content: string }[] }[] }) => r.weekdayList.flatMap((c) => c.contentList.map((i) => i.content))));
    expect([...names]).toEqual(['口腔解剖生理学']);
  });

  it('rejects a malformed date', async () => {
    const { status, body } = await teacher.get(teachingPaths.schoolTimetable, { weekday: '2026/01/01' });
    expect(status).toBe(400);
    expect(body.msg).toBe('日期格式不正确');
  });
});

describe('course progress table', () => {
  it('answers the plan with hours, empty addresses and weekly rows', async () => {
    const { body } = await teacher.get(`${teachingPaths.planDetail}/2`);
    expect(body.data).toMatchObject({ planName: '内科学', majorName: '临床医学', semesterName: '2026-2027学年第一学期', theoryPeriod: 48, experimentPeriod: 8, totalPeriod: 56, internshipAddressName: '' });
    expect(body.data.classNames).toContain('临床医学2024级1班');
    const row = body.data.scheduleList[0];
    expect(row).toMatchObject({ teacherName: '王建国', periods: 2 });
    expect(row.weekNum).toBeGreaterThan(0);
    expect(row.teachWeekName).toMatch(/^星期[一二三四五六日]$/);
  });

  it('answers the short spelling of the path too', async () => {
    const { body } = await teacher.get(`/teachingPlan/detail/1`);
    expect(body.data.planName).toBe('诊断学');
  });
});
