import { sql, type Selectable } from 'kysely';
import type { BankCategoryOption, BankQuestionFilter, BankQuestionRow, CoursePaperAdmin, CoursePaperSummary } from '@medteach/contract';
import type { QbQuestionTable } from '../../db/tables';
import { containsText, onePage, type Page } from '../system/sql-filter';
import type { Queryable } from '../../db/queryable';

/**
 * Course papers in the back office. A paper is built from the question bank by copying the picked questions (an
 * A3/A4/B stem with its children) into course_paper_question: the grading of course papers (submissions.ts) reads
 * only those copies, and learners' answers keep pointing at the questions they answered when the bank changes.
 */

/** Summaries of the papers on each resource. */
export async function paperSummaries(db: Queryable, resourceIds: number[]): Promise<Map<number, CoursePaperSummary[]>> {
  const byResource = new Map<number, CoursePaperSummary[]>(resourceIds.map((id) => [id, []]));
  if (!resourceIds.length) return byResource;
  const rows = await db
    .selectFrom('online_course_resource_paper as rp')
    .innerJoin('course_paper as p', 'p.paper_id', 'rp.paper_id')
    .select((eb) => [
      'rp.resource_id as resourceId',
      'p.paper_id as paperId',
      'p.name as paperName',
      'p.pass_score as passScore',
      eb
        .selectFrom('course_paper_question as q')
        .select((q) => q.fn.countAll<number>().as('n'))
        .whereRef('q.paper_id', '=', 'p.paper_id')
        .where((q) => q.not(q.exists(q.selectFrom('course_paper_question as c').select('c.question_id').whereRef('c.parent_id', '=', 'q.question_id'))))
        .as('questionCount'),
      eb.selectFrom('course_answer_record as r').select((r) => r.fn.countAll<number>().as('n')).whereRef('r.paper_id', '=', 'p.paper_id').as('recordCount'),
    ])
    .where('rp.resource_id', 'in', resourceIds)
    .orderBy('p.paper_id')
    .execute();
  for (const { resourceId, questionCount, recordCount, ...p } of rows) {
    byResource.get(resourceId)?.push({ ...p, questionCount: Number(questionCount), recordCount: Number(recordCount) });
  }
  return byResource;
}

/** The paper with its top-level questions, as hung on its (first) resource. */
export async function getPaperAdmin(db: Queryable, paperId: number): Promise<CoursePaperAdmin | undefined> {
  const link = await db.selectFrom('online_course_resource_paper').select('resource_id').where('paper_id', '=', paperId).orderBy('resource_id').executeTakeFirst();
  if (!link) return undefined;
  const summary = (await paperSummaries(db, [link.resource_id])).get(link.resource_id)?.find((p) => p.paperId === paperId);
  if (!summary) return undefined;
  const questions = await db
    .selectFrom('course_paper_question as q')
    .select((eb) => [
      'q.question_id as questionId',
      'q.source_question_id as sourceQuestionId',
      'q.type',
      'q.content',
      eb.selectFrom('course_paper_question as c').select((c) => c.fn.countAll<number>().as('n')).whereRef('c.parent_id', '=', 'q.question_id').as('childCount'),
    ])
    .where('q.paper_id', '=', paperId)
    .where('q.parent_id', 'is', null)
    .orderBy('q.sort')
    .orderBy('q.question_id')
    .execute();
  return { ...summary, onlineCourseResourceId: link.resource_id, questions: questions.map((q) => ({ ...q, childCount: Number(q.childCount) })) };
}

export async function paperRecordCount(db: Queryable, paperId: number): Promise<number> {
  const { n } = await db.selectFrom('course_answer_record').select((eb) => eb.fn.countAll<number>().as('n')).where('paper_id', '=', paperId).executeTakeFirstOrThrow();
  return Number(n);
}

export type BankRow = Pick<Selectable<QbQuestionTable>, 'id' | 'parent_id' | 'type' | 'content' | 'options' | 'correct' | 'analysis' | 'file_url'>;

/** The picked bank questions in the picked order, or null when one is missing or a group's child (teaching papers
 *  copy the same picks: modules/teaching/paper-admin-repository.ts). */
export async function bankQuestions(db: Queryable, ids: number[]): Promise<{ top: BankRow[]; children: Map<number, BankRow[]> } | null> {
  const columns = ['id', 'parent_id', 'type', 'content', 'options', 'correct', 'analysis', 'file_url'] as const;
  const rows = await db.selectFrom('qb_question').select(columns).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const top = ids.map((id) => byId.get(id));
  if (top.some((q) => !q || q.parent_id != null)) return null;
  const kids = await db.selectFrom('qb_question').select(columns).where('parent_id', 'in', ids).orderBy('seq').orderBy('id').execute();
  const children = new Map<number, BankRow[]>();
  for (const k of kids) children.set(k.parent_id as number, [...(children.get(k.parent_id as number) ?? []), k]);
  return { top: top as BankRow[], children };
}

/** Children of a B group share the stem's options when they have none of their own. */
export const optionsOf = (q: BankRow, parent?: BankRow) => (parent && (q.options === '' || q.options === '[]') ? parent.options : q.options || '[]');

