/**
 * MSW handlers and data builders for the commerce calls (exported through `@medteach/api-client/testing`).
 *
 *   setupMswServer(...commerceHandlers({ product: buildProduct({ batchInfo: null }) }));
 *
 * The history handler answers `history` in pages newest first, like the server; `customerAdd` answers like it too.
 */
import { http, HttpResponse } from 'msw';
import {
  CHAT_PAGE_SIZE,
  CustomerMessageType,
  commercePaths,
  serviceDeskPaths,
  systemPaths,
  type Agreement,
  type ChatDirectory,
  type ChatRecord,
  type KnowledgeItem,
  type ProblemManage,
  type ProductInfo,
  type ShareScoreDetail,
  type WechatJsSdkReady,
  type WechatJsSdkSignature,
  WechatSdkStatus,
} from '@medteach/contract';
import { apiPath, ok, table } from '../core/testing';

export const buildProduct = (over: Partial<ProductInfo> = {}): ProductInfo => ({
  id: 1,
  skillId: 1,
  name: '临床思维能力训练',
  skillExchangeIntegral: 1200,
  iconUrl: '/file/commerce/clinical-1.svg',
  introduceUrls: '/file/commerce/clinical-1.svg,/file/commerce/clinical-2.svg,/file/commerce/clinical-3.svg',
  introduce: '覆盖常见病例的临床思维训练。',
  marketPrice: 199,
  preferentialPrice: 99,
  batchInfo: { marketPrice: 399, preferentialPrice: 168 },
  skillType: 1,
  ...over,
});

export const buildKnowledge = (over: Partial<KnowledgeItem> = {}): KnowledgeItem => ({
  id: 2,
  title: '急性阑尾炎',
  type: 4,
  videoUrl: '',
  introduction: '阑尾的急性炎症。',
  rxName: '',
  insured: '',
  otherName: '盲肠炎',
  repoCategories: [
    { repoType: 7, label: '腹部' },
    { repoType: 8, label: '普通外科' },
  ],
  repoDetails: [{ repoTitle: '临床表现', content: '<p>转移性右下腹痛。</p>' }],
  ...over,
});

export const buildAgreement = (over: Partial<Agreement> = {}): Agreement => ({
  id: 1,
  category: 1,
  port: 1,
  application: 1,
  title: '用户服务协议',
  content: '<h2>用户服务协议</h2><p>欢迎使用本平台。</p>',
  updateTime: '2026-01-01 08:00:00',
  ...over,
});

export const buildShareScore = (over: Partial<ShareScoreDetail> = {}): ShareScoreDetail => ({
  practiceListId: 1,
  userName: '学生01',
  avatar: '',
  paperName: '临床思维能力模拟测试（一）',
  score: 86,
  totalScore: 100,
  questionNum: 50,
  rightNum: 43,
  wrongNum: 7,
  useTime: 2710,
  finishTime: '2026-01-06 10:32:00',
  ...over,
});

export const buildWechatSignature = (over: Partial<WechatJsSdkReady> = {}): WechatJsSdkReady => ({
  status: WechatSdkStatus.READY,
  appId: 'wx0123456789abcdef',
  timestamp: 1414587457,
  nonceStr: 'Wm3WZYTPz0wzccnW',
  signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
  launchAppId: 'wxOpenApp01',
  ...over,
});
export const buildWechatNotConfigured = (): WechatJsSdkSignature => ({ status: WechatSdkStatus.NOT_CONFIGURED, msg: '未配置微信公众号' });

export const buildDirectories = (): ChatDirectory[] => [
  { id: 1, directoryName: '账号与登录', identify: 'YCSY', type: 1 },
  { id: 2, directoryName: '购买与支付', identify: 'YCSY', type: 1 },
];
export const buildProblems = (): ProblemManage[] => [
  { id: 1, pid: 1, problem: '忘记密码怎么办？', answer: '请在登录页选择验证码登录。' },
  { id: 2, pid: 1, problem: '如何更换绑定手机号？', answer: '请联系学校管理员。' },
  { id: 3, pid: 2, problem: '购买后多久可以使用？', answer: '支付成功后立即解锁。' },
];

/** `n` history records, ids 1…n, one minute apart (oldest first). */
export function buildHistory(n: number): ChatRecord[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    createTime: `2026-01-05 09:${String(i).padStart(2, '0')}:00`,
    identify: 'YCSY',
    type: CustomerMessageType.QUESTION,
    problem: `历史问题${i + 1}`,
    problemContent: '',
    answer: `历史回答${i + 1}`,
    problemManageVos: [],
    problemManageVo: { id: 1, pid: 1, problem: `历史问题${i + 1}`, answer: `历史回答${i + 1}` },
  }));
}

type Source<T> = T | (() => T);
const read = <T>(s: Source<T>): T => (typeof s === 'function' ? (s as () => T)() : s);

