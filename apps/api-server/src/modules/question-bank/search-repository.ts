import { sql } from 'kysely';
import { questionTextMatch } from './question-text-match';
import type { Queryable } from '../../db/queryable';

/** What a search looks in and where. */
export interface SearchScope {
  keyword: string;
  /** Option texts too (see optionsSearchable). */
  options: boolean;
  majorType?: number;
  studyBankId?: number;
}

/** One top-level question of a result page with its category, bank and what the lock needs. */
export interface SearchHitRow {
  id: number;
  type: number;
  content: string;
  options: string;
  seq: number;
  category_id: number;
  category_name: string;
  parent_category_id: number;
  parent_category_name: string;
  major_type: number;
  code: string;
  skill_id: number | null;
  skill_name: string;
  skill_integral: number;
  product_info_id: number | null;
  bank_id: number;
  bank_name: string;
}

/** A child of an A3/A4/B group: its stem and options, for the snippet. */
export interface SearchChildRow {
  parent_id: number;
  content: string;
  options: string;
}

/**
 * Options are stored as JSON text (`[{"type":"A","name":"…"}]`): a keyword that is part of that wrapping (`type`,
 * `name`, a lone letter A–J, quotes, brackets) would match every question, so such keywords search stems only.
 */
const OPTION_JSON_WRAPPING = '[{"type":"","name":""},]';
export const optionsSearchable = (keyword: string) => {
  const k = keyword.toLowerCase();
  return !/["{}[\]:,\\]/.test(k) && !OPTION_JSON_WRAPPING.includes(k) && !/^[a-j]$/.test(k);
};

/** Every question row whose stem (or options) contains the keyword, named by its top-level question. */
function matchingTops(db: Queryable, scope: SearchScope) {
  return db
    .selectFrom('qb_question as m')
    .select((eb) => eb.fn.coalesce('m.parent_id', 'm.id').as('id'))
    .where(questionTextMatch(db, 'm', scope.options ? ['content', 'options'] : ['content'], scope.keyword));
}

/** The first-level categories of the banks in scope (every bank studyBank/list gives, or one major type / one bank). */
function bankCategories(db: Queryable, scope: SearchScope) {
  let query = db.selectFrom('qb_study_bank_category as bc').innerJoin('qb_study_bank as sb2', 'sb2.id', 'bc.study_bank_id').select('bc.category_id');
  if (scope.majorType !== undefined) query = query.where('sb2.major_type', '=', scope.majorType);
  if (scope.studyBankId !== undefined) query = query.where('bc.study_bank_id', '=', scope.studyBankId);
  return query;
}

/** Top-level questions in the banks' categories that match, with the first bank (in scope) holding their chapter. */
function hits(db: Queryable, scope: SearchScope) {
  return db
    .selectFrom('qb_question as q')
    .innerJoin('qb_category as c', 'c.id', 'q.category_id')
    .innerJoin('qb_category as pc', 'pc.id', 'c.parent_id')
    .innerJoin('qb_study_bank as sb', (join) =>
      join.on((eb) =>
        eb(
          'sb.id',
          '=',
          bankCategories(db, scope)
            .clearSelect()
            .select((b) => b.fn.min('bc.study_bank_id').as('bank'))
            .where('bc.category_id', '=', sql.ref<number>('c.parent_id')), // correlated with the outer row
        ),
      ),
    )
    .where('q.parent_id', 'is', null)
    .where('q.id', 'in', matchingTops(db, scope))
    .where('c.parent_id', 'in', bankCategories(db, scope));
}

/** One page of matches in catalogue order (bank, chapter, section, position) and the total. */
export async function searchQuestions(db: Queryable, scope: SearchScope, page: { pageNum: number; pageSize: number }): Promise<{ total: number; rows: SearchHitRow[] }> {
  const rows = await hits(db, scope)
    .select((eb) => [
      'q.id',
      'q.type',
      'q.content',
      'q.options',
      'q.seq',
      'c.id as category_id',
      'c.name as category_name',
      'pc.id as parent_category_id',
      'pc.name as parent_category_name',
      'c.major_type',
      'c.code',
      'c.skill_id',
      'c.skill_name',
      'c.skill_integral',
      'c.product_info_id',
      'sb.id as bank_id',
      'sb.name as bank_name',
      eb.fn.countAll<number>().over().as('total'),
    ])
    .orderBy('sb.sort')
    .orderBy('sb.id')
    .orderBy('pc.sort')
    .orderBy('c.sort')
    .orderBy('q.seq')
    .orderBy('q.id')
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize)
    .execute();
  let total: number;
  if (rows.length > 0) total = Number(rows[0].total);
  else if (page.pageNum === 1) total = 0;
  // Past the last page: count the matches (the window count came with no row).
  else total = Number((await hits(db, scope).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { total, rows: rows.map(({ total: _total, ...r }) => r) };
}

/** The children of some groups (stems and options), for the snippets of matches found in a child. */
export async function groupChildren(db: Queryable, parentIds: number[]): Promise<SearchChildRow[]> {
  if (parentIds.length === 0) return [];
  const rows = await db
    .selectFrom('qb_question')
    .select(['parent_id', 'content', 'options'])
    .where('parent_id', 'in', parentIds)
    .orderBy('seq')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ parent_id: r.parent_id ?? 0, content: r.content, options: r.options }));
}
