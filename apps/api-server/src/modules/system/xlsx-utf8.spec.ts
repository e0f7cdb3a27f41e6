import { describe, expect, it } from 'vitest';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { readSheetRows } from './xlsx-import';
import { completeUtf8Length, utf8Aligned } from './xlsx-utf8';

/** Chinese text long enough that the sheet spans many inflated chunks. */
const text = (i: number) => `第${i}行：社区获得性肺炎最常见的致病菌是肺炎链球菌，典型表现为寒战、高热、铁锈色痰。𝄞`;
const ROWS = 3000;

async function sharedStringsBook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('试题');
  sheet.addRow(['题干']);
  for (let i = 0; i < ROWS; i++) sheet.addRow([text(i)]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function inlineStringsBook(): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet('试题');
  sheet.addRow(['题干']).commit();
  for (let i = 0; i < ROWS; i++) sheet.addRow([text(i)]).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

describe('reading Chinese text from a large xlsx stream', () => {
  it.each([
    ['shared strings (what Excel and WPS write)', sharedStringsBook],
    ['inline strings (our streamed exports)', inlineStringsBook],
  ])('keeps every character whole: %s', async (_name, book) => {
    const rows = await readSheetRows(await book(), ['题干']);
    expect(rows).toHaveLength(ROWS);
    // Before the fix characters split across inflated chunks came back as U+FFFD.
    expect(rows.filter((r, i) => r.cells['题干'] !== text(i))).toEqual([]);
  });

  it('cuts chunks only between characters', async () => {
    const bytes = Buffer.from('a肺𝄞b');
    expect(completeUtf8Length(bytes.subarray(0, 2))).toBe(1); // 'a' + first byte of 肺
    expect(completeUtf8Length(bytes.subarray(0, 4))).toBe(4);
    expect(completeUtf8Length(bytes.subarray(0, 6))).toBe(4); // two of 𝄞's four bytes
    const pieces: Buffer[] = [];
    for await (const piece of utf8Aligned(Readable.from([...bytes].map((b) => Buffer.from([b]))))) pieces.push(piece);
    expect(pieces.map((p) => p.toString())).toEqual(['a', '肺', '𝄞', 'b']);
  });
});
