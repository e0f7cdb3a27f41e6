import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachingPaths, teachingPlanPaths as paths } from '@medteach/contract';
import { loginAs, signIn, testServer, type Caller } from '../../test-helpers';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
let admin: Record<string, string>;
let teacher: Caller;
beforeAll(async () => {
  s = await testServer();
  admin = await loginAs(s.app, 'admin');
  teacher = await signIn(s.app, 'teacher01');
});
afterAll(() => s.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => s.app.inject({ method, url: `/api${url}`, headers: admin, payload }).then((r) => r.json());
const phoneSemesters = async () => (await teacher.get(teachingPaths.semesterList)).body.data as { semesterId: number; semesterName: string; startDate: string }[];

describe('学期管理 /teachingCenter/admin/semester', () => {
  it('lists the semesters with their plan counts, filtered by name', async () => {
    const page = await call('GET', `${paths.semesterList}?pageNum=1&pageSize=10`);
    expect(page.total).toBe(2);
    expect(page.rows[0]).toMatchObject({ semesterId: 1, semesterName: '2026-2027学年第一学期', planCount: 4 });
    expect((await call('GET', `${paths.semesterList}?semesterName=${encodeURIComponent('第二学期')}`)).rows.map((r: { semesterId: number }) => r.semesterId)).toEqual([2]);
  });

  it('creates, edits and deletes a semester, and the phone lists each change at once', async () => {
    const body = { semesterName: '2030-2031学年第一学期', startDate: '2030-09-02', endDate: '2031-01-19' };
    const { semesterId } = (await call('POST', paths.semester, body)).data;
    expect((await phoneSemesters()).find((x) => x.semesterId === semesterId)).toMatchObject({ semesterName: body.semesterName, startDate: '2030-09-02' });
    expect((await call('PUT', paths.semester, { ...body, semesterId, startDate: '2030-09-09' })).code).toBe(200);
    expect((await phoneSemesters()).find((x) => x.semesterId === semesterId)?.startDate).toBe('2030-09-09');
    expect((await call('DELETE', `${paths.semester}/${semesterId}`)).code).toBe(200);
    expect((await phoneSemesters()).some((x) => x.semesterId === semesterId)).toBe(false);
  });

  it('refuses an end before the start, a bad date and a taken name, changing nothing', async () => {
    const before = (await call('GET', paths.semesterList)).total;
    expect(await call('POST', paths.semester, { semesterName: '倒序学期', startDate: '2031-02-01', endDate: '2031-01-01' })).toEqual({ code: 400, msg: '结束日期不能早于开始日期' });
    expect((await call('POST', paths.semester, { semesterName: '坏日期', startDate: '2031-02-30', endDate: '2031-03-01' })).msg).toBe('开始日期格式不正确');
    expect(await call('POST', paths.semester, { semesterName: '2025-2026学年第二学期', startDate: '2031-02-01', endDate: '2031-07-01' })).toEqual({
      code: 500,
      msg: "新增学期'2025-2026学年第二学期'失败，学期名称已存在",
    });
    expect(await call('PUT', paths.semester, { semesterId: 2, semesterName: '2026-2027学年第一学期', startDate: '2026-02-01', endDate: '2026-07-01' })).toEqual({
      code: 500,
      msg: "修改学期'2026-2027学年第一学期'失败，学期名称已存在",
    });
    expect((await call('GET', paths.semesterList)).total).toBe(before);
  });

  it('refuses to delete a semester that has plans, naming the count', async () => {
    expect(await call('DELETE', `${paths.semester}/1`)).toEqual({ code: 500, msg: "学期'2026-2027学年第一学期'下还有 4 个教学计划，不能删除" });
    expect((await call('GET', `${paths.semester}/1`)).data.planCount).toBe(4);
  });

  it('exports the list as xlsx', async () => {
    const res = await s.app.inject({ method: 'POST', url: `/api${paths.semesterExport}`, headers: admin, payload: {} });
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
