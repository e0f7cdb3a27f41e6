import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnowledgeType, RepoType } from '@medteach/contract';
import { foreignMarkup, STORABLE_XSS_PAYLOADS } from '../../../test/support/xss-payloads';
import { sanitizeRichText } from '../../core/rich-text';
import { loginAs, testServer } from '../../test-helpers';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
let admin: Record<string, string>;
beforeAll(async () => {
  s = await testServer();
  admin = await loginAs(s.app, 'admin');
});
afterAll(() => s.close());

const BASE = '/api/literature/knowledge';
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  (await s.app.inject({ method, url, payload, headers })).json();
const phone = async (id: number) => call('GET', `/api/literature/syKb/getById/${id}`, undefined, await loginAs(s.app, 'student01'));

const article = {
  title: '高血压病',
  type: KnowledgeType.DISEASE,
  introduction: '以体循环动脉压增高为主要特征的临床综合征。',
  otherName: '原发性高血压',
  repoCategories: [
    { repoType: RepoType.ONSET_SITE, label: '心血管' },
    { repoType: RepoType.DEPARTMENT, label: '心内科' },
  ],
  repoDetails: [
    { repoTitle: '临床表现', content: '<p>头晕、头痛，<strong>血压升高</strong>。</p>' },
    { repoTitle: '治疗', content: '<p>生活方式干预与降压药物。</p>' },
  ],
};

