import { CommerceMessages, type ProductInfo } from '@medteach/contract';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/db';

export interface ProductRow {
  id: number;
  skill_id: number;
  name: string;
  skill_exchange_integral: number;
  icon_url: string;
  introduce_urls: string;
  introduce: string;
  market_price_cents: number;
  preferential_price_cents: number;
  batch_market_price_cents: number | null;
  batch_preferential_price_cents: number | null;
  skill_type: number;
}

/** Prices are kept in cents (no float rounding in sums); the API answers yuan as the spec's two-decimal numbers. */
export const toYuan = (cents: number) => cents / 100;

export function toProduct(r: ProductRow): ProductInfo {
  const batchMarket = r.batch_market_price_cents;
  const batchPreferential = r.batch_preferential_price_cents;
  return {
    id: r.id,
    skillId: r.skill_id,
    name: r.name,
    skillExchangeIntegral: r.skill_exchange_integral,
    iconUrl: r.icon_url,
    introduceUrls: r.introduce_urls,
    introduce: r.introduce,
    marketPrice: toYuan(r.market_price_cents),
    preferentialPrice: toYuan(r.preferential_price_cents),
    batchInfo: batchMarket !== null && batchPreferential !== null ? { marketPrice: toYuan(batchMarket), preferentialPrice: toYuan(batchPreferential) } : null,
    skillType: r.skill_type,
  };
}

export const productById = (db: Db, id: number) => db.prepare('SELECT * FROM product_info WHERE id = ?').get(id) as ProductRow | undefined;
/** The product of an order (orders reference products, so a missing one is a broken database, reported as 404). */
export function productOf(db: Db, id: number): ProductRow {
  const row = productById(db, id);
  if (!row) throw notFound(CommerceMessages.productMissing);
  return row;
}
export const productBySkill = (db: Db, skillId: number) => db.prepare('SELECT * FROM product_info WHERE skill_id = ?').get(skillId) as ProductRow | undefined;

/** The skills an order unlocks: the product's own, or for all skills every skill of the same kind (技能 / 实践技能). */
export function skillsInScope(db: Db, product: ProductRow, all: boolean): number[] {
  if (!all) return [product.skill_id];
  const rows = db.prepare('SELECT skill_id FROM product_info WHERE skill_type = ? ORDER BY skill_id').all(product.skill_type) as { skill_id: number }[];
  return rows.map((r) => r.skill_id);
}

/** Same question as the question bank's isSkillUnlocked, for the commerce side (refusing to sell what is owned). */
export function unlockedSkills(db: Db, userId: number, skillIds: number[]): Set<number> {
  if (skillIds.length === 0) return new Set();
  const rows = db
    .prepare(`SELECT skill_id FROM user_skill_unlock WHERE user_id = ? AND skill_id IN (${skillIds.map(() => '?').join(',')})`)
    .all(userId, ...skillIds) as { skill_id: number }[];
  return new Set(rows.map((r) => r.skill_id));
}
