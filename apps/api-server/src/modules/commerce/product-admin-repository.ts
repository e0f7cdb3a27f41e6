import { OrderStatus, type ProductAdminRow, type ProductCategoryOption } from '@medteach/contract';
import type { Insertable } from 'kysely';
import type { ProductInfoTable } from '../../db/tables';
import { containsText, countRows, onePage, type Page } from '../system/sql-filter';
import { toYuan } from './products';
import type { ProductRow } from './product-repository';
import type { Queryable } from '../../db/queryable';

/** The columns the back office writes (the skill id is assigned once, at creation). */
export type ProductValues = Omit<Insertable<ProductInfoTable>, 'id' | 'skill_id'>;

export interface ProductFilter {
  name?: string;
  skillType?: number;
}

const filtered = (db: Queryable, f: ProductFilter) => {
  let query = db.selectFrom('product_info as p');
  if (f.name) query = query.where(containsText('p.name', f.name));
  if (f.skillType !== undefined) query = query.where('p.skill_type', '=', f.skillType);
  return query;
};

type CountedRow = ProductRow & { category_count: number | string | null; paid_count: number | string | null };

const toRow = (r: CountedRow, categoryIds: number[]): ProductAdminRow => ({
  id: r.id,
  skillId: r.skill_id,
  name: r.name,
  skillType: r.skill_type,
  marketPrice: toYuan(r.market_price_cents),
  preferentialPrice: toYuan(r.preferential_price_cents),
  batchMarketPrice: r.batch_market_price_cents === null ? null : toYuan(r.batch_market_price_cents),
  batchPreferentialPrice: r.batch_preferential_price_cents === null ? null : toYuan(r.batch_preferential_price_cents),
  skillExchangeIntegral: r.skill_exchange_integral,
  discountTag: r.discount_tag === 1,
  iconUrl: r.icon_url,
  introduceUrls: r.introduce_urls.split(',').filter(Boolean),
  introduce: r.introduce,
  categoryIds,
  categoryCount: Number(r.category_count ?? 0),
  paidCount: Number(r.paid_count ?? 0),
});

/** Products with how many categories each unlocks and how many paid orders it has. */
function withCounts(db: Queryable, f: ProductFilter) {
  return filtered(db, f)
    .selectAll('p')
    .select((eb) => [
      eb.selectFrom('qb_category as c').select((s) => s.fn.countAll<number>().as('n')).whereRef('c.skill_id', '=', 'p.skill_id').$asScalar().as('category_count'),
      eb
        .selectFrom('product_order as o')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('o.product_info_id', '=', 'p.id')
        .where('o.status', '=', OrderStatus.PAID)
        .$asScalar()
        .as('paid_count'),
    ]);
}

/** The rows with the categories each one's skill locks (one query for the page). */
async function withCategories(db: Queryable, rows: CountedRow[]): Promise<ProductAdminRow[]> {
  const skillIds = rows.map((r) => r.skill_id);
  const categories = skillIds.length ? await db.selectFrom('qb_category').select(['id', 'skill_id']).where('skill_id', 'in', skillIds).orderBy('id').execute() : [];
  return rows.map((r) => toRow(r, categories.filter((c) => c.skill_id === r.skill_id).map((c) => c.id)));
}

export async function listProducts(db: Queryable, f: ProductFilter, page?: Page): Promise<{ total: number; rows: ProductAdminRow[] }> {
  const rows = await onePage(withCounts(db, f).orderBy('p.id'), page).execute();
  const { n } = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { total: Number(n), rows: await withCategories(db, rows) };
}

export async function productAdminRow(db: Queryable, id: number): Promise<ProductAdminRow | undefined> {
  const row = await withCounts(db, {}).where('p.id', '=', id).executeTakeFirst();
  return row && (await withCategories(db, [row]))[0];
}

