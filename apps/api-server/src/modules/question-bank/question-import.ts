import type { Insertable } from 'kysely';
import type { ImportRowError } from '@medteach/contract';
import type { DB } from '../../db/tables';
import { sanitizeRichText } from '../../core/rich-text';
import type { ImportContext, ImportSpec, ImportUnit } from '../system/xlsx-import';
import { toOptionRows } from './question-format';
import { CATEGORY_SEPARATOR, Col, typeLookup } from './question-sheet';
import { QuestionSheetParser, itemKey, type ParsedItem, type ParsedQuestion, type SheetLookups } from './question-sheet-parser';
import type { Queryable } from '../../db/queryable';

/** The dictionary whose labels the 题型 column uses (spec §3). */
export const QUESTION_TYPE_DICT = 'cmtt_exam_type';
/** Rows per multi-row insert: well under both engines' parameter limits (12 columns a row). */
const ROWS_PER_INSERT = 400;
/** Categories per `IN (…)` when reading what is already stored. */
const IDS_PER_QUERY = 500;

/** An item to write: new (existing undefined), or the stored item it updates (updateSupport) with its children's ids. */
export interface QuestionImportValue {
  item: ParsedItem;
  existing?: { id: number; childIds: number[] };
}

/** The `cmtt_exam_type` dictionary as (value, label) pairs. */
export async function typeDictLabels(db: Queryable) {
  const rows = await db.selectFrom('sys_dict_data').select(['dict_value as value', 'dict_label as label']).where('dict_type', '=', QUESTION_TYPE_DICT).execute();
  return rows;
}

/** '一级/二级' of every second-level category (null when two leaves share a path). */
export async function categoryPaths(db: Queryable): Promise<Map<string, number | null>> {
  const rows = await db.selectFrom('qb_category').select(['id', 'parent_id', 'name']).orderBy('id').execute();
  const names = new Map(rows.map((r) => [r.id, r.name.trim()]));
  const paths = new Map<string, number | null>();
  for (const r of rows) {
    if (r.parent_id === 0 || !names.has(r.parent_id)) continue;
    const path = `${names.get(r.parent_id)}${CATEGORY_SEPARATOR}${r.name.trim()}`;
    paths.set(path, paths.has(path) ? null : r.id);
  }
  return paths;
}

/** The category path of every leaf by id (export). */
export async function categoryPathById(db: Queryable): Promise<Map<number, string>> {
  const byId = new Map<number, string>();
  for (const [path, id] of await categoryPaths(db)) if (id !== null) byId.set(id, path);
  // Paths two leaves share are still written (the import then asks to rename one).
  const rows = await db.selectFrom('qb_category as c').innerJoin('qb_category as p', 'p.id', 'c.parent_id').select(['c.id', 'c.name', 'p.name as parent']).execute();
  for (const r of rows) if (!byId.has(r.id)) byId.set(r.id, `${r.parent.trim()}${CATEGORY_SEPARATOR}${r.name.trim()}`);
  return byId;
}

/** Knowledge article titles → id (the oldest article when two share a title). */
export async function knowledgeTitles(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.selectFrom('knowledge_item').select(['id', 'title']).orderBy('id', 'desc').execute();
  return new Map(rows.map((r) => [r.title.trim(), r.id]));
}

export async function sheetLookups(db: Queryable): Promise<SheetLookups> {
  const [labels, categoryByPath, knowledgeByTitle] = await Promise.all([typeDictLabels(db), categoryPaths(db), knowledgeTitles(db)]);
  return { typeByLabel: typeLookup(labels), categoryByPath, knowledgeByTitle };
}

