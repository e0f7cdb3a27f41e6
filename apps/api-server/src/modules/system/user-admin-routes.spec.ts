import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, testServer } from '../../test-helpers';
import { sqlAll } from '../../../test/support/raw-sql';
import { configBody, userBody } from '@medteach/contract';
import { bodyOf } from '../../../test/support/bodies';
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
  s.app.inject({ method, url: `/api/system/user${url}`, headers, payload });
const login = (username: string, password: string) => s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const getInfo = (headers: Record<string, string>) => s.app.inject({ method: 'GET', url: '/api/system/user/getInfo', headers });

const NEW_STUDENT = { userName: 'S20250001', realName: '钱多多', jobNumber: 'S20250001', phone: '13900001111', sex: '1', roles: ['student'], classId: 3 };

describe('用户管理 /system/user', () => {
  it('lists with paging and the RuoYi filters (name, role, class, status)', async () => {
    const page = (await call('GET', '/list?role=student&classId=1&pageSize=4')).json();
    expect(page.total).toBe(10);
    expect(page.rows).toHaveLength(4);
    expect(page.rows[0]).toMatchObject({ roles: ['student'], classId: 1, className: '临床医学2024级1班', gradeName: '2024级', majorName: '临床医学' });
    const byName = (await call('GET', `/list?nickName=${encodeURIComponent('王建')}`)).json();
    expect(byName.rows.map((u: { userName: string }) => u.userName)).toEqual(['teacher01']);
    expect((await call('GET', '/list?role=admin')).json().rows.map((u: { userId: number }) => u.userId)).toEqual([1]);
    expect((await call('GET', '/list?status=1')).json().total).toBe(0);
    expect((await call('GET', '/list?phone=13800000003')).json().rows[0].userName).toBe('student03');
  });

  it('creates a student with the initial password, who then signs in; the class gives the major', async () => {
    const res = (await call('POST', '', NEW_STUDENT)).json();
    expect(res.code).toBe(200);
    const created = (await call('GET', `/${res.data.userId}`)).json().data;
    expect(created).toMatchObject({ ...NEW_STUDENT, majorId: 2, majorName: '口腔医学', status: '0' });
    expect((await login('S20250001', '123456')).json().code).toBe(200);
  });

  it('takes the initial password from 参数设置 (sys.user.initPassword) when one is set', async () => {
    const configs = (await s.app.inject({ method: 'GET', url: '/api/system/config/list?configKey=sys.user.initPassword', headers: admin })).json().rows;
    const setting = bodyOf(configBody, configs[0], { configValue: 'School2026' });
    expect((await s.app.inject({ method: 'PUT', url: '/api/system/config', headers: admin, payload: setting })).json().code).toBe(200);
    expect((await call('POST', '', { userName: 'T9001', realName: '孙老师', roles: ['teacher'] })).json().code).toBe(200);
    expect((await login('T9001', 'School2026')).json().code).toBe(200);
    expect((await s.app.inject({ method: 'PUT', url: '/api/system/config', headers: admin, payload: { ...setting, configValue: '123456' } })).json().code).toBe(200);
  });

  it("refuses taken login names, phones and job numbers in RuoYi's words, for adds and edits", async () => {
    const other = { ...NEW_STUDENT, jobNumber: 'X1', phone: '' };
    expect((await call('POST', '', { ...other, userName: 'student01' })).json()).toEqual({ code: 500, msg: "新增用户'student01'失败，登录账号已存在" });
    expect((await call('POST', '', { ...other, userName: 'fresh01', phone: '13800000001' })).json()).toEqual({ code: 500, msg: "新增用户'fresh01'失败，手机号码已存在" });
    expect((await call('POST', '', { ...other, userName: 'fresh01', jobNumber: 'S0001' })).json()).toEqual({ code: 500, msg: "新增用户'fresh01'失败，学号/工号已存在" });
    const student02 = (await call('GET', '/102')).json().data;
    const edit = await call('PUT', '', bodyOf(userBody, student02, { userName: 'student03' }));
    expect(edit.json()).toEqual({ code: 500, msg: "修改用户'student03'失败，登录账号已存在" });
    expect((await call('PUT', '', bodyOf(userBody, student02, { phone: '13800000003' }))).json()).toEqual({ code: 500, msg: "修改用户'student02'失败，手机号码已存在" });
    // Nothing changed.
    expect((await call('GET', '/102')).json().data).toEqual(student02);
  });

  it('refuses bad input with a clear message and a class that does not exist', async () => {
    const bad = await call('POST', '', { ...NEW_STUDENT, userName: 'a', phone: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('用户账号长度必须介于 2 和 30 之间');
    expect((await call('POST', '', { ...NEW_STUDENT, userName: 'nobody1', jobNumber: 'N1', phone: '', classId: 999 })).json()).toEqual({ code: 500, msg: '所选班级不存在' });
    expect((await call('POST', '', { ...NEW_STUDENT, roles: [] })).json().msg).toContain('请选择角色');
  });

  it('edits a teacher: roles, major; a role change ends their sessions', async () => {
    const teacher = await loginAs(s.app, 'teacher02');
    const row = (await call('GET', '/3')).json().data;
    expect((await call('PUT', '', bodyOf(userBody, row, { realName: '李秀英', majorId: 1, roles: ['teacher', 'admin'] }))).json().code).toBe(200);
    expect((await call('GET', '/3')).json().data).toMatchObject({ majorId: 1, majorName: '临床医学', roles: ['teacher', 'admin'] });
    expect((await getInfo(teacher)).statusCode).toBe(401);
  });

  it("keeps every field an edit sends, RuoYi's nickName, phonenumber, email and remark too", async () => {
    const { userId, userName, realName, jobNumber, sex, roles, classId, status } = (await call('GET', '/111')).json().data;
    const edit = { userId, userName, realName, jobNumber, sex, roles, classId, status, nickName: '小周', phonenumber: '13900002222', email: 'zhou@school.edu.cn', remark: '转入口腔医学' };
    expect((await call('PUT', '', edit)).json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await call('GET', '/111')).json().data).toMatchObject({ nickName: '小周', phone: '13900002222', email: 'zhou@school.edu.cn', remark: '转入口腔医学' });
    // An edit without them clears email and remark (the console sends the whole form) and the nickname follows the name.
    expect((await call('PUT', '', { userId, userName, realName, jobNumber, sex, roles, classId, status, phone: '13900002222' })).json().code).toBe(200);
    expect((await call('GET', '/111')).json().data).toMatchObject({ nickName: realName, phone: '13900002222', email: '', remark: '' });
  });

  it('refuses fields it does not know, and a bad email, changing nothing', async () => {
    const row = (await call('GET', '/112')).json().data;
    const { userId, userName, jobNumber, phone, sex, roles, classId, status } = row;
    const body = { userId, userName, realName: '改了', jobNumber, phone, sex, roles, classId, status };
    const unknown = await call('PUT', '', { ...body, deptId: 103, postIds: [1] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ code: 400, msg: '不支持的字段：deptId、postIds' });
    // The row as the list answers it is not a body: what only the server fills in is refused too.
    expect((await call('PUT', '', { ...row, realName: '改了' })).json()).toEqual({ code: 400, msg: '不支持的字段：className、gradeName、majorName、createTime' });
    expect((await call('POST', '', { ...NEW_STUDENT, userName: 'S20259999', jobNumber: 'S20259999', phone: '', password2: 'x' })).json()).toEqual({ code: 400, msg: '不支持的字段：password2' });
    expect((await call('PUT', '', { ...body, email: 'not-an-email' })).json()).toEqual({ code: 400, msg: '邮箱格式不正确' });
    expect((await call('PUT', '', { ...body, phone: '13900003333', phonenumber: '13900004444' })).json()).toEqual({ code: 400, msg: '手机号码（phone 与 phonenumber）不一致' });
    expect((await call('GET', '/112')).json().data).toEqual(row);
    expect((await call('GET', '/list?userName=S20259999')).json().total).toBe(0);
  });

  it('disabling ends the sessions at once and the login is refused; enabling lets them in again', async () => {
    const student = await loginAs(s.app, 'student05');
    expect((await getInfo(student)).statusCode).toBe(200);
    expect((await call('PUT', '/changeStatus', { userId: 105, status: '1' })).json().code).toBe(200);
    expect((await getInfo(student)).statusCode).toBe(401);
    expect((await login('student05', '123456')).json()).toEqual({ code: 500, msg: '对不起，您的账号已停用' });
    expect((await call('GET', '/list?status=1')).json().rows.map((u: { userId: number }) => u.userId)).toEqual([105]);
    expect((await call('PUT', '/changeStatus', { userId: 105, status: '0' })).json().code).toBe(200);
    expect((await login('student05', '123456')).json().code).toBe(200);
  });

  it('resetPwd ends the sessions too', async () => {
    const student = await loginAs(s.app, 'student06');
    expect((await call('PUT', '/resetPwd', { userId: 106, password: 'newpass1' })).json().code).toBe(200);
    expect((await getInfo(student)).statusCode).toBe(401);
    expect((await login('student06', 'newpass1')).json().code).toBe(200);
  });

  it('the current user and the super administrator can be neither deleted nor disabled', async () => {
    expect((await call('DELETE', '/1')).json()).toEqual({ code: 500, msg: '当前用户不能删除' });
    expect((await call('PUT', '/changeStatus', { userId: 1, status: '1' })).json()).toEqual({ code: 500, msg: '不能停用当前用户' });
    // Another admin cannot remove the super administrator either.
    const other = (await call('POST', '', { userName: 'admin2', realName: '副管理员', roles: ['admin'] })).json().data.userId;
    const admin2 = await loginAs(s.app, 'admin2', '123456');
    expect((await call('DELETE', '/1', undefined, admin2)).json()).toEqual({ code: 500, msg: '不允许操作超级管理员用户' });
    expect((await call('DELETE', `/${other}`, undefined, admin2)).json()).toEqual({ code: 500, msg: '当前用户不能删除' });
  });

  it('deletes users with their records and sessions', async () => {
    const student = await loginAs(s.app, 'student07');
    expect((await call('DELETE', '/107,108')).json().code).toBe(200);
    expect((await getInfo(student)).statusCode).toBe(401);
    expect((await call('GET', '/107')).statusCode).toBe(404);
    expect((await login('student08', '123456')).json().code).toBe(500);
  });

  it('refuses, and keeps, an account that other records still hold (orders, or a table without cascade)', async () => {
    const product = (await sqlAll<{ id: number }>(s.db, 'SELECT id FROM product_info ORDER BY id'))[0];
    await sqlAll(s.db, 'INSERT INTO product_order (order_no, user_id, product_info_id, amount_cents, create_time) VALUES (?, ?, ?, ?, ?)', 'T-A-1', 109, product.id, 100, '2026-01-01 00:00:00');
    expect((await call('DELETE', '/109')).json()).toEqual({ code: 500, msg: '所选用户有 1 笔订单记录，不能删除，请改为停用' });
    await sqlAll(s.db, 'CREATE TABLE slice_a_probe (user_id BIGINT NOT NULL REFERENCES sys_user(user_id))');
    await sqlAll(s.db, 'INSERT INTO slice_a_probe (user_id) VALUES (?)', 110);
    expect((await call('DELETE', '/110')).json()).toEqual({ code: 500, msg: '所选用户仍有关联数据，不能删除，请改为停用' });
    expect((await call('GET', '/109')).statusCode).toBe(200);
    expect((await call('GET', '/110')).statusCode).toBe(200);
  });

  it('exports the filtered list as xlsx', async () => {
    const res = await call('POST', '/export', { classId: 2 });
    const rows = await xlsxRows(res.rawPayload);
    expect(rows[0]).toEqual(['用户编号', '登录账号', '姓名', '学号/工号', '手机号', '性别', '角色', '专业', '年级', '班级', '状态', '创建时间']);
    expect(rows).toHaveLength(11);
    expect(rows[1].slice(6, 11)).toEqual(['学生', '临床医学', '2024级', '临床医学2024级2班', '正常']);
  });

  it('is for admins only', async () => {
    const teacher = await loginAs(s.app, 'teacher01');
    expect((await call('GET', '/list', undefined, teacher)).statusCode).toBe(403);
    expect((await call('POST', '', NEW_STUDENT, teacher)).statusCode).toBe(403);
  });
});
