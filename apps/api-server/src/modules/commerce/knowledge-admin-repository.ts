import { sql } from 'kysely';
import type { KnowledgeBody, KnowledgeCategoryRow, KnowledgeRow } from '@medteach/contract';
import { containsText, countRows, onePage, type Page } from '../system/sql-filter';
import { atomically, type Queryable } from '../../db/queryable';

/** Back office 医学知识: articles (knowledge_item + knowledge_detail sections + knowledge_category labels). */

export interface KnowledgeFilter {
  title?: string;
  type?: number;
}

const filtered = (db: Queryable, f: KnowledgeFilter) => {
  let query = db.selectFrom('knowledge_item');
  if (f.title) query = query.where(containsText('title', f.title));
  if (f.type !== undefined) query = query.where('type', '=', f.type);
  return query;
};

/**
 * How many questions link each article. The link column (qb_question.knowledge_id) is the question bank's; until
 * its migration has run the count is 0, so this screen does not depend on that slice landing first.
 */
async function linkedQuestionCounts(db: Queryable, ids: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (!ids.length || !(await hasQuestionLink(db))) return counts;
  const rows = await sql<{ id: number; n: number }>`
    SELECT knowledge_id AS id, COUNT(*) AS n FROM qb_question WHERE knowledge_id IN (${sql.join(ids)}) GROUP BY knowledge_id
  `.execute(db);
  for (const r of rows.rows) counts.set(Number(r.id), Number(r.n));
  return counts;
}

let questionLinkKnown: boolean | undefined;
async function hasQuestionLink(db: Queryable): Promise<boolean> {
  if (questionLinkKnown) return true;
  const tables = await db.introspection.getTables();
  questionLinkKnown = tables.some((t) => t.name === 'qb_question' && t.columns.some((c) => c.name === 'knowledge_id'));
  return questionLinkKnown;
}

export async function listKnowledge(db: Queryable, f: KnowledgeFilter, page?: Page): Promise<{ total: number; rows: KnowledgeRow[] }> {
  const items = await onePage(
    filtered(db, f)
      .select((eb) => [
        'id',
        'title',
        'type',
        'introduction',
        'video_url',
        eb.selectFrom('knowledge_detail').select((d) => d.fn.countAll<number>().as('n')).whereRef('knowledge_detail.knowledge_id', '=', 'knowledge_item.id').as('sections'),
      ])
      .orderBy('id', 'desc'),
    page,
  ).execute();
  const linked = await linkedQuestionCounts(
    db,
    items.map((r) => r.id),
  );
  const rows = items.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    introduction: r.introduction,
    videoUrl: r.video_url,
    sectionCount: Number(r.sections ?? 0),
    questionCount: linked.get(r.id) ?? 0,
  }));
  return { total: await countRows(filtered(db, f)), rows };
}

export async function knowledgeTitles(db: Queryable, ids: number[]): Promise<{ id: number; title: string }[]> {
  if (!ids.length) return [];
  return db.selectFrom('knowledge_item').select(['id', 'title']).where('id', 'in', ids).execute();
}

/** Questions linking each of `ids` (only those with at least one). */
export async function questionsLinking(db: Queryable, ids: number[]): Promise<Map<number, number>> {
  return linkedQuestionCounts(db, ids);
}

const itemValues = (b: KnowledgeBody) => ({
  title: b.title,
  type: b.type,
  introduction: b.introduction,
  video_url: b.videoUrl,
  rx_name: b.rxName,
  insured: b.insured,
  other_name: b.otherName,
});

/** Replaces an article's sections (in the order given) and category labels (one of each label per repo type). */
async function writeChildren(db: Queryable, id: number, b: KnowledgeBody) {
  await db.deleteFrom('knowledge_detail').where('knowledge_id', '=', id).execute();
  await db.deleteFrom('knowledge_category').where('knowledge_id', '=', id).execute();
  if (b.repoDetails.length) {
    await db
      .insertInto('knowledge_detail')
      .values(b.repoDetails.map((d, sort) => ({ knowledge_id: id, sort, repo_title: d.repoTitle, content: d.content })))
      .execute();
  }
  const seen = new Set<string>();
  const categories = b.repoCategories.filter((c) => {
    const key = `${c.repoType}\u0000${c.label}`;
    return !seen.has(key) && seen.add(key);
  });
  if (categories.length) {
    await db
      .insertInto('knowledge_category')
      .values(categories.map((c) => ({ knowledge_id: id, repo_type: c.repoType, label: c.label })))
      .execute();
  }
}

