/** Set-up and checks shared by the 商品与订单 back-office tests (product-admin / order-admin specs). */
import type { FastifyInstance } from 'fastify';
import { questionBankPaths, type CategoryTreeNode } from '@medteach/contract';
import type { Queryable } from '../../db/queryable';

/** A first-level category of `majorType` with one sub-category holding `questions` answerable A1 questions (no skill: open). */
export async function newChapter(db: Queryable, name: string, majorType = 2, questions = 6): Promise<{ topId: number; leafId: number }> {
  const { id: topId } = await db.insertInto('qb_category').values({ major_type: majorType, parent_id: 0, name, sort: 99 }).returning('id').executeTakeFirstOrThrow();
  const { id: leafId } = await db
    .insertInto('qb_category')
    .values({ major_type: majorType, parent_id: topId, name: `${name}·小节`, sort: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = Array.from({ length: questions }, (_, i) => ({ category_id: leafId, type: 0, content: `${name}第${i + 1}题`, correct: 'A', seq: i + 1, answerable: 1 }));
  if (rows.length) await db.insertInto('qb_question').values(rows).execute();
  return { topId, leafId };
}

/** Whether the phone's category tree shows the category unlocked for the caller (undefined: not in the tree). */
export async function phoneSeesUnlocked(app: FastifyInstance, headers: Record<string, string>, categoryId: number, majorType = 2): Promise<boolean | undefined> {
  const res = await app.inject({ method: 'GET', url: `/api${questionBankPaths.categoryTree}`, query: { majorType: String(majorType) }, headers });
  const find = (nodes: CategoryTreeNode[]): CategoryTreeNode | undefined => {
    for (const n of nodes) {
      const hit = n.id === categoryId ? n : find(n.children);
      if (hit) return hit;
    }
    return undefined;
  };
  return find(res.json().data[0].children)?.isUnlock;
}

/** A valid product body for the admin API (override what a test is about). */
export const productBody = (over: Record<string, unknown> = {}) => ({
  name: '外科急症专项训练',
  skillType: 1,
  marketPrice: 59.9,
  preferentialPrice: 29.9,
  batchMarketPrice: null,
  batchPreferentialPrice: null,
  skillExchangeIntegral: 300,
  discountTag: true,
  iconUrl: '',
  introduceUrls: ['/file/commerce/clinical-1.svg'],
  introduce: '急腹症、创伤与休克的处置思路。',
  ...over,
});
