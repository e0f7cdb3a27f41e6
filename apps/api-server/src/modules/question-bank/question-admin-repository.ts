import { isGroupType, type QuestionAdminChild, type QuestionAdminDetail, type QuestionAdminQuery, type QuestionAdminRow, type QuestionDeleteImpact, type QuestionTypeValue } from '@medteach/contract';
import { sql, type Expression, type ExpressionBuilder, type Insertable, type SqlBool } from 'kysely';
import type { DB } from '../../db/tables';
import { plainText } from '../../core/rich-text';
import { countRows, onePage } from '../system/sql-filter';
import { questionTextMatch } from './question-text-match';
import { toOptionRows, type OptionRow } from './question-format';
import type { Queryable } from '../../db/queryable';
type QEb = ExpressionBuilder<DB & { q: DB['qb_question'] }, 'q'>;

/** Longest stem shown in the list (the dialog shows all of it). */
const LIST_STEM_CHARS = 120;

/** A question written by the console: the stored shape of one row (the parent or one child). */
export interface QuestionWrite {
  content: string;
  options: string[];
  correct: string;
  analysis: string;
  fileUrl: string;
}

/**
 * The list's filters as one condition on top-level items (`q`): a group matches through its children too. The
 * export (question-export.ts) walks the same filter. The stem search goes through the text index (question-text-match.ts).
 */
export function listFilter(db: Queryable, eb: QEb, f: Omit<QuestionAdminQuery, 'pageNum' | 'pageSize'>, leafIds: number[] | null): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [eb('q.parent_id', 'is', null)];
  if (leafIds) parts.push(leafIds.length ? eb('q.category_id', 'in', leafIds) : sql<SqlBool>`1 = 0`);
  if (f.type !== undefined) parts.push(eb('q.type', '=', f.type));
  if (f.knowledgeId !== undefined) parts.push(eb('q.knowledge_id', '=', f.knowledgeId));
  // A group matches through its children: one pass over the table naming the top-level item of every matching row
  // (coalesce(parent_id, id)), not a lookup of each item's children (3× faster on 100,000 rows, bench:questions).
  if (f.content) {
    // Children share their parent's category and type: those filters narrow the pass over the stems too.
    let stems = eb.selectFrom('qb_question as m').select((s) => s.fn.coalesce('m.parent_id', 'm.id').as('id')).where(questionTextMatch(db, 'm', ['content'], f.content));
    if (leafIds) stems = stems.where('m.category_id', 'in', leafIds.length ? leafIds : [0]);
    if (f.type !== undefined) stems = stems.where('m.type', '=', f.type);
    parts.push(eb('q.id', 'in', stems));
  }
  if (f.hasMedia !== undefined) {
    // The rows with media are few: the partial index qb_question_media holds just them (migration 003).
    const withMedia = eb.selectFrom('qb_question as m').select((s) => s.fn.coalesce('m.parent_id', 'm.id').as('id')).where('m.file_url', '<>', '');
    parts.push(f.hasMedia ? eb('q.id', 'in', withMedia) : eb('q.id', 'not in', withMedia));
  }
  return eb.and(parts);
}

/** Second-level categories a list filter narrows to (a first-level id brings its leaves); null = any. */
export async function leavesOf(db: Queryable, f: { categoryId?: number; majorType?: number }): Promise<number[] | null> {
  if (f.categoryId === undefined && f.majorType === undefined) return null;
  let query = db.selectFrom('qb_category').select('id').where('parent_id', '<>', 0);
  if (f.majorType !== undefined) query = query.where('major_type', '=', f.majorType);
  const categoryId = f.categoryId;
  if (categoryId !== undefined) query = query.where((eb) => eb.or([eb('id', '=', categoryId), eb('parent_id', '=', categoryId)]));
  return (await query.execute()).map((r) => r.id);
}

