import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ProductAdminMessages as M,
  Role,
  SKILL_TYPE_LABELS,
  CommerceMessages,
  idList,
  idParam,
  productAdminBody,
  productAdminExportQuery,
  productAdminListQuery,
  productAdminPaths as paths,
  type ProductAdminRow,
} from '@medteach/contract';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound, refused } from '../../core/errors';
import { BusinessType, noteChange, type OperLogMeta } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { sendXlsx, type XlsxColumn } from '../system/xlsx';
import {
  categoriesOfSkill,
  categoryOptions,
  deleteProduct,
  insertProduct,
  listProducts,
  orderCountOf,
  productAdminRow,
  productNameTaken,
  setProductCategories,
  updateProduct,
  withSubCategories,
  type ProductValues,
} from './product-admin-repository';
import { productById } from './product-repository';
import type { Queryable } from '../../db/queryable';

const TITLE = '商品管理';
const admin = (businessType?: OperLogMeta['businessType']) => ({
  config: { access: [Role.ADMIN], ...(businessType === undefined ? {} : { operLog: { title: TITLE, businessType } }) },
});
const byId = z.object({ id: idParam });
const byIds = z.object({ ids: idList });

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

const yuanText = (v: number | null) => (v === null ? '' : v.toFixed(2));
const EXPORT_COLUMNS: XlsxColumn<ProductAdminRow>[] = [
  { header: '商品编号', value: (p) => p.id },
  { header: '技能编号', value: (p) => p.skillId },
  { header: '商品名称', value: (p) => p.name, width: 30 },
  { header: '技能类型', value: (p) => SKILL_TYPE_LABELS[p.skillType] ?? '' },
  { header: '市场价', value: (p) => yuanText(p.marketPrice) },
  { header: '优惠价', value: (p) => yuanText(p.preferentialPrice) },
  { header: '全部技能市场价', value: (p) => yuanText(p.batchMarketPrice) },
  { header: '全部技能优惠价', value: (p) => yuanText(p.batchPreferentialPrice) },
  { header: '兑换积分', value: (p) => p.skillExchangeIntegral },
  { header: '限时折扣', value: (p) => (p.discountTag ? '是' : '否') },
  { header: '解锁分类数', value: (p) => p.categoryCount },
  { header: '已支付订单', value: (p) => p.paidCount },
];

/**
 * 商品管理 (issue 16): the skills the goods page sells and the categories each unlocks. Nothing here is cached: the
 * phone's goods page and category tree read product_info / qb_category on every request, so a price, a new product
 * or an unlock mapping shows at the next load.
 */
export async function productAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  const detail = productAdminRow;
  /** The categories the body names (with sub-categories), or the product's current ones when it names none. */
  const categoriesFor = async (q: Queryable, b: Body, skillId?: number): Promise<number[]> => {
    if (b.categoryIds === undefined) return skillId === undefined ? [] : categoriesOfSkill(q, skillId);
    const ids = await withSubCategories(q, b.categoryIds);
    if (!ids) throw badRequest(M.categoryMissing);
    return ids;
  };
  /** Writes the product's categories from its stored row (so their labels follow a rename or a new points price). */
  const mapCategories = async (q: Queryable, id: number, ids: number[]) => {
    const product = await productById(q, id);
    if (product) await setProductCategories(q, product, ids);
  };

  app.get(paths.list, admin(), async (req) => {
    const { pageNum, pageSize, ...filter } = parse(productAdminListQuery, req.query);
    const { rows, total } = await listProducts(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });

  app.get(paths.categories, admin(), async () => ok(await categoryOptions(db)));

  app.get(`${paths.base}/:id`, admin(), async (req) => {
    const found = await detail(db, parse(byId, req.params).id);
    if (!found) throw notFound(CommerceMessages.productMissing);
    return ok(found);
  });

  app.post(paths.base, admin(BusinessType.INSERT), async (req) => {
    const body = parse(productAdminBody, req.body);
    if (await productNameTaken(db, body.name)) throw refused(M.nameTaken('新增', body.name));
    const id = await db.transaction().execute(async (trx) => {
      const ids = await categoriesFor(trx, body);
      const newId = await insertProduct(trx, valuesOf(body));
      await mapCategories(trx, newId, ids);
      return newId;
    });
    return ok(await detail(db, id));
  });

  app.put(paths.base, admin(BusinessType.UPDATE), async (req) => {
    const body = parse(productAdminBody, req.body);
    if (!body.id) throw badRequest(M.idRequired);
    const id = body.id;
    const before = await detail(db, id);
    if (!before) throw notFound(CommerceMessages.productMissing);
    if (await productNameTaken(db, body.name, id)) throw refused(M.nameTaken('修改', body.name));
    await db.transaction().execute(async (trx) => {
      const ids = await categoriesFor(trx, body, before.skillId);
      await updateProduct(trx, id, valuesOf(body));
      await mapCategories(trx, id, ids);
    });
    const after = await detail(db, id);
    noteChange(req, before, after);
    return ok(after);
  });

  app.delete(`${paths.base}/:ids`, admin(BusinessType.DELETE), async (req) => {
    const { ids } = parse(byIds, req.params);
    const rows: ProductAdminRow[] = [];
    for (const id of ids) {
      const row = await productAdminRow(db, id);
      if (!row) throw notFound(CommerceMessages.productMissing);
      // Orders keep their product (refunds, the ledger); categories would open to everyone without it.
      if ((await orderCountOf(db, id)) > 0) throw refused(M.hasOrders(row.name));
      if (row.categoryCount > 0) throw refused(M.hasCategories(row.name, row.categoryCount));
      rows.push(row);
    }
    await db.transaction().execute(async (trx) => {
      for (const row of rows) await deleteProduct(trx, row.id);
    });
    noteChange(req, rows, null);
    return ok();
  });

  app.post(paths.export, { config: { access: [Role.ADMIN], plain: true, operLog: { title: TITLE, businessType: BusinessType.EXPORT } } }, async (req, reply) => {
    const { rows } = await listProducts(db, parse(productAdminExportQuery, req.body));
    return sendXlsx(reply, '商品数据', EXPORT_COLUMNS, rows);
  });
}
