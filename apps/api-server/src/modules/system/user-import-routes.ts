import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { ResultCode, Role, USER_IMPORT_COLUMNS, peoplePaths } from '@medteach/contract';
import { BusinessType } from '../../core/oper-log';
import { passwords } from '../../core/password-pool';
import { classesByName, listGrades, listMajors } from './class-admin-repository';
import { usersByAccount, usersByPhone } from './user-admin-repository';
import { initPassword } from './users';
import { REQUIRED_COLUMNS, checkUserRows, mentioned, type ImportedUser } from './user-import-rows';
import { XLSX_TYPE } from './xlsx';
import { runImport, type ImportSpec, type ImportUnit } from './xlsx-import';
import type { Queryable } from '../../db/queryable';

/** Rows per INSERT: far below both engines' bound-parameter limits (10 columns a row). */
const INSERT_CHUNK = 200;
const TEMPLATE_NOTES = [
  '填写说明',
  '1. 姓名、学号/工号必填；学号/工号即登录账号，初始密码为参数"用户管理-账号初始密码"（默认 123456）。',
  '2. 手机号选填，11 位手机号码，不能与已有账号重复。',
  '3. 性别填写 男、女 或 未知；角色填写 学生、教师 或 管理员（多个用顿号分隔），不填为学生。',
  '4. 学生必须填写班级；班级、专业、年级须是系统中已有的名称（在"班级管理""专业与年级"中维护）。',
  '5. 勾选"更新已经存在的用户数据"时，学号/工号已存在的用户按本行更新（密码不变）。',
];

/** The import template: the columns on the first sheet, the rules on a second (the reader only reads the first). */
async function templateWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户数据');
  sheet.columns = USER_IMPORT_COLUMNS.map((header) => ({ header, width: header === '班级' ? 24 : 16 }));
  sheet.getRow(1).font = { bold: true };
  const notes = workbook.addWorksheet('填写说明');
  notes.getColumn(1).width = 100;
  for (const line of TEMPLATE_NOTES) notes.addRow([line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The import of one request; `touched` collects updated accounts, whose sessions end once the import is in. */
function userImport(touched: number[]): ImportSpec<ImportedUser> {
  // New accounts share the initial password: hashed once, while checking (outside the write transaction).
  let passwordHash = '';
  return {
    requiredColumns: REQUIRED_COLUMNS,
    async check(rows, { db, options, progress }) {
      const names = mentioned(rows);
      const [classes, majors, grades, existing, phoneOwners] = await Promise.all([
        classesByName(db, names.classes),
        listMajors(db, {}),
        listGrades(db, {}),
        usersByAccount(db, names.numbers),
        usersByPhone(db, names.phones),
      ]);
      const result = checkUserRows(
        rows,
        {
          classes: new Map(classes.map((c) => [c.className, c])),
          majors: new Map(majors.rows.map((m) => [m.majorName, m.majorId])),
          majorNames: new Map(majors.rows.map((m) => [m.majorId, m.majorName])),
          grades: new Set(grades.rows.map((g) => g.gradeName)),
          existing,
          phoneOwners: new Map(phoneOwners.map((p) => [p.phone ?? '', p.userId])),
        },
        options.updateSupport,
      );
      if (result.units.some((u) => u.value.userId === null)) passwordHash = await passwords.hash(await initPassword(db));
      progress(rows.length);
      return result;
    },
    async write(trx, units, { progress }) {
      const fresh = units.filter((u) => u.value.userId === null);
      const stale = units.filter((u) => u.value.userId !== null);
      const ids = await insertUsers(trx, fresh, passwordHash, progress);
      for (const [i, { value: u }] of stale.entries()) {
        const userId = u.userId as number;
        await trx
          .updateTable('sys_user')
          .set({ real_name: u.realName, nick_name: u.realName, job_number: u.number, sex: u.sex, roles: u.roles.join(','), class_id: u.classId, major_id: u.majorId, ...(u.phone ? { phone: u.phone } : {}) })
          .where('user_id', '=', userId)
          .execute();
        touched.push(userId);
        progress(fresh.length + i + 1);
      }
      return { inserted: fresh.length, updated: stale.length, ids: [...ids, ...touched] };
    },
  };
}

async function insertUsers(trx: Queryable, units: ImportUnit<ImportedUser>[], passwordHash: string, progress: (done: number) => void): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < units.length; start += INSERT_CHUNK) {
    const chunk = units.slice(start, start + INSERT_CHUNK).map(({ value: u }) => ({
      user_name: u.number,
      job_number: u.number,
      real_name: u.realName,
      nick_name: u.realName,
      phone: u.phone,
      sex: u.sex,
      roles: u.roles.join(','),
      class_id: u.classId,
      major_id: u.majorId,
      password_hash: passwordHash,
    }));
    const rows = await trx.insertInto('sys_user').values(chunk).returning('user_id').execute();
    ids.push(...rows.map((r) => r.user_id));
    progress(ids.length);
  }
  return ids;
}

/** `POST /system/user/importTemplate` and `POST /system/user/importData` (issue 16: users from xlsx). */
export async function userImportRoutes(app: FastifyInstance) {
  const { tokens } = app.ctx;

  app.post(peoplePaths.userImportTemplate, { config: { access: [Role.ADMIN], plain: true } }, async (_req, reply) =>
    reply
      .type(XLSX_TYPE)
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent('用户导入模板.xlsx')}`)
      .send(await templateWorkbook()),
  );

  app.post(peoplePaths.userImportData, { config: { access: [Role.ADMIN], operLog: { title: '用户管理', businessType: BusinessType.IMPORT } } }, async (req) => {
    const touched: number[] = [];
    const result = await runImport(req, userImport(touched));
    // Updated accounts may have changed class or role: their tokens would carry the old ones.
    if (result.code === ResultCode.SUCCESS) for (const userId of touched) await tokens.revokeUser(userId);
    return result;
  });
}
