import { SEED_SHARE_ID } from './share-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, testServer } from '../../test-helpers';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const get = async (url: string, user?: string) =>
  s.app.inject({ method: 'GET', url: `/api${url}`, headers: user ? await loginAs(s.app, user) : {} });
const post = async (url: string, payload: object, user?: string) =>
  s.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: user ? await loginAs(s.app, user) : {} });

describe('invite and share (public)', () => {
  it('checks invite links: valid, disabled, expired, unknown', async () => {
    expect((await get('/base/channelManage/check/YC2026')).json().data).toEqual({ valid: true });
    for (const sign of ['STOPPED1', 'OLD2020', 'NOPE']) expect((await get(`/base/channelManage/check/${sign}`)).json().data).toEqual({ valid: false });
  });

  it('openH5 counts openings of valid channels only', async () => {
    expect((await post('/base/integral/openH5', { inviteSign: 'YC2026' })).json().data).toEqual({ recorded: true });
    expect((await post('/base/integral/openH5', { inviteSign: 'NOPE' })).json().data).toEqual({ recorded: false });
    const { n } = await s.ctx.db.selectFrom('integral_open').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(n).toBe(1);
  });

  it('serves the shared score detail; 404 for an unknown share', async () => {
    const body = (await get(`/base/share/scoreDetail?deviceCode=d1&shareType=1&inviteSignStr=YC2026&practiceListId=${SEED_SHARE_ID}`)).json();
    expect(body.data).toMatchObject({ practiceListId: SEED_SHARE_ID, score: 86, totalScore: 100, rightNum: 43, wrongNum: 7 });
    expect((await get('/base/share/scoreDetail?practiceListId=99')).json().code).toBe(404);
    // The row id no longer opens the result (issue 14 row 13: ids were sequential).
    expect((await get('/base/share/scoreDetail?practiceListId=1')).json().code).toBe(404);
  });
});

describe('knowledge items', () => {
  it('returns every seeded type with categories and details', async () => {
    const types: Record<number, number> = {};
    for (const id of [1, 2, 3, 4, 5]) {
      const item = (await get(`/literature/syKb/getById/${id}`, 'student01')).json().data;
      types[id] = item.type;
    }
    expect(types).toEqual({ 1: 2, 2: 4, 3: 5, 4: 11, 5: 12 });
    const disease = (await get('/literature/syKb/getById/2', 'student01')).json().data;
    expect(disease.repoCategories).toEqual([
      { repoType: 7, label: '腹部' },
      { repoType: 8, label: '普通外科' },
    ]);
    expect(disease.repoDetails[0]).toEqual({ repoTitle: '临床表现', content: '<p>转移性右下腹痛，麦氏点压痛、反跳痛。</p>' });
    const video = (await get('/literature/syKb/getById/4', 'student01')).json().data;
    expect((await s.app.inject({ method: 'GET', url: video.videoUrl })).statusCode).toBe(200);
  });
});

describe('customer service', () => {
  it('lists businesses and questions by directory or keyword', async () => {
    const dirs = (await get('/system/directory/list?type=1&identify=YCSY', 'student02')).json().data;
    expect(dirs.map((d: { directoryName: string }) => d.directoryName)).toEqual(['账号与登录', '购买与支付', '题库使用']);
    const byPid = (await get('/system/problem/listByIdentify?identify=YCSY&pid=2', 'student02')).json().data;
    expect(byPid.map((p: { problem: string }) => p.problem)).toEqual(['购买后多久可以使用？', '支付失败会重复扣款吗？']);
    const byKey = (await get(`/system/problem/listByIdentify?identify=YCSY&keyWords=${encodeURIComponent('密码')}`, 'student02')).json().data;
    expect(byKey).toHaveLength(1);
    // A keyword is text, not a LIKE pattern.
    expect((await get('/system/problem/listByIdentify?identify=YCSY&keyWords=%25', 'student02')).json().data).toEqual([]);
    expect((await get('/system/problem/listByIdentify?identify=YCSY', 'student02')).json().code).toBe(400);
  });

  it('history pages of 10 newest first, fixed at createTime; only the own records', async () => {
    const page = async (n: number, user = 'student01') =>
      (await get(`/system/customer/list?identify=YCSY&createTime=${encodeURIComponent('2026-12-31 00:00:00')}&pageNum=${n}&pageSize=10`, user)).json();
    const p1 = await page(1);
    expect(p1.total).toBe(23);
    expect(p1.rows).toHaveLength(10);
    expect(p1.rows[0].createTime > p1.rows[9].createTime).toBe(true);
    expect(p1.rows[0].problemManageVo.problem).toBeTruthy();
    expect((await page(3)).rows).toHaveLength(3);
    expect((await page(1, 'student02')).total).toBe(0);
  });

  it('adds a question, free text and a transfer, each answered and stored as given', async () => {
    const q = (await post('/system/customer/add', { identify: 'YCSY', problemIds: '3', type: 1, problemContent: '' }, 'student03')).json().data;
    expect(q).toMatchObject({ type: 1, problem: '购买后多久可以使用？', answer: '支付成功后立即解锁，返回题库即可使用全部试题。' });
    const text = (await post('/system/customer/add', { identify: 'YCSY', type: 2, problemContent: '扣款' }, 'student03')).json().data;
    expect(text.problemManageVos.map((p: { id: number }) => p.id)).toEqual([4]);
    const raw = '<img src=x onerror=alert(1)>';
    const stored = (await post('/system/customer/add', { identify: 'YCSY', type: 2, problemContent: raw }, 'student03')).json().data;
    expect(stored.problemContent).toBe(raw);
    const human = (await post('/system/customer/add', { identify: 'YCSY', type: 3, problemContent: '' }, 'student03')).json().data;
    expect(human.answer).toBe('已为您转接人工客服，请稍候。');
    const list = (await get('/system/customer/list?identify=YCSY&pageNum=1&pageSize=10', 'student03')).json();
    expect(list.total).toBe(4);
    expect((await post('/system/customer/add', { identify: 'YCSY', type: 1, problemIds: '999' }, 'student03')).json().code).toBe(400);
  });

  it('needs a token', async () => {
    expect((await get('/system/directory/list?type=1&identify=YCSY')).statusCode).toBe(401);
  });
});
