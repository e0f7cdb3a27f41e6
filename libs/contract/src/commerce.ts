import * as z from './zod';
import { idParam, pageQuery } from './envelope';

/**
 * Commerce, landing and other calls (spec §7 "Products and payment", "Customer service"; §3 product, knowledge and
 * chat entities). Paths the spec does not show (sandbox payment, share score detail) are defined here.
 */
export const commercePaths = {
  productBySkillId: '/base/product/info/getBySkillId',
  productById: '/base/product/info/getById', // `/{id}`
  /** Answers `data` = an HTML form the page auto-submits (the payment provider's page). */
  payPage: '/base/product/order/getPayPage',
  /**
   * Demo mode only: the sandbox standing in for the provider. The pay page's form posts here with the order number
   * and a short-lived ticket only the order's owner got from getPayPage (HTML, no bearer token on a form post).
   */
  sandboxPay: '/base/product/order/sandbox',
  /** Sandbox decision: form fields orderNo + ticket + decision (pay | cancel); redirects to the learner return page. */
  sandboxComplete: '/base/product/order/sandbox/complete',
  /** The real provider's asynchronous notification (Alipay notify_url): signature-verified, answers `success`. */
  payNotify: '/base/product/order/notify',
  /** 我的订单 (issue 18): the caller's own orders, newest first (`pageNum`, `pageSize` → `{total, rows: MyOrder[]}`). */
  myOrders: '/base/product/order/mine',
  inviteCheck: '/base/channelManage/check', // `/{id}`: the inviteSign
  integralOpenH5: '/base/integral/openH5',
  knowledge: '/literature/syKb/getById', // `/{id}`
  directoryList: '/system/directory/list',
  problemList: '/system/problem/listByIdentify',
  customerList: '/system/customer/list',
  customerAdd: '/system/customer/add',
  /** Shared score detail for the landing `/score` page (the spec does not show this path). */
  shareScoreDetail: '/base/share/scoreDetail',
  /** WeChat JS-SDK config signature for a landing page URL (`?url=`; public; the spec does not show this path). */
  wechatJsSdkSignature: '/base/wechat/jsSdkSignature',
} as const;

/** Where the sandbox sends the browser back (learner-h5 is served under /learner/, spec route /Alipay). */
export const PAY_RETURN_PATH = '/learner/#/Alipay';
/** Query parameters of the payment return page (the provider's names, plus our pay status and the product's skill). */
export const PayReturnParam = { ORDER_NO: 'out_trade_no', AMOUNT: 'total_amount', STATUS: 'payStatus', SKILL_ID: 'skillId' } as const;
/** Pay status handed to the native app on closeWeb: 1 paid, 0 not paid. */
export const PayStatus = { PAID: 1, NOT_PAID: 0 } as const;
export type PayStatusValue = (typeof PayStatus)[keyof typeof PayStatus];
/** 3 refunded: set by the back office's refund (admin-commerce.ts); the unlocks the order granted are gone. */
export const OrderStatus = { PENDING: 0, PAID: 1, CANCELLED: 2, REFUNDED: 3 } as const;
export const SandboxDecision = { PAY: 'pay', CANCEL: 'cancel' } as const;

/** Spec §3: pay request `all` 0 single, 1 all skills. */
export const PayScope = { SINGLE: 0, ALL: 1 } as const;
/** Which all-skills label a product's spec sheet shows: 全部技能 (1) or 全部实践技能 (2). */
export const SkillType = { THEORY: 1, PRACTICE: 2 } as const;

/** Spec §9: chat page size 10; spec §4: pull-down over 50 px. */
export const CHAT_PAGE_SIZE = 10;
/** Customer-service type flag that hides 转人工 (spec §2). */
export const NO_HUMAN_TRANSFER_TYPE_FLAG = 'LCXLY';
/** `POST /system/customer/add` type: 1 a listed question was chosen, 2 free text, 3 transfer to a human agent. */
export const CustomerMessageType = { QUESTION: 1, TEXT: 2, HUMAN: 3 } as const;

/** Spec §3 knowledge types: 11 video, 2 prescription, 4 and 5 with repoCategories, 12 content only. */
export const KnowledgeType = { PRESCRIPTION: 2, DISEASE: 4, SYMPTOM: 5, VIDEO: 11, CONTENT: 12 } as const;
/** Spec §3 repo types: 7 onset site, 8 department. */
export const RepoType = { ONSET_SITE: 7, DEPARTMENT: 8 } as const;

