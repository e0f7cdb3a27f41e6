import * as z from './zod';
import { idParam, pageQuery } from './envelope-schemas';
import { OrderStatus, SkillType } from './commerce';

/**
 * Back office 商品与订单 (issue 16): the skills sold on the goods page (spec §2 "Goods page", §3 product) with the
 * question-bank categories each unlocks, the orders with their refunds, and a student's unlocks. RuoYi shapes under
 * `/base/product/admin` and `/base/order/admin`; admin only. Prices travel in yuan with two decimals, as the phone
 * shows them; the server keeps cents.
 */
export const productAdminPaths = {
  base: '/base/product/admin',
  /** `GET` filters `name`, `skillType` + `pageNum`, `pageSize` → `{total, rows: ProductAdminRow[]}`. */
  list: '/base/product/admin/list',
  export: '/base/product/admin/export',
  /** `GET` → every question-bank category with the product that unlocks it (the unlock picker). */
  categories: '/base/product/admin/categories',
} as const;

export const orderAdminPaths = {
  base: '/base/order/admin',
  /** `GET` filters `status`, `keyword` (account, name or phone), `orderNo`, `productInfoId` → `{total, rows: OrderAdminRow[]}`. */
  list: '/base/order/admin/list',
  export: '/base/order/admin/export',
  /** `PUT {orderNo, reason}`: a paid order becomes refunded and the unlocks it granted are removed. */
  refund: '/base/order/admin/refund',
  /** `GET ?userId=` → a student's unlocks; `POST {userId, skillIds}` grants; `DELETE /{userId}/{skillIds}` revokes. */
  unlock: '/base/order/admin/unlock',
  unlockList: '/base/order/admin/unlock/list',
  /** `GET ?keyword=` → at most STUDENT_SEARCH_LIMIT students (the unlock screen's student picker). */
  students: '/base/order/admin/students',
} as const;

/** Order statuses with their console labels; refunded (3) is written only by the back office. */
export const ORDER_STATUS_LABELS: Readonly<Record<number, string>> = {
  [OrderStatus.PENDING]: '待支付',
  [OrderStatus.PAID]: '已支付',
  [OrderStatus.CANCELLED]: '已取消',
  [OrderStatus.REFUNDED]: '已退款',
};
/** 全部技能 / 全部实践技能: which all-skills item a product's spec sheet offers (spec §2), and what an all order covers. */
export const SKILL_TYPE_LABELS: Readonly<Record<number, string>> = {
  [SkillType.THEORY]: '技能',
  [SkillType.PRACTICE]: '实践技能',
};

// Plain constants in messages (see admin-knowledge.ts: a property read in a template keeps the module in the entry).
const NAME_MAX = 50;
const IMAGES_MAX = 5;
const PRICE_MAX = 100_000;
export const PRODUCT_LIMITS = {
  name: NAME_MAX,
  introduce: 2000,
  url: 500,
  /** Spec §5 uploads: at most 5 images. */
  images: IMAGES_MAX,
  /** The highest price the console takes, in yuan. */
  price: PRICE_MAX,
  integral: 10_000_000,
  categories: 1000,
  refundReason: 200,
} as const;
export const STUDENT_SEARCH_LIMIT = 20;

export const ProductAdminMessages = {
  nameRequired: '商品名称不能为空',
  priceRequired: '价格不能为空',
  priceInvalid: `价格须在0.01至${PRICE_MAX}元之间，最多两位小数`,
  preferentialAboveMarket: '优惠价不能高于市场价',
  batchIncomplete: '全部技能的市场价和优惠价须同时填写',
  imageInvalid: '图片地址不正确，请重新上传',
  skillTypeInvalid: '技能类型不正确',
  idRequired: '商品编号不能为空',
  nameTaken: (verb: '新增' | '修改', name: string) => `${verb}商品'${name}'失败，商品名称已存在`,
  hasOrders: (name: string) => `商品'${name}'已有订单，不能删除`,
  hasCategories: (name: string, n: number) => `商品'${name}'仍解锁${n}个题库分类，请先取消关联（否则这些分类将对所有学员开放）`,
  categoryMissing: '所选分类不存在',
} as const;