const chunks = <T>(list: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Items already stored in `categoryIds`, by itemKey → their id and their children's ids in order. */
async function storedItems(db: Queryable, categoryIds: number[]): Promise<Map<string, { id: number; childIds: number[] }>> {
  const stored = new Map<string, { id: number; childIds: number[] }>();
  for (const ids of chunks(categoryIds, IDS_PER_QUERY)) {
    const rows = await db.selectFrom('qb_question').select(['id', 'parent_id', 'category_id', 'type', 'content']).where('category_id', 'in', ids).orderBy('id').execute();
    const children = new Map<number, { id: number; content: string }[]>();
    for (const r of rows) if (r.parent_id !== null) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
    for (const r of rows) {
      if (r.parent_id !== null) continue;
      const kids = children.get(r.id) ?? [];
      const key = itemKey(r.category_id, r.type, r.content, kids.map((k) => k.content));
      if (!stored.has(key)) stored.set(key, { id: r.id, childIds: kids.map((k) => k.id) });
    }
  }
  return stored;
}

const rowsOf = (item: ParsedItem) => [item.question.row, ...item.children.map((c) => c.row)];

/**
 * Checks the sheet: every row's cells (question-sheet-parser), then the clash with what is stored: an item already
 * in its category is refused, or with `updateSupport` updates the stored one.
 */
async function check(rows: { row: number; cells: Record<string, string> }[], ctx: ImportContext) {
  const parser = new QuestionSheetParser(await sheetLookups(ctx.db));
  const items: ParsedItem[] = [];
  rows.forEach((r, i) => {
    items.push(...parser.push(r.row, r.cells));
    ctx.progress(i + 1);
  });
  items.push(...parser.end());

  const errors: ImportRowError[] = [...parser.errors];
  const stored = await storedItems(ctx.db, [...new Set(items.map((i) => i.question.categoryId))]);
  const units: ImportUnit<QuestionImportValue>[] = [];
  for (const item of items) {
    const q = item.question;
    const existing = stored.get(itemKey(q.categoryId, q.type, q.content, item.children.map((c) => c.content)));
    if (existing && !ctx.options.updateSupport) {
      errors.push({ row: q.row, column: Col.STEM, reason: '试题已存在（同一分类下题型、题干相同；勾选“是否更新已经存在的数据”可覆盖）' });
      continue;
    }
    units.push({ rows: rowsOf(item), value: { item, existing } });
  }
  errors.sort((a, b) => a.row - b.row);
  return { units, errors };
}

/** The stored columns of one parsed row (the analysis is rich text: sanitised like the console's). */
const columns = (q: ParsedQuestion) => ({
  type: q.type,
  content: q.content,
  options: JSON.stringify(toOptionRows(q.options)),
  correct: q.correct,
  analysis: sanitizeRichText(q.analysis),
  file_url: q.fileUrl,
  knowledge_id: q.knowledgeId,
});

/**
 * Writes the checked items in multi-row inserts (a 10,000-question file is a few dozen statements): the top-level
 * rows first, each placed after the last of its category, then the children under their parents' new ids. Updates
 * (updateSupport) rewrite the stored item and its children in place, so the students' records stay attached.
 */
async function write(trx: Queryable, units: ImportUnit<QuestionImportValue>[], ctx: ImportContext) {
  const fresh = units.filter((u) => !u.value.existing).map((u) => u.value.item);
  const updates = units.filter((u) => u.value.existing);
  let done = 0;
  const advance = (n: number) => ctx.progress((done += n));

  const nextSeq = new Map<number, number>();
  const categoryIds = [...new Set(fresh.map((i) => i.question.categoryId))];
  for (const ids of chunks(categoryIds, IDS_PER_QUERY)) {
    const rows = await trx.selectFrom('qb_question').select(['category_id', (eb) => eb.fn.max('seq').as('seq')]).where('category_id', 'in', ids).groupBy('category_id').execute();
    for (const r of rows) nextSeq.set(r.category_id, Number(r.seq ?? 0) + 1);
  }
  const seqOf = fresh.map((item) => {
    const seq = nextSeq.get(item.question.categoryId) ?? 1;
    nextSeq.set(item.question.categoryId, seq + 1);
    return seq;
  });

  // Each new top-level row is found again by (category, seq), unique among them: RETURNING's order is not promised.
  const idBySlot = new Map<string, number>();
  const slot = (categoryId: number, seq: number) => `${categoryId}:${seq}`;
  const parents: Insertable<DB['qb_question']>[] = fresh.map((item, i) => ({
    ...columns(item.question),
    category_id: item.question.categoryId,
    parent_id: null,
    seq: seqOf[i],
    answerable: item.children.length ? 0 : 1,
  }));
  for (const batch of chunks(parents, ROWS_PER_INSERT)) {
    const inserted = await trx.insertInto('qb_question').values(batch).returning(['id', 'category_id', 'seq']).execute();
    for (const r of inserted) idBySlot.set(slot(r.category_id, r.seq), r.id);
    advance(batch.length);
  }
  const ids = fresh.map((item, i) => idBySlot.get(slot(item.question.categoryId, seqOf[i])) as number);

  const children: Insertable<DB['qb_question']>[] = fresh.flatMap((item, i) =>
    item.children.map((c) => ({ ...columns(c), category_id: c.categoryId, parent_id: ids[i], seq: seqOf[i], answerable: 1 })),
  );
  for (const batch of chunks(children, ROWS_PER_INSERT)) {
    await trx.insertInto('qb_question').values(batch).execute();
    advance(batch.length);
  }

  for (const { value } of updates) {
    const { item, existing } = value;
    if (!existing) continue;
    await trx.updateTable('qb_question').set(columns(item.question)).where('id', '=', existing.id).execute();
    for (const [i, child] of item.children.entries()) {
      await trx.updateTable('qb_question').set(columns(child)).where('id', '=', existing.childIds[i]).execute();
    }
    advance(1 + item.children.length);
  }
  return { inserted: fresh.length, updated: updates.length, ids: [...ids, ...updates.map((u) => u.value.existing?.id as number)] };
}

/** 试题导入 for runImport (system/xlsx-import.ts). */
export const questionImport: ImportSpec<QuestionImportValue> = {
  requiredColumns: [Col.TYPE, Col.CATEGORY, Col.STEM, Col.ANSWER],
  check,
  write,
};