export async function insertKnowledge(db: Queryable, b: KnowledgeBody): Promise<number> {
  return atomically(db, async (trx) => {
    const { id } = await trx.insertInto('knowledge_item').values(itemValues(b)).returning('id').executeTakeFirstOrThrow();
    await writeChildren(trx, id, b);
    return id;
  });
}

/** Returns false when no such article exists. */
export async function updateKnowledge(db: Queryable, id: number, b: KnowledgeBody): Promise<boolean> {
  return atomically(db, async (trx) => {
    const result = await trx.updateTable('knowledge_item').set(itemValues(b)).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await writeChildren(trx, id, b);
    return true;
  });
}

/** Sections and labels go with their article (ON DELETE CASCADE is not relied on: SQLite needs foreign_keys on). */
export async function deleteKnowledge(db: Queryable, ids: number[]) {
  if (!ids.length) return;
  await atomically(db, async (trx) => {
    await trx.deleteFrom('knowledge_detail').where('knowledge_id', 'in', ids).execute();
    await trx.deleteFrom('knowledge_category').where('knowledge_id', 'in', ids).execute();
    await trx.deleteFrom('knowledge_item').where('id', 'in', ids).execute();
  });
}

// ---------- categories: the onset-site and department labels articles carry ----------

export interface CategoryFilter {
  repoType?: number;
  label?: string;
}

const categoryGroups = (db: Queryable, f: CategoryFilter) => {
  let query = db.selectFrom('knowledge_category');
  if (f.repoType !== undefined) query = query.where('repo_type', '=', f.repoType);
  if (f.label) query = query.where(containsText('label', f.label));
  return query.groupBy(['repo_type', 'label']);
};

export async function listCategories(db: Queryable, f: CategoryFilter, page?: Page): Promise<{ total: number; rows: KnowledgeCategoryRow[] }> {
  const rows = await onePage(
    categoryGroups(db, f)
      .select((eb) => ['repo_type', 'label', eb.fn.count<number>('knowledge_id').distinct().as('n')])
      .orderBy('repo_type')
      .orderBy('label'),
    page,
  ).execute();
  const { total } = await db
    .selectFrom(categoryGroups(db, f).select(['repo_type', 'label']).as('g'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { total: Number(total), rows: rows.map((r) => ({ repoType: r.repo_type, label: r.label, itemCount: Number(r.n) })) };
}

/** Renames a label on every article; an article that already has the new label keeps one. Returns the articles touched. */
export async function renameCategory(db: Queryable, repoType: number, label: string, newLabel: string): Promise<number> {
  return atomically(db, async (trx) => {
    const carriers = await trx.selectFrom('knowledge_category').select('knowledge_id').distinct().where('repo_type', '=', repoType).where('label', '=', label).execute();
    const ids = carriers.map((c) => c.knowledge_id);
    if (!ids.length || label === newLabel) return ids.length;
    await trx.deleteFrom('knowledge_category').where('repo_type', '=', repoType).where('label', 'in', [label, newLabel]).where('knowledge_id', 'in', ids).execute();
    await trx
      .insertInto('knowledge_category')
      .values(ids.map((knowledge_id) => ({ knowledge_id, repo_type: repoType, label: newLabel })))
      .execute();
    return ids.length;
  });
}

/** Removes a label from every article; returns how many carried it. */
export async function deleteCategory(db: Queryable, repoType: number, label: string): Promise<number> {
  const result = await db.deleteFrom('knowledge_category').where('repo_type', '=', repoType).where('label', '=', label).executeTakeFirst();
  return Number(result.numDeletedRows);
}
