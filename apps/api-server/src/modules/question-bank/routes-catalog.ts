import type { FastifyInstance } from 'fastify';
import {
  MAJOR_TYPE_TITLES,
  categoryTreeQuery,
  idPathParams,
  questionBankBasePaths as basePaths,
  questionBankPaths as paths,
  recordByCategoryQuery,
  renewRecordBody,
  studyBankListQuery,
  studyBankParams,
  type CategoryTreeNode,
  type StudyBank,
  type StudyBankCategory,
  type StudyRecordSummary,
} from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { parse } from '../../core/validate';
import type { Db } from '../../db/db';
import { categoryUnlocked, skillAccess } from './access';
import { WRONG_QUESTION_IDS, leafIds } from './question-store';
import { queryOf } from './request';

interface CategoryRow {
  id: number;
  parent_id: number;
  name: string;
  code: string;
  skill_id: number | null;
  skill_name: string;
  skill_integral: number;
  product_info_id: number | null;
  is_demo: number;
  total_num: number;
  study_num: number;
}

/** Categories of a major type with answerable totals and the user's practised counts (leaves; parents sum them). */
function categoryRows(db: Db, userId: number, majorType: number, studyBankId?: number): CategoryRow[] {
  const bankFilter = studyBankId
    ? 'AND (CASE WHEN c.parent_id = 0 THEN c.id ELSE c.parent_id END) IN (SELECT category_id FROM qb_study_bank_category WHERE study_bank_id = ?)'
    : '';
  const params: unknown[] = [userId, majorType, ...(studyBankId ? [studyBankId] : [])];
  return db
    .prepare(
      `SELECT c.id, c.parent_id, c.name, c.code, c.skill_id, c.skill_name, c.skill_integral, c.product_info_id, c.is_demo,
              (SELECT COUNT(*) FROM qb_question q WHERE q.category_id = c.id AND q.answerable = 1) AS total_num,
              (SELECT COUNT(*) FROM qb_question_record r WHERE r.user_id = ? AND r.study_paper_id = 0 AND r.category_id = c.id) AS study_num
       FROM qb_category c WHERE c.major_type = ? ${bankFilter} ORDER BY c.parent_id <> 0, c.sort, c.id`,
    )
    .all(...params) as CategoryRow[];
}

export function categoryTree(db: Db, userId: number, majorType: number, studyBankId?: number): CategoryTreeNode[] {
  const access = skillAccess(db, userId);
  const rows = categoryRows(db, userId, majorType, studyBankId);
  const node = (r: CategoryRow): CategoryTreeNode => ({
    id: r.id,
    pid: r.parent_id,
    label: r.name,
    studyNum: r.study_num,
    totalNum: r.total_num,
    children: [],
    productInfoId: r.product_info_id,
    skillId: r.skill_id,
    skillName: r.skill_name,
    skillIntegral: r.skill_integral,
    isUnlock: categoryUnlocked(access, r.skill_id),
    isDemo: r.is_demo === 1,
    code: r.code,
  });
  const tops = rows.filter((r) => r.parent_id === 0).map(node);
  const byId = new Map(tops.map((t) => [t.id, t]));
  for (const r of rows) {
    const parent = r.parent_id === 0 ? undefined : byId.get(r.parent_id);
    if (!parent) continue;
    parent.children.push(node(r));
    parent.totalNum += r.total_num;
    parent.studyNum += r.study_num;
  }
  return tops;
}

/** A leaf category with its parent and a question count (bank contents, or the user's wrong / favourite ones). */
interface LeafCountRow {
  id: number;
  name: string;
  parent_id: number;
  parent_name: string;
  total_num: number;
}
const studyBankCategory = (c: LeafCountRow): StudyBankCategory => ({
  id: c.id,
  categoryId: c.id,
  label: c.name,
  categoryName: c.name,
  totalNum: c.total_num,
  parentCategoryId: c.parent_id,
  parentCategoryName: c.parent_name,
});

function studyBanks(db: Db, opts: { majorType?: number; id?: number }): StudyBank[] {
  const banks = db
    .prepare('SELECT id, major_type, name FROM qb_study_bank WHERE (? IS NULL OR major_type = ?) AND (? IS NULL OR id = ?) ORDER BY sort, id')
    .all(opts.majorType ?? null, opts.majorType ?? null, opts.id ?? null, opts.id ?? null) as { id: number; major_type: number; name: string }[];
  const leaves = db.prepare(
    `SELECT c.id, c.name, pc.id AS parent_id, pc.name AS parent_name,
            (SELECT COUNT(*) FROM qb_question q WHERE q.category_id = c.id AND q.answerable = 1) AS total_num
     FROM qb_study_bank_category sbc JOIN qb_category pc ON pc.id = sbc.category_id JOIN qb_category c ON c.parent_id = pc.id
     WHERE sbc.study_bank_id = ? ORDER BY pc.sort, c.sort`,
  );
  return banks.map((b) => ({
    studyBankId: b.id,
    studyBankName: b.name,
    majorType: b.major_type,
    studyBankCategories: (leaves.all(b.id) as LeafCountRow[]).map(studyBankCategory),
  }));
}

