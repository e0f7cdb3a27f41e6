import ExcelJS from 'exceljs';

/** An xlsx workbook of one sheet: the header row, then the data rows (what an admin fills into a template). */
export async function xlsxFile(header: readonly string[], rows: readonly (readonly (string | number | null)[])[], sheetName = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the first sheet of an xlsx answer (export and template downloads), header first. */
export async function xlsxRows(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : typeof v === 'object' && v && 'richText' in v ? (v as { richText: { text: string }[] }).richText.map((r) => r.text).join('') : String(v))));
  });
  return rows;
}

/** A multipart body with one file in the field `file` (RuoYi's import upload), for `app.inject`. */
export function multipartFile(data: Buffer, fileName = 'import.xlsx', field = 'file') {
  const boundary = '----medteach-import';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
