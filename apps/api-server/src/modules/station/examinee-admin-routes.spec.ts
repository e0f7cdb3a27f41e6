import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMINEE_IMPORT_COLUMNS } from '@medteach/contract';
import { loginAs, testServer } from '../../test-helpers';
import { multipartFile, xlsxFile, xlsxRows } from '../../../test/support/xlsx-upload';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
let admin: Record<string, string>;
beforeAll(async () => {
  s = await testServer();
  admin = await loginAs(s.app, 'admin');
});
afterAll(() => s.close());

const BASE = '/api/examStation/admin/examinee';
const get = (url: string) => s.app.inject({ method: 'GET', url, headers: admin }).then((r) => r.json());
const send = (method: 'POST' | 'PUT', url: string, payload: object) => s.app.inject({ method, url, headers: admin, payload }).then((r) => r.json());
const del = (ids: string) => s.app.inject({ method: 'DELETE', url: `${BASE}/${ids}`, headers: admin }).then((r) => r.json());
const count = async (stationId: number) => (await get(`${BASE}/list?stationId=${stationId}&pageSize=1`)).total as number;

/** A third station of the seeded exam, empty, so imports do not meet the seed's examinees. */
let stationId: number;
beforeAll(async () => {
  const { station_id } = await s.db.insertInto('exam_station').values({ exam_id: 1, station_name: '第三考站', exam_seconds: 600 }).returning('station_id').executeTakeFirstOrThrow();
  stationId = station_id;
  await s.db.insertInto('exam_room').values([{ station_id: stationId, room_name: '三站甲室', sort: 1 }, { station_id: stationId, room_name: '三站乙室', sort: 2 }]).execute();
});

/** `count` examinees of 第三考站 in batches of 5, planned 10 minutes apart per batch. */
function rows(total: number, spoil: (row: (string | number)[], i: number) => void = () => undefined) {
  return Array.from({ length: total }, (_, i) => {
    const batch = Math.floor(i / 5) + 1;
    const row: (string | number)[] = [`考生${i + 1}`, `K2026${String(i + 1).padStart(3, '0')}`, '第三考站', batch, (i % 5) + 1, `2026-12-01 08:${String(batch * 5).padStart(2, '0')}`];
    spoil(row, i);
    return row;
  });
}
const upload = async (data: (string | number | null)[][], query: string) => {
  const file = multipartFile(await xlsxFile([...EXAMINEE_IMPORT_COLUMNS], data), 'examinees.xlsx');
  return s.app.inject({ method: 'POST', url: `${BASE}/importData${query}`, headers: { ...admin, ...file.headers }, payload: file.payload }).then((r) => r.json());
};

