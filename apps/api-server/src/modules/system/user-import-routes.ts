import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { ResultCode, Role, USER_IMPORT_COLUMNS, peoplePaths } from '@medteach/contract';
import { BusinessType } from '../../core/oper-log';
import { userImport } from './user-import';
import { XLSX_TYPE } from './xlsx';
import { runImport } from './xlsx-import';

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

/** `POST /system/user/importTemplate` and `POST /system/user/importData` (issue 16: users from xlsx). */
export async function userImportRoutes(app: FastifyInstance) {
  const { tokens } = app.ctx;

  // A download, not a change: named for 操作日志 by what was fetched.
  const templateLog = { title: '下载用户导入模板', businessType: BusinessType.OTHER };
  app.post(peoplePaths.userImportTemplate, { config: { access: [Role.ADMIN], plain: true, body: false, operLog: templateLog } }, async (_req, reply) =>
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