export interface CommerceHandlerOptions {
  product?: Source<ProductInfo>;
  /** HTML the pay page answers (default: a form posting to the sandbox). */
  payPage?: string;
  knowledge?: Source<KnowledgeItem>;
  agreement?: Source<Agreement | null>;
  validInvites?: string[];
  shareScore?: Source<ShareScoreDetail>;
  directories?: ChatDirectory[];
  problems?: ProblemManage[];
  /** WeChat JS-SDK signature answer (default: not configured, as in dev). */
  wechatSignature?: Source<WechatJsSdkSignature>;
  /** Initial chat history (oldest first). */
  history?: ChatRecord[];
  /** What agents write once the user taps 转人工 (the long-poll answers them after the transfer). */
  agentReplies?: ChatRecord[];
  onRequest?: (path: string, url: URL, body?: unknown) => void;
}

export function commerceHandlers(o: CommerceHandlerOptions = {}) {
  const history = [...(o.history ?? [])];
  const problems = o.problems ?? buildProblems();
  const seen = (path: string, request: Request, body?: unknown) => o.onRequest?.(path, new URL(request.url), body);
  let transferred = false;
  return [
    http.get(apiPath(commercePaths.productBySkillId), ({ request }) => {
      seen(commercePaths.productBySkillId, request);
      return HttpResponse.json(ok(read(o.product ?? buildProduct())));
    }),
    http.get(apiPath(`${commercePaths.productById}/:id`), () => HttpResponse.json(ok(read(o.product ?? buildProduct())))),
    http.get(apiPath(commercePaths.payPage), ({ request }) => {
      seen(commercePaths.payPage, request);
      return HttpResponse.json(ok(o.payPage ?? '<form name="paysubmit" action="/api/base/product/order/sandbox" method="POST"><input type="hidden" name="orderNo" value="ORDER12345"/></form>'));
    }),
    http.get(apiPath(`${commercePaths.knowledge}/:id`), () => HttpResponse.json(ok(read(o.knowledge ?? buildKnowledge())))),
    http.get(apiPath(systemPaths.agreementLatest), ({ request }) => {
      seen(systemPaths.agreementLatest, request);
      return HttpResponse.json(ok(read(o.agreement === undefined ? buildAgreement() : o.agreement)));
    }),
    http.get(apiPath(`${commercePaths.inviteCheck}/:id`), ({ params }) =>
      HttpResponse.json(ok({ valid: (o.validInvites ?? ['YC2026']).includes(String(params.id)) })),
    ),
    http.post(apiPath(commercePaths.integralOpenH5), async ({ request }) => {
      seen(commercePaths.integralOpenH5, request, await request.json());
      return HttpResponse.json(ok({ recorded: true }));
    }),
    http.get(apiPath(commercePaths.shareScoreDetail), ({ request }) => {
      seen(commercePaths.shareScoreDetail, request);
      return HttpResponse.json(ok(read(o.shareScore ?? buildShareScore())));
    }),
    http.get(apiPath(commercePaths.wechatJsSdkSignature), ({ request }) => {
      seen(commercePaths.wechatJsSdkSignature, request);
      return HttpResponse.json(ok(read(o.wechatSignature ?? buildWechatNotConfigured())));
    }),
    http.get(apiPath(commercePaths.directoryList), () => HttpResponse.json(ok(o.directories ?? buildDirectories()))),
    http.get(apiPath(commercePaths.problemList), ({ request }) => {
      const pid = Number(new URL(request.url).searchParams.get('pid'));
      return HttpResponse.json(ok(problems.filter((p) => p.pid === pid)));
    }),
    http.get(apiPath(commercePaths.customerList), ({ request }) => {
      const url = new URL(request.url);
      seen(commercePaths.customerList, request);
      const pageNum = Number(url.searchParams.get('pageNum') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? CHAT_PAGE_SIZE);
      const newestFirst = [...history].reverse();
      return HttpResponse.json(table(newestFirst.slice((pageNum - 1) * pageSize, pageNum * pageSize), history.length));
    }),
    http.get(apiPath(serviceDeskPaths.replies), ({ request }) => {
      const afterId = new URL(request.url).searchParams.get('afterId');
      const rows = transferred && afterId !== null ? (o.agentReplies ?? []).filter((r) => r.id > Number(afterId)) : [];
      return HttpResponse.json(ok({ cursor: rows.at(-1)?.id ?? Number(afterId ?? 0), rows, open: transferred }));
    }),
    http.post(apiPath(commercePaths.customerAdd), async ({ request }) => {
      const body = (await request.json()) as { type: number; problemIds?: string; problemContent?: string; identify: string };
      seen(commercePaths.customerAdd, request, body);
      if (body.type === CustomerMessageType.HUMAN) transferred = true;
      const chosen = problems.find((p) => String(p.id) === String(body.problemIds)) ?? null;
      const record: ChatRecord = {
        id: 1000 + history.length,
        createTime: '2026-02-01 10:00:00',
        identify: body.identify,
        type: body.type,
        problem: chosen?.problem ?? '',
        problemContent: body.problemContent ?? '',
        answer: body.type === CustomerMessageType.HUMAN ? '已为您转接人工客服，请稍候。' : (chosen?.answer ?? ''),
        problemManageVos: [],
        problemManageVo: chosen,
      };
      return HttpResponse.json(ok(record));
    }),
  ];
}
