import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachingPaths, teachingPlanPaths as paths, type RatingAdminDetail } from '@medteach/contract';
import { loginAs, signIn, testServer, type Caller } from '../../test-helpers';
import { SeedRating } from './seed';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
let admin: Record<string, string>;
let teacher: Caller;
beforeAll(async () => {
  s = await testServer();
  admin = await loginAs(s.app, 'admin');
  teacher = await signIn(s.app, 'teacher01');
});
afterAll(() => s.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => s.app.inject({ method, url: `/api${url}`, headers: admin, payload }).then((r) => r.json());
const scale = async (ratingId: number): Promise<RatingAdminDetail> => (await call('GET', `${paths.rating}/${ratingId}`)).data;
const phoneTree = async (ratingId: number) => (await teacher.get(`${teachingPaths.ratingTree}/${ratingId}`)).body.data;

const NEW_SCALE = {
  name: '病例汇报评价表',
  items: [
    { name: '汇报内容', children: [{ name: '病史完整', maxScore: 10 }, { name: '诊断思路', maxScore: 15 }] },
    { name: '表达能力', maxScore: 5 },
  ],
};

describe('评分标准 /teachingCenter/admin/rating', () => {
  it('lists scales with item count, total score and use', async () => {
    const page = await call('GET', paths.ratingList);
    expect(page.total).toBe(2);
    expect(page.rows[0]).toMatchObject({ ratingId: 1, name: '临床实践能力评价表', itemCount: 8, totalScore: 100 });
    expect(page.rows[0].lessonCount).toBeGreaterThan(0);
  });

  it('creates a scale with items and sub-items (a parent scores the sum of its sub-items), edits and deletes it', async () => {
    const { ratingId } = (await call('POST', paths.rating, NEW_SCALE)).data;
    const created = await scale(ratingId);
    expect(created).toMatchObject({ name: '病例汇报评价表', itemCount: 4, totalScore: 30, lessonCount: 0, recordCount: 0 });
    expect(created.items.map((i) => [i.name, i.maxScore, i.children.map((c) => c.name)])).toEqual([
      ['汇报内容', 25, ['病史完整', '诊断思路']],
      ['表达能力', 5, []],
    ]);
    const [content, speech] = created.items;
    // Reorder, rename a sub-item, drop one, add one: kept items keep their ids.
    const edited = {
      ratingId,
      name: '病例汇报评价表（修订）',
      items: [
        { id: speech.id, name: '表达能力', maxScore: 10 },
        { id: content.id, name: '汇报内容', children: [{ id: content.children[0].id, name: '病史采集完整', maxScore: 20 }, { name: '鉴别诊断', maxScore: 10 }] },
      ],
    };
    expect((await call('PUT', paths.rating, edited)).code).toBe(200);
    const after = await scale(ratingId);
    expect(after.items.map((i) => [i.id, i.name, i.maxScore, i.children.map((c) => c.name)])).toEqual([
      [speech.id, '表达能力', 10, []],
      [content.id, '汇报内容', 30, ['病史采集完整', '鉴别诊断']],
    ]);
    expect(after.items[1].children[0].id).toBe(content.children[0].id);
    expect((await call('DELETE', `${paths.rating}/${ratingId}`)).code).toBe(200);
    expect((await call('GET', `${paths.rating}/${ratingId}`)).code).toBe(404);
  });

  it("shows an edited scale on the teacher's rating screen at once", async () => {
    const before = await scale(SeedRating.CLASSROOM);
    const body = { ratingId: before.ratingId, name: before.name, items: before.items.map(({ id, name, maxScore, children }) => ({ id, name: name === '知识掌握' ? '知识掌握程度' : name, maxScore: children.length ? undefined : maxScore, children: children.map((c) => ({ id: c.id, name: c.name, maxScore: c.maxScore })) })) };
    expect((await call('PUT', paths.rating, body)).code).toBe(200);
    const names = (await phoneTree(SeedRating.CLASSROOM)).ratingCriteriaDetails.map((n: { name: string }) => n.name);
    expect(names).toContain('知识掌握程度');
  });

  it('refuses bad items, a taken name, an item of another scale and removing a scored item, changing nothing', async () => {
    const count = (await call('GET', paths.ratingList)).total;
    expect(await call('POST', paths.rating, { name: '空表', items: [] })).toEqual({ code: 400, msg: '请添加评分项' });
    expect((await call('POST', paths.rating, { name: '无分', items: [{ name: '一项' }] })).msg).toBe('满分不能为空');
    expect((await call('POST', paths.rating, { name: '零分', items: [{ name: '一项', maxScore: 0 }] })).msg).toBe('满分至少为1分');
    expect(await call('POST', paths.rating, { ...NEW_SCALE, name: '课堂表现评价表' })).toEqual({ code: 500, msg: "新增评分标准'课堂表现评价表'失败，评分标准名称已存在" });
    const practice = await scale(SeedRating.PRACTICE);
    expect(await call('PUT', paths.rating, { ratingId: SeedRating.CLASSROOM, name: '课堂表现评价表', items: [{ id: practice.items[0].id, name: 'x', maxScore: 5 }] })).toEqual({
      code: 500,
      msg: '评分项不属于该评分标准',
    });
    // The seed rated students on 临床实践能力评价表: dropping its items is refused.
    expect(practice.recordCount).toBeGreaterThan(0);
    const reply = await call('PUT', paths.rating, { ratingId: SeedRating.PRACTICE, name: practice.name, items: [{ name: '只剩一项', maxScore: 10 }] });
    expect(reply.msg).toMatch(/^评分项'.+'已有 \d+ 条评分记录，不能删除$/);
    expect(await scale(SeedRating.PRACTICE)).toEqual(practice);
    expect((await call('GET', paths.ratingList)).total).toBe(count);
  });

  it('refuses to delete a scale lessons use, with the counts', async () => {
    const practice = await scale(SeedRating.PRACTICE);
    expect(await call('DELETE', `${paths.rating}/${SeedRating.PRACTICE}`)).toEqual({
      code: 500,
      msg: `评分标准'临床实践能力评价表'已被 ${practice.lessonCount} 节课次使用，已有 ${practice.recordCount} 条评分记录，不能删除`,
    });
    expect((await call('GET', `${paths.rating}/${SeedRating.PRACTICE}`)).code).toBe(200);
  });
});