/** The categories a skill locks (sorted), i.e. what buying the product opens. */
export async function categoriesOfSkill(db: Queryable, skillId: number): Promise<number[]> {
  const rows = await db.selectFrom('qb_category').select('id').where('skill_id', '=', skillId).orderBy('id').execute();
  return rows.map((r) => r.id);
}

export async function productNameTaken(db: Queryable, name: string, exceptId = 0): Promise<boolean> {
  const row = await db.selectFrom('product_info').select('id').where('name', '=', name).where('id', '<>', exceptId).executeTakeFirst();
  return row !== undefined;
}

/** A skill id no product, category or unlock uses yet: a new product never opens what another skill locks. */
async function nextSkillId(db: Queryable): Promise<number> {
  const highest = async (table: 'product_info' | 'qb_category' | 'user_skill_unlock') => {
    const { top } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max('skill_id').as('top'))
      .executeTakeFirstOrThrow();
    return Number(top ?? 0);
  };
  return Math.max(await highest('product_info'), await highest('qb_category'), await highest('user_skill_unlock')) + 1;
}

export async function insertProduct(db: Queryable, values: ProductValues): Promise<number> {
  const { id } = await db
    .insertInto('product_info')
    .values({ ...values, skill_id: await nextSkillId(db) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateProduct(db: Queryable, id: number, values: ProductValues): Promise<boolean> {
  const result = await db.updateTable('product_info').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The given categories with the sub-categories of the first-level ones among them (a purchase opens a whole chapter). */
export async function withSubCategories(db: Queryable, ids: number[]): Promise<number[] | null> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom('qb_category').select(['id', 'parent_id']).where('id', 'in', ids).execute();
  if (found.length !== new Set(ids).size) return null;
  const tops = found.filter((c) => c.parent_id === 0).map((c) => c.id);
  const children = tops.length ? await db.selectFrom('qb_category').select('id').where('parent_id', 'in', tops).execute() : [];
  return [...new Set([...ids, ...children.map((c) => c.id)])].sort((a, b) => a - b);
}

/**
 * Makes the product's skill lock exactly these categories: each carries the skill (the lock, access.ts), the product
 * (what the phone's bridge buys) and its name and points. A category taken from another product moves here; one
 * left out opens to everyone (no skill).
 */
export async function setProductCategories(db: Queryable, product: Pick<ProductRow, 'id' | 'skill_id' | 'name' | 'skill_exchange_integral'>, ids: number[]) {
  let release = db
    .updateTable('qb_category')
    .set({ skill_id: null, product_info_id: null, skill_name: '', skill_integral: 0 })
    .where((eb) => eb.or([eb('skill_id', '=', product.skill_id), eb('product_info_id', '=', product.id)]));
  if (ids.length) release = release.where('id', 'not in', ids);
  await release.execute();
  if (ids.length === 0) return;
  await db
    .updateTable('qb_category')
    .set({ skill_id: product.skill_id, product_info_id: product.id, skill_name: product.name, skill_integral: product.skill_exchange_integral })
    .where('id', 'in', ids)
    .execute();
}

export async function orderCountOf(db: Queryable, productInfoId: number): Promise<number> {
  return countRows(db.selectFrom('product_order').where('product_info_id', '=', productInfoId));
}

export async function deleteProduct(db: Queryable, id: number) {
  await db.deleteFrom('product_info').where('id', '=', id).execute();
}

/** Every category with the product that unlocks it, first-level ones before their sub-categories. */
export async function categoryOptions(db: Queryable): Promise<ProductCategoryOption[]> {
  const rows = await db
    .selectFrom('qb_category as c')
    .leftJoin('product_info as p', 'p.skill_id', 'c.skill_id')
    .select(['c.id', 'c.parent_id', 'c.major_type', 'c.name', 'p.id as product_id', 'p.name as product_name'])
    .orderBy('c.major_type')
    .orderBy('c.parent_id')
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ id: r.id, parentId: r.parent_id, majorType: r.major_type, name: r.name, productInfoId: r.product_id, productName: r.product_name }));
}
