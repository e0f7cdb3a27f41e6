import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS, USER_IMPORT_COLUMNS } from '@medteach/contract';
import { sharedStringsWorkbook, variedText } from '../../../test/support/hostile-xlsx';
import { Col, SHEET_COLUMNS, optionColumn } from '../question-bank/question-sheet';
import { readSheetRows } from './xlsx-import';

/**
 * The import limits (XLSX_LIMITS) leave real files alone: the refusals are proved on hostile workbooks in
 * xlsx-import.spec.ts, these are the files schools send, written as Excel writes them (every text a shared string).
 */
describe('xlsx import limits and real files', () => {
  it('reads a users template filled to the row limit', async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => [variedText(i, 3), `2024${String(i).padStart(6, '0')}`, `139${String(i).padStart(8, '0')}`, '男', '临床医学', '2024级', '临床一班', '学生']);
    const read = await readSheetRows(await sharedStringsWorkbook(USER_IMPORT_COLUMNS, rows), USER_IMPORT_COLUMNS);
    expect(read).toHaveLength(IMPORT_MAX_ROWS);
    expect(read.at(-1)?.cells['手机号']).toBe(`139${String(IMPORT_MAX_ROWS - 1).padStart(8, '0')}`);
  });

  it('reads 10,000 questions with long stems, options and analyses (every text distinct)', async () => {
    // 12,500 rows: the bench's mix has five rows for every four questions (A3/A4/B groups).
    const rows = Array.from({ length: 12_500 }, (_, i) => {
      const text = (k: number, length: number) => variedText(i * 16 + k, length);
      const cells: Record<string, string> = { [Col.TYPE]: 'A1型题', [Col.CATEGORY]: '内科/呼吸', [Col.STEM]: text(0, 60), [Col.ANSWER]: 'A', [Col.ANALYSIS]: text(6, 80), [Col.KNOWLEDGE]: text(7, 6) };
      ['A', 'B', 'C', 'D', 'E'].forEach((letter, k) => (cells[optionColumn(letter)] = text(k + 1, 12)));
      return SHEET_COLUMNS.map((h) => cells[h] ?? '');
    });
    const read = await readSheetRows(await sharedStringsWorkbook(SHEET_COLUMNS, rows), SHEET_COLUMNS);
    expect(read).toHaveLength(12_500);
    expect(read[0].cells[optionColumn('E')]).toBe(variedText(5, 12));
  });
});
