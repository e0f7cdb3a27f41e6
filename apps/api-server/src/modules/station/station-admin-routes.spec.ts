import { describe, expect, it } from 'vitest';
import { loginAs } from '../../test-helpers';
import { stationAdminBody } from '@medteach/contract';
import { bodyOf } from '../../../test/support/bodies';
import { adminSpecServer } from './admin-spec-server';

const s = adminSpecServer('/api/examStation/admin');
const { call } = s;
const count = async (table: 'exam_room' | 'exam_examinee' | 'exam_device' | 'exam_skill_question' | 'exam_skill_question_part', stationId: number) => {
  if (table === 'exam_skill_question_part') {
    const q = s.db.selectFrom('exam_skill_question').select('id').where('station_id', '=', stationId);
    return Number((await s.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('question_id', 'in', q).executeTakeFirstOrThrow()).n);
  }
  return Number((await s.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('station_id', '=', stationId).executeTakeFirstOrThrow()).n);
};

describe('考站 /examStation/admin/station', () => {
  it('lists stations with their exam and what they hold', async () => {
    const page = (await call('GET', '/station/list?examId=1')).json();
    expect(page.total).toBe(2);
    expect(page.rows[0]).toEqual({
      stationId: 1,
      examId: 1,
      examName: '2026年临床技能考核',
      stationName: '第一考站',
      examSeconds: 900,
      maskNames: false,
      roomCount: 4,
      examineeCount: 20,
      deviceCount: 5,
      questionCount: 2,
    });
  });

  it('creates and edits a station; an unknown exam, a name taken in the exam or a bad duration is refused', async () => {
    const body = { examId: 1, stationName: '第三考站', examSeconds: 600 };
    const { stationId } = (await call('POST', '/station', body)).json().data;
    expect((await call('POST', '/station', body)).json()).toEqual({ code: 500, msg: "新增考站'第三考站'失败，考站名称已存在" });
    expect((await call('POST', '/station', { ...body, examId: 999 })).json()).toEqual({ code: 500, msg: '所选考试不存在' });
    expect((await call('POST', '/station', { ...body, stationName: 'x', examSeconds: 30 })).json()).toEqual({ code: 400, msg: '考试时长不能少于1分钟' });
    expect((await call('PUT', '/station', { ...body, stationId, stationName: '第一考站' })).json()).toEqual({ code: 500, msg: "修改考站'第一考站'失败，考站名称已存在" });
    expect((await call('PUT', '/station', { ...body, stationId, examSeconds: 720, maskNames: true })).json().code).toBe(200);
    expect((await call('GET', `/station/${stationId}`)).json().data).toMatchObject({ examSeconds: 720, maskNames: true, roomCount: 0 });
  });

  it('a station edit reaches its screens at once: masking turns on for the wall board', async () => {
    const staff = await loginAs(s.app, 'teacher01');
    const screen = async () => (await s.app.inject({ method: 'GET', url: '/api/examStation/getStationScreen?codeAddress=B1', headers: staff })).json().data.waitList[0].realName as string;
    const plain = await screen();
    const station = (await call('GET', '/station/2')).json().data;
    expect((await call('PUT', '/station', bodyOf(stationAdminBody, station, { maskNames: true }))).json().code).toBe(200);
    expect(await screen()).not.toBe(plain);
    expect((await screen()).includes('*')).toBe(true);
    expect((await call('PUT', '/station', bodyOf(stationAdminBody, station, { maskNames: false }))).json().code).toBe(200);
    expect(await screen()).toBe(plain);
  });

  it('deletes a station with its rooms, examinees, devices and skill questions in one go', async () => {
    const { stationId } = (await call('POST', '/station', { examId: 1, stationName: '待删考站', examSeconds: 600 })).json().data;
    const { roomId } = (await call('POST', '/room', { stationId, roomName: '甲室', sort: 1 })).json().data;
    await call('POST', '/device', { codeAddress: 'DEL1', stationId, roomId: null });
    await call('POST', '/device', { codeAddress: 'DEL2', stationId, roomId });
    await call('POST', '/skillQuestion', { stationId, name: '题', parts: [{ description: '题干' }], details: [{ name: '步骤' }] });
    await s.db.insertInto('exam_examinee').values({ station_id: stationId, batch: 1, seq: 1, real_name: '考生', job_number: 'J1', room_id: roomId, status: 'done' }).execute();
    expect((await call('GET', `/station/${stationId}`)).json().data).toMatchObject({ roomCount: 1, examineeCount: 1, deviceCount: 2, questionCount: 1 });
    expect((await call('DELETE', `/station/${stationId}`)).json().code).toBe(200);
    for (const table of ['exam_room', 'exam_examinee', 'exam_device', 'exam_skill_question', 'exam_skill_question_part'] as const) expect(await count(table, stationId)).toBe(0);
    expect((await call('GET', `/station/${stationId}`)).statusCode).toBe(404);
  });

  it('refuses to delete a station while examinees are called or in the room, and deletes nothing', async () => {
    const { stationId } = (await call('POST', '/station', { examId: 1, stationName: '考试中考站', examSeconds: 600 })).json().data;
    const { roomId } = (await call('POST', '/room', { stationId, roomName: '乙室' })).json().data;
    await s.db.insertInto('exam_examinee').values({ station_id: stationId, batch: 1, seq: 1, real_name: '考生', job_number: 'J2', room_id: roomId, status: 'inProgress' }).execute();
    expect((await call('DELETE', `/station/${stationId}`)).json()).toEqual({ code: 500, msg: "考站'考试中考站'有 1 名考生正在叫号或考试中，不能删除" });
    expect(await count('exam_room', stationId)).toBe(1);
    expect(await count('exam_examinee', stationId)).toBe(1);
  });
});

