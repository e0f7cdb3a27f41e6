import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseMessages, coursePaths, type CourseAnswerSheet, type CourseQuestion } from '@medteach/contract';
import { signIn, testServer, type Caller } from '../../test-helpers';
import { SeedCourse, SeedResource } from './seed';
import { SEED_COURSE_PAPERS, SeedCoursePaper, leafAnswers } from './seed-papers';

let server: Awaited<ReturnType<typeof testServer>>;
let student01: Caller;
let student02: Caller;
let teacher: Caller;
const sheetQuery = { onlineCourseId: SeedCourse.INTERNAL_MEDICINE, onlineCourseResourceId: SeedResource.HEART_EXAM_VIDEO, paperId: SeedCoursePaper.INTERNAL_MEDICINE };

beforeAll(async () => {
  server = await testServer();
  [student01, student02, teacher] = await Promise.all(['student01', 'student02', 'teacher01'].map((u) => signIn(server.app, u)));
});
afterAll(() => server.close());

const leaves = (sheet: CourseAnswerSheet) => sheet.questionList.flatMap((q) => (q.childedList.length ? q.childedList : [q]));

describe('course answer sheet', () => {
  it('hands an unfinished student every question type, stems with children, without answers', async () => {
    const sheet = (await student01.get(coursePaths.myAnswerSheet, sheetQuery)).body.data as CourseAnswerSheet;
    expect(sheet).toMatchObject({ paperName: '内科学综合测验', isStudy: 0, totalCount: 12, finishCount: 0, score: null });
    expect(sheet.questionList.map((q) => q.type)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const a3 = sheet.questionList[2];
    expect(a3.childedList).toHaveLength(2);
    expect(a3.childedList[0]).toMatchObject({ type: 2, typeName: 'A3型题', publicContent: a3.content, content: '最可能的诊断是' });
    expect(sheet.questionList[4].childedList[0].selectList.map((o) => o.type)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(leaves(sheet).every((q) => q.correct === null && q.analysis === null && q.result === null)).toBe(true);
  });

  it('shows a submitted student their answers, marks and the key', async () => {
    const sheet = (await student02.get(coursePaths.myAnswerSheet, sheetQuery)).body.data as CourseAnswerSheet;
    expect(sheet).toMatchObject({ isStudy: 1, score: 83, finishCount: 12 });
    const wrong = leaves(sheet).filter((q) => q.isRight === 0);
    expect(wrong.map((q) => q.result)).toEqual(['E', 'E']);
    expect(wrong[0].correct).toBe('B');
    expect(wrong[0].selectList.find((o) => o.selected)?.type).toBe('E');
  });

  it('shows teachers the key without any answers, and refuses a paper not on the resource', async () => {
    const sheet = (await teacher.get(coursePaths.myAnswerSheet, sheetQuery)).body.data as CourseAnswerSheet;
    expect(leaves(sheet)[0]).toMatchObject({ correct: 'B', result: null });
    const wrongPaper = await student01.get(coursePaths.myAnswerSheet, { ...sheetQuery, paperId: SeedCoursePaper.LECTURE_NOTES });
    expect(wrongPaper.body).toEqual({ code: 404, msg: CourseMessages.paperNotFound });
    expect((await student01.get(coursePaths.myAnswerSheet, { ...sheetQuery, paperId: 'x' })).body.code).toBe(400);
  });
});

describe('submitting a course paper', () => {
  it('grades, stores, ranks within the class, marks the resource studied and earns its credits, once', async () => {
    const sheet = (await student01.get(coursePaths.myAnswerSheet, sheetQuery)).body.data as CourseAnswerSheet;
    const correct = leafAnswers(SEED_COURSE_PAPERS[0]);
    // Right on all but the X-type (index 8, wrong); the essay (11) left blank: 10 of 12 right, 11 answered.
    const questionResults = leaves(sheet).map((q: CourseQuestion, i) => ({ questionId: q.questionId, result: i === 8 ? 'A,B' : i === 11 ? '' : correct[i] }));
    const res = await student01.post(coursePaths.submit, { ...sheetQuery, questionResults, useTime: 312 });
    expect(res.body).toMatchObject({ code: 200, msg: CourseMessages.submitted, data: { isStudy: 1, score: 83, finishCount: 11 } });
    expect(leaves(res.body.data).map((q: CourseQuestion) => q.isRight)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, null]);

    const detail = (await student01.get(coursePaths.courseAnswerSheetDetail, sheetQuery)).body.data;
    // Class 1 so far: student03 100, student02 83, student04 58 (student11 of class 2 does not count).
    expect(detail).toMatchObject({ paperName: '内科学综合测验', realName: '张伟', score: 83, finishCount: 11, totalCount: 12, rank: 2, submitCount: 4 });
    // The class best (student03) and the time this learner spent (score report 最高分 / 用时).
    expect(detail).toMatchObject({ bestScore: 100, useTime: 312 });
    expect(detail.questionList).toHaveLength(12);
    expect(detail.questionList.map((q: { type: number }) => q.type)).toEqual([0, 1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8]);
    expect(detail.questionList[8]).toMatchObject({ isRight: 0 });

    const course = (await student01.get(`${coursePaths.myStudyDetail}/${SeedCourse.INTERNAL_MEDICINE}`)).body.data;
    expect(course.earnedScore).toBe(6);
    expect(course.resourceList[0]).toMatchObject({ isStudy: 1, isEarned: 1, paperDTOList: [{ paperId: 1, isStudy: 1 }] });

    const again = await student01.post(coursePaths.submit, { ...sheetQuery, questionResults });
    expect(again.body).toEqual({ code: 500, msg: CourseMessages.alreadySubmitted });
  });

  it('earns a document’s credits through its paper, once passed (an empty or failed one earns nothing: test/attack-course-credits)', async () => {
    const query = { onlineCourseId: SeedCourse.INTERNAL_MEDICINE, onlineCourseResourceId: SeedResource.LECTURE_NOTES_PDF, paperId: SeedCoursePaper.LECTURE_NOTES };
    const sheet = (await student02.get(coursePaths.myAnswerSheet, query)).body.data as CourseAnswerSheet;
    const correct = leafAnswers(SEED_COURSE_PAPERS[1]);
    const res = await student02.post(coursePaths.submit, { ...query, questionResults: leaves(sheet).map((q, i) => ({ questionId: q.questionId, result: correct[i] })) });
    expect(res.body.data).toMatchObject({ finishCount: 3 });
    expect(res.body.data.score).toBeGreaterThanOrEqual(60);
    expect((await student02.get(coursePaths.certificateProgress, { onlineCourseId: SeedCourse.INTERNAL_MEDICINE })).body.data.earnedScore).toBe(12);
  });

  it('refuses unknown or repeated questions, bad bodies and teachers', async () => {
    const query = { onlineCourseId: SeedCourse.ORAL_SURGERY, onlineCourseResourceId: SeedResource.ORAL_EXAM_VIDEO, paperId: SeedCoursePaper.ORAL_SURGERY };
    const sheet = (await student01.get(coursePaths.myAnswerSheet, query)).body.data as CourseAnswerSheet;
    const stemId = sheet.questionList[1].questionId; // the B-type stem: not answerable itself
    expect((await student01.post(coursePaths.submit, { ...query, questionResults: [{ questionId: stemId, result: 'A' }] })).body).toEqual({ code: 400, msg: CourseMessages.unknownQuestion });
    const first = leaves(sheet)[0].questionId;
    const twice = [{ questionId: first, result: 'A' }, { questionId: first, result: 'B' }];
    expect((await student01.post(coursePaths.submit, { ...query, questionResults: twice })).body).toEqual({ code: 400, msg: CourseMessages.duplicateQuestion });
    expect((await student01.post(coursePaths.submit, query)).body).toEqual({ code: 400, msg: '请提交答题结果' });
    expect((await student01.post(coursePaths.submit, { ...query, questionResults: [{ questionId: first, result: 'x'.repeat(5001) }] })).body).toEqual({ code: 400, msg: '答案过长' });
    expect((await student01.post(coursePaths.submit, { ...query, questionResults: [], useTime: -1 })).body).toEqual({ code: 400, msg: '用时格式不正确' });
    expect((await student01.post(coursePaths.submit, { ...query, questionResults: [], useTime: 'soon' })).body).toEqual({ code: 400, msg: '用时格式不正确' });
    expect((await teacher.post(coursePaths.submit, { ...query, questionResults: [] })).status).toBe(403);
    // Nothing was stored by the refused calls.
    expect((await student01.get(coursePaths.myAnswerSheet, query)).body.data.isStudy).toBe(0);
  });
});

describe('answer sheet detail (score report)', () => {
  it('lets a student read only their own', async () => {
    expect((await student02.get(coursePaths.courseAnswerSheetDetail, { ...sheetQuery, userId: 102 })).body.data).toMatchObject({ score: 83, rank: 2 });
    expect((await student02.get(coursePaths.courseAnswerSheetDetail, { ...sheetQuery, userId: 103 })).status).toBe(403);
  });

  it('lets a teacher read the students of a class they teach (teacher02: classes 1 and 3), admins anyone’s', async () => {
    const [teacher02, admin] = await Promise.all(['teacher02', 'admin'].map((u) => signIn(server.app, u)));
    const forbidden = { status: 403, body: { code: 403, msg: '当前操作没有权限' } };
    expect((await teacher02.get(coursePaths.courseAnswerSheetDetail, { ...sheetQuery, userId: 103 })).body.data).toMatchObject({ realName: '李娜', score: 100 });
    // student11 is in class 2, which teacher02 teaches nothing to; whether a sheet exists is not told either.
    expect(await teacher02.get(coursePaths.courseAnswerSheetDetail, { ...sheetQuery, userId: 111 })).toEqual(forbidden);
    expect(await teacher02.get(coursePaths.courseAnswerSheetDetail, { ...sheetQuery, userId: 112 })).toEqual(forbidden);
    expect((await teacher02.get(coursePaths.courseAnswerSheetDetail, { ...sheetQuery, userId: 105 })).body).toEqual({ code: 404, msg: CourseMessages.notSubmitted });
    expect((await admin.get(coursePaths.courseAnswerSheetDetail, { ...sheetQuery, userId: 111 })).body.data).toMatchObject({ score: 100, rank: 1 });
  });

  it('lets a teacher of the student’s class read it, with the userId required', async () => {
    expect((await teacher.get(coursePaths.courseAnswerSheetDetail, { ...sheetQuery, userId: 103 })).body.data).toMatchObject({ realName: '李娜', score: 100, rank: 1 });
    expect((await teacher.get(coursePaths.courseAnswerSheetDetail, { ...sheetQuery, userId: 111 })).body.data).toMatchObject({ score: 100, rank: 1, submitCount: 1, bestScore: 100 });
    expect((await teacher.get(coursePaths.courseAnswerSheetDetail, { ...sheetQuery, userId: 104 })).body.data).toMatchObject({ score: 58, bestScore: 100, useTime: 1460 });
    expect((await teacher.get(coursePaths.courseAnswerSheetDetail, sheetQuery)).body).toEqual({ code: 400, msg: CourseMessages.userRequired });
    expect((await teacher.get(coursePaths.courseAnswerSheetDetail, { ...sheetQuery, userId: 105 })).body).toEqual({ code: 404, msg: CourseMessages.notSubmitted });
  });
});