export const OrderAdminMessages = {
  orderMissing: '订单不存在',
  notPaid: '只有已支付的订单可以退款',
  refundUnavailable: '已接入真实支付，请先在支付平台办理退款；学员的解锁可在“学员解锁”中收回',
  refunded: (n: number) => `退款成功，已收回${n}项解锁`,
  userMissing: '学员不存在',
  skillsRequired: '请选择要解锁的技能',
  skillMissing: '所选技能不存在',
} as const;

const text = (max: number) => /*#__PURE__*/ z.string().trim().max(max, `不能超过${max}个字符`);

/** Yuan with at most two decimals, from 0.01 to the limit (a number or its text, as forms send it). */
const yuan = /*#__PURE__*/ z.coerce
  .number({ error: ProductAdminMessages.priceRequired })
  .refine((v) => Number.isFinite(v) && v >= 0.01 && v <= PRODUCT_LIMITS.price && Math.abs(Math.round(v * 100) - v * 100) < 1e-6, ProductAdminMessages.priceInvalid);
const optionalYuan = /*#__PURE__*/ z.preprocess((v) => (v === '' || v === undefined ? null : v), /*#__PURE__*/ yuan.nullable());

/** A stored upload (`/file/…`) or an http(s) address; no commas (the phone reads introduceUrls comma-separated). */
const imageUrl = /*#__PURE__*/ z
  .string({ error: ProductAdminMessages.imageInvalid })
  .trim()
  .max(PRODUCT_LIMITS.url, ProductAdminMessages.imageInvalid)
  .regex(/^(\/file\/|https?:\/\/)[^\s,]+$/, ProductAdminMessages.imageInvalid);

const skillTypeField = /*#__PURE__*/ z.coerce
  .number({ error: ProductAdminMessages.skillTypeInvalid })
  .int(ProductAdminMessages.skillTypeInvalid)
  .refine((t) => t === SkillType.THEORY || t === SkillType.PRACTICE, ProductAdminMessages.skillTypeInvalid);

export const productAdminListQuery = /*#__PURE__*/ pageQuery.extend({
  name: /*#__PURE__*/ text(PRODUCT_LIMITS.name).optional(),
  skillType: /*#__PURE__*/ skillTypeField.optional(),
});
export type ProductAdminListQuery = z.input<typeof productAdminListQuery>;
export const productAdminExportQuery = /*#__PURE__*/ productAdminListQuery.omit({ pageNum: true, pageSize: true }).strict();

export const productAdminBody = /*#__PURE__*/ z
  .object({
    id: /*#__PURE__*/ idParam.optional(),
    name: /*#__PURE__*/ z
      .string({ error: ProductAdminMessages.nameRequired })
      .trim()
      .min(1, ProductAdminMessages.nameRequired)
      .max(PRODUCT_LIMITS.name, `商品名称不能超过${NAME_MAX}个字符`),
    skillType: /*#__PURE__*/ skillTypeField.default(SkillType.THEORY),
    marketPrice: yuan,
    preferentialPrice: yuan,
    /** 全部技能 prices: both or neither (without them the phone does not offer 全部技能, spec §2). */
    batchMarketPrice: /*#__PURE__*/ optionalYuan.default(null),
    batchPreferentialPrice: /*#__PURE__*/ optionalYuan.default(null),
    skillExchangeIntegral: /*#__PURE__*/ z.coerce.number().int().min(0).max(PRODUCT_LIMITS.integral).default(0),
    /** Whether the goods page shows the 限时折扣 tag. */
    discountTag: /*#__PURE__*/ z.boolean().default(true),
    iconUrl: /*#__PURE__*/ z.union([/*#__PURE__*/ z.literal(''), imageUrl]).default(''),
    introduceUrls: /*#__PURE__*/ z.array(imageUrl).max(PRODUCT_LIMITS.images, `介绍图片不能超过${IMAGES_MAX}张`).default([]),
    introduce: /*#__PURE__*/ text(PRODUCT_LIMITS.introduce).default(''),
    /** The question-bank categories this product unlocks; a first-level one brings its sub-categories. Left out: unchanged. */
    categoryIds: /*#__PURE__*/ z.array(idParam).max(PRODUCT_LIMITS.categories).optional(),
  })
  .refine((b) => b.preferentialPrice <= b.marketPrice, { message: ProductAdminMessages.preferentialAboveMarket, path: ['preferentialPrice'] })
  .refine((b) => (b.batchMarketPrice === null) === (b.batchPreferentialPrice === null), { message: ProductAdminMessages.batchIncomplete, path: ['batchPreferentialPrice'] })
  .refine((b) => b.batchMarketPrice === null || b.batchPreferentialPrice === null || b.batchPreferentialPrice <= b.batchMarketPrice, {
    message: ProductAdminMessages.preferentialAboveMarket,
    path: ['batchPreferentialPrice'],
  });
