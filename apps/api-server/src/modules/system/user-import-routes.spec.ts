import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_IMPORT_COLUMNS } from '@medteach/contract';
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

const HEADER = [...USER_IMPORT_COLUMNS];
const CLASSES = ['临床医学2024级1班', '临床医学2024级2班', '口腔医学2024级1班'];
const MAJORS = ['临床医学', '临床医学', '口腔医学'];

/** 300 students of the seeded classes, numbered S2025001…; rows with the given indexes are spoiled. */
function studentRows(count: number, spoil: (row: string[], i: number) => void = () => undefined) {
  return Array.from({ length: count }, (_, i) => {
    const row = [`学生${i + 1}`, `S2025${String(i + 1).padStart(3, '0')}`, `139${String(i + 1).padStart(8, '0')}`, i % 2 ? '女' : '男', MAJORS[i % 3], '2024级', CLASSES[i % 3], ''];
    spoil(row, i);
    return row;
  });
}
/** Five bad rows: a duplicate number, a bad phone, an unknown class, a missing name, a number already in the database. */
const BAD = new Map<number, (row: string[]) => void>([
  [10, (r) => (r[1] = 'S2025001')],
  [50, (r) => (r[2] = '12345')],
  [120, (r) => (r[6] = '护理2024级9班')],
  [200, (r) => (r[0] = '')],
  [290, (r) => (r[1] = 'student01')],
]);
const withBadRows = () => studentRows(300, (row, i) => BAD.get(i)?.(row));

const upload = async (rows: string[][], query = '') => {
  const file = multipartFile(await xlsxFile(HEADER, rows), 'students.xlsx');
  return s.app.inject({ method: 'POST', url: `/api/system/user/importData${query}`, headers: { ...admin, ...file.headers }, payload: file.payload });
};
const studentCount = async () => (await s.app.inject({ method: 'GET', url: '/api/system/user/list?role=student&pageSize=1', headers: admin })).json().total as number;
const login = (username: string) => s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: '123456' } });

describe('user import /system/user/importData', () => {
  it('downloads the template with the issue’s columns', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/system/user/importTemplate', headers: admin });
    expect(res.headers['content-disposition']).toContain('.xlsx');
    expect((await xlsxRows(res.rawPayload))[0]).toEqual(HEADER);
  });

  it('300 rows with 5 bad ones: every bad row reported by row and column, nothing written', async () => {
    const before = await studentCount();
    const body = (await upload(withBadRows())).json();
    expect(body.code).toBe(500);
    expect(body.msg.split('\n')[0]).toBe('很抱歉，导入失败！共 5 条数据格式不正确，错误如下：');
    expect(body.data.errors).toEqual([
      { row: 12, column: '学号/工号', reason: '学号/工号与第 2 行重复：S2025001' },
      { row: 52, column: '手机号', reason: '手机号格式不正确：12345' },
      { row: 122, column: '班级', reason: '班级不存在：护理2024级9班' },
      { row: 202, column: '姓名', reason: '姓名不能为空' },
      { row: 292, column: '学号/工号', reason: '学号/工号已存在：student01（如需更新已有用户，请勾选"更新已经存在的用户数据"）' },
    ]);
    expect(body.data).toMatchObject({ total: 300, inserted: 0 });
    expect(await studentCount()).toBe(before);
    expect((await login('S2025002')).json().code).toBe(500);
  });

  it('validOnly writes the 295 good rows; a new student signs in with the initial password', async () => {
    const before = await studentCount();
    const body = (await upload(withBadRows(), '?validOnly=true')).json();
    expect(body).toMatchObject({ code: 200, msg: '已导入正确的数据 295 条，跳过有误的数据 5 条', data: { inserted: 295, updated: 0, skipped: 5 } });
    expect(body.data.ids).toHaveLength(295);
    expect(await studentCount()).toBe(before + 295);
    const signIn = (await login('S2025002')).json();
    expect(signIn.code).toBe(200);
    expect(signIn.data.user).toMatchObject({ realName: '学生2', classId: 2, className: '临床医学2024级2班' });
    const imported = (await s.app.inject({ method: 'GET', url: '/api/system/user/list?userName=S2025003', headers: admin })).json().rows[0];
    expect(imported).toMatchObject({ jobNumber: 'S2025003', phone: '13900000003', sex: '0', majorName: '口腔医学', gradeName: '2024级', roles: ['student'] });
  });

  it('the same file again is refused row by row; with updateSupport it updates the existing accounts', async () => {
    const again = studentRows(3).map((r) => [...r]);
    const refused = (await upload(again)).json();
    expect(refused.data.errors.map((e: { row: number }) => e.row)).toEqual([2, 3, 4]);

    const student = await loginAs(s.app, 'S2025001');
    again[0][0] = '学生一';
    again[0][6] = '口腔医学2024级1班';
    again[0][4] = '';
    const body = (await upload(again, '?updateSupport=true')).json();
    expect(body).toMatchObject({ code: 200, msg: '恭喜您，数据已全部导入成功！共 3 条', data: { inserted: 0, updated: 3 } });
    const row = (await s.app.inject({ method: 'GET', url: '/api/system/user/list?userName=S2025001', headers: admin })).json().rows[0];
    expect(row).toMatchObject({ realName: '学生一', className: '口腔医学2024级1班', majorName: '口腔医学' });
    // The moved student's token carried the old class: it ends.
    expect((await s.app.inject({ method: 'GET', url: '/api/system/user/getInfo', headers: student })).statusCode).toBe(401);
    // The password was kept.
    expect((await login('S2025001')).json().code).toBe(200);
  });

  it('refuses a file without the required columns and a non-xlsx file', async () => {
    const file = multipartFile(await xlsxFile(['名字'], [['x']]), 'x.xlsx');
    const res = await s.app.inject({ method: 'POST', url: '/api/system/user/importData', headers: { ...admin, ...file.headers }, payload: file.payload });
    expect(res.json()).toEqual({ code: 400, msg: '导入模板不正确，缺少列：姓名、学号/工号' });
    const csv = multipartFile(Buffer.from('姓名,学号/工号\n张三,S1\n'), 'x.xlsx');
    expect((await s.app.inject({ method: 'POST', url: '/api/system/user/importData', headers: { ...admin, ...csv.headers }, payload: csv.payload })).json().code).toBe(400);
  });
});
