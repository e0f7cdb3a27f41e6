/**
 * Demo commerce data: two skills whose question-bank categories are locked (skill ids 1 and 2, productInfoId 1
 * and 2; one with all-skills prices, one without) and a practice skill (3) to show 全部实践技能.
 */
import { KnowledgeType, RepoType, SkillType } from '@medteach/contract';
import { commerceFileUrl, KNOWLEDGE_VIDEO } from './demo-images';

export interface SeedProduct {
  id: number;
  skillId: number;
  name: string;
  integral: number;
  introduce: string;
  images: string[];
  market: number;
  preferential: number;
  batch: { market: number; preferential: number } | null;
  skillType: number;
}

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    id: 1,
    skillId: 1,
    name: '临床思维能力训练',
    integral: 1200,
    introduce: '覆盖内科、外科、妇产科、儿科常见病例，按临床思维路径逐步训练问诊、查体、诊断与治疗决策。',
    images: ['clinical-1.svg', 'clinical-2.svg', 'clinical-3.svg'],
    market: 19900,
    preferential: 9900,
    batch: { market: 39900, preferential: 16800 },
    skillType: SkillType.THEORY,
  },
  {
    id: 2,
    skillId: 2,
    name: '口腔临床思辨能力训练',
    integral: 1000,
    introduce: '口腔内科、颌面外科、修复与正畸典型病例，训练检查、诊断与治疗方案的思辨过程。',
    images: ['oral-1.svg', 'oral-2.svg'],
    market: 15900,
    preferential: 8800,
    batch: null,
    skillType: SkillType.THEORY,
  },
  {
    id: 3,
    skillId: 3,
    name: '临床实践技能操作',
    integral: 800,
    introduce: '心肺复苏、穿刺、换药等实践技能操作视频与评分要点。',
    images: ['practice-1.svg', 'practice-2.svg'],
    market: 12900,
    preferential: 6600,
    batch: { market: 25800, preferential: 12800 },
    skillType: SkillType.PRACTICE,
  },
];

export const imageUrls = (p: SeedProduct) => p.images.map(commerceFileUrl);

/** Invite channels: one valid, one disabled, one expired. */
export const SEED_CHANNELS = [
  { inviteSign: 'YC2026', name: '校园推广', status: '0', expire: null },
  { inviteSign: 'STOPPED1', name: '已停用渠道', status: '1', expire: null },
  { inviteSign: 'OLD2020', name: '过期渠道', status: '0', expire: '2020-12-31 23:59:59' },
];

export interface SeedKnowledge {
  id: number;
  title: string;
  type: number;
  videoUrl?: string;
  introduction: string;
  rxName?: string;
  insured?: string;
  otherName?: string;
  categories?: { repoType: number; label: string }[];
  details: { repoTitle: string; content: string }[];
}

export const SEED_KNOWLEDGE: SeedKnowledge[] = [
  {
    id: 1,
    title: '阿莫西林胶囊',
    type: KnowledgeType.PRESCRIPTION,
    introduction: '青霉素类抗生素，用于敏感菌所致的呼吸道、泌尿道及皮肤软组织感染。',
    rxName: '处方药',
    insured: '甲类',
    otherName: '羟氨苄青霉素',
    details: [
      { repoTitle: '用法用量', content: '<p>成人一次0.5g，每6～8小时1次，一日剂量不超过4g。</p>' },
      { repoTitle: '禁忌', content: '<p>青霉素过敏及青霉素皮肤试验阳性患者禁用。</p>' },
    ],
  },
  {
    id: 2,
    title: '急性阑尾炎',
    type: KnowledgeType.DISEASE,
    introduction: '阑尾的急性炎症，是最常见的外科急腹症之一。',
    otherName: '盲肠炎',
    categories: [
      { repoType: RepoType.ONSET_SITE, label: '腹部' },
      { repoType: RepoType.DEPARTMENT, label: '普通外科' },
    ],
    details: [
      { repoTitle: '临床表现', content: '<p>转移性右下腹痛，麦氏点压痛、反跳痛。</p>' },
      { repoTitle: '治疗', content: '<p>一经确诊，原则上早期手术治疗。</p>' },
    ],
  },
  {
    id: 3,
    title: '胸痛',
    type: KnowledgeType.SYMPTOM,
    introduction: '胸部的疼痛感，可由胸壁、心血管、呼吸及消化系统疾病引起。',
    categories: [
      { repoType: RepoType.ONSET_SITE, label: '胸部' },
      { repoType: RepoType.DEPARTMENT, label: '心血管内科' },
    ],
    details: [{ repoTitle: '常见病因', content: '<p>心绞痛、心肌梗死、主动脉夹层、肺栓塞、气胸等。</p>' }],
  },
  {
    id: 4,
    title: '心脏听诊操作',
    type: KnowledgeType.VIDEO,
    videoUrl: commerceFileUrl(KNOWLEDGE_VIDEO),
    introduction: '心脏听诊的顺序与要点演示。',
    details: [{ repoTitle: '操作要点', content: '<p>按二尖瓣区、肺动脉瓣区、主动脉瓣区、主动脉瓣第二听诊区、三尖瓣区的顺序听诊。</p>' }],
  },
  {
    id: 5,
    title: '医学伦理基本原则',
    type: KnowledgeType.CONTENT,
    introduction: '',
    details: [{ repoTitle: '四项基本原则', content: '<p>尊重原则、不伤害原则、有利原则、公正原则。</p>' }],
  },
];

/** Customer-service identify of the learner app; LCXLY is the line whose chat hides 转人工. */
export const CHAT_IDENTIFY = 'YCSY';
export const SEED_DIRECTORIES = [
  { id: 1, identify: CHAT_IDENTIFY, name: '账号与登录', sort: 1 },
  { id: 2, identify: CHAT_IDENTIFY, name: '购买与支付', sort: 2 },
  { id: 3, identify: CHAT_IDENTIFY, name: '题库使用', sort: 3 },
  { id: 4, identify: 'LCXLY', name: '课程咨询', sort: 1 },
];
export const SEED_PROBLEMS = [
  { id: 1, pid: 1, problem: '忘记密码怎么办？', answer: '请在登录页选择验证码登录，登录后在个人中心修改密码。' },
  { id: 2, pid: 1, problem: '如何更换绑定手机号？', answer: '请联系学校管理员在后台修改手机号。' },
  { id: 3, pid: 2, problem: '购买后多久可以使用？', answer: '支付成功后立即解锁，返回题库即可使用全部试题。' },
  { id: 4, pid: 2, problem: '支付失败会重复扣款吗？', answer: '同一订单只会扣款一次，未成功的订单不会扣款。' },
  { id: 5, pid: 3, problem: '为什么只能做5道题？', answer: '未解锁的题库可免费练习前5道题，解锁后开放全部试题。' },
  { id: 6, pid: 4, problem: '课程有效期多久？', answer: '课程自开通之日起一年内有效。' },
];

/** Earlier chat history of student01 (user 101), spread over past days so pull-down paging has three pages. */
export const SEED_HISTORY_USER_ID = 101;
export const SEED_HISTORY_COUNT = 23;
