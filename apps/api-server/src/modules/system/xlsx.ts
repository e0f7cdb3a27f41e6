import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface XlsxColumn<T> {
  header: string;
  value: (row: T) => string | number;
  width?: number;
}

/** One-sheet workbook, as RuoYi's ExcelUtil exports a list (header row, one row per record). */
export async function buildXlsx<T>(sheetName: string, columns: XlsxColumn<T>[], rows: T[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function sendXlsx<T>(reply: FastifyReply, fileName: string, columns: XlsxColumn<T>[], rows: T[]) {
  const body = await buildXlsx(fileName, columns, rows);
  return reply
    .type(XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${fileName}.xlsx`)}`)
    .send(body);
}
