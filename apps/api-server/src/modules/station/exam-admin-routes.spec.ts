import { describe, expect, it } from 'vitest';
import { loginAs } from '../../test-helpers';
import { examAdminBody } from '@medteach/contract';
import { bodyOf } from '../../../test/support/bodies';
import { adminSpecServer } from './admin-spec-server';
import { SEED_EXAM_NAME } from './seed';

const s = adminSpecServer('/api/examStation/admin');
const { call } = s;

describe('考试管理 /examStation/admin/exam', () => {
  it('lists exams with their window and station count, filtered by name', async () => {
    const page = (await call('GET', `/exam/list?examName=${encodeURIComponent('临床技能')}`)).json();
    expect(page).toMatchObject({ code: 200, total: 1, rows: [{ examId: 1, examName: SEED_EXAM_NAME, stationCount: 2 }] });
    expect(page.rows[0].startsAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('creates and edits an exam; a taken name, a window ending before it starts or half a window is refused and changes nothing', async () => {
    const body = { examName: '2027年春季技能考核', startsAt: '2027-03-01 08:00:00', endsAt: '2027-03-01 18:00:00' };
    const { examId } = (await call('POST', '/exam', body)).json().data;
    expect((await call('POST', '/exam', body)).json()).toEqual({ code: 500, msg: "新增考试'2027年春季技能考核'失败，考试名称已存在" });
    expect((await call('PUT', '/exam', { ...body, examId, endsAt: '2027-03-01 07:00:00' })).json()).toEqual({ code: 400, msg: '结束时间须晚于开始时间' });
    expect((await call('PUT', '/exam', { ...body, examId, endsAt: null })).json()).toEqual({ code: 400, msg: '开始时间与结束时间须同时填写或同时留空' });
    expect((await call('PUT', '/exam', { ...body, examId, startsAt: '2027-13-01 08:00:00' })).json()).toEqual({ code: 400, msg: '开始时间格式不正确' });
    expect((await call('GET', `/exam/${examId}`)).json().data).toEqual({ examId, ...body, stationCount: 0 });
    // An unscheduled exam (no window) is allowed: its screens stay closed.
    expect((await call('PUT', '/exam', { examId, examName: '2027年春季技能考核（待定）', startsAt: '', endsAt: '' })).json().code).toBe(200);
    expect((await call('GET', `/exam/${examId}`)).json().data).toMatchObject({ startsAt: null, endsAt: null });
    expect((await call('DELETE', `/exam/${examId}`)).json().code).toBe(200);
    expect((await call('GET', `/exam/${examId}`)).statusCode).toBe(404);
  });

  it('refuses to delete an exam that still has stations, naming the count, and deletes nothing', async () => {
    expect((await call('DELETE', '/exam/1')).json()).toEqual({ code: 500, msg: `考试'${SEED_EXAM_NAME}'下还有 2 个考站，不能删除，请先删除这些考站` });
    expect((await call('GET', '/exam/1')).json().data.stationCount).toBe(2);
  });

  it('closing the window takes effect on the screens at once (no restart, nothing cached)', async () => {
    const staff = await loginAs(s.app, 'teacher01');
    const paper = () => s.app.inject({ method: 'GET', url: '/api/structuralExam/examSkillQuestion/getByIds?examSkillIds=1', headers: staff });
    expect((await paper()).json().code).toBe(200);
    const exam = (await call('GET', '/exam/1')).json().data;
    expect((await call('PUT', '/exam', bodyOf(examAdminBody, exam, { startsAt: '2020-01-01 00:00:00', endsAt: '2020-01-02 00:00:00' }))).json().code).toBe(200);
    expect((await paper()).json()).toEqual({ code: 500, msg: '当前不在考试时间内' });
    expect((await call('PUT', '/exam', bodyOf(examAdminBody, exam))).json().code).toBe(200);
    expect((await paper()).json().code).toBe(200);
  });

  it('logs every write and is the admin\'s only', async () => {
    await call('POST', '/exam', { examName: '日志考试' });
    await s.app.logWriter.idle();
    const entry = await s.db.selectFrom('sys_oper_log').select(['title', 'business_type']).where('method', '=', 'POST /api/examStation/admin/exam').orderBy('oper_id', 'desc').executeTakeFirst();
    expect(entry).toEqual({ title: '考试管理', business_type: 1 });
    const teacher = await loginAs(s.app, 'teacher01');
    expect((await call('GET', '/exam/list', undefined, teacher)).statusCode).toBe(403);
  });
});
