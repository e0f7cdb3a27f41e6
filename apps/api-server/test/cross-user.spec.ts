/**
 * Students only ever see their own records (conventions; issue 9 "a student cannot read or change another
 * student's records"). The records are found in the seeded database, not hard-coded, so the checks follow the seed.
 * Each refusal has a positive control: the owner (or the lesson's teacher) does get the same record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachingPaths, commercePaths } from '@medteach/contract';
import { loginAs, testServer } from '../src/test-helpers';
import { rowCounts } from './support/discovered-server';
import { sqlOne, sqlAll, sqlFirst } from './support/raw-sql';

type Server = Awaited<ReturnType<typeof testServer>>;
const FORBIDDEN = { code: 403, msg: '当前操作没有权限' };
const api = (path: string) => `/api${path}`;

interface OwnedRecord {
  planDetailId: number;
  otherId: number;
  userId: number;
  userName: string;
}

describe('cross-user access', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  /** Two records of the same lesson owned by different students: [attacker's own, victim's]. */
  async function pairOf(table: 'teaching_paper_record' | 'teaching_rating_record', otherColumn: 'paper_id' | 'rating_id'): Promise<[OwnedRecord, OwnedRecord]> {
    const rows = (await sqlAll<OwnedRecord>(s.ctx.db, `SELECT r.plan_detail_id AS "planDetailId", r.${otherColumn} AS "otherId", r.user_id AS "userId", u.user_name AS "userName"
         FROM ${table} r JOIN sys_user u ON u.user_id = r.user_id ORDER BY r.plan_detail_id, r.user_id`));
    for (const a of rows) {
      const b = rows.find((r) => r.planDetailId === a.planDetailId && r.otherId === a.otherId && r.userId !== a.userId);
      if (b) return [a, b];
    }
    throw new Error(`the seed has no two students with ${table} rows in one lesson`);
  }

  it('a student reads only their own paper answer sheet (planUserAnswerSheetDetail)', async () => {
    const [mine, theirs] = await pairOf('teaching_paper_record', 'paper_id');
    const me = await loginAs(s.app, mine.userName);
    const url = (r: OwnedRecord) => `${api(teachingPaths.paperUserAnswerSheet)}?planDetailId=${r.planDetailId}&paperId=${r.otherId}&userId=${r.userId}`;
    const other = await s.app.inject({ method: 'GET', url: url(theirs), headers: me });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(FORBIDDEN);
    const own = await s.app.inject({ method: 'GET', url: url(mine), headers: me });
    expect(own.json().code).toBe(200);
  });

  it('a student reads only their own rating (detailById/{planDetailId}/{ratingCriteriaId}/{userId})', async () => {
    const [mine, theirs] = await pairOf('teaching_rating_record', 'rating_id');
    const me = await loginAs(s.app, mine.userName);
    const url = (r: OwnedRecord) => `${api(teachingPaths.ratingDetail)}/${r.planDetailId}/${r.otherId}/${r.userId}`;
    const other = await s.app.inject({ method: 'GET', url: url(theirs), headers: me });
    expect(other.json()).toEqual(FORBIDDEN);
    const own = await s.app.inject({ method: 'GET', url: url(mine), headers: me });
    expect(own.json()).toMatchObject({ code: 200, data: { ratingCriteriaStatus: 1 } });
  });

  it('a teacher who does not teach the lesson can neither read a rating nor change homework scores', async () => {
    const [, theirs] = await pairOf('teaching_rating_record', 'rating_id');
    const outsider = (await sqlFirst<{ userName: string }>(s.ctx.db, `SELECT u.user_name AS "userName" FROM sys_user u WHERE u.roles = 'teacher' AND u.user_id NOT IN (
           SELECT d.teacher_id FROM teaching_plan_detail d WHERE d.plan_detail_id = ? UNION
           SELECT p.teacher_id FROM teaching_plan p JOIN teaching_plan_detail d ON d.plan_id = p.plan_id WHERE d.plan_detail_id = ?)`, theirs.planDetailId, theirs.planDetailId));
    if (!outsider) throw new Error('the seed has no teacher outside the lesson');
    const teacher = await loginAs(s.app, outsider.userName);
    const read = await s.app.inject({ method: 'GET', url: `${api(teachingPaths.ratingDetail)}/${theirs.planDetailId}/${theirs.otherId}/${theirs.userId}`, headers: teacher });
    expect(read.json()).toEqual(FORBIDDEN);

    const scoreOf = async () => (await sqlOne(s.ctx.db, 'SELECT home_work_score AS score FROM teaching_homework_student WHERE plan_detail_id = ? AND user_id = ?', theirs.planDetailId, theirs.userId));
    const before = await scoreOf();
    const write = await s.app.inject({
      method: 'POST',
      url: api(teachingPaths.homeworkScoreBatch),
      headers: teacher,
      payload: [{ planDetailId: theirs.planDetailId, userId: theirs.userId, homeWorkScore: 1 }],
    });
    expect(write.json()).toEqual(FORBIDDEN);
    expect(await scoreOf()).toEqual(before);
  });

  it('a student lists only their own suggestions; the lesson teacher sees everyone’s', async () => {
    const lesson = (await sqlOne<{ id: number }>(s.ctx.db, `SELECT plan_detail_id AS id FROM teaching_suggest GROUP BY plan_detail_id HAVING COUNT(DISTINCT user_id) > 1`));
    const author = (await sqlOne<{
      userId: number;
      userName: string;
    }>(s.ctx.db, 'SELECT u.user_id AS "userId", u.user_name AS "userName" FROM teaching_suggest t JOIN sys_user u ON u.user_id = t.user_id WHERE plan_detail_id = ? LIMIT 1', lesson.id));
    const url = `${api(teachingPaths.suggestList)}?planDetailId=${lesson.id}`;
    const mine = (await s.app.inject({ method: 'GET', url, headers: await loginAs(s.app, author.userName) })).json();
    const users = (body: { rows?: { userId: number }[]; data?: { userId: number }[] }) => new Set((body.rows ?? body.data ?? []).map((r) => r.userId));
    expect([...users(mine)]).toEqual([author.userId]);
    const all = (await s.app.inject({ method: 'GET', url, headers: await loginAs(s.app, 'admin') })).json();
    expect(users(all).size).toBeGreaterThan(1);
  });

  it('chat history is per user: another student never sees my messages', async () => {
    const identify = 'cross-user-probe';
    const secret = '只给自己看的消息';
    const add = await s.app.inject({
      method: 'POST',
      url: api(commercePaths.customerAdd),
      headers: await loginAs(s.app, 'student02'),
      payload: { identify, type: 2, problemContent: secret },
    });
    expect(add.json().code).toBe(200);
    const list = (who: Record<string, string>) => s.app.inject({ method: 'GET', url: `${api(commercePaths.customerList)}?identify=${identify}`, headers: who });
    expect((await list(await loginAs(s.app, 'student02'))).body).toContain(secret);
    expect((await list(await loginAs(s.app, 'student01'))).body).not.toContain(secret);
  });

  it('a student cannot save a rating or scores for anyone (staff only), and nothing changes', async () => {
    const [, theirs] = await pairOf('teaching_rating_record', 'rating_id');
    const me = await loginAs(s.app, 'student01');
    const before = (await rowCounts(s.ctx.db));
    const res = await s.app.inject({
      method: 'POST',
      url: api(teachingPaths.homeworkScoreBatch),
      headers: me,
      payload: [{ planDetailId: theirs.planDetailId, userId: theirs.userId, homeWorkScore: 100 }],
    });
    expect(res.json()).toEqual(FORBIDDEN);
    expect((await rowCounts(s.ctx.db))).toEqual(before);
  });
});
