import { CommerceMessages, type ProductInfo } from '@medteach/contract';
import { notFound } from '../../core/errors';
import { productById, type ProductRow } from './product-repository';
import type { Queryable } from '../../db/queryable';

export type { ProductRow } from './product-repository';

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
    discountTag: r.discount_tag === 1,
  };
}

/** The product of an order (orders reference products, so a missing one is a broken database, reported as 404). */
export async function productOf(db: Queryable, id: number): Promise<ProductRow> {
  const row = await productById(db, id);
  if (!row) throw notFound(CommerceMessages.productMissing);
  return row;
}