/** Tree, banks, study records per bank and per category, and resetting a category's practice. */
export async function catalogRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  // data[0].children is the tree (spec §7); the root carries the major type's title and the sums.
  app.get(paths.categoryTree, async (req) => {
    const q = parse(categoryTreeQuery, queryOf(req));
    const children = categoryTree(db, currentUser(req).userId, q.majorType, q.studyBankId);
    const sum = (k: 'studyNum' | 'totalNum') => children.reduce((n, c) => n + c[k], 0);
    const root: CategoryTreeNode = {
      id: 0,
      pid: -1,
      label: MAJOR_TYPE_TITLES[q.majorType] ?? MAJOR_TYPE_TITLES[2],
      studyNum: sum('studyNum'),
      totalNum: sum('totalNum'),
      children,
      productInfoId: null,
      skillId: null,
      skillName: '',
      skillIntegral: 0,
      isUnlock: true,
      isDemo: false,
      code: '',
    };
    return ok([root]);
  });

  app.get(paths.studyBankList, async (req) => ok(studyBanks(db, { majorType: parse(studyBankListQuery, queryOf(req)).majorType })));

  const bankById = async (req: { params: unknown }) => {
    const { id } = parse(studyBankParams, req.params);
    const [bank] = studyBanks(db, { id });
    if (!bank) throw notFound('题库不存在');
    return ok(bank);
  };
  app.get(`${paths.studyBankById}/:id`, bankById);
  app.get(`${paths.studyBankById}/:id/:flag`, bankById);

  // Where the user stands in a bank: practised / total, right / wrong, last question.
  app.get(`${paths.studyRecordByBank}/:id`, async (req) => {
    const { id } = parse(idPathParams, req.params);
    const userId = currentUser(req).userId;
    const bank = db.prepare('SELECT major_type FROM qb_study_bank WHERE id = ?').get(id) as { major_type: number } | undefined;
    if (!bank) throw notFound('题库不存在');
    const leaves = JSON.stringify(leafIds(db, { majorType: bank.major_type, studyBankId: id }));
    const totals = db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM qb_question WHERE answerable = 1 AND category_id IN (SELECT value FROM json_each(@leaves))) AS total,
                COUNT(r.question_id) AS studied, COALESCE(SUM(r.is_right = 1), 0) AS rightNum, COALESCE(SUM(r.is_right = 0), 0) AS wrongNum
         FROM qb_question_record r WHERE r.user_id = @userId AND r.study_paper_id = 0 AND r.category_id IN (SELECT value FROM json_each(@leaves))`,
      )
      
      .get({ leaves, userId }) as { total: number; studied: number; rightNum: number; wrongNum: number };
    const last = db.prepare('SELECT category_id, last_question_id, update_time FROM qb_study_record WHERE user_id = ? AND study_bank_id = ?').get(userId, id) as
      | { category_id: number; last_question_id: number; update_time: string }
      | undefined;
    const summary: StudyRecordSummary = {
      studyBankId: id,
      studyNum: totals.studied,
      totalNum: totals.total,
      rightNum: totals.rightNum,
      wrongNum: totals.wrongNum,
      lastQuestionId: last?.last_question_id ?? null,
      lastCategoryId: last?.category_id ?? null,
      updateTime: last?.update_time ?? null,
    };
    return ok(summary);
  });

  // Per-category counts of the user's wrong questions (type 1, default) or favourites (type 0): the filter popup.
  app.get(basePaths.recordByCategory, async (req) => {
    const q = parse(recordByCategoryQuery, queryOf(req));
    const userId = currentUser(req).userId;
    const leaves = JSON.stringify(leafIds(db, { majorType: q.majorType, studyBankId: q.studyBankId }));
    const mine = q.type === 0 ? 'SELECT question_id FROM qb_favorite WHERE user_id = ?' : WRONG_QUESTION_IDS;
    const rows = db
      .prepare(
        `SELECT c.id, c.name, pc.id AS parent_id, pc.name AS parent_name, COUNT(q.id) AS total_num
         FROM qb_question q JOIN qb_category c ON c.id = q.category_id JOIN qb_category pc ON pc.id = c.parent_id
         WHERE q.answerable = 1 AND q.category_id IN (SELECT value FROM json_each(?)) AND q.id IN (${mine})
         GROUP BY c.id ORDER BY pc.sort, c.sort`,
      )
      .all(leaves, userId) as LeafCountRow[];
    return ok(rows.map(studyBankCategory));
  });

  // 清空答题记录: the user's practice answers of a category (or of all leaves of a first-level category).
  app.post(basePaths.recordRenew, async (req) => {
    const body = parse(renewRecordBody, req.body);
    const userId = currentUser(req).userId;
    const leaves = leafIds(db, { majorType: body.majorType, categoryIds: [body.categoryId] });
    if (leaves.length === 0) throw notFound('分类不存在');
    const removed = db
      .prepare('DELETE FROM qb_question_record WHERE user_id = ? AND study_paper_id = 0 AND category_id IN (SELECT value FROM json_each(?))')
      .run(userId, JSON.stringify(leaves)).changes;
    return ok(removed);
  });
}