/** Copies the bank questions into the paper (replacing what it held); false when a pick is unknown. */
async function copyQuestions(db: Queryable, paperId: number, questionIds: number[]): Promise<boolean> {
  const picked = await bankQuestions(db, questionIds);
  if (!picked) return false;
  await db.deleteFrom('course_paper_question').where('paper_id', '=', paperId).execute();
  const insert = async (q: BankRow, parentId: number | null, sort: number, parent?: BankRow) => {
    const { question_id } = await db
      .insertInto('course_paper_question')
      .values({
        paper_id: paperId,
        parent_id: parentId,
        // Children of a group carry the group's type (spec §3: they inherit it).
        type: parent?.type ?? q.type,
        content: q.content,
        select_list: optionsOf(q, parent),
        correct: q.correct,
        analysis: q.analysis,
        file_url: q.file_url,
        sort,
        source_question_id: q.id,
      })
      .returning('question_id')
      .executeTakeFirstOrThrow();
    return question_id;
  };
  for (const [i, q] of picked.top.entries()) {
    const id = await insert(q, null, i + 1);
    for (const [j, child] of (picked.children.get(q.id) ?? []).entries()) await insert(child, id, j + 1, q);
  }
  return true;
}

export interface PaperValues {
  paperName: string;
  passScore: number;
  questionIds: number[];
}

/** A new paper on the resource; null (nothing stored by the caller's transaction) when a question is unknown. */
export async function insertPaperFromBank(db: Queryable, resourceId: number, v: PaperValues): Promise<number | null> {
  const { paper_id } = await db.insertInto('course_paper').values({ name: v.paperName, pass_score: v.passScore }).returning('paper_id').executeTakeFirstOrThrow();
  if (!(await copyQuestions(db, paper_id, v.questionIds))) return null;
  await db.insertInto('online_course_resource_paper').values({ resource_id: resourceId, paper_id }).execute();
  return paper_id;
}

/** Renames / re-marks the paper; with `replaceQuestions` also copies the picks afresh. False when a pick is unknown. */
export async function updatePaper(db: Queryable, paperId: number, v: PaperValues, replaceQuestions: boolean): Promise<boolean> {
  await db.updateTable('course_paper').set({ name: v.paperName, pass_score: v.passScore }).where('paper_id', '=', paperId).execute();
  return replaceQuestions ? copyQuestions(db, paperId, v.questionIds) : true;
}

/** Removes papers no resource uses any more, with their records (course_answer follows its record). */
export async function deleteUnusedPapers(db: Queryable, paperIds: number[]) {
  if (!paperIds.length) return;
  const ids = (
    await db
      .selectFrom('course_paper as p')
      .select('p.paper_id')
      .where('p.paper_id', 'in', paperIds)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('online_course_resource_paper as rp').select('rp.paper_id').whereRef('rp.paper_id', '=', 'p.paper_id'))))
      .execute()
  ).map((p) => p.paper_id);
  if (!ids.length) return;
  await db.deleteFrom('course_answer_record').where('paper_id', 'in', ids).execute();
  await db.deleteFrom('course_paper').where('paper_id', 'in', ids).execute();
}

/** Takes the papers off every resource and removes them with their records. */
export async function deletePapers(db: Queryable, paperIds: number[]) {
  if (!paperIds.length) return;
  await db.deleteFrom('online_course_resource_paper').where('paper_id', 'in', paperIds).execute();
  await deleteUnusedPapers(db, paperIds);
}

export async function existingPaperIds(db: Queryable, paperIds: number[]): Promise<number[]> {
  if (!paperIds.length) return [];
  return (await db.selectFrom('course_paper').select('paper_id').where('paper_id', 'in', paperIds).execute()).map((p) => p.paper_id);
}

// ---------- the bank, for picking ----------

export async function bankCategories(db: Queryable): Promise<BankCategoryOption[]> {
  return db.selectFrom('qb_category').select(['id', 'parent_id as parentId', 'name', 'major_type as majorType']).orderBy('major_type').orderBy('parent_id').orderBy('sort').orderBy('id').execute();
}

const bankFiltered = (db: Queryable, f: BankQuestionFilter) => {
  let query = db.selectFrom('qb_question as q').where('q.parent_id', 'is', null);
  if (f.categoryId) {
    const categoryId = f.categoryId;
    // A first-level category picks its second-level ones too.
    query = query.where((eb) => eb.or([eb('q.category_id', '=', categoryId), eb('q.category_id', 'in', eb.selectFrom('qb_category').select('id').where('parent_id', '=', categoryId))]));
  }
  if (f.type != null) query = query.where('q.type', '=', f.type);
  if (f.content) query = query.where(containsText('q.content', f.content));
  return query;
};

export async function listBankQuestions(db: Queryable, f: BankQuestionFilter, page: Page): Promise<{ total: number; rows: BankQuestionRow[] }> {
  const rows = await onePage(
    bankFiltered(db, f)
      .leftJoin('qb_category as k', 'k.id', 'q.category_id')
      .select((eb) => [
        'q.id',
        'q.category_id as categoryId',
        eb.fn.coalesce('k.name', sql.lit('')).as('categoryName'),
        'q.type',
        'q.content',
        eb.selectFrom('qb_question as c').select((c) => c.fn.countAll<number>().as('n')).whereRef('c.parent_id', '=', 'q.id').as('childCount'),
      ])
      .orderBy('q.category_id')
      .orderBy('q.seq')
      .orderBy('q.id'),
    page,
  ).execute();
  const { n } = await bankFiltered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { total: Number(n), rows: rows.map((r) => ({ ...r, categoryName: String(r.categoryName), childCount: Number(r.childCount) })) };
}
