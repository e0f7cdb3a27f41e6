import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReportMessages as M, FREE_QUESTION_COUNT, errorReportPaths as paths, type ErrorReportRow } from '@medteach/contract';
import { ADMIN_ID, leafByName, qbServer, type QbServer } from './test-support';

const LOCKED_LEAF = '呼吸系统疾病'; // 内科学: skill 1, student B has not bought it
const FREE_LEAF = '新生儿与儿童保健'; // 儿科学: free

/**
 * 纠错 (issue 18): a student reports a mistake in a question they may open; the back office's 纠错反馈 lists the
 * reports with stem and student, marks them handled (logged) and exports them.
 */
describe('纠错反馈 /exam/errorReport', () => {
  let s: QbServer;
  let admin: Record<string, string>;
  let free: { id: number };
  let locked: { id: number };
  let openLocked: { id: number };
  beforeAll(async () => {
    s = await qbServer();
    admin = { authorization: `Bearer ${(await s.ctx.tokens.issue(ADMIN_ID)).token}` };
    free = (await leafByName(s, FREE_LEAF)).questions.find((q) => q.answerable)!;
    const lockedLeaf = await leafByName(s, LOCKED_LEAF);
    locked = lockedLeaf.questions.find((q) => q.answerable && q.seq > FREE_QUESTION_COUNT)!;
    openLocked = lockedLeaf.questions.find((q) => q.answerable && q.seq <= FREE_QUESTION_COUNT)!;
  });
  afterAll(() => s.close());

  const asAdmin = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
    return s.app.inject({ method, url: `/api${url}`, headers: admin, ...(payload ? { payload } : {}) });
  };
  const list = async (query = '') => (await asAdmin('GET', `${paths.list}?pageNum=1&pageSize=50${query}`)).json() as { code: number; total: number; rows: ErrorReportRow[] };
  const count = async () => (await list()).total;

  it('stores a report of a question the student may open, and the console lists it with stem and student', async () => {
    const sent = await s.post('b', paths.add, { questionId: free.id, errorType: '答案有误', content: '  正确答案应为C，解析也写的是C  ' });
    expect(sent.body).toMatchObject({ code: 200, data: { reportId: expect.any(Number) } });
    // The free questions of a locked skill are open too.
    expect((await s.post('b', paths.add, { questionId: openLocked.id, errorType: '错别字', content: '题干有错别字' })).body.code).toBe(200);
    const page = await list();
    expect(page.code).toBe(200);
    expect(page.total).toBe(2);
    const [newest, first] = page.rows;
    expect(newest).toMatchObject({ questionId: openLocked.id, errorType: '错别字', status: 0 });
    expect(first).toMatchObject({ reportId: sent.body.data.reportId, questionId: free.id, errorType: '答案有误', content: '正确答案应为C，解析也写的是C', status: 0, handleTime: null });
    expect(first.questionContent.length).toBeGreaterThan(0);
    expect(first.studentName.length).toBeGreaterThan(0);
    expect(first.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses a locked question, a missing one and bad input, and stores nothing', async () => {
    const before = await count();
    expect((await s.post('b', paths.add, { questionId: locked.id, errorType: '答案有误', content: '答案不对吧这个' })).body).toEqual({ code: 403, msg: M.questionLocked });
    expect((await s.post('b', paths.add, { questionId: 99999999, errorType: '答案有误', content: '答案不对吧这个' })).body).toEqual({ code: 404, msg: M.questionMissing });
    expect((await s.post('b', paths.add, { questionId: free.id, errorType: '乱写', content: '答案不对吧这个' })).body).toEqual({ code: 400, msg: M.typeRequired });
    expect((await s.post('b', paths.add, { questionId: free.id, errorType: '其他', content: '  短  ' })).body).toEqual({ code: 400, msg: M.contentShort });
    expect((await s.post('b', paths.add, { questionId: free.id, errorType: '其他', content: '长'.repeat(501) })).body).toEqual({ code: 400, msg: M.contentLong });
    expect((await s.post('b', paths.add, { questionId: free.id, errorType: '其他' })).body).toEqual({ code: 400, msg: M.contentRequired });
    // Staff open everything.
    expect((await s.post('teacher', paths.add, { questionId: locked.id, errorType: '其他', content: '老师发现的问题' })).body.code).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('marks reports handled (logged), filters by status and keyword, refuses unknown ids, and is the admin\'s only', async () => {
    const pending = (await list('&status=0')).rows;
    expect(pending.length).toBeGreaterThan(0);
    const id = pending[0].reportId;
    expect((await asAdmin('PUT', `${paths.handle}/${id},99999999`)).json()).toEqual({ code: 404, msg: '纠错反馈不存在' });
    expect((await list('&status=1')).total).toBe(0);
    expect((await asAdmin('PUT', `${paths.handle}/${id}`)).json().code).toBe(200);
    const handled = (await list('&status=1')).rows;
    expect(handled).toEqual([expect.objectContaining({ reportId: id, status: 1, handleBy: 'admin' })]);
    expect(handled[0].handleTime).toMatch(/^\d{4}-/);
    expect((await asAdmin('PUT', `${paths.handle}/abc`)).json().code).toBe(400);
    expect((await list('&status=7')).code).toBe(400);
    await s.app.logWriter.idle();
    const entry = await s.db
      .selectFrom('sys_oper_log')
      .select(['title', 'business_type'])
      .where('method', '=', 'PUT /api/exam/errorReport/handle/:ids')
      .orderBy('oper_id', 'desc')
      .executeTakeFirst();
    expect(entry).toEqual({ title: '纠错反馈', business_type: 2 });
    expect((await list(`&keyword=${encodeURIComponent('老师发现')}`)).total).toBe(0); // the keyword matches stem or student, not the report text
    expect((await s.get('b', paths.list)).status).toBe(403);
    const exported = await asAdmin('POST', paths.export, {});
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });
});
