import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAnalysisPaths, teachingPaths, type PaperItemAnalysis } from '@medteach/contract';
import { signIn, testServer, type Caller } from '../../test-helpers';
import { SEED_PAPERS } from './seed-papers';
import { SeedLesson, SeedPaper } from './seed';

let server: Awaited<ReturnType<typeof testServer>>;
let student: Caller;
let teacher: Caller;
let admin: Caller;
const planDetailId = SeedLesson.IN_PROGRESS;
const paperId = SeedPaper.DIAGNOSTICS;

beforeAll(async () => {
  server = await testServer();
  student = await signIn(server.app, 'student01');
  teacher = await signIn(server.app, 'teacher01');
  admin = await signIn(server.app, 'admin');
});
afterAll(() => server.close());

/** 试题分析 of a plan paper (issue 18) against the attempts stored for the lesson. */
describe('item analysis of a plan paper', () => {
  it('gives each question its facility, option counts and flags from the lesson’s attempts; essays unanalysed', async () => {
    // student01 submits: all right except the multiple choice (A,B) and the essay (blank).
    const sheet = (await student.get(teachingPaths.paperMyAnswerSheet, { planDetailId, paperId })).body.data;
    const correct = SEED_PAPERS[0].questions.map((q) => q.correct);
    const questionResults = sheet.questionList.map((q: { questionId: number; type: number }, i: number) => ({
      questionId: q.questionId,
      result: q.type === 5 ? 'A,B' : q.type === 8 ? '' : correct[i],
    }));
    expect((await student.post(teachingPaths.paperSubmit, { planDetailId, paperId, questionResults })).body.code).toBe(200);

    const res = await teacher.get(itemAnalysisPaths.planPaper, { planDetailId, paperId });
    expect(res.body.code).toBe(200);
    const analysis = res.body.data as PaperItemAnalysis;
    // What is stored, counted straight from the tables: attempts and right answers per question.
    const records = await server.db.selectFrom('teaching_paper_record').select('record_id').where('plan_detail_id', '=', planDetailId).where('paper_id', '=', paperId).execute();
    const answers = await server.db
      .selectFrom('teaching_paper_answer')
      .select(['question_id as questionId', 'is_right as isRight', 'result'])
      .where('record_id', 'in', records.map((r) => r.record_id))
      .execute();
    expect(analysis).toMatchObject({ paperName: '诊断学随堂测试', attempts: records.length });
    expect(analysis.items.map((i) => i.no)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const item of analysis.items) {
      const mine = answers.filter((a) => a.questionId === item.questionId);
      if (item.type === 8) {
        expect(item).toMatchObject({ ungraded: true, facility: null, discrimination: null });
        continue;
      }
      expect(item.facility).toBeCloseTo(mine.filter((a) => a.isRight === 1).length / records.length, 12);
      // Every letter chosen is counted once per attempt (a multiple choice counts each of its letters).
      for (const [letter, count] of Object.entries(item.optionCounts)) {
        expect(count).toBe(mine.filter((a) => (a.result ?? '').split(',').includes(letter)).length);
      }
    }
    const multiple = analysis.items.find((i) => i.type === 5)!;
    expect(multiple.optionCounts.A).toBeGreaterThanOrEqual(1);
    expect(multiple.correct).toBe('A,B,C,E');
    expect(analysis.items[0].stem).toBe('正常成人腋测法体温范围是');
    expect(analysis.items.every((i) => i.flags.fewAttempts === records.length < 5)).toBe(true);
    expect(analysis.meanScore).toBeGreaterThan(0);
  });

  it('is for the lesson’s teacher and admins only; unknown lessons and papers are 404', async () => {
    expect((await admin.get(itemAnalysisPaths.planPaper, { planDetailId, paperId })).body.code).toBe(200);
    expect((await student.get(itemAnalysisPaths.planPaper, { planDetailId, paperId })).status).toBe(403);
    expect((await teacher.get(itemAnalysisPaths.planPaper, { planDetailId: 999_999, paperId })).body.code).toBe(404);
    expect((await teacher.get(itemAnalysisPaths.planPaper, { planDetailId, paperId: 999_999 })).body).toMatchObject({ code: 404, msg: '试卷不存在' });
    expect((await teacher.get(itemAnalysisPaths.planPaper, { planDetailId: 'x', paperId })).body.code).toBe(400);
  });
});