describe('examinee import /examStation/admin/examinee/importData', () => {
  it('downloads the template with the issue’s columns', async () => {
    const res = await s.app.inject({ method: 'POST', url: `${BASE}/importTemplate`, headers: admin });
    expect(res.headers['content-disposition']).toContain('.xlsx');
    expect((await xlsxRows(res.rawPayload))[0]).toEqual([...EXAMINEE_IMPORT_COLUMNS]);
  });

  it('refuses a file without an exam, or with an exam that does not exist, and writes nothing', async () => {
    expect(await upload(rows(2), '')).toMatchObject({ code: 400, msg: '请先选择考试' });
    expect(await upload(rows(2), '?examId=999')).toMatchObject({ code: 400, msg: '所选考试不存在' });
    expect(await count(stationId)).toBe(0);
  });

  it('every bad row is reported by row and column, and nothing is written', async () => {
    const bad = new Map<number, (r: (string | number)[]) => void>([
      [3, (r) => (r[0] = '')],
      [7, (r) => (r[2] = '第九考站')],
      [11, (r) => (r[1] = 'K2026001')],
      [15, (r) => ((r[3] = 1), (r[4] = 1))],
      [20, (r) => (r[5] = '2026-13-01 08:00')],
      [25, (r) => (r[4] = 'x')],
    ]);
    const body = await upload(rows(40, (r, i) => bad.get(i)?.(r)), '?examId=1');
    expect(body.code).toBe(500);
    expect(body.msg.split('\n')[0]).toBe('很抱歉，导入失败！共 6 条数据格式不正确，错误如下：');
    expect(body.data.errors).toEqual([
      { row: 5, column: '姓名', reason: '姓名不能为空' },
      { row: 9, column: '考站', reason: "考站'第九考站'不存在于所选考试" },
      { row: 13, column: '学号/工号', reason: '与第 2 行的学号/工号重复（同一考站）' },
      { row: 17, column: '序号', reason: '与第 2 行的批次和序号重复（同一考站）' },
      { row: 22, column: '计划时间', reason: '计划时间格式应为 YYYY-MM-DD HH:mm' },
      { row: 27, column: '序号', reason: '序号必须是 1 到 9999 的整数' },
    ]);
    expect(await count(stationId)).toBe(0);
  });

  it('validOnly imports the 39 good rows of 40 and lists them in calling order with their planned time', async () => {
    const body = await upload(rows(40, (r, i) => i === 3 && (r[0] = '')), '?examId=1&validOnly=true');
    expect(body).toMatchObject({ code: 200, msg: '已导入正确的数据 39 条，跳过有误的数据 1 条', data: { inserted: 39, updated: 0, skipped: 1 } });
    expect(body.data.ids).toHaveLength(39);
    const list = await get(`${BASE}/list?stationId=${stationId}&pageSize=50`);
    expect(list.total).toBe(39);
    expect(list.rows[0]).toMatchObject({ examId: 1, stationName: '第三考站', batch: 1, seq: 1, realName: '考生1', jobNumber: 'K2026001', status: 'waiting', plannedAt: '2026-12-01 08:05' });
    expect(list.rows.map((r: { seq: number }) => r.seq).slice(0, 5)).toEqual([1, 2, 3, 5, 1]);
  });

  it('a stored 学号 is refused unless updateSupport, which updates it in place', async () => {
    const again = await upload([['新名字', 'K2026001', '第三考站', 1, 1, '2026-12-01 09:00']], '?examId=1');
    expect(again.data.errors).toEqual([{ row: 2, column: '学号/工号', reason: "该考站已有学号/工号为'K2026001'的考生" }]);
    const updated = await upload([['新名字', 'K2026001', '第三考站', 1, 1, '2026/12/1 9:00']], '?examId=1&updateSupport=true');
    expect(updated).toMatchObject({ code: 200, data: { inserted: 0, updated: 1 } });
    const row = (await get(`${BASE}/list?stationId=${stationId}&keyword=K2026001`)).rows[0];
    expect(row).toMatchObject({ realName: '新名字', plannedAt: '2026-12-01 09:00' });
    expect(await count(stationId)).toBe(39);
  });

  it('a batch and seq already taken in the station is refused', async () => {
    const body = await upload([['新考生', 'K2026999', '第三考站', 1, 2, '']], '?examId=1');
    expect(body.data.errors).toEqual([{ row: 2, column: '序号', reason: '该考站第 1 批次序号 2 已有考生' }]);
  });
});

