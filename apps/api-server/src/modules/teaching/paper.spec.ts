import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachingPaths } from '@medteach/contract';
import { signIn, testServer, type Caller } from '../../test-helpers';
import { PaperMessages } from './paper-routes';
import { SEED_PAPERS } from './seed-papers';
import { SeedLesson, SeedPaper } from './seed';

let server: Awaited<ReturnType<typeof testServer>>;
let student: Caller;
let teacher: Caller;
const planDetailId = SeedLesson.IN_PROGRESS;
const paperId = SeedPaper.DIAGNOSTICS;

beforeAll(async () => {
  server = await testServer();
  student = await signIn(server.app, 'student01');
  teacher = await signIn(server.app, 'teacher01');
});
afterAll(() => server.close());

describe('teaching-plan papers', () => {
  it('hands an unfinished student the questions without answers or explanations', async () => {
    const sheet = (await student.get(teachingPaths.paperMyAnswerSheet, { planDetailId, paperId })).body.data;
    expect(sheet).toMatchObject({ paperName: '诊断学随堂测试', paperStatus: 0, finishCount: 0, score: null, rank: null });
    expect(sheet.questionList.map((q: { type: number }) => q.type)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(sheet.questionList.every((q: { correct: unknown; analysis: unknown }) => q.correct === null && q.analysis === null)).toBe(true);
    expect(sheet.questionList[2].publicContent).toContain('胸骨后');
  });

  it('grades a submission, marks each question and ranks it, once only', async () => {
    const sheet = (await student.get(teachingPaths.paperMyAnswerSheet, { planDetailId, paperId })).body.data;
    const correct = SEED_PAPERS[0].questions.map((q) => q.correct);
    // Right on all but the multi-choice (wrong) and the essay (left blank): 7 of 9.
    const questionResults = sheet.questionList.map((q: { questionId: number; type: number }, i: number) => ({
      questionId: q.questionId,
      result: q.type === 5 ? 'A,B' : q.type === 8 ? '' : q.type === 7 ? ' 心尖部 [$]胸骨右缘第2肋间' : correct[i],
    }));
    const res = await student.post(teachingPaths.paperSubmit, { planDetailId, paperId, questionResults, useTime: 421 });
    // bestScore: 王芳's 100 among the lesson's students; useTime: the seconds the answer sheet measured (用时).
    expect(res.body.data).toMatchObject({ paperStatus: 1, score: 78, finishCount: 8, rank: 2, submitCount: 3, bestScore: 100, useTime: 421 });
    const marks = res.body.data.questionList.map((q: { isRight: number | null }) => q.isRight);
    expect(marks).toEqual([1, 1, 1, 1, 1, 0, 1, 1, null]);
    expect(res.body.data.questionList[0].correct).toBe('B');
    const again = await student.post(teachingPaths.paperSubmit, { planDetailId, paperId, questionResults });
    expect(again.body).toMatchObject({ code: 500, msg: PaperMessages.alreadySubmitted });
  });

  it('shows the answer-sheet detail to the student themself and to the teacher, not to other students', async () => {
    const own = (await student.get(teachingPaths.paperUserAnswerSheet, { planDetailId, paperId, userId: 101 })).body.data;
    expect(own).toMatchObject({ score: 78, rank: 2 });
    expect(own.questionList[5]).toMatchObject({ isRight: 0, result: 'A,B', correct: 'A,B,C,E' });
    expect((await student.get(teachingPaths.paperUserAnswerSheet, { planDetailId, paperId, userId: 102 })).status).toBe(403);
    const byTeacher = (await teacher.get(teachingPaths.paperUserAnswerSheet, { planDetailId, paperId, userId: 102 })).body.data;
    expect(byTeacher).toMatchObject({ score: 100, rank: 1, bestScore: 100, useTime: 754 });
    expect((await teacher.get(teachingPaths.paperUserAnswerSheet, { planDetailId, paperId, userId: 105 })).body).toMatchObject({ code: 404, msg: PaperMessages.notSubmitted });
  });

  it('counts the submission in the lesson detail and refuses papers of a lesson that is over', async () => {
    const d = (await teacher.get(`${teachingPaths.lessonDetail}/${planDetailId}`)).body.data;
    expect(d.paperList[0].paperFinishCount).toBe(3);
    const late = await student.post(teachingPaths.paperSubmit, { planDetailId: SeedLesson.OVER, paperId, questionResults: [] });
    expect(late.body).toMatchObject({ code: 500, msg: PaperMessages.notAnswerTime });
    expect((await teacher.post(teachingPaths.paperSubmit, { planDetailId, paperId: SeedPaper.HISTORY_TAKING, questionResults: [] })).status).toBe(403);
  });
});