/** 试题管理's page: top-level items, newest first, with their category and whether they carry media. */
export async function listQuestions(db: Queryable, q: QuestionAdminQuery): Promise<{ total: number; rows: QuestionAdminRow[] }> {
  const { pageNum, pageSize, ...filter } = q;
  const leaves = await leavesOf(db, filter);
  const base = () => db.selectFrom('qb_question as q').where((eb) => listFilter(db, eb, filter, leaves));
  const count = async () => Number((await base().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  // The page's ids first (from the index alone), then their details: a deep page (offset 80,000) would otherwise
  // join the categories of every row it skips. A stem search reads every stem anyway: one pass gives the page and
  // the total together (count(*) over ()), instead of a second pass to count.
  let ids: number[];
  let total: number;
  const newestFirst = () => base().orderBy('q.id', 'desc');
  if (filter.content) {
    const page = await onePage(newestFirst().select((eb) => ['q.id', eb.fn.countAll<number>().over().as('total')]), { pageNum, pageSize }).execute();
    ids = page.map((r) => r.id);
    // An empty first page is the whole answer: no second pass over the stems to count nothing (bench:questions,
    // a search that matches nothing went from two passes to one). Past the end of the matches, count them.
    total = page.length ? Number(page[0].total) : pageNum === 1 ? 0 : await count();
  } else {
    ids = (await onePage(newestFirst().select('q.id'), { pageNum, pageSize }).execute()).map((r) => r.id);
    total = await count();
  }
  if (ids.length === 0) return { total, rows: [] };
  const rows = await db
    .selectFrom('qb_question as q')
    .where('q.id', 'in', ids)
    .innerJoin('qb_category as c', 'c.id', 'q.category_id')
    .leftJoin('qb_category as pc', 'pc.id', 'c.parent_id')
    .select((eb) => [
      'q.id',
      'q.type',
      'q.content',
      'q.category_id',
      'q.knowledge_id',
      'q.seq',
      'q.file_url',
      'c.name as category_name',
      'c.major_type',
      eb.fn.coalesce('pc.name', sql.lit('')).as('parent_category_name'),
      eb.selectFrom('qb_question as ch').select((s) => s.fn.countAll<number>().as('n')).whereRef('ch.parent_id', '=', 'q.id').as('child_count'),
      eb.selectFrom('qb_question as ch').select((s) => s.fn.countAll<number>().as('n')).whereRef('ch.parent_id', '=', 'q.id').where('ch.file_url', '<>', '').as('child_media'),
    ])
    .orderBy('q.id', 'desc')
    .execute();
  return {
    total,
    rows: rows.map((r) => {
      const stem = plainText(r.content);
      return {
        questionId: r.id,
        type: r.type as QuestionTypeValue,
        content: stem.length > LIST_STEM_CHARS ? `${stem.slice(0, LIST_STEM_CHARS)}…` : stem,
        categoryId: r.category_id,
        categoryName: r.category_name,
        parentCategoryName: r.parent_category_name,
        majorType: r.major_type,
        hasMedia: r.file_url !== '' || Number(r.child_media ?? 0) > 0,
        childCount: Number(r.child_count ?? 0),
        knowledgeId: r.knowledge_id,
        seq: r.seq,
      };
    }),
  };
}

const optionNames = (json: string) => (JSON.parse(json) as OptionRow[]).map((o) => o.name);

const toChild = (r: { id: number; content: string; options: string; correct: string; analysis: string; file_url: string }): QuestionAdminChild => ({
  questionId: r.id,
  content: r.content,
  options: optionNames(r.options),
  answer: r.correct,
  analysis: r.analysis,
  fileUrl: r.file_url,
});

const questionColumns = ['q.id', 'q.parent_id', 'q.type', 'q.content', 'q.options', 'q.correct', 'q.analysis', 'q.file_url', 'q.category_id', 'q.knowledge_id', 'q.seq'] as const;

/** A question with its children, as the edit dialog shows it. */
export async function getQuestion(db: Queryable, id: number): Promise<QuestionAdminDetail | undefined> {
  const row = await db
    .selectFrom('qb_question as q')
    .innerJoin('qb_category as c', 'c.id', 'q.category_id')
    .leftJoin('knowledge_item as k', 'k.id', 'q.knowledge_id')
    .select([...questionColumns, 'c.major_type', 'k.title as knowledge_title'])
    .where('q.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const children = await db.selectFrom('qb_question as q').select(questionColumns).where('q.parent_id', '=', id).orderBy('q.id').execute();
  return {
    ...toChild(row),
    type: row.type as QuestionTypeValue,
    categoryId: row.category_id,
    majorType: row.major_type,
    knowledgeId: row.knowledge_id,
    knowledgeTitle: row.knowledge_title ?? '',
    children: children.map(toChild),
  };
}

/** The stored row of a question: its parent, its children's ids (edits and moves act on whole groups). */
export async function questionHead(db: Queryable, id: number) {
  return db.selectFrom('qb_question').select(['id', 'parent_id', 'category_id', 'seq', 'type']).where('id', '=', id).executeTakeFirst();
}

/** The next position at the end of a category (top-level items; children share their parent's). */
async function nextSeq(db: Queryable, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('qb_question')
    .select((eb) => eb.fn.max('seq').as('m'))
    .where('category_id', '=', categoryId)
    .where('parent_id', 'is', null)
    .executeTakeFirst();
  return Number(row?.m ?? 0) + 1;
}

const storedColumns = (w: QuestionWrite) => ({
  content: w.content,
  options: JSON.stringify(toOptionRows(w.options)),
  correct: w.correct,
  analysis: w.analysis,
  file_url: w.fileUrl,
});

export interface QuestionSave {
  type: number;
  categoryId: number;
  knowledgeId: number | null;
  parent: QuestionWrite;
  /** Children with their stored id when they already exist. */
  children: (QuestionWrite & { questionId?: number })[];
}

async function insertRow(db: Queryable, values: Insertable<DB['qb_question']>): Promise<number> {
  const { id } = await db.insertInto('qb_question').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Inserts a question (and its children) at the end of its category; returns its id. */
export async function insertQuestion(db: Queryable, s: QuestionSave): Promise<number> {
  const seq = await nextSeq(db, s.categoryId);
  const group = isGroupType(s.type);
  const id = await insertRow(db, { ...storedColumns(s.parent), type: s.type, category_id: s.categoryId, parent_id: null, seq, answerable: group ? 0 : 1, knowledge_id: s.knowledgeId });
  if (group) for (const child of s.children) await insertRow(db, { ...storedColumns(child), type: s.type, category_id: s.categoryId, parent_id: id, seq, answerable: 1, knowledge_id: s.knowledgeId });
  return id;
}

/**
 * Rewrites a question and its children: kept children are updated, new ones inserted, dropped ones deleted with
 * their records. A change of category moves the group to the end of the new one.
 */
export async function updateQuestion(db: Queryable, id: number, s: QuestionSave): Promise<void> {
  const head = await questionHead(db, id);
  if (!head) return;
  const moved = head.category_id !== s.categoryId;
  const seq = moved ? await nextSeq(db, s.categoryId) : head.seq;
  const group = isGroupType(s.type);
  await db
    .updateTable('qb_question')
    .set({ ...storedColumns(s.parent), type: s.type, category_id: s.categoryId, seq, answerable: group ? 0 : 1, knowledge_id: s.knowledgeId })
    .where('id', '=', id)
    .execute();
  const existing = (await db.selectFrom('qb_question').select('id').where('parent_id', '=', id).execute()).map((r) => r.id);
  const kept = new Set(group ? s.children.map((c) => c.questionId).filter((c): c is number => c !== undefined && existing.includes(c)) : []);
  await deleteRows(db, existing.filter((c) => !kept.has(c)));
  if (group) {
    for (const child of s.children) {
      const columns = { ...storedColumns(child), type: s.type, category_id: s.categoryId, seq, answerable: 1, knowledge_id: s.knowledgeId };
      if (child.questionId !== undefined && kept.has(child.questionId)) await db.updateTable('qb_question').set(columns).where('id', '=', child.questionId).execute();
      else await insertRow(db, { ...columns, parent_id: id });
    }
  }
  if (moved) {
    await followCategory(db, [id, ...kept], s.categoryId);
    await renumber(db, [head.category_id]);
  }
}

/** The ids plus the children of any group among them. */
export async function withChildren(db: Queryable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const children = await db.selectFrom('qb_question').select('id').where('parent_id', 'in', ids).execute();
  return [...new Set([...ids, ...children.map((r) => r.id)])];
}

/** 删除 N 道试题，将同时删除 M 条作答记录: what deleting these ids removes. */
export async function deleteImpact(db: Queryable, ids: number[]): Promise<QuestionDeleteImpact> {
  const all = await withChildren(db, ids);
  const existing = all.length ? await countRows(db.selectFrom('qb_question').where('id', 'in', all)) : 0;
  const records = all.length ? await countRows(db.selectFrom('qb_question_record').where('question_id', 'in', all)) : 0;
  return { questions: existing, records };
}

/** Deletes rows (no group expansion) and everything that points at them: answers, favourites, notes, paper slots. */
async function deleteRows(db: Queryable, ids: number[]) {
  if (ids.length === 0) return;
  await db.deleteFrom('qb_question_record').where('question_id', 'in', ids).execute();
  await db.deleteFrom('qb_favorite').where('question_id', 'in', ids).execute();
  await db.deleteFrom('qb_note').where('question_id', 'in', ids).execute();
  await db.deleteFrom('qb_study_record').where('last_question_id', 'in', ids).execute();
  const papers = await db.selectFrom('qb_study_paper_question').select('study_paper_id').distinct().where('question_id', 'in', ids).execute();
  await db.deleteFrom('qb_study_paper_question').where('question_id', 'in', ids).execute();
  await db.deleteFrom('qb_question').where('parent_id', 'in', ids).execute();
  await db.deleteFrom('qb_question').where('id', 'in', ids).execute();
  // A composed paper keeps its other questions; its size follows.
  const paperIds = papers.map((p) => p.study_paper_id);
  if (paperIds.length) {
    await db
      .updateTable('qb_study_paper as p')
      .set((eb) => ({ question_num: eb.selectFrom('qb_study_paper_question as pq').select((s) => s.fn.countAll<number>().as('n')).whereRef('pq.study_paper_id', '=', 'p.id') }))
      .where('p.id', 'in', paperIds)
      .execute();
  }
}

/** Deletes questions (groups with their children); the categories they left are renumbered. Returns how many rows went. */
export async function deleteQuestions(db: Queryable, ids: number[]): Promise<number> {
  const all = await withChildren(db, ids);
  if (all.length === 0) return 0;
  const categories = await db.selectFrom('qb_question').select('category_id').distinct().where('id', 'in', all).execute();
  const existing = await countRows(db.selectFrom('qb_question').where('id', 'in', all));
  await deleteRows(db, all);
  await renumber(db, categories.map((c) => c.category_id));
  return existing;
}

/** Answers, favourites and notes carry their question's category and major type (counts per category read them). */
async function followCategory(db: Queryable, ids: number[], categoryId: number) {
  if (ids.length === 0) return;
  const target = await db.selectFrom('qb_category').select('major_type').where('id', '=', categoryId).executeTakeFirstOrThrow();
  const set = { category_id: categoryId, major_type: target.major_type };
  await db.updateTable('qb_question').set({ category_id: categoryId }).where('id', 'in', ids).execute();
  await db.updateTable('qb_question_record').set(set).where('question_id', 'in', ids).execute();
  await db.updateTable('qb_favorite').set(set).where('question_id', 'in', ids).execute();
  await db.updateTable('qb_note').set(set).where('question_id', 'in', ids).execute();
}

/** Moves top-level items (with their children) to the end of another category, in their current order. */
export async function moveQuestions(db: Queryable, ids: number[], categoryId: number): Promise<number> {
  const tops = await db
    .selectFrom('qb_question')
    .select(['id', 'category_id'])
    .where('id', 'in', ids)
    .where('parent_id', 'is', null)
    .where('category_id', '<>', categoryId)
    .orderBy('category_id')
    .orderBy('seq')
    .orderBy('id')
    .execute();
  let seq = await nextSeq(db, categoryId);
  for (const t of tops) {
    await db.updateTable('qb_question').set({ seq }).where((eb) => eb.or([eb('id', '=', t.id), eb('parent_id', '=', t.id)])).execute();
    seq += 1;
  }
  await followCategory(db, await withChildren(db, tops.map((t) => t.id)), categoryId);
  await renumber(db, [...new Set(tops.map((t) => t.category_id))]);
  return tops.length;
}

/**
 * Positions 1..n again after items left a category, so the topic lock still opens the first five
 * (FREE_QUESTION_COUNT) that remain. Only rows whose position changes are written.
 */
async function renumber(db: Queryable, categoryIds: number[]) {
  for (const categoryId of categoryIds) {
    const rows = await db.selectFrom('qb_question').select(['id', 'seq']).where('category_id', '=', categoryId).where('parent_id', 'is', null).orderBy('seq').orderBy('id').execute();
    for (const [i, r] of rows.entries()) {
      if (r.seq !== i + 1) await db.updateTable('qb_question').set({ seq: i + 1 }).where((eb) => eb.or([eb('id', '=', r.id), eb('parent_id', '=', r.id)])).execute();
    }
  }
}

/** A second-level category (questions live only there), with its major type. */
export async function leafCategory(db: Queryable, id: number) {
  return db.selectFrom('qb_category').select(['id', 'major_type', 'parent_id']).where('id', '=', id).where('parent_id', '<>', 0).executeTakeFirst();
}

export async function knowledgeExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.selectFrom('knowledge_item').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
