import { describe, expect, it } from 'vitest';
import { checkUserRows, mentioned, type ImportLookups } from './user-import-rows';
import type { SheetRow } from './xlsx-import';

const lookups = (): ImportLookups => ({
  classes: new Map([
    ['临床1班', { classId: 1, gradeName: '2024级', majorId: 1 }],
    ['口腔1班', { classId: 3, gradeName: '2024级', majorId: 2 }],
  ]),
  majors: new Map([
    ['临床医学', 1],
    ['口腔医学', 2],
  ]),
  majorNames: new Map([
    [1, '临床医学'],
    [2, '口腔医学'],
  ]),
  grades: new Set(['2024级', '2025级']),
  existing: [{ userId: 101, userName: 'student01', jobNumber: 'S0001', phone: '13800000001' }],
  phoneOwners: new Map([['13800000001', 101]]),
});

let nextRow = 2;
const row = (cells: Record<string, string>): SheetRow => ({ row: nextRow++, cells: { 姓名: '张三', 班级: '临床1班', ...cells } });
const student = (number: string, cells: Record<string, string> = {}) => row({ '学号/工号': number, ...cells });
const reasons = (rows: SheetRow[], updateSupport = false) => checkUserRows(rows, lookups(), updateSupport).errors.map((e) => `${e.row}|${e.column}|${e.reason}`);

describe('user import rows', () => {
  it('turns good rows into accounts: students by default, the class gives the major, labels become codes', () => {
    nextRow = 2;
    const { units, errors } = checkUserRows(
      [student('S100', { 性别: '女', 手机号: '13900000001', 专业: '口腔医学', 年级: '2024级', 班级: '口腔1班' }), student('T100', { 角色: '教师、管理员', 班级: '', 专业: '临床医学' })],
      lookups(),
      false,
    );
    expect(errors).toEqual([]);
    expect(units).toEqual([
      { rows: [2], value: { userId: null, number: 'S100', realName: '张三', phone: '13900000001', sex: '1', roles: ['student'], classId: 3, majorId: 2 } },
      { rows: [3], value: { userId: null, number: 'T100', realName: '张三', phone: null, sex: '2', roles: ['teacher', 'admin'], classId: null, majorId: 1 } },
    ]);
  });

  it('reports every bad cell by row and column', () => {
    nextRow = 2;
    expect(
      reasons([
        student('', { 姓名: '' }),
        student('有空格 1'),
        student('S1', { 手机号: '1380000', 性别: '男性', 角色: '校长' }),
        student('S2', { 班级: '不存在班', 专业: '法学', 年级: '1999级' }),
        student('S3', { 班级: '' }),
        student('S4', { 专业: '口腔医学', 年级: '2025级' }),
      ]),
    ).toEqual([
      '2|姓名|姓名不能为空',
      '2|学号/工号|学号/工号不能为空',
      '3|学号/工号|学号/工号格式不正确：有空格 1（2–30 位字母、数字、_ 或 -）',
      '4|手机号|手机号格式不正确：1380000',
      '4|性别|性别只能填写 男、女 或 未知：男性',
      '4|角色|角色只能填写 学生、教师 或 管理员：校长',
      '5|班级|班级不存在：不存在班',
      '5|专业|专业不存在：法学',
      '5|年级|年级不存在：1999级',
      '6|班级|学生必须填写班级',
      "7|专业|班级'临床1班'属于专业'临床医学'，与所填专业不符",
      "7|年级|班级'临床1班'属于'2024级'，与所填年级不符",
    ]);
  });

  it('finds duplicates inside the file and against the database', () => {
    nextRow = 2;
    expect(reasons([student('S7', { 手机号: '13900000007' }), student('S7'), student('S8', { 手机号: '13900000007' }), student('S0001'), student('S9', { 手机号: '13800000001' })])).toEqual([
      '3|学号/工号|学号/工号与第 2 行重复：S7',
      '4|手机号|手机号与第 2 行重复：13900000007',
      '5|学号/工号|学号/工号已存在：S0001（如需更新已有用户，请勾选"更新已经存在的用户数据"）',
      '6|手机号|手机号码已存在：13800000001',
    ]);
  });

  it('with updateSupport an existing number updates that account (keeping its own phone)', () => {
    nextRow = 2;
    const { units, errors } = checkUserRows([student('student01', { 手机号: '13800000001', 姓名: '张伟伟' })], lookups(), true);
    expect(errors).toEqual([]);
    expect(units[0].value).toMatchObject({ userId: 101, realName: '张伟伟', phone: '13800000001' });
  });

  it('lists the distinct names and numbers a file mentions', () => {
    nextRow = 2;
    expect(mentioned([student('S1', { 手机号: '13900000001' }), student('S1'), student('S2', { 班级: '口腔1班', 专业: '口腔医学' })])).toEqual({
      numbers: ['S1', 'S2'],
      phones: ['13900000001'],
      classes: ['临床1班', '口腔1班'],
      majors: ['口腔医学'],
    });
  });
});
