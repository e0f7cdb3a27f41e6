import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { loginAs, testServer } from '../../test-helpers';
import { dictDataBody } from '@medteach/contract';
import { bodyOf } from '../../../test/support/bodies';
import { dictByType } from './dict-store';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
let admin: Record<string, string>;
let student: Record<string, string>;
beforeAll(async () => {
  s = await testServer();
  admin = await loginAs(s.app, 'admin');
  student = await loginAs(s.app, 'student01');
});
afterAll(() => s.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  s.app.inject({ method, url: `/api/system/dict/data${url}`, headers, payload });

describe('dictionary data', () => {
  it('lists the exam types 0–8 by type, in order', async () => {
    const body = (await call('GET', '/type/cmtt_exam_type', student)).json();
    expect(body.data.map((d: { dictValue: string; dictLabel: string }) => `${d.dictValue}${d.dictLabel}`)).toEqual([
      '0A1型题', '1A2型题', '2A3型题', '3A4型题', '4B型题', '5X型题', '6判断题', '7填空题', '8问答题',
    ]);
  });

  it('pages the list with total and rows, and filters by type', async () => {
    const body = (await call('GET', '/list?pageNum=2&pageSize=3&dictType=cmtt_exam_type', student)).json();
    expect(body.total).toBe(9);
    expect(body.rows.map((d: { dictLabel: string }) => d.dictLabel)).toEqual(['A4型题', 'B型题', 'X型题']);
  });

  it('refuses writes from a student with 403 and stores nothing', async () => {
    const res = await call('POST', '', student, { dictType: 'sys_user_sex', dictLabel: '其他', dictValue: '9' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect(await dictByType(s.ctx.db, 'sys_user_sex')).toHaveLength(3);
  });

  it('creates, reads, updates and deletes an entry; by-type results follow every write', async () => {
    expect((await call('GET', '/type/sys_user_sex', student)).json().data).toHaveLength(3); // now cached
    const created = (await call('POST', '', admin, { dictType: 'sys_user_sex', dictLabel: '保密', dictValue: '3', dictSort: 4 })).json();
    expect(created.code).toBe(200);
    const dictCode = created.data.dictCode;
    const labels = async () => (await call('GET', '/type/sys_user_sex', student)).json().data.map((d: { dictLabel: string }) => d.dictLabel);
    expect(await labels()).toEqual(['男', '女', '未知', '保密']);

    const entry = (await call('GET', `/${dictCode}`, student)).json().data;
    expect(entry).toMatchObject({ dictCode, dictLabel: '保密', listClass: 'default', isDefault: 'N', status: '0' });

    expect((await call('PUT', '', admin, bodyOf(dictDataBody, entry, { dictLabel: '不愿透露', status: '1' }))).json().code).toBe(200);
    expect(await labels()).toEqual(['男', '女', '未知']); // disabled entries leave the by-type list
    expect((await call('GET', `/${dictCode}`, student)).json().data.dictLabel).toBe('不愿透露');

    expect((await call('DELETE', `/${dictCode}`, admin)).json().code).toBe(200);
    expect((await call('GET', `/${dictCode}`, student)).json()).toEqual({ code: 404, msg: '访问资源不存在' });
  });

  it('deletes several comma-separated ids at once', async () => {
    const ids = [];
    for (const v of ['a', 'b']) ids.push((await call('POST', '', admin, { dictType: 'demo_type', dictLabel: v, dictValue: v })).json().data.dictCode);
    expect((await call('GET', '/type/demo_type', student)).json().data).toHaveLength(2);
    expect((await call('DELETE', `/${ids.join(',')}`, admin)).json().code).toBe(200);
    expect((await call('GET', '/type/demo_type', student)).json().data).toEqual([]);
  });

  it('validates input in Chinese', async () => {
    expect((await call('POST', '', admin, { dictType: 'x', dictValue: '1' })).json()).toEqual({ code: 400, msg: '数据标签不能为空' });
    expect((await call('GET', '/type/bad-type!', student)).json()).toEqual({ code: 400, msg: '字典类型只能包含字母、数字和下划线' });
    expect((await call('DELETE', '/1,abc', admin)).json()).toEqual({ code: 400, msg: '编号格式不正确' });
    expect((await call('GET', '/list?pageSize=abc', student)).statusCode).toBe(400);
  });

  it('exports a real xlsx workbook of the filtered entries (form-encoded POST, admin only)', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const res = await s.app.inject({ method: 'POST', url: '/api/system/dict/data/export', headers: { ...admin, ...form }, payload: 'dictType=sys_yes_no' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(3).value).toBe('字典标签');
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).getCell(3).value, sheet.getRow(3).getCell(3).value]).toEqual(['是', '否']);

    const denied = await s.app.inject({ method: 'POST', url: '/api/system/dict/data/export', headers: { ...student, ...form }, payload: '' });
    expect(denied.statusCode).toBe(403);
  });
});
