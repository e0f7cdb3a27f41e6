import type { z } from 'zod';
import { ProductAdminMessages as M, CommerceMessages, type ProductAdminRow, type productAdminBody } from '@medteach/contract';
import { badRequest, notFound, refused } from '../../core/errors';
import {
  categoriesOfSkill,
  deleteProduct,
  insertProduct,
  orderCountOf,
  productAdminRow,
  productNameTaken,
  setProductCategories,
  updateProduct,
  withSubCategories,
  type ProductValues,
} from './product-admin-repository';
import { productById } from './product-repository';
import { atomically, type Queryable } from '../../db/queryable';

/**
 * 商品管理 (issue 16): the skills the goods page sells and the categories each unlocks. Each write is checked and
 * stored with its category mapping in one transaction; nothing is cached (the goods page and the category tree read
 * product_info / qb_category on every request).
 */

type Body = z.output<typeof productAdminBody>;

const cents = (yuan: number) => Math.round(yuan * 100);
const centsOrNull = (yuan: number | null) => (yuan === null ? null : cents(yuan));
const valuesOf = (b: Body): ProductValues => ({
  name: b.name,
  skill_type: b.skillType,
  market_price_cents: cents(b.marketPrice),
  preferential_price_cents: cents(b.preferentialPrice),
  batch_market_price_cents: centsOrNull(b.batchMarketPrice),
  batch_preferential_price_cents: centsOrNull(b.batchPreferentialPrice),
  skill_exchange_integral: b.skillExchangeIntegral,
  discount_tag: b.discountTag ? 1 : 0,
  icon_url: b.iconUrl,
  introduce_urls: b.introduceUrls.join(','),
  introduce: b.introduce,
});

/** The categories the body names (with sub-categories), or the product's current ones when it names none. */
async function categoriesFor(db: Queryable, b: Body, skillId?: number): Promise<number[]> {
  if (b.categoryIds === undefined) return skillId === undefined ? [] : categoriesOfSkill(db, skillId);
  const ids = await withSubCategories(db, b.categoryIds);
  if (!ids) throw badRequest(M.categoryMissing);
  return ids;
}

/** Writes the product's categories from its stored row (so their labels follow a rename or a new points price). */
async function mapCategories(db: Queryable, id: number, ids: number[]) {
  const product = await productById(db, id);
  if (product) await setProductCategories(db, product, ids);
}

/** A new product with the categories it unlocks; returns it as the list shows it. */
export async function createProduct(db: Queryable, body: Body): Promise<ProductAdminRow | undefined> {
  if (await productNameTaken(db, body.name)) throw refused(M.nameTaken('新增', body.name));
  const id = await atomically(db, async (trx) => {
    const ids = await categoriesFor(trx, body);
    const newId = await insertProduct(trx, valuesOf(body));
    await mapCategories(trx, newId, ids);
    return newId;
  });
  return productAdminRow(db, id);
}

/** Saves product `id` and, when the body names them, its categories; returns it before and after. */
export async function saveProduct(db: Queryable, id: number, body: Body): Promise<{ before: ProductAdminRow; after: ProductAdminRow | undefined }> {
  const before = await productAdminRow(db, id);
  if (!before) throw notFound(CommerceMessages.productMissing);
  if (await productNameTaken(db, body.name, id)) throw refused(M.nameTaken('修改', body.name));
  await atomically(db, async (trx) => {
    const ids = await categoriesFor(trx, body, before.skillId);
    await updateProduct(trx, id, valuesOf(body));
    await mapCategories(trx, id, ids);
  });
  return { before, after: await productAdminRow(db, id) };
}

/**
 * Removes products, all or none: orders keep their product (refunds, the ledger), and a product still unlocking
 * categories would open them to everyone. Returns the removed rows (operation log).
 */
export async function removeProducts(db: Queryable, ids: number[]): Promise<ProductAdminRow[]> {
  const rows: ProductAdminRow[] = [];
  for (const id of ids) {
    const row = await productAdminRow(db, id);
    if (!row) throw notFound(CommerceMessages.productMissing);
    if ((await orderCountOf(db, id)) > 0) throw refused(M.hasOrders(row.name));
    if (row.categoryCount > 0) throw refused(M.hasCategories(row.name, row.categoryCount));
    rows.push(row);
  }
  await atomically(db, async (trx) => {
    for (const row of rows) await deleteProduct(trx, row.id);
  });
  return rows;
}