describe('examinee CRUD /examStation/admin/examinee', () => {
  it('filters by exam, station, status and keyword', async () => {
    expect((await get(`${BASE}/list?examId=1&stationId=1`)).total).toBe(20);
    expect((await get(`${BASE}/list?examId=999`)).total).toBe(0);
    expect((await get(`${BASE}/list?stationId=${stationId}&status=done`)).total).toBe(0);
    expect((await get(`${BASE}/list?stationId=${stationId}&keyword=${encodeURIComponent('考生4')}`)).rows.map((r: { realName: string }) => r.realName)).toEqual(['考生40']);
  });

  it('adds, edits and deletes; refuses a taken 学号 or batch+seq with RuoYi’s words', async () => {
    const body = { stationId, batch: 20, seq: 1, realName: '新增考生', jobNumber: 'N001', plannedAt: '2026-12-01 10:00' };
    const added = await send('POST', BASE, body);
    expect(added.code).toBe(200);
    const id = added.data.examineeId as number;
    expect(await send('POST', BASE, { ...body, seq: 2 })).toMatchObject({ code: 500, msg: "新增考生'新增考生'失败，该考站已有相同学号/工号的考生" });
    expect(await send('POST', BASE, { ...body, jobNumber: 'N002' })).toMatchObject({ code: 500, msg: "新增考生'新增考生'失败，该考站第 20 批次序号 1 已有考生" });
    expect(await send('POST', BASE, { ...body, jobNumber: 'N003', stationId: 99999 })).toMatchObject({ code: 500, msg: '所选考站不存在' });
    expect(await send('POST', BASE, { ...body, jobNumber: 'N004', plannedAt: '明天' })).toMatchObject({ code: 400, msg: '计划时间格式应为 YYYY-MM-DD HH:mm' });
    expect(await send('PUT', BASE, { ...body, examineeId: id, realName: '改名考生', plannedAt: '' })).toMatchObject({ code: 200 });
    expect((await get(`${BASE}/${id}`)).data).toMatchObject({ realName: '改名考生', plannedAt: null });
    expect(await del(String(id))).toMatchObject({ code: 200 });
    expect(await get(`${BASE}/${id}`)).toMatchObject({ code: 404, msg: '考生不存在' });
  });

  it('an examinee being called or examined cannot be edited or deleted', async () => {
    const [x] = (await get(`${BASE}/list?stationId=${stationId}&keyword=K2026010`)).rows;
    await s.db.updateTable('exam_examinee').set({ status: 'inProgress' }).where('examinee_id', '=', x.examineeId).execute();
    const body = { examineeId: x.examineeId, stationId, batch: x.batch, seq: x.seq, realName: '别改', jobNumber: x.jobNumber, plannedAt: null };
    expect(await send('PUT', BASE, body)).toMatchObject({ code: 500, msg: `考生'${x.realName}'正在叫号或考试中，不能修改` });
    expect(await del(String(x.examineeId))).toMatchObject({ code: 500, msg: `考生'${x.realName}'正在叫号或考试中，不能删除` });
    expect((await get(`${BASE}/${x.examineeId}`)).data.realName).toBe(x.realName);
  });

  it('exports the filtered list', async () => {
    const res = await s.app.inject({ method: 'POST', url: `${BASE}/export`, headers: admin, payload: { stationId } });
    const sheet = await xlsxRows(res.rawPayload);
    expect(sheet[0]).toEqual(['考生编号', '考试', '考站', '批次', '序号', '姓名', '学号/工号', '计划时间', '考室', '状态']);
    expect(sheet).toHaveLength(40);
  });
});

describe('station schedule /examStation/admin/examinee/schedule', () => {
  it('lists each station’s rooms and batches in order, a batch at its earliest time', async () => {
    const body = await get(`${BASE}/schedule?examId=1&stationId=${stationId}`);
    expect(body.code).toBe(200);
    const [station] = body.data.stations;
    expect(station).toMatchObject({ stationName: '第三考站', examSeconds: 600, rooms: ['三站甲室', '三站乙室'] });
    expect(station.batches).toHaveLength(8);
    expect(station.batches[0]).toMatchObject({ batch: 1, plannedAt: '2026-12-01 08:05' });
    expect(station.batches[0].examinees.map((x: { realName: string }) => x.realName)).toEqual(['新名字', '考生2', '考生3', '考生5']);
    expect((await get(`${BASE}/schedule?examId=1`)).data.stations.map((x: { stationName: string }) => x.stationName)).toEqual(['第一考站', '第二考站', '第三考站']);
    expect(await get(`${BASE}/schedule?examId=999`)).toMatchObject({ code: 404, msg: '所选考试不存在' });
    expect(await get(`${BASE}/schedule`)).toMatchObject({ code: 400 });
  });

  it('exports the schedule as one line per examinee', async () => {
    const res = await s.app.inject({ method: 'POST', url: `${BASE}/schedule/export`, headers: admin, payload: { examId: 1, stationId } });
    const sheet = await xlsxRows(res.rawPayload);
    expect(sheet[0]).toEqual(['考站', '考室', '批次', '批次时间', '序号', '姓名', '学号/工号', '计划时间', '状态']);
    expect(sheet[1]).toEqual(['第三考站', '三站甲室、三站乙室', '1', '2026-12-01 08:05', '1', '新名字', 'K2026001', '2026-12-01 09:00', '候考']);
    expect(sheet).toHaveLength(40);
  });
});
