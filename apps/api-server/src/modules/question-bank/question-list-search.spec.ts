import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionImportPaths as paths } from '@medteach/contract';
import { multipartFile, xlsxFile } from '../../../test/support/xlsx-upload';
import { loginAs } from '../../test-helpers';
import { qbServer, type QbServer } from './test-support';
import { Col, SHEET_COLUMNS } from './question-sheet';

/**
 * 试题管理's search after the 100,000-question tuning (bench:questions): a group is found through a child's stem or
 * a child's attachment, Latin text ignores case while Chinese is compared as it is, and pages come out newest
 * first with the full total however deep.
 */
const CATEGORY = '儿科学/新生儿与儿童保健';
const row = (cells: Record<string, string>) => SHEET_COLUMNS.map((c) => cells[c] ?? '');
const opts = { 选项A: '甲', 选项B: '乙' };

describe('question list search', () => {
  let s: QbServer;
  let admin: Record<string, string>;
  const list = async (query: Record<string, string | number | boolean>) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return (await s.app.inject({ method: 'GET', url: `/api/exam/question/list?${qs}`, headers: admin })).json() as { total: number; rows: { questionId: number; content: string; hasMedia: boolean }[] };
  };
  beforeAll(async () => {
    s = await qbServer();
    admin = await loginAs(s.app, 'admin');
    const rows = [
      row({ [Col.TYPE]: 'A1型题', [Col.CATEGORY]: CATEGORY, [Col.STEM]: '搜索甲：COPD 急性加重的首选治疗', ...opts, [Col.ANSWER]: 'A' }),
      row({ [Col.TYPE]: 'A3型题', [Col.CATEGORY]: CATEGORY, [Col.STEM]: '搜索乙：共用题干', [Col.GROUP]: 'g' }),
      row({ [Col.STEM]: '小题里才有的词：囟门', ...opts, [Col.ANSWER]: 'B', [Col.IMAGE]: '/file/qb-ecg-st-elevation.svg', [Col.GROUP]: 'g' }),
      row({ [Col.TYPE]: 'A1型题', [Col.CATEGORY]: CATEGORY, [Col.STEM]: '搜索丙：带图片', ...opts, [Col.ANSWER]: 'A', [Col.IMAGE]: '/file/qb-dental-xray.png' }),
    ];
    const file = multipartFile(await xlsxFile(SHEET_COLUMNS, rows));
    const res = (await s.app.inject({ method: 'POST', url: `/api${paths.importData}`, headers: { ...admin, ...file.headers }, payload: file.payload })).json();
    expect(res.code, res.msg).toBe(200);
  });
  afterAll(() => s.close());

  it('a search past its matches, or matching nothing, answers the true total with no rows', async () => {
    expect(await list({ content: '没有这个词', pageNum: 1, pageSize: 10 })).toMatchObject({ total: 0, rows: [] });
    expect(await list({ content: '没有这个词', pageNum: 3, pageSize: 10 })).toMatchObject({ total: 0, rows: [] });
    // Three items match 搜索: one page of two, then a second page of one, then an empty third page still counting three.
    expect(await list({ content: '搜索', pageNum: 2, pageSize: 2 })).toMatchObject({ total: 3, rows: [{ content: '搜索甲：COPD 急性加重的首选治疗' }] });
    expect(await list({ content: '搜索', pageNum: 3, pageSize: 2 })).toMatchObject({ total: 3, rows: [] });
  });

  it('finds a group through a sub-question stem, and Latin text whatever its case', async () => {
    expect((await list({ content: '囟门' })).rows.map((r) => r.content)).toEqual(['搜索乙：共用题干']);
    expect((await list({ content: 'copd' })).rows.map((r) => r.content)).toEqual(['搜索甲：COPD 急性加重的首选治疗']);
    expect((await list({ content: '搜索' })).total).toBe(3);
    expect((await list({ content: '没有这样的题干' })).total).toBe(0);
  });

  it('splits by media, counting a child attachment for its group', async () => {
    const withMedia = await list({ content: '搜索', hasMedia: true });
    expect(withMedia.rows.map((r) => r.content).sort()).toEqual(['搜索丙：带图片', '搜索乙：共用题干']);
    expect(withMedia.rows.every((r) => r.hasMedia)).toBe(true);
    expect((await list({ content: '搜索', hasMedia: false })).rows.map((r) => r.content)).toEqual(['搜索甲：COPD 急性加重的首选治疗']);
  });

  it('pages newest first with the full total, also past the last page', async () => {
    const all = await list({ pageSize: 500 });
    const second = await list({ pageNum: 2, pageSize: 5 });
    expect(second.total).toBe(all.total);
    expect(second.rows.map((r) => r.questionId)).toEqual(all.rows.slice(5, 10).map((r) => r.questionId));
    const ids = all.rows.map((r) => r.questionId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const beyond = await list({ content: '搜索', pageNum: 9, pageSize: 5 });
    expect(beyond).toMatchObject({ total: 3, rows: [] });
  });
});
