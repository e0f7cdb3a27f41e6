import type { TeachingPaperAdmin, TeachingPaperQuestionAdmin, TeachingPaperRow } from '@medteach/contract';
import { bankQuestions, optionsOf, type BankRow } from '../course/course-paper-admin-repository';
import { containsText, onePage, type Page } from '../system/sql-filter';
import type { Queryable } from '../../db/queryable';

/**
 * 教学试卷 in the back office: plan papers built from the question bank. The picks are copied into
 * teaching_paper_question in paper order — the shape the phone's /courseTopic reads (spec §3 Question): a plain
 * question as itself, an A3/A4/B group as its children, each carrying the group's stem (publicContent) and type.
 * The bank selection (`bankQuestions`, `optionsOf`) is the one course papers use.
 */

const summary = (db: Queryable) =>
  db.selectFrom('teaching_paper as p').select((eb) => [
    'p.paper_id as paperId',
    'p.name',
    eb.selectFrom('teaching_paper_question as q').select((q) => q.fn.countAll<number>().as('n')).whereRef('q.paper_id', '=', 'p.paper_id').as('questionCount'),
    eb.selectFrom('teaching_paper_record as r').select((r) => r.fn.countAll<number>().as('n')).whereRef('r.paper_id', '=', 'p.paper_id').as('recordCount'),
    eb.selectFrom('teaching_plan_detail_paper as dp').select((d) => d.fn.countAll<number>().as('n')).whereRef('dp.paper_id', '=', 'p.paper_id').as('lessonCount'),
  ]);

type SummaryRow = { paperId: number; name: string; questionCount: unknown; recordCount: unknown; lessonCount: unknown };
const counted = (r: SummaryRow): TeachingPaperRow => ({
  paperId: r.paperId,
  name: r.name,
  questionCount: Number(r.questionCount),
  recordCount: Number(r.recordCount),
  lessonCount: Number(r.lessonCount),
});

export async function listPapers(db: Queryable, name: string | undefined, page: Page): Promise<{ total: number; rows: TeachingPaperRow[] }> {
  const filtered = (q: ReturnType<typeof summary>) => (name ? q.where(containsText('p.name', name)) : q);
  const rows = await onePage(filtered(summary(db)).orderBy('p.paper_id', 'desc'), page).execute();
  let count = db.selectFrom('teaching_paper as p').select((eb) => eb.fn.countAll<number>().as('n'));
  if (name) count = count.where(containsText('p.name', name));
  const { n } = await count.executeTakeFirstOrThrow();
  return { total: Number(n), rows: rows.map(counted) };
}

/** The paper with its picks in order: a group's copies fold back into one pick. */
export async function getPaper(db: Queryable, paperId: number): Promise<TeachingPaperAdmin | undefined> {
  const row = await summary(db).where('p.paper_id', '=', paperId).executeTakeFirst();
  if (!row) return undefined;
  const copies = await db
    .selectFrom('teaching_paper_question')
    .select(['source_question_id as sourceQuestionId', 'type', 'public_content as publicContent', 'content'])
    .where('paper_id', '=', paperId)
    .orderBy('sort')
    .orderBy('question_id')
    .execute();
  const questions: TeachingPaperQuestionAdmin[] = [];
  for (const c of copies) {
    const last = questions.at(-1);
    if (last && c.sourceQuestionId != null && last.sourceQuestionId === c.sourceQuestionId) {
      last.childCount += 1;
      continue;
    }
    questions.push({ sourceQuestionId: c.sourceQuestionId, type: c.type, content: c.publicContent ?? c.content, childCount: 1 });
  }
  return { ...counted(row), questions };
}

export async function paperRecordCount(db: Queryable, paperId: number): Promise<number> {
  const { n } = await db.selectFrom('teaching_paper_record').select((eb) => eb.fn.countAll<number>().as('n')).where('paper_id', '=', paperId).executeTakeFirstOrThrow();
  return Number(n);
}

export async function paperNameTaken(db: Queryable, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('teaching_paper').select('paper_id').where('name', '=', name);
  if (exceptId != null) query = query.where('paper_id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
}

/** Copies the picks into the paper (replacing what it held); false when a pick is unknown or a group's child. */
async function copyQuestions(db: Queryable, paperId: number, questionIds: number[]): Promise<boolean> {
  const picked = await bankQuestions(db, questionIds);
  if (!picked) return false;
  await db.deleteFrom('teaching_paper_question').where('paper_id', '=', paperId).execute();
  let sort = 0;
  const insert = (q: BankRow, group?: BankRow) =>
    db
      .insertInto('teaching_paper_question')
      .values({
        paper_id: paperId,
        sort: ++sort,
        // A group's children carry its type and stem (spec §3: children inherit parent content and type).
        type: group?.type ?? q.type,
        public_content: group?.content ?? null,
        content: q.content,
        select_list: optionsOf(q, group),
        correct: q.correct,
        analysis: q.analysis,
        file_url: q.file_url,
        source_question_id: group?.id ?? q.id,
      })
      .execute();
  for (const q of picked.top) {
    const children = picked.children.get(q.id) ?? [];
    if (!children.length) await insert(q);
    for (const child of children) await insert(child, q);
  }
  return true;
}

/** A new paper; null (the caller's transaction then stores nothing) when a pick is unknown. */
export async function insertPaper(db: Queryable, name: string, questionIds: number[]): Promise<number | null> {
  const { paper_id } = await db.insertInto('teaching_paper').values({ name }).returning('paper_id').executeTakeFirstOrThrow();
  return (await copyQuestions(db, paper_id, questionIds)) ? paper_id : null;
}

/** Renames the paper; with `questionIds` also copies the picks afresh. False when a pick is unknown. */
export async function updatePaper(db: Queryable, paperId: number, name: string, questionIds: number[] | undefined): Promise<boolean> {
  await db.updateTable('teaching_paper').set({ name }).where('paper_id', '=', paperId).execute();
  return questionIds ? copyQuestions(db, paperId, questionIds) : true;
}

/** Papers among `paperIds` that students answered, with their record counts. */
export async function answeredPapers(db: Queryable, paperIds: number[]): Promise<{ name: string; records: number }[]> {
  const rows = await db
    .selectFrom('teaching_paper_record as r')
    .innerJoin('teaching_paper as p', 'p.paper_id', 'r.paper_id')
    .select((eb) => ['p.name', eb.fn.countAll<number>().as('records')])
    .where('r.paper_id', 'in', paperIds)
    .groupBy(['p.paper_id', 'p.name'])
    .orderBy('p.paper_id')
    .execute();
  return rows.map((r) => ({ name: r.name, records: Number(r.records) }));
}

export async function existingPaperIds(db: Queryable, paperIds: number[]): Promise<number[]> {
  return (await db.selectFrom('teaching_paper').select('paper_id').where('paper_id', 'in', paperIds).execute()).map((p) => p.paper_id);
}

/** Takes the papers off their lessons and removes them with their copies (only unanswered papers get here). */
export async function deletePapers(db: Queryable, paperIds: number[]) {
  await db.deleteFrom('teaching_plan_detail_paper').where('paper_id', 'in', paperIds).execute();
  await db.deleteFrom('teaching_paper_question').where('paper_id', 'in', paperIds).execute();
  await db.deleteFrom('teaching_paper').where('paper_id', 'in', paperIds).execute();
}
