import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QuestionListType,
  QuestionType,
  questionAdminPaths as admin,
  questionBankPaths as phone,
  type BankQuestion,
  type CategoryAdminRow,
  type CategoryTreeNode,
  type QuestionAdminDetail,
  type QuestionBody,
} from '@medteach/contract';
import { foreignMarkup, STORABLE_XSS_PAYLOADS } from '../../../test/support/xss-payloads';
import { sanitizeRichText } from '../../core/rich-text';
import { testServer } from '../../test-helpers';
import { ADMIN_ID, STUDENT_A } from './test-engine';

const CLINICAL = 1;
const FREE_LEAF = '新生儿与儿童保健'; // 儿科学: no skill

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
let headers: { admin: Record<string, string>; student: Record<string, string> };
beforeAll(async () => {
  s = await testServer();
  const bearer = async (userId: number) => ({ authorization: `Bearer ${(await s.ctx.tokens.issue(userId)).token}` });
  headers = { admin: await bearer(ADMIN_ID), student: await bearer(STUDENT_A) };
});
afterAll(() => s.close());

type Who = keyof typeof headers;
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who: Who = 'admin') => {
  const res = await s.app.inject({ method, url: `/api${url}`, headers: headers[who], ...(payload === undefined ? {} : { payload: payload as object }) });
  return res.json();
};
const leafId = async (name: string) => (await s.ctx.db.selectFrom('qb_category').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const rowCount = async (table: 'qb_question' | 'qb_question_record') => (await s.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
/** The phone's topic practice of a leaf, as a student. */
const topic = async (categoryId: number) =>
  (await call('POST', phone.getQuestions, { categoryIds: [categoryId], type: QuestionListType.TOPIC, majorType: CLINICAL }, 'student')).data as BankQuestion[];

const base = (categoryId: number, over: Partial<QuestionBody>): Partial<QuestionBody> => ({ categoryId, content: '题干', options: [], answer: '', analysis: '', fileUrl: '', ...over });

/** One question of each of the nine types. */
const nineTypes = (categoryId: number): Partial<QuestionBody>[] => [
  base(categoryId, { type: QuestionType.A1, content: '后台A1题', options: ['甲', '乙', '丙', '丁', '戊'], answer: 'c' }),
  base(categoryId, { type: QuestionType.A2, content: '后台A2病例', options: ['甲', '乙', '丙'], answer: 'A' }),
  base(categoryId, {
    type: QuestionType.A3,
    content: '后台A3共用题干',
    children: [
      { content: 'A3子题一', options: ['甲', '乙'], answer: 'B', analysis: '', fileUrl: '' },
      { content: 'A3子题二', options: ['甲', '乙'], answer: 'A', analysis: '', fileUrl: '' },
    ],
  }),
  base(categoryId, { type: QuestionType.A4, content: '后台A4共用题干', children: [{ content: 'A4子题', options: ['甲', '乙', '丙'], answer: 'C', analysis: '', fileUrl: '' }] }),
  base(categoryId, {
    type: QuestionType.B,
    content: '',
    options: ['心尖部', '胸骨左缘', '剑突下'],
    children: [
      { content: 'B子题一', options: [], answer: 'A', analysis: '', fileUrl: '' },
      { content: 'B子题二', options: [], answer: 'C', analysis: '', fileUrl: '' },
    ],
  }),
  base(categoryId, { type: QuestionType.X, content: '后台X题', options: ['甲', '乙', '丙', '丁'], answer: 'D,a, B' }),
  base(categoryId, { type: QuestionType.JUDGE, content: '后台判断题', answer: 'B' }),
  base(categoryId, { type: QuestionType.FILL, content: '后台填空＿＿和＿＿', answer: '模式识别[|]模式识别法[$]心尖部' }),
  base(categoryId, { type: QuestionType.ESSAY, content: '后台问答题', answer: '参考答案' }),
];

describe('试题管理 (issue 16 back office)', () => {
  it('creates all nine types; the phone gets them as stored, groups with their children', async () => {
    const categoryId = await leafId(FREE_LEAF);
    const ids: number[] = [];
    for (const body of nineTypes(categoryId)) {
      const res = await call('POST', admin.question, body);
      expect(res).toMatchObject({ code: 200 });
      ids.push(res.data.questionId);
    }
    const detail = async (id: number) => (await call('GET', `${admin.question}/${id}`)).data as QuestionAdminDetail;
    expect(await detail(ids[0])).toMatchObject({ type: QuestionType.A1, answer: 'C', options: ['甲', '乙', '丙', '丁', '戊'] });
    expect((await detail(ids[4])).children.map((c) => c.options)).toEqual([['心尖部', '胸骨左缘', '剑突下'], ['心尖部', '胸骨左缘', '剑突下']]);
    expect((await detail(ids[5])).answer).toBe('A,B,D');
    expect((await detail(ids[6])).options).toEqual(['正确', '错误']);
    expect((await detail(ids[7])).answer).toBe('模式识别[|]模式识别法[$]心尖部');

    const items = await topic(categoryId);
    const a3 = items.find((q) => q.id === ids[2])!;
    expect(a3.childedList.map((c) => [c.content, c.publicContent, c.correct])).toEqual([
      ['A3子题一', '后台A3共用题干', 'B'],
      ['A3子题二', '后台A3共用题干', 'A'],
    ]);
    const fill = items.find((q) => q.id === ids[7])!;
    expect(fill.blanksList).toEqual(['模式识别[|]模式识别法', '心尖部']);
    // New questions go to the end of their category.
    expect(items.map((q) => q.id).slice(-9)).toEqual(ids);
  });

  it('refuses a bad question with a clear message and stores nothing', async () => {
    const categoryId = await leafId(FREE_LEAF);
    const before = await rowCount('qb_question');
    const refuse = async (body: Partial<QuestionBody>, msg: string) => expect(await call('POST', admin.question, body)).toEqual({ code: 400, msg });
    await refuse(base(categoryId, { type: QuestionType.A1, options: ['甲', '乙'], answer: 'E' }), '答案必须是已有选项的字母');
    await refuse(base(categoryId, { type: QuestionType.A1, options: ['甲', '乙'], answer: 'A,B' }), '该题型只能有一个答案');
    await refuse(base(categoryId, { type: QuestionType.A1, options: ['甲'], answer: 'A' }), '至少需要2个选项');
    await refuse(base(categoryId, { type: QuestionType.FILL, answer: '甲[$] ' }), '每个空都需要答案');
    await refuse(base(categoryId, { type: QuestionType.A3, children: [] }), '该题型至少需要一道子题');
    await refuse(base(categoryId, { type: QuestionType.ESSAY, answer: '答', children: [{ content: '子', options: [], answer: '', analysis: '', fileUrl: '' }] }), '只有A3、A4、B型题可以有子题');
    await refuse(base(categoryId, { type: QuestionType.A3, children: [{ content: '子', options: ['甲', '乙'], answer: 'Z', analysis: '', fileUrl: '' }] }), '第1道子题：答案必须是已有选项的字母');
    const chapter = (await s.ctx.db.selectFrom('qb_category').select('id').where('parent_id', '=', 0).executeTakeFirstOrThrow()).id;
    await refuse(base(chapter, { type: QuestionType.ESSAY, answer: '答' }), '试题只能放在二级分类下');
    await refuse(base(categoryId, { type: QuestionType.ESSAY, answer: '答', knowledgeId: 999_999 }), '所选知识点不存在');
    await refuse(base(categoryId, { type: QuestionType.ESSAY, answer: '答', fileUrl: 'javascript:alert(1)' }), '附件地址不正确');
    expect(await rowCount('qb_question')).toBe(before);
  });

  it('sanitises the analysis; an edit shows on the phone at once, with the knowledge link the 知识点 entry opens', async () => {
    const categoryId = await leafId(FREE_LEAF);
    const knowledge = await s.ctx.db.selectFrom('knowledge_item').select('id').orderBy('id').executeTakeFirstOrThrow();
    const body = base(categoryId, { type: QuestionType.A1, content: '解析测试题', options: ['甲', '乙'], answer: 'A', analysis: '<p>旧解析<script>alert(1)</script><img src=x onerror=alert(1)></p>' });
    const { questionId } = (await call('POST', admin.question, body)).data;
    const stored = (await call('GET', `${admin.question}/${questionId}`)).data as QuestionAdminDetail;
    expect(stored.analysis).toBe('<p>旧解析<img src="x" /></p>');
    expect((await topic(categoryId)).find((q) => q.id === questionId)).toMatchObject({ analysis: '<p>旧解析<img src="x" /></p>', knowledgeId: null });

    expect((await call('PUT', admin.question, { ...body, questionId, analysis: '<p>新解析</p>', knowledgeId: knowledge.id })).code).toBe(200);
    expect((await topic(categoryId)).find((q) => q.id === questionId)).toMatchObject({ analysis: '<p>新解析</p>', knowledgeId: knowledge.id });
    expect((await call('GET', `${phone.questionOne}/${questionId}`, undefined, 'student')).data).toMatchObject({ knowledgeId: knowledge.id });
  });

  it('stores every known filter-evasion payload in stems, options and analyses with nothing executable left', async () => {
    const categoryId = await leafId(FREE_LEAF);
    for (let from = 0; from < STORABLE_XSS_PAYLOADS.length; from += 50) {
      const payloads = STORABLE_XSS_PAYLOADS.slice(from, from + 50);
      const children = payloads.map((payload, i) => ({ content: `<p>语料${from + i}</p>${payload}`, options: [`<p>甲</p>${payload}`, '乙'], answer: 'A', analysis: payload, fileUrl: '' }));
      const created = await call('POST', admin.question, base(categoryId, { type: QuestionType.A3, content: `<p>语料组${from}</p>${payloads[0]}`, children }));
      expect(created).toMatchObject({ code: 200 });
      const stored = (await call('GET', `${admin.question}/${created.data.questionId}`)).data as QuestionAdminDetail;
      expect(stored.children).toHaveLength(payloads.length);
      stored.children.forEach((child, i) => {
        expect(child.content).toBe(sanitizeRichText(children[i].content));
        expect(child.options[0]).toBe(sanitizeRichText(children[i].options[0]));
        expect(child.analysis).toBe(sanitizeRichText(payloads[i]));
        expect([child.content, ...child.options, child.analysis].flatMap(foreignMarkup)).toEqual([]);
      });
      expect(foreignMarkup(stored.content)).toEqual([]);
    }
  });

  it('grades the next answer against an edited key (the answer call keeps no stale copy)', async () => {
    const categoryId = await leafId(FREE_LEAF);
    const body = base(categoryId, { type: QuestionType.A1, content: '改答案题', options: ['甲', '乙'], answer: 'A' });
    const { questionId } = (await call('POST', admin.question, body)).data;
    const answer = async () => (await call('POST', phone.answerAdd, { questionId, categoryId, majorType: CLINICAL, result: 'B' }, 'student')).data;
    expect(await answer()).toMatchObject({ isRight: 0 });
    await call('PUT', admin.question, { ...body, questionId, answer: 'B' });
    expect(await answer()).toMatchObject({ isRight: 1 });
  });

  it('lists with search by stem, type, category and media, paged', async () => {
    const categoryId = await leafId(FREE_LEAF);
    await call('POST', admin.question, base(categoryId, { type: QuestionType.ESSAY, content: '<p>带图片的独特题干</p>', answer: '答', fileUrl: '/file/qb-x.png' }));
    const list = async (query: string) => (await call('GET', `${admin.questionList}?${query}`)) as { total: number; rows: { content: string; hasMedia: boolean; type: number }[] };
    const found = await list(`content=${encodeURIComponent('独特题干')}`);
    expect(found.total).toBe(1);
    expect(found.rows[0]).toMatchObject({ content: '带图片的独特题干', hasMedia: true, type: QuestionType.ESSAY });
    // A group matches through a child's stem.
    expect((await list(`content=${encodeURIComponent('A3子题二')}`)).rows.map((r) => r.content)).toEqual(['后台A3共用题干']);
    const withMedia = await list(`hasMedia=true&categoryId=${categoryId}&pageSize=500`);
    expect(withMedia.rows.every((r) => r.hasMedia)).toBe(true);
    const judge = await list(`type=${QuestionType.JUDGE}&pageNum=1&pageSize=2`);
    expect(judge.rows.length).toBeLessThanOrEqual(2);
    expect(judge.rows.every((r) => r.type === QuestionType.JUDGE)).toBe(true);
    expect(judge.total).toBeGreaterThan(2);
    expect((await call('GET', `${admin.questionList}?type=99`)).code).toBe(400);
  });

  it('moves questions with their children and records to another category; positions close up', async () => {
    const from = await leafId(FREE_LEAF);
    const other = s.ctx.db.selectFrom('qb_category').select('id').where('parent_id', '<>', 0).where('skill_id', 'is', null).where('major_type', '=', CLINICAL);
    const to = (await other.where('id', '<>', from).executeTakeFirstOrThrow()).id;
    const group = (await call('POST', admin.question, base(from, { type: QuestionType.A4, content: '要移动的组', children: [{ content: '组内子题', options: ['甲', '乙'], answer: 'A', analysis: '', fileUrl: '' }] }))).data.questionId;
    const child = (await call('GET', `${admin.question}/${group}`)).data.children[0].questionId;
    await call('POST', phone.answerAdd, { questionId: child, categoryId: from, majorType: CLINICAL, result: 'A' }, 'student');
    const first = (await topic(from))[0].id;

    expect(await call('PUT', admin.questionMove, { ids: [first, group], categoryId: to })).toMatchObject({ code: 200, data: { moved: 2 } });
    const left = await topic(from);
    expect(left.map((q) => q.sort)).toEqual(left.map((_, i) => i + 1));
    const arrived = (await topic(to)).slice(-2);
    expect(arrived.map((q) => q.id)).toEqual([first, group]);
    const record = await s.ctx.db.selectFrom('qb_question_record').select('category_id').where('question_id', '=', child).executeTakeFirstOrThrow();
    expect(record.category_id).toBe(to);
  });

  it('shows what a delete removes, then deletes the questions with their records', async () => {
    const categoryId = await leafId(FREE_LEAF);
    const { questionId } = (await call('POST', admin.question, base(categoryId, { type: QuestionType.A1, content: '要删除的题', options: ['甲', '乙'], answer: 'A' }))).data;
    await call('POST', phone.answerAdd, { questionId, categoryId, majorType: CLINICAL, result: 'A' }, 'student');
    expect((await call('GET', `${admin.questionDeleteImpact}/${questionId}`)).data).toEqual({ questions: 1, records: 1 });
    const records = await rowCount('qb_question_record');
    expect((await call('DELETE', `${admin.question}/${questionId}`)).code).toBe(200);
    expect(await rowCount('qb_question_record')).toBe(records - 1);
    expect((await call('GET', `${admin.question}/${questionId}`)).code).toBe(404);
  });

  it('previews a saved question and a draft exactly as the phone receives them', async () => {
    const categoryId = await leafId(FREE_LEAF);
    const draft = nineTypes(categoryId)[4];
    const preview = (await call('POST', admin.questionPreview, draft)).data as BankQuestion[];
    expect(preview[0].childedList.map((c) => c.selectList.map((o) => o.name))).toEqual([['心尖部', '胸骨左缘', '剑突下'], ['心尖部', '胸骨左缘', '剑突下']]);
    const { questionId } = (await call('POST', admin.question, draft)).data;
    const saved = (await call('GET', `${admin.questionPreview}/${questionId}`)).data as BankQuestion[];
    const onPhone = (await topic(categoryId)).find((q) => q.id === questionId)!;
    expect(saved[0]).toEqual({ ...onPhone, childedList: onPhone.childedList.map((c) => ({ ...c })) });
  });
});

describe('分类管理 and 题库管理', () => {
  it('adds a locked category a product unlocks; the phone shows it locked; a category with questions is not deleted', async () => {
    const product = await s.ctx.db.selectFrom('product_info').select(['id', 'skill_id']).orderBy('id').executeTakeFirstOrThrow();
    const top = (await call('POST', admin.category, { majorType: CLINICAL, categoryName: '后台新章', locked: true, productInfoId: product.id, isDemo: 1 })).data.categoryId;
    const leaf = (await call('POST', admin.category, { majorType: CLINICAL, parentId: top, categoryName: '后台新节', locked: true, productInfoId: product.id })).data.categoryId;
    const rows = (await call('GET', `${admin.categoryList}?majorType=${CLINICAL}`)).data as CategoryAdminRow[];
    expect(rows.find((r) => r.categoryId === leaf)).toMatchObject({ parentId: top, locked: true, skillId: product.skill_id, productInfoId: product.id });

    const bank = (await call('POST', admin.studyBank, { studyBankName: '后台新题库', majorType: CLINICAL, categoryIds: [top] })).data.studyBankId;
    const tree = (await call('GET', `${phone.categoryTree}?majorType=${CLINICAL}&studyBankId=${bank}`, undefined, 'student')).data[0].children as CategoryTreeNode[];
    expect(tree.map((n) => [n.label, n.isUnlock, n.isDemo, n.children.map((c) => c.label)])).toEqual([['后台新章', false, true, ['后台新节']]]);

    expect(await call('POST', admin.category, { majorType: CLINICAL, parentId: leaf, categoryName: '三级' })).toEqual({ code: 400, msg: '上级分类必须是一级分类' });
    expect(await call('POST', admin.category, { majorType: CLINICAL, categoryName: '无商品', locked: true })).toEqual({ code: 400, msg: '加锁的分类必须选择解锁商品' });
    expect(await call('DELETE', `${admin.category}/${top}`)).toEqual({ code: 500, msg: "分类'后台新章'存在下级分类，不允许删除" });
    await call('POST', admin.question, base(leaf, { type: QuestionType.ESSAY, answer: '答' }));
    expect(await call('DELETE', `${admin.category}/${leaf}`)).toEqual({ code: 500, msg: "分类'后台新节'下有1道试题，不能删除" });

    // Unlocking the chapter opens its sections too.
    await call('PUT', admin.category, { categoryId: top, majorType: CLINICAL, categoryName: '后台新章', locked: false });
    expect((await call('GET', `${admin.category}/${leaf}`)).data).toMatchObject({ locked: false, skillId: null });
  });

  it('banks: list per major type with their categories; names unique per major type; refused categories of another major type', async () => {
    const list = (await call('GET', `${admin.studyBankList}?majorType=${CLINICAL}`)) as { rows: { studyBankName: string; categoryNames: string[]; questionCount: number }[] };
    const seeded = list.rows.find((r) => r.studyBankName === '临床思维能力题库')!;
    expect(seeded.categoryNames).toEqual(['内科学', '外科学', '儿科学']);
    expect(seeded.questionCount).toBeGreaterThan(0);
    expect(await call('POST', admin.studyBank, { studyBankName: '临床思维能力题库', majorType: CLINICAL })).toEqual({ code: 500, msg: "题库'临床思维能力题库'已存在" });
    const oral = (await s.ctx.db.selectFrom('qb_category').select('id').where('major_type', '=', 2).where('parent_id', '=', 0).executeTakeFirstOrThrow()).id;
    expect((await call('POST', admin.studyBank, { studyBankName: '混合', majorType: CLINICAL, categoryIds: [oral] })).code).toBe(400);
  });
});