export const CommerceMessages = {
  alreadyUnlocked: '已解锁，无需重复购买',
  productMissing: '商品不存在',
  noBatch: '数据异常！暂不可选择全部技能',
  orderMissing: '订单不存在',
  payUnavailable: '支付暂未开通',
  sandboxOff: '支付沙箱未开启',
  ticketInvalid: '支付链接无效或已过期，请返回重新购买',
  knowledgeMissing: '知识点不存在',
  shareMissing: '分享内容不存在',
  wechatNotConfigured: '未配置微信公众号（WECHAT_APP_ID / WECHAT_APP_SECRET / WECHAT_OPEN_APP_ID）',
  wechatUnavailable: '暂时无法获取微信签名',
} as const;

// ---------- inputs ----------

export const productBySkillQuery = /*#__PURE__*/ z.queryObject({ skillId: idParam });
export const commerceIdParams = /*#__PURE__*/ z.object({ id: idParam });
export const payPageQuery = /*#__PURE__*/ z.queryObject({
  productInfoId: idParam,
  all: /*#__PURE__*/ z.coerce.number().int().pipe(/*#__PURE__*/ z.union([/*#__PURE__*/ z.literal(PayScope.SINGLE), /*#__PURE__*/ z.literal(PayScope.ALL)])).default(PayScope.SINGLE),
});
export type PayPageQuery = z.input<typeof payPageQuery>;

const orderNo = /*#__PURE__*/ z.string().trim().regex(/^[A-Za-z0-9]{8,64}$/, '订单号格式不正确');
const ticket = /*#__PURE__*/ z.string({ error: '支付链接无效或已过期，请返回重新购买' }).trim().min(1, '支付链接无效或已过期，请返回重新购买').max(512);
export const sandboxPayBody = /*#__PURE__*/ z.object({ orderNo, ticket });
export const sandboxCompleteBody = /*#__PURE__*/ z.object({ orderNo, ticket, decision: /*#__PURE__*/ z.enum([SandboxDecision.PAY, SandboxDecision.CANCEL]) });

const inviteSign = /*#__PURE__*/ z.string().trim().min(1).max(64);
export const inviteCheckParams = /*#__PURE__*/ z.object({ id: inviteSign });
export const openH5Body = /*#__PURE__*/ z.object({ inviteSign, deviceCode: /*#__PURE__*/ z.string().trim().max(64).optional() });

const identify = /*#__PURE__*/ z.string().trim().min(1, '标识不能为空').max(32);
export const directoryQuery = /*#__PURE__*/ z.queryObject({ type: /*#__PURE__*/ z.coerce.number().int().min(0).max(99).default(1), identify });
export const problemQuery = /*#__PURE__*/ z
  .queryObject({
    identify,
    pid: /*#__PURE__*/ z.preprocess((v) => (v === '' || v === null ? undefined : v), /*#__PURE__*/ idParam.optional()),
    keyWords: /*#__PURE__*/ z.string().trim().max(50, '搜索内容不能超过50个字符').optional(),
  })
  .refine((q) => q.pid !== undefined || !!q.keyWords, { message: '请选择业务或输入关键字' });
export const customerListQuery = /*#__PURE__*/ z.queryObject({
  identify,
  /** History up to this time (`YYYY-MM-DD HH:mm:ss`): fixed when the chat opens, so later messages do not shift pages. */
  createTime: /*#__PURE__*/ z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '时间格式不正确').optional(),
  pageNum: /*#__PURE__*/ z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: /*#__PURE__*/ z.coerce.number().int().min(1).max(50).default(CHAT_PAGE_SIZE),
});
export type CustomerListQuery = z.input<typeof customerListQuery>;
export const customerAddBody = /*#__PURE__*/ z.object({
  identify,
  /** Comma-joined problem ids (type 1). */
  problemIds: /*#__PURE__*/ z.union([/*#__PURE__*/ z.string().max(200), /*#__PURE__*/ z.number()]).optional(),
  type: /*#__PURE__*/ z.coerce.number().int().min(1).max(3),
  problemContent: /*#__PURE__*/ z.string().trim().max(500, '消息不能超过500个字符').default(''),
});
export type CustomerAddBody = z.input<typeof customerAddBody>;

/** The page URL a JS-SDK signature is for: http(s) only; the server signs it without its `#…` part (WeChat's rule). */
export const wechatSignatureQuery = /*#__PURE__*/ z.queryObject({
  url: /*#__PURE__*/ z.string().trim().max(2048, '链接过长').regex(/^https?:\/\/[^\s]+$/i, '链接格式不正确'),
});
export type WechatSignatureQuery = z.input<typeof wechatSignatureQuery>;