export type ProductAdminBody = z.input<typeof productAdminBody>;

export interface ProductAdminRow {
  id: number;
  /** The skill the product sells: categories carrying it lock until it is bought. Assigned by the server. */
  skillId: number;
  name: string;
  skillType: number;
  marketPrice: number;
  preferentialPrice: number;
  batchMarketPrice: number | null;
  batchPreferentialPrice: number | null;
  skillExchangeIntegral: number;
  discountTag: boolean;
  iconUrl: string;
  introduceUrls: string[];
  introduce: string;
  /** The categories it unlocks (ids), their count, and how many paid orders it has. */
  categoryIds: number[];
  categoryCount: number;
  paidCount: number;
}

/** A question-bank category and the product that unlocks it (null: open to everyone). */
export interface ProductCategoryOption {
  id: number;
  parentId: number;
  majorType: number;
  name: string;
  productInfoId: number | null;
  productName: string | null;
}

// ---------- orders ----------

const orderNoField = /*#__PURE__*/ z.string({ error: OrderAdminMessages.orderMissing }).trim().regex(/^[A-Za-z0-9]{8,64}$/, '订单号格式不正确');
const orderStatuses = /*#__PURE__*/ Object.values(OrderStatus) as number[];

export const orderAdminListQuery = /*#__PURE__*/ pageQuery.extend({
  status: /*#__PURE__*/ z.coerce
    .number()
    .int()
    .refine((s) => orderStatuses.includes(s), '订单状态不正确')
    .optional(),
  keyword: /*#__PURE__*/ text(50).optional(),
  orderNo: /*#__PURE__*/ text(64).optional(),
  productInfoId: /*#__PURE__*/ idParam.optional(),
});
export type OrderAdminListQuery = z.input<typeof orderAdminListQuery>;
export const orderAdminExportQuery = /*#__PURE__*/ orderAdminListQuery.omit({ pageNum: true, pageSize: true }).strict();
export const orderNoParams = /*#__PURE__*/ z.object({ orderNo: orderNoField });
export const orderRefundBody = /*#__PURE__*/ z.object({ orderNo: orderNoField, reason: /*#__PURE__*/ text(PRODUCT_LIMITS.refundReason).default('') });
export type OrderRefundBody = z.input<typeof orderRefundBody>;

export interface OrderAdminRow {
  orderNo: string;
  userId: number;
  userName: string;
  realName: string;
  phone: string;
  productInfoId: number;
  productName: string;
  /** 0 the product's own skill, 1 全部技能 of its kind. */
  all: number;
  amount: number;
  status: number;
  createTime: string;
  payTime: string | null;
  refundTime: string | null;
  refundReason: string;
}
/** The refunded order, and how many skills the student lost (a skill another paid order covers stays). */
export interface RefundResult extends OrderAdminRow {
  relocked: number;
}
export interface OrderAdminDetail extends OrderAdminRow {
  /** The skills this order unlocked and still holds. */
  unlocks: StudentUnlock[];
}

export const studentUnlockQuery = /*#__PURE__*/ z.queryObject({ userId: idParam });
export const studentSearchQuery = /*#__PURE__*/ z.queryObject({ keyword: /*#__PURE__*/ text(50).default('') });
export const unlockGrantBody = /*#__PURE__*/ z.object({
  userId: idParam,
  skillIds: /*#__PURE__*/ z.array(idParam).min(1, OrderAdminMessages.skillsRequired).max(PRODUCT_LIMITS.categories),
});
export type UnlockGrantBody = z.input<typeof unlockGrantBody>;

export interface StudentUnlock {
  skillId: number;
  /** The product selling the skill (null: no product sells it any more). */
  productInfoId: number | null;
  productName: string | null;
  /** The order that granted it; null for a grant made in the back office. */
  orderNo: string | null;
  createTime: string;
}
export interface StudentOption {
  userId: number;
  userName: string;
  realName: string;
  phone: string;
}
