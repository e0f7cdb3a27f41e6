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

/** Sends a built workbook as the download `<fileName>.xlsx`. */
export function sendXlsxBody(reply: FastifyReply, fileName: string, body: Buffer) {
  return reply
    .type(XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${fileName}.xlsx`)}`)
    .send(body);
}

export async function sendXlsx<T>(reply: FastifyReply, fileName: string, columns: XlsxColumn<T>[], rows: T[]) {
  const body = await buildXlsx(fileName, columns, rows);
  return sendXlsxBody(reply, fileName, body);
}

/**
 * An import template (RuoYi `importTemplate`): the header row, then example rows the admin overwrites. Headers the
 * import requires are marked red, as RuoYi's @Excel(color) marks them.
 */
export async function sendImportTemplate(reply: FastifyReply, fileName: string, headers: readonly { header: string; required?: boolean; width?: number }[], examples: readonly (string | number)[][] = []) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(fileName);
  sheet.columns = headers.map((h) => ({ header: h.header, width: h.width ?? 18 }));
  headers.forEach((h, i) => {
    sheet.getRow(1).getCell(i + 1).font = { bold: true, color: h.required ? { argb: 'FFFF0000' } : undefined };
  });
  for (const row of examples) sheet.addRow([...row]);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return sendXlsxBody(reply, fileName, body);
}