describe('考室 /examStation/admin/room', () => {
  it('lists a station\'s rooms in their order, with their devices', async () => {
    const page = (await call('GET', '/room/list?stationId=2')).json();
    expect(page.rows).toEqual([
      { roomId: 5, stationId: 2, stationName: '第二考站', roomName: '第5考室', sort: 5, deviceCount: 1, examineeCount: 0 },
      { roomId: 6, stationId: 2, stationName: '第二考站', roomName: '第6考室', sort: 6, deviceCount: 1, examineeCount: 0 },
    ]);
  });

  it('creates, reorders and deletes rooms; a name taken in the station or an unknown station is refused', async () => {
    const { stationId } = (await call('POST', '/station', { examId: 1, stationName: '考室测试站', examSeconds: 600 })).json().data;
    const a = (await call('POST', '/room', { stationId, roomName: 'A室', sort: 2 })).json().data.roomId;
    const b = (await call('POST', '/room', { stationId, roomName: 'B室', sort: 1 })).json().data.roomId;
    expect((await call('GET', `/room/list?stationId=${stationId}`)).json().rows.map((r: { roomId: number }) => r.roomId)).toEqual([b, a]);
    expect((await call('POST', '/room', { stationId, roomName: 'A室' })).json()).toEqual({ code: 500, msg: "新增考室'A室'失败，考室名称已存在" });
    expect((await call('POST', '/room', { stationId: 999, roomName: 'C室' })).json()).toEqual({ code: 500, msg: '所选考站不存在' });
    expect((await call('POST', '/room', { stationId, roomName: '' })).json()).toEqual({ code: 400, msg: '考室名称不能为空' });
    expect((await call('PUT', '/room', { roomId: a, stationId, roomName: 'A室', sort: 0 })).json().code).toBe(200);
    expect((await call('GET', `/room/list?stationId=${stationId}`)).json().rows.map((r: { roomId: number }) => r.roomId)).toEqual([a, b]);
    expect((await call('DELETE', `/room/${a},${b}`)).json().code).toBe(200);
    expect(await count('exam_room', stationId)).toBe(0);
  });

  it('refuses to delete a room a screen is bound to, or to move a used room to another station', async () => {
    expect((await call('DELETE', '/room/5')).json()).toEqual({ code: 500, msg: "考室'第5考室'绑定了 1 台显示设备，请先删除或改绑这些设备，不能删除" });
    expect((await call('PUT', '/room', { roomId: 5, stationId: 1, roomName: '第5考室', sort: 5 })).json()).toEqual({ code: 500, msg: "考室'第5考室'已在使用，不能移到其他考站" });
    expect((await call('GET', '/room/5')).json().data).toMatchObject({ stationId: 2, deviceCount: 1 });
  });
});
