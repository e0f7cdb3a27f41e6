import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Selectable } from 'kysely';
import { ALTERNATIVE_SEPARATOR, QuestionType, type QuestionExportQuery } from '@medteach/contract';
import type { DB } from '../../db/tables';
import { leavesOf, listFilter } from './question-admin-repository';
import type { OptionRow } from './question-format';
import { categoryPathById, typeDictLabels } from './question-import';
import { COLUMN_WIDTHS, Col, OPTION_LETTERS, SHEET_ALTERNATIVE_SEPARATOR, SHEET_COLUMNS, SHEET_NAME, mediaCells, optionColumn, typeLabeller } from './question-sheet';
import type { Queryable } from '../../db/queryable';

/** Top-level items read per query while streaming (their children come with them). */
const ITEMS_PER_BATCH = 500;

/** Ids of the top-level items to export after `afterId`, in id order, at most `limit` (the list's filter). */
export type ExportPager = (afterId: number, limit: number) => Promise<number[]>;

/** Walks the items 试题管理's filter matches (question-admin-repository's, so the export is the list). */
export async function exportPager(db: Queryable, filter: QuestionExportQuery): Promise<ExportPager> {
  const leaves = await leavesOf(db, filter);
  return async (afterId, limit) => {
    const rows = await db
      .selectFrom('qb_question as q')
      .select('q.id')
      .where((eb) => eb.and([listFilter(db, eb, filter, leaves), eb('q.id', '>', afterId)]))
      .orderBy('q.id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  };
}

/** The stored columns a sheet row is written from. */
const SHEET_SOURCE = ['id', 'parent_id', 'category_id', 'type', 'content', 'options', 'correct', 'analysis', 'file_url', 'knowledge_id'] as const;
type StoredRow = Pick<Selectable<DB['qb_question']>, (typeof SHEET_SOURCE)[number]>;

/** The 答案 cell as the sheet writes it: fill-in alternatives with `|` (the stored `[|]`), the rest as stored. */
const answerCell = (row: StoredRow) => (row.type === QuestionType.FILL ? row.correct.split(ALTERNATIVE_SEPARATOR).join(SHEET_ALTERNATIVE_SEPARATOR) : row.correct);

/**
 * Writes the items `nextIds` walks to `out` as the import template (question-sheet.ts): a standalone question per
 * row; a group as its shared-stem row followed by its children, all with the group's 组号. Streamed with exceljs's
 * WorkbookWriter, a batch of items at a time, so 100,000 questions never sit in memory.
 */
export async function writeQuestionSheet(db: Queryable, nextIds: ExportPager, out: Writable): Promise<number> {
  const [labels, categoryPath, knowledge] = await Promise.all([
    typeDictLabels(db),
    categoryPathById(db),
    db.selectFrom('knowledge_item').select(['id', 'title']).execute(),
  ]);
  const labelOf = typeLabeller(labels);
  const titleOf = new Map(knowledge.map((k) => [k.id, k.title]));

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(SHEET_NAME);
  sheet.columns = SHEET_COLUMNS.map((header) => ({ header, key: header, width: COLUMN_WIDTHS[header] ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const cells = (row: StoredRow, group: string, withCategory: boolean): Record<string, string> => {
    const options = JSON.parse(row.options) as OptionRow[];
    return {
      [Col.TYPE]: withCategory ? labelOf(row.type) : '',
      [Col.CATEGORY]: withCategory ? (categoryPath.get(row.category_id) ?? '') : '',
      [Col.STEM]: row.content,
      ...Object.fromEntries(OPTION_LETTERS.map((letter, i) => [optionColumn(letter), options[i]?.name ?? ''])),
      [Col.ANSWER]: answerCell(row),
      [Col.ANALYSIS]: row.analysis,
      [Col.KNOWLEDGE]: row.knowledge_id === null ? '' : (titleOf.get(row.knowledge_id) ?? ''),
      ...mediaCells(row.file_url),
      [Col.GROUP]: group,
    };
  };

  let written = 0;
  let groups = 0;
  let afterId = 0;
  for (;;) {
    const ids = await nextIds(afterId, ITEMS_PER_BATCH);
    if (ids.length === 0) break;
    afterId = ids[ids.length - 1];
    const rows = (await db
      .selectFrom('qb_question')
      .select(SHEET_SOURCE)
      .where((eb) => eb.or([eb('id', 'in', ids), eb('parent_id', 'in', ids)]))
      .orderBy('id')
      .execute()) satisfies StoredRow[];
    const children = new Map<number, StoredRow[]>();
    for (const r of rows) if (r.parent_id !== null) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
    for (const r of rows) {
      if (r.parent_id !== null) continue;
      const kids = children.get(r.id) ?? [];
      // A group parent with its children: the children's rows leave 题型 and 分类 to the first row.
      const group = kids.length ? `G${++groups}` : '';
      sheet.addRow(cells(r, group, true)).commit();
      for (const kid of kids) sheet.addRow(cells(kid, group, false)).commit();
      written += 1;
    }
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
