import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, testServer } from '../../test-helpers';
import { classBody } from '@medteach/contract';
import { bodyOf } from '../../../test/support/bodies';
import { sqlAll } from '../../../test/support/raw-sql';
import { xlsxRows } from '../../../test/support/xlsx-upload';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
let admin: Record<string, string>;
beforeAll(async () => {
  s = await testServer();
  admin = await loginAs(s.app, 'admin');
});
afterAll(() => s.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  s.app.inject({ method, url: `/api/system${url}`, headers, payload });

describe('班级管理 /system/class', () => {
  it('lists classes with their grade, major and student count, filtered', async () => {
    const page = (await call('GET', '/class/list?majorId=1')).json();
    expect(page.total).toBe(2);
    expect(page.rows[0]).toEqual({ classId: 1, className: '临床医学2024级1班', gradeName: '2024级', majorId: 1, majorName: '临床医学', studentCount: 10 });
    expect((await call('GET', `/class/list?className=${encodeURIComponent('口腔')}`)).json().rows.map((c: { classId: number }) => c.classId)).toEqual([3]);
  });

  it('creates, edits and deletes an empty class; a duplicate name or unknown grade/major is refused', async () => {
    const body = { className: '护理2025级1班', gradeName: '2024级', majorId: 2 };
    const { classId } = (await call('POST', '/class', body)).json().data;
    expect((await call('POST', '/class', body)).json()).toEqual({ code: 500, msg: "新增班级'护理2025级1班'失败，班级名称已存在" });
    expect((await call('POST', '/class', { ...body, className: 'x', gradeName: '1999级' })).json()).toEqual({ code: 500, msg: '所选年级不存在' });
    expect((await call('POST', '/class', { ...body, className: 'x', majorId: 99 })).json()).toEqual({ code: 500, msg: '所选专业不存在' });
    expect((await call('PUT', '/class', { ...body, classId, className: '临床医学2024级1班' })).json()).toEqual({ code: 500, msg: "修改班级'临床医学2024级1班'失败，班级名称已存在" });
    expect((await call('PUT', '/class', { ...body, classId, majorId: 1 })).json().code).toBe(200);
    expect((await call('GET', `/class/${classId}`)).json().data).toMatchObject({ majorName: '临床医学', studentCount: 0 });
    expect((await call('DELETE', `/class/${classId}`)).json().code).toBe(200);
    expect((await call('GET', `/class/${classId}`)).statusCode).toBe(404);
  });

  it('refuses to delete a class that has students, naming the count, and deletes nothing', async () => {
    const res = (await call('DELETE', '/class/2')).json();
    expect(res).toEqual({ code: 500, msg: "班级'临床医学2024级2班'下还有 10 名学生，不能删除，请先调整这些学生的班级" });
    expect((await call('GET', '/class/2')).json().data.studentCount).toBe(10);
  });

  it('a class some other table still points at is refused, not a crash', async () => {
    const { classId } = (await call('POST', '/class', { className: '引用班', gradeName: '2024级', majorId: 1 })).json().data;
    await sqlAll(s.db, 'CREATE TABLE slice_a_class_probe (class_id BIGINT NOT NULL REFERENCES sys_class(id))');
    await sqlAll(s.db, 'INSERT INTO slice_a_class_probe (class_id) VALUES (?)', classId);
    expect((await call('DELETE', `/class/${classId}`)).json()).toEqual({ code: 500, msg: '班级仍被其他数据使用，不能删除' });
    expect((await call('GET', `/class/${classId}`)).statusCode).toBe(200);
    await sqlAll(s.db, 'DROP TABLE slice_a_class_probe');
    expect((await call('DELETE', `/class/${classId}`)).json().code).toBe(200);
  });

  it('moving a class to another major moves its students too', async () => {
    const row = (await call('GET', '/class/3')).json().data;
    expect((await call('PUT', '/class', bodyOf(classBody, row, { majorId: 1 }))).json().code).toBe(200);
    const students = (await call('GET', '/user/list?classId=3&pageSize=50')).json().rows;
    expect(new Set(students.map((u: { majorName: string }) => u.majorName))).toEqual(new Set(['临床医学']));
    expect((await call('PUT', '/class', bodyOf(classBody, row, { majorId: 2 }))).json().code).toBe(200);
  });

  it('exports classes', async () => {
    const rows = await xlsxRows((await call('POST', '/class/export', {})).rawPayload);
    expect(rows[0]).toEqual(['班级编号', '班级名称', '年级', '专业', '学生人数']);
    expect(rows[1]).toEqual(['1', '临床医学2024级1班', '2024级', '临床医学', '10']);
  });
});

describe('专业与年级 /system/major, /system/grade', () => {
  it('majors: list with class counts, CRUD, unique names, in-use refused', async () => {
    expect((await call('GET', '/major/list')).json().rows).toEqual([
      { majorId: 1, majorName: '临床医学', classCount: 2 },
      { majorId: 2, majorName: '口腔医学', classCount: 1 },
    ]);
    const { majorId } = (await call('POST', '/major', { majorName: '护理学' })).json().data;
    expect((await call('POST', '/major', { majorName: '护理学' })).json()).toEqual({ code: 500, msg: "新增专业'护理学'失败，专业名称已存在" });
    expect((await call('PUT', '/major', { majorId, majorName: '口腔医学' })).json()).toEqual({ code: 500, msg: "修改专业'口腔医学'失败，专业名称已存在" });
    expect((await call('PUT', '/major', { majorId, majorName: '护理' })).json().code).toBe(200);
    expect((await call('GET', `/major/${majorId}`)).json().data.majorName).toBe('护理');
    expect((await call('DELETE', '/major/1')).json()).toEqual({ code: 500, msg: "专业'临床医学'下还有 2 个班级，不能删除" });
    expect((await call('DELETE', `/major/${majorId}`)).json().code).toBe(200);
    expect((await call('GET', '/major/list')).json().total).toBe(2);
    expect((await xlsxRows((await call('POST', '/major/export', {})).rawPayload))[0]).toEqual(['专业编号', '专业名称', '班级数']);
  });

  it('grades: list, CRUD; renaming a grade renames it in its classes; in-use refused', async () => {
    const [grade] = (await call('GET', '/grade/list')).json().rows;
    expect(grade).toMatchObject({ gradeName: '2024级', classCount: 3 });
    const { gradeId } = (await call('POST', '/grade', { gradeName: '2025级', sort: 2 })).json().data;
    expect((await call('POST', '/grade', { gradeName: '2025级' })).json()).toEqual({ code: 500, msg: "新增年级'2025级'失败，年级名称已存在" });
    expect((await call('DELETE', `/grade/${grade.gradeId}`)).json()).toEqual({ code: 500, msg: "年级'2024级'下还有 3 个班级，不能删除" });

    expect((await call('PUT', '/grade', { gradeId: grade.gradeId, gradeName: '2024届', sort: 1 })).json().code).toBe(200);
    expect((await call('GET', '/class/1')).json().data.gradeName).toBe('2024届');
    expect((await call('PUT', '/grade', { gradeId: grade.gradeId, gradeName: '2024级', sort: 1 })).json().code).toBe(200);

    expect((await call('DELETE', `/grade/${gradeId}`)).json().code).toBe(200);
    expect((await call('GET', `/grade/${gradeId}`)).statusCode).toBe(404);
  });

  it('are for admins only', async () => {
    const student = await loginAs(s.app, 'student01');
    expect((await call('GET', '/class/list', undefined, student)).statusCode).toBe(403);
    expect((await call('POST', '/major', { majorName: 'x' }, student)).statusCode).toBe(403);
    expect((await call('DELETE', '/grade/1', undefined, student)).statusCode).toBe(403);
  });
});
