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
import { badRequest, notFound } from '../../core/errors';
import { BusinessType, noteChange, type OperLogMeta } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { sendXlsx, type XlsxColumn } from '../system/xlsx';
import { categoryOptions, listProducts, productAdminRow } from './product-admin-repository';
import { createProduct, removeProducts, saveProduct } from './product-catalogue';

const TITLE = '商品管理';
const admin = (businessType?: OperLogMeta['businessType']) => ({
  config: { access: [Role.ADMIN], ...(businessType === undefined ? {} : { operLog: { title: TITLE, businessType } }) },
});
const byId = z.object({ id: idParam });
const byIds = z.object({ ids: idList });

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

  app.get(paths.list, admin(), async (req) => {
    const { pageNum, pageSize, ...filter } = parse(productAdminListQuery, req.query);
    const { rows, total } = await listProducts(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });

  app.get(paths.categories, admin(), async () => ok(await categoryOptions(db)));

  app.get(`${paths.base}/:id`, admin(), async (req) => {
    const found = await productAdminRow(db, parse(byId, req.params).id);
    if (!found) throw notFound(CommerceMessages.productMissing);
    return ok(found);
  });

  app.post(paths.base, admin(BusinessType.INSERT), async (req) => {
    return ok(await createProduct(db, parse(productAdminBody, req.body)));
  });

  app.put(paths.base, admin(BusinessType.UPDATE), async (req) => {
    const body = parse(productAdminBody, req.body);
    if (!body.id) throw badRequest(M.idRequired);
    const { before, after } = await saveProduct(db, body.id, body);
    noteChange(req, before, after);
    return ok(after);
  });

  app.delete(`${paths.base}/:ids`, admin(BusinessType.DELETE), async (req) => {
    const rows = await removeProducts(db, parse(byIds, req.params).ids);
    noteChange(req, rows, null);
    return ok();
  });

  app.post(paths.export, { config: { access: [Role.ADMIN], plain: true, operLog: { title: TITLE, businessType: BusinessType.EXPORT } } }, async (req, reply) => {
    const { rows } = await listProducts(db, parse(productAdminExportQuery, req.body));
    return sendXlsx(reply, '商品数据', EXPORT_COLUMNS, rows);
  });
}
