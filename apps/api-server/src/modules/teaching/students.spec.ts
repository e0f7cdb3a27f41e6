import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeachingMessages, teachingPaths } from '@medteach/contract';
import { signIn, testServer, type Caller } from '../../test-helpers';
import { SeedLesson, SeedPaper, SeedRating } from './seed';
import { HOMEWORK_NOT_DONE } from './student-routes';

let server: Awaited<ReturnType<typeof testServer>>;
let teacher: Caller;
const lessonId = SeedLesson.IN_PROGRESS;
const row = (rows: { userId: number }[], userId: number) => rows.find((r) => r.userId === userId);

beforeAll(async () => {
  server = await testServer();
  teacher = await signIn(server.app, 'teacher01');
});
afterAll(() => server.close());

describe('student lists', () => {
  it('lists the students of the plan with class names and attendance', async () => {
    const { body } = await teacher.get(teachingPaths.listStudent, { planId: 1, planDetailId: lessonId });
    expect(body.total).toBe(20);
    expect(row(body.rows, 102)).toMatchObject({ realName: '王芳', className: '临床医学2024级1班', clockStatus: 1 });
    expect(row(body.rows, 101)).toMatchObject({ clockStatus: 0 });
  });

  it('searches by name, job number and phone', async () => {
    const ids = async (keyword: string) =>
      (await teacher.get(teachingPaths.listStudent, { planDetailId: lessonId, keyword })).body.rows.map((r: { userId: number }) => r.userId);
    expect(await ids('王芳')).toEqual([102]);
    expect(await ids('S0003')).toEqual([103]);
    expect(await ids('13800000004')).toEqual([104]);
    expect(await ids('%')).toEqual([]);
  });

  it('shows paper, rating and homework states in their modes', async () => {
    const papers = (await teacher.get(teachingPaths.listPaperStudent, { planDetailId: lessonId, paperId: SeedPaper.DIAGNOSTICS })).body.rows;
    expect(papers.filter((r: { paperStatus: number }) => r.paperStatus === 1).map((r: { userId: number }) => r.userId)).toEqual([102, 103]);
    const rated = (await teacher.get(teachingPaths.listCriteriaStudent, { planDetailId: lessonId, ratingCriteriaId: SeedRating.PRACTICE })).body.rows;
    expect(rated.filter((r: { ratingCriteriaStatus: number }) => r.ratingCriteriaStatus === 1).map((r: { userId: number }) => r.userId)).toEqual([104]);
    const homework = (await teacher.get(teachingPaths.listHomeworkStudent, { planDetailId: lessonId })).body.rows;
    expect(row(homework, 102)).toMatchObject({ homeworkStatus: 1, homeWorkScore: 88 });
    expect(row(homework, 103)).toMatchObject({ homeworkStatus: 1, homeWorkScore: null });
    expect(row(homework, 101)).toMatchObject({ homeworkStatus: 0, homeWorkScore: null });
  });

  it('paper mode gives each student who finished the paper their score, the others none', async () => {
    const papers = (await teacher.get(teachingPaths.listPaperStudent, { planDetailId: lessonId, paperId: SeedPaper.DIAGNOSTICS })).body.rows;
    const records = await server.app.ctx.db
      .selectFrom('teaching_paper_record')
      .select(['user_id', 'score'])
      .where('plan_detail_id', '=', lessonId)
      .where('paper_id', '=', SeedPaper.DIAGNOSTICS)
      .execute();
    expect(records.length).toBeGreaterThan(0);
    for (const r of records) expect(row(papers, r.user_id)).toMatchObject({ paperStatus: 1, paperScore: r.score });
    expect(row(papers, 101)).toMatchObject({ paperStatus: 0, paperScore: null });
  });

  it('answers 403 to students and to a teacher who does not teach the lesson', async () => {
    const student = await signIn(server.app, 'student01');
    const calls: [string, Record<string, number>][] = [
      [teachingPaths.listStudent, { planDetailId: lessonId }],
      [teachingPaths.listPaperStudent, { planDetailId: lessonId, paperId: SeedPaper.DIAGNOSTICS }],
      [teachingPaths.listCriteriaStudent, { planDetailId: lessonId, ratingCriteriaId: SeedRating.PRACTICE }],
      [teachingPaths.listHomeworkStudent, { planDetailId: lessonId }],
    ];
    for (const [path, query] of calls) expect((await student.get(path, query)).status).toBe(403);
    const teacher02 = await signIn(server.app, 'teacher02');
    expect((await teacher02.get(teachingPaths.listStudent, { planDetailId: lessonId })).status).toBe(403);
  });
});

describe('homework scoring', () => {
  const scoreOf = async (userId: number) => row((await teacher.get(teachingPaths.listHomeworkStudent, { planDetailId: lessonId })).body.rows, userId);

  it('rejects 101 (and anything but an integer 0-100) and stores nothing of the batch', async () => {
    for (const bad of [101, -1, 99.5, 'abc']) {
      const res = await teacher.post(teachingPaths.homeworkScoreBatch, [
        { planDetailId: lessonId, userId: 103, homeWorkScore: 90 },
        { planDetailId: lessonId, userId: 102, homeWorkScore: bad },
      ]);
      expect(res.body).toMatchObject({ code: 400, msg: TeachingMessages.homeworkScoreRange });
    }
    expect(await scoreOf(103)).toMatchObject({ homeWorkScore: null });
    expect(await scoreOf(102)).toMatchObject({ homeWorkScore: 88 });
  });

  it('stores valid scores, the bounds included', async () => {
    const res = await teacher.post(teachingPaths.homeworkScoreBatch, [
      { planDetailId: lessonId, userId: 103, homeWorkScore: 100 },
      { planDetailId: lessonId, userId: 102, homeWorkScore: '0' },
    ]);
    expect(res.body.code).toBe(200);
    expect(await scoreOf(103)).toMatchObject({ homeWorkScore: 100 });
    expect(await scoreOf(102)).toMatchObject({ homeWorkScore: 0 });
  });

  it('refuses homework that was not handed in, and students', async () => {
    const res = await teacher.post(teachingPaths.homeworkScoreBatch, [{ planDetailId: lessonId, userId: 105, homeWorkScore: 80 }]);
    expect(res.body).toMatchObject({ code: 500, msg: HOMEWORK_NOT_DONE });
    const student = await signIn(server.app, 'student02');
    expect((await student.post(teachingPaths.homeworkScoreBatch, [{ planDetailId: lessonId, userId: 102, homeWorkScore: 100 }])).status).toBe(403);
  });
});
