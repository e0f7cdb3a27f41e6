/**
 * Issue 14 attack suite, row 7: submitting a course paper granted the resource's full credits whatever the score
 * (an empty paper → 4 credits). Credits now follow the paper's pass mark (60 unless set per paper): an empty or
 * failed paper earns nothing, a passed one earns the resource's credits once.
 * Target: course 1's lecture notes (a document, 4 credits: its paper is the only way to earn them), paper 2 with
 * three answerable questions (B, B, 模式识别) — one right is 33 points, two right 67.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePaths, type CourseAnswerSheet, type CourseQuestion } from '@medteach/contract';
import { signIn, testServer, type Caller } from '../src/test-helpers';
import { SeedCourse, SeedResource } from '../src/modules/course/seed';
import { SeedCoursePaper } from '../src/modules/course/seed-papers';
import { sqlRun } from './support/raw-sql';

const paper = { onlineCourseId: SeedCourse.INTERNAL_MEDICINE, onlineCourseResourceId: SeedResource.LECTURE_NOTES_PDF, paperId: SeedCoursePaper.LECTURE_NOTES };
const NOTES_CREDITS = 4;

let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.close());

const leaves = (sheet: CourseAnswerSheet): CourseQuestion[] => sheet.questionList.flatMap((q) => (q.childedList.length ? q.childedList : [q]));

/** Signs a fresh classmate in, submits `answers` (by leaf index) and reports the submission and the credits after. */
async function submitAs(username: string, answers: Record<number, string>) {
  const student: Caller = await signIn(server.app, username);
  const sheet = (await student.get(coursePaths.myAnswerSheet, paper)).body.data as CourseAnswerSheet;
  const questionResults = leaves(sheet)
    .map((q, i) => ({ questionId: q.questionId, result: answers[i] }))
    .filter((r) => r.result !== undefined);
  const submitted = await student.post(coursePaths.submit, { ...paper, questionResults });
  const course = (await student.get(`${coursePaths.myStudyDetail}/${SeedCourse.INTERNAL_MEDICINE}`)).body.data;
  const notes = course.resourceList.find((r: { onlineCourseResourceId: number }) => r.onlineCourseResourceId === SeedResource.LECTURE_NOTES_PDF);
  return { submitted: submitted.body, earnedScore: course.earnedScore as number, notes };
}

describe('row 7: a course paper earns credits only when passed', () => {
  it('an empty paper is stored (0 points) and earns nothing', async () => {
    const { submitted, earnedScore, notes } = await submitAs('student05', {});
    expect(submitted).toMatchObject({ code: 200, data: { isStudy: 1, score: 0, finishCount: 0 } });
    expect(earnedScore).toBe(0);
    expect(notes).toMatchObject({ isEarned: 0, paperDTOList: [{ isStudy: 1 }] });
  });

  it('a failing paper (33 of 100, under the pass mark 60) earns nothing', async () => {
    const { submitted, earnedScore, notes } = await submitAs('student06', { 0: 'B', 1: 'A', 2: '问诊' });
    expect(submitted).toMatchObject({ code: 200, data: { score: 33, finishCount: 3 } });
    expect(earnedScore).toBe(0);
    expect(notes.isEarned).toBe(0);
  });

  it('a passing paper (67 of 100) earns the resource credits', async () => {
    const { submitted, earnedScore, notes } = await submitAs('student07', { 0: 'B', 1: 'B' });
    expect(submitted).toMatchObject({ code: 200, data: { score: 67, finishCount: 2 } });
    expect(earnedScore).toBe(NOTES_CREDITS);
    expect(notes.isEarned).toBe(1);
  });

  it('a paper whose pass mark is raised is failed by the same answers', async () => {
    (await sqlRun(server.ctx.db, 'UPDATE course_paper SET pass_score = 70 WHERE paper_id = ?', SeedCoursePaper.LECTURE_NOTES));
    const { submitted, earnedScore } = await submitAs('student08', { 0: 'B', 1: 'B' });
    expect(submitted).toMatchObject({ code: 200, data: { score: 67 } });
    expect(earnedScore).toBe(0);
  });
});