export const shareScoreQuery = /*#__PURE__*/ z.queryObject({
  deviceCode: /*#__PURE__*/ z.string().trim().max(64).optional(),
  shareType: /*#__PURE__*/ z.coerce.number().int().min(0).max(99).optional(),
  inviteSignStr: /*#__PURE__*/ z.string().trim().max(64).optional(),
  /** The share's public id: a random number up to 2^53 (not a row id), so results cannot be enumerated. */
  practiceListId: /*#__PURE__*/ z.coerce.number({ error: '分享内容不存在' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type ShareScoreQuery = z.input<typeof shareScoreQuery>;

/** 我的订单 page size (the phone loads more as the list scrolls). */
export const MY_ORDERS_PAGE_SIZE = 10;
export const myOrdersQuery = /*#__PURE__*/ pageQuery.extend({
  pageSize: /*#__PURE__*/ z.coerce.number().int().min(1).max(50).default(MY_ORDERS_PAGE_SIZE),
});
export type MyOrdersQuery = z.input<typeof myOrdersQuery>;

// ---------- outputs ----------

/** One of the caller's orders (我的订单, issue 18). */
export interface MyOrder {
  orderNo: string;
  productInfoId: number;
  /** The product's skill: the goods page's `id` (去支付 on a pending order). */
  skillId: number;
  productName: string;
  /** PayScope: 0 the single skill, 1 all skills. */
  all: number;
  /** Yuan, as the back office shows it. */
  amount: number;
  /** OrderStatus. */
  status: number;
  /** 待支付 / 已支付 / 已取消 / 已退款 (the back office's ORDER_STATUS_LABELS). */
  statusLabel: string;
  createTime: string;
  payTime: string | null;
  refundTime: string | null;
}

export interface BatchInfo {
  marketPrice: number;
  preferentialPrice: number;
}
export interface ProductInfo {
  id: number;
  skillId: number;
  name: string;
  skillExchangeIntegral: number;
  iconUrl: string;
  /** Comma-separated image URLs for the carousel. */
  introduceUrls: string;
  introduce: string;
  marketPrice: number;
  preferentialPrice: number;
  /** All-skills prices; null when the product cannot be bought as part of all skills. */
  batchInfo: BatchInfo | null;
  /** 1 全部技能, 2 全部实践技能: the label of the spec sheet's all-skills item. */
  skillType: number;
  /** Whether the goods page shows the 限时折扣 tag (set in the back office; absent = shown). */
  discountTag?: boolean;
}

export interface InviteCheck {
  valid: boolean;
}

export interface RepoCategory {
  repoType: number;
  label: string;
}
export interface RepoDetail {
  repoTitle: string;
  /** Rich text; clients sanitise. */
  content: string;
}
export interface KnowledgeItem {
  id: number;
  title: string;
  type: number;
  videoUrl: string;
  introduction: string;
  rxName: string;
  insured: string;
  otherName: string;
  repoCategories: RepoCategory[];
  repoDetails: RepoDetail[];
}

export interface ChatDirectory {
  id: number;
  directoryName: string;
  identify: string;
  type: number;
}
export interface ProblemManage {
  id: number;
  pid: number;
  problem: string;
  answer: string;
}
export interface ChatRecord {
  id: number;
  createTime: string;
  identify: string;
  type: number;
  /** The chosen question's text (type 1). */
  problem: string;
  /** What the user wrote (type 2). */
  problemContent: string;
  answer: string;
  /** Questions suggested as the answer (free text matched by keyword). */
  problemManageVos: ProblemManage[];
  /** The question chosen (type 1). */
  problemManageVo: ProblemManage | null;
}

export interface ShareScoreDetail {
  practiceListId: number;
  userName: string;
  avatar: string;
  paperName: string;
  score: number;
  totalScore: number;
  questionNum: number;
  rightNum: number;
  wrongNum: number;
  /** Seconds spent. */
  useTime: number;
  finishTime: string;
}

/**
 * Whether the landing pages may use WeChat's open-app tag: `ready` with a signed config; `notConfigured` when the
 * server has no WeChat credentials (dev); `unavailable` when the ticket could not be fetched. Pages keep the
 * open-in-browser mask unless `ready`.
 */
/**
 * WeChat's JS-SDK (1.6.0 is the first with open tags such as `wx-open-launch-app`). The landing pages load it inside
 * WeChat; api-server's Content-Security-Policy allows this one origin for the landing pages only.
 */
export const WECHAT_JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

export const WechatSdkStatus = { READY: 'ready', NOT_CONFIGURED: 'notConfigured', UNAVAILABLE: 'unavailable' } as const;
export interface WechatJsSdkReady {
  status: typeof WechatSdkStatus.READY;
  /** The official account's app id (`wx.config` appId). */
  appId: string;
  /** Seconds since the epoch, as signed. */
  timestamp: number;
  nonceStr: string;
  /** SHA-1 hex of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`. */
  signature: string;
  /** The mobile app's id on the WeChat open platform (`wx-open-launch-app` appid). */
  launchAppId: string;
}
export type WechatJsSdkSignature =
  | WechatJsSdkReady
  | { status: typeof WechatSdkStatus.NOT_CONFIGURED | typeof WechatSdkStatus.UNAVAILABLE; msg: string };