describe('knowledge list (the question form picks from it)', () => {
  it('pages the seeded articles newest first and filters by title and type', async () => {
    const all = await call('GET', `${BASE}/list?pageNum=1&pageSize=2`);
    expect(all).toMatchObject({ code: 200, msg: '查询成功' });
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.rows).toHaveLength(2);
    expect(all.rows[0].id).toBeGreaterThan(all.rows[1].id);

    const byTitle = await call('GET', `${BASE}/list?title=${encodeURIComponent('阑尾')}`);
    expect(byTitle.total).toBe(1);
    expect(byTitle.rows[0]).toMatchObject({ id: 2, title: '急性阑尾炎', type: KnowledgeType.DISEASE, sectionCount: 2, questionCount: 0 });

    const byType = await call('GET', `${BASE}/list?type=${KnowledgeType.PRESCRIPTION}&pageSize=100`);
    expect(byType.rows.length).toBeGreaterThan(0);
    expect(byType.rows.every((r: { type: number }) => r.type === KnowledgeType.PRESCRIPTION)).toBe(true);
  });

  it('exports the filtered list as xlsx', async () => {
    const res = await s.app.inject({ method: 'POST', url: `${BASE}/export`, headers: admin, payload: { type: KnowledgeType.DISEASE } });
    expect(res.headers['content-disposition']).toContain('.xlsx');
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  it('refuses an unknown type filter with a clear message', async () => {
    expect(await call('GET', `${BASE}/list?type=3`)).toEqual({ code: 400, msg: '知识类型不正确' });
  });
});

describe('knowledge articles', () => {
  it('creates an article with ordered sections and labels that the phone shows at once, sanitised', async () => {
    const created = await call('POST', BASE, {
      ...article,
      repoDetails: [...article.repoDetails, { repoTitle: '注意', content: '<p onclick="x()">少盐<script>alert(1)</script><img src="javascript:alert(1)"></p>' }],
    });
    expect(created.code).toBe(200);
    const id = created.data.id;
    const shown = (await phone(id)).data;
    expect(shown).toMatchObject({ id, title: '高血压病', type: KnowledgeType.DISEASE, otherName: '原发性高血压', introduction: article.introduction });
    expect(shown.repoDetails.map((d: { repoTitle: string }) => d.repoTitle)).toEqual(['临床表现', '治疗', '注意']);
    expect(shown.repoDetails[0].content).toBe('<p>头晕、头痛，<strong>血压升高</strong>。</p>');
    expect(shown.repoDetails[2].content).toBe('<p>少盐<img /></p>');
    expect(shown.repoCategories).toEqual(article.repoCategories);
  });

  it('stores every known filter-evasion payload as a section with nothing executable left', async () => {
    for (let from = 0; from < STORABLE_XSS_PAYLOADS.length; from += 50) {
      const payloads = STORABLE_XSS_PAYLOADS.slice(from, from + 50);
      const created = await call('POST', BASE, { ...article, title: `语料${from}`, repoDetails: payloads.map((content, i) => ({ repoTitle: `第${from + i}段`, content })) });
      expect(created).toMatchObject({ code: 200 });
      const sections = (await phone(created.data.id)).data.repoDetails as { content: string }[];
      expect(sections.map((d) => d.content)).toEqual(payloads.map(sanitizeRichText));
      expect(sections.flatMap((d) => foreignMarkup(d.content))).toEqual([]);
    }
  });

  it('updates an article (sections replaced, reordered) and records before/after; a missing one is 404', async () => {
    const { data } = await call('POST', BASE, article);
    const update = { ...article, id: data.id, title: '高血压', repoDetails: [article.repoDetails[1], { repoTitle: '预防', content: '<p>限盐</p>' }], repoCategories: [] };
    expect((await call('PUT', BASE, update)).code).toBe(200);
    const shown = (await call('GET', `${BASE}/${data.id}`)).data;
    expect(shown.title).toBe('高血压');
    expect(shown.repoDetails).toEqual([article.repoDetails[1], { repoTitle: '预防', content: '<p>限盐</p>' }]);
    expect(shown.repoCategories).toEqual([]);
    expect(await call('PUT', BASE, { ...update, id: 999999 })).toEqual({ code: 404, msg: '知识点不存在' });
    expect(await call('PUT', BASE, { ...article })).toEqual({ code: 400, msg: '知识编号不能为空' });
  });

  it('validates per type and changes nothing on bad input', async () => {
    const before = (await call('GET', `${BASE}/list`)).total;
    expect(await call('POST', BASE, { ...article, title: '  ' })).toEqual({ code: 400, msg: '标题不能为空' });
    expect(await call('POST', BASE, { ...article, type: 7 })).toEqual({ code: 400, msg: '知识类型不正确' });
    expect(await call('POST', BASE, { ...article, type: KnowledgeType.VIDEO })).toEqual({ code: 400, msg: '视频类知识请上传视频' });
    expect(await call('POST', BASE, { ...article, type: KnowledgeType.PRESCRIPTION })).toEqual({ code: 400, msg: '处方类知识请填写处方类型' });
    expect(await call('POST', BASE, { ...article, repoDetails: [{ repoTitle: '', content: 'x' }] })).toEqual({ code: 400, msg: '章节标题不能为空' });
    expect(await call('POST', BASE, { ...article, repoCategories: [{ repoType: 9, label: '头' }] })).toEqual({ code: 400, msg: '分类类型不正确' });
    expect(await call('POST', BASE, 'not json' as unknown as object)).toMatchObject({ code: 400 });
    expect((await call('GET', `${BASE}/list`)).total).toBe(before);
    const video = await call('POST', BASE, { title: '心肺复苏', type: KnowledgeType.VIDEO, videoUrl: '/profile/upload/cpr.mp4' });
    expect(video.code).toBe(200);
    const rx = await call('POST', BASE, { title: '布洛芬', type: KnowledgeType.PRESCRIPTION, rxName: '非处方药', insured: '乙类' });
    expect((await phone(rx.data.id)).data).toMatchObject({ rxName: '非处方药', insured: '乙类' });
  });

  it('deletes articles with their sections and labels', async () => {
    const a = (await call('POST', BASE, article)).data.id;
    const b = (await call('POST', BASE, article)).data.id;
    expect(await call('DELETE', `${BASE}/${a},${b}`)).toMatchObject({ code: 200 });
    expect(await phone(a)).toMatchObject({ code: 404 });
    const orphans = await s.db.selectFrom('knowledge_detail').select('knowledge_id').where('knowledge_id', 'in', [a, b]).execute();
    expect(orphans).toEqual([]);
    expect(await s.db.selectFrom('knowledge_category').select('knowledge_id').where('knowledge_id', 'in', [a, b]).execute()).toEqual([]);
  });

  it('refuses to delete an article a question links to, naming it and the count', async () => {
    const id = (await call('POST', BASE, article)).data.id;
    const question = await s.db.selectFrom('qb_question').select('id').limit(2).execute();
    await s.db
      .updateTable('qb_question')
      .set({ knowledge_id: id } as never)
      .where(
        'id',
        'in',
        question.map((q) => q.id),
      )
      .execute();
    expect(await call('DELETE', `${BASE}/${id}`)).toEqual({ code: 500, msg: "知识点'高血压病'已被2道试题关联，不能删除" });
    expect((await phone(id)).code).toBe(200);
    expect((await call('GET', `${BASE}/list?title=${encodeURIComponent('高血压病')}`)).rows.find((r: { id: number }) => r.id === id).questionCount).toBe(2);
  });

  it('is admin-only', async () => {
    const teacher = await loginAs(s.app, 'teacher01');
    expect((await s.app.inject({ method: 'GET', url: `${BASE}/list`, headers: teacher })).statusCode).toBe(403);
    expect((await s.app.inject({ method: 'POST', url: BASE, headers: teacher, payload: article })).statusCode).toBe(403);
  });
});

describe('knowledge categories', () => {
  it('lists labels with their article counts, renames (merging) and deletes them', async () => {
    const one = (await call('POST', BASE, { ...article, repoCategories: [{ repoType: RepoType.DEPARTMENT, label: '老年心血管科' }] })).data.id;
    const two = (await call('POST', BASE, { ...article, repoCategories: [{ repoType: RepoType.DEPARTMENT, label: '老年心内' }, { repoType: RepoType.DEPARTMENT, label: '老年心血管科' }] })).data.id;
    const list = await call('GET', `/api/literature/knowledge/category/list?repoType=${RepoType.DEPARTMENT}&label=${encodeURIComponent('老年')}`);
    expect(list.rows).toContainEqual({ repoType: RepoType.DEPARTMENT, label: '老年心血管科', itemCount: 2 });
    expect(list.total).toBe(list.rows.length);

    const renamed = await call('PUT', '/api/literature/knowledge/category', { repoType: RepoType.DEPARTMENT, label: '老年心内', newLabel: '老年心血管科' });
    expect(renamed).toMatchObject({ code: 200, data: { itemCount: 1 } });
    expect((await phone(two)).data.repoCategories).toEqual([{ repoType: RepoType.DEPARTMENT, label: '老年心血管科' }]);

    const url = `/api/literature/knowledge/category/${RepoType.DEPARTMENT}/${encodeURIComponent('老年心血管科')}`;
    expect((await call('DELETE', url)).code).toBe(200);
    expect((await phone(one)).data.repoCategories).toEqual([]);
    expect(await call('DELETE', url)).toEqual({ code: 404, msg: '分类不存在' });
    expect(await call('PUT', '/api/literature/knowledge/category', { repoType: RepoType.DEPARTMENT, label: '无此分类', newLabel: 'x' })).toEqual({ code: 404, msg: '分类不存在' });
    expect(await call('PUT', '/api/literature/knowledge/category', { repoType: RepoType.DEPARTMENT, label: '老年心内', newLabel: ' ' })).toEqual({ code: 400, msg: '分类名称不能为空' });
  });
});
