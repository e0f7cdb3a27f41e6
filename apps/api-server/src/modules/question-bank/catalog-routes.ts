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
import { categoryUnlocked } from './access';
import { skillAccess } from './access-repository';
import { bankLeaves, bankMajorType, bankTotals, categoryRows, clearPractice, mineByLeaf, studyBankRows, studyPosition, type CategoryRow, type LeafCountRow } from './catalog-repository';
import { leafIds } from './question-repository';
import { queryOf } from './request';
import { SIGNED_IN } from '../../core/routing';
import type { Queryable } from '../../db/queryable';

export async function categoryTree(db: Queryable, userId: number, majorType: number, studyBankId?: number): Promise<CategoryTreeNode[]> {
  const access = await skillAccess(db, userId);
  const rows = await categoryRows(db, userId, majorType, studyBankId);
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

const studyBankCategory = (c: LeafCountRow): StudyBankCategory => ({
  id: c.id,
  categoryId: c.id,
  label: c.name,
  categoryName: c.name,
  totalNum: c.total_num,
  parentCategoryId: c.parent_id,
  parentCategoryName: c.parent_name,
});

async function studyBanks(db: Queryable, opts: { majorType?: number; id?: number }): Promise<StudyBank[]> {
  const banks = await studyBankRows(db, opts);
  return Promise.all(
    banks.map(async (b) => ({
      studyBankId: b.id,
      studyBankName: b.name,
      majorType: b.major_type,
      studyBankCategories: (await bankLeaves(db, b.id)).map(studyBankCategory),
    })),
  );
}

/** Tree, banks, study records per bank and per category, and resetting a category's practice. */
export async function catalogRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  // data[0].children is the tree (spec §7); the root carries the major type's title and the sums.
  app.get(paths.categoryTree, SIGNED_IN, async (req) => {
    const q = parse(categoryTreeQuery, queryOf(req));
    const children = await categoryTree(db, currentUser(req).userId, q.majorType, q.studyBankId);
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

  app.get(paths.studyBankList, SIGNED_IN, async (req) => ok(await studyBanks(db, { majorType: parse(studyBankListQuery, queryOf(req)).majorType })));

  const bankById = async (req: { params: unknown }) => {
    const { id } = parse(studyBankParams, req.params);
    const [bank] = await studyBanks(db, { id });
    if (!bank) throw notFound('题库不存在');
    return ok(bank);
  };
  app.get(`${paths.studyBankById}/:id`, SIGNED_IN, bankById);
  app.get(`${paths.studyBankById}/:id/:flag`, SIGNED_IN, bankById);

  // Where the user stands in a bank: practised / total, right / wrong, last question.
  app.get(`${paths.studyRecordByBank}/:id`, SIGNED_IN, async (req) => {
    const { id } = parse(idPathParams, req.params);
    const userId = currentUser(req).userId;
    const majorType = await bankMajorType(db, id);
    if (majorType === undefined) throw notFound('题库不存在');
    const totals = await bankTotals(db, userId, await leafIds(db, { majorType, studyBankId: id }));
    const last = await studyPosition(db, userId, id);
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
  app.get(basePaths.recordByCategory, SIGNED_IN, async (req) => {
    const q = parse(recordByCategoryQuery, queryOf(req));
    const userId = currentUser(req).userId;
    const leaves = await leafIds(db, { majorType: q.majorType, studyBankId: q.studyBankId });
    const rows = await mineByLeaf(db, userId, leaves, q.type === 0 ? 'favorite' : 'wrong');
    return ok(rows.map(studyBankCategory));
  });

  // 清空答题记录: the user's practice answers of a category (or of all leaves of a first-level category).
  app.post(basePaths.recordRenew, SIGNED_IN, async (req) => {
    const body = parse(renewRecordBody, req.body);
    const userId = currentUser(req).userId;
    const leaves = await leafIds(db, { majorType: body.majorType, categoryIds: [body.categoryId] });
    if (leaves.length === 0) throw notFound('分类不存在');
    const removed = await clearPractice(db, userId, leaves);
    return ok(removed);
  });
}
