/**
 * Issue 18 试题分析 in the back office: the admin picks the seeded plan paper 1 of lesson 1 (学期 → 诊断学 → the lesson →
 * 诊断学随堂测试) and sees one row per question with its figures, and the per-class table; a course paper too; and,
 * after a student handed in a mock exam through the API, that bank's mock exams (模拟考试 → 题库).
 */
import {
  itemAnalysisPaths,
  mockExamPaths,
  teachingLessonAdminPaths,
  type AdminLessonDetail,
  type MockExamAttempt,
  type MockExamCurrent,
  type MockExamReport,
  type StudyBankAdminRow,
} from '@medteach/contract';
import { ADMIN, student } from '../../support/accounts';
import { ADMIN_APP } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, loginByApi, setTokenCookie, sharedLogin } from '../../support/session';
import { pickSelectOption } from '../../support/antd-select';

/** The first paint loads the page's lazy chunk: on the shared 2-core machine that can take longer than the default. */
const FIRST_PAINT = { timeout: 30_000 };
let token: string;

test.beforeEach(async ({ context, request }) => {
  token = await sharedLogin(request, ADMIN);
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, token);
});

const choose = (page: import('@playwright/test').Page, label: string, option: string) => pickSelectOption(page, page.getByLabel(label, { exact: true }), option);

test('the admin opens the analysis of plan paper 1 of lesson 1 and sees per-question rows and the classes', async ({ page, request, problems }) => {
  test.setTimeout(60_000);
  const lesson = (await (await request.get(`/api${teachingLessonAdminPaths.planDetail}/1`, { headers: { Authorization: `Bearer ${token}` } })).json()).data as AdminLessonDetail;
  await page.goto(`${ADMIN_APP}#/teaching/item-analysis`);
  await expect(page.getByText('请选择一份试卷查看试题分析')).toBeVisible(FIRST_PAINT);
  await choose(page, '教学计划', lesson.planName);
  await choose(page, '课次', `${lesson.teachingDate} ${lesson.lessonContent}`);
  await choose(page, '试卷', '诊断学随堂测试');

  await expect(page.getByText(/已提交 \d+ 份，平均得分率 \d+%/)).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.filter({ hasText: '正常成人腋测法体温范围是' })).toHaveCount(1);
  expect(await rows.count()).toBeGreaterThanOrEqual(9);
  await expect(page.getByRole('columnheader', { name: /区分度/ }).first()).toBeVisible();
  await expect(page.getByText('各班薄弱知识点')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('item-analysis.png') });

  // A course paper: 课程 → 资源 · 试卷.
  await page.getByText('课程试卷', { exact: true }).click();
  await choose(page, '课程', '内科学');
  await choose(page, '试卷', '内科学综合测验');
  // The analysis is of that paper: its name heads the table (the closed dropdown keeps a hidden option of that name).
  await expect(page.locator('strong').getByText('内科学综合测验', { exact: true })).toBeVisible();
  await expect(rows.first()).toBeVisible();
  expect(problems.errors).toEqual([]);
});

/** A bank no other e2e spec sets a blueprint for, and a student no other spec signs in. */
const MOCK_BANK = '口腔综合演练';
const MOCK_STUDENT = student(19);

test('after a student hands in a mock exam, the admin opens the analysis of that bank’s mock exams', async ({ page, request, problems }) => {
  test.setTimeout(90_000);
  const admin = { Authorization: `Bearer ${token}` };
  const banks = (await (await request.get(`/api${itemAnalysisPaths.banks}`, { headers: admin, params: { pageNum: 1, pageSize: 100 } })).json()).rows as StudyBankAdminRow[];
  const studyBankId = banks.find((b) => b.studyBankName === MOCK_BANK)?.studyBankId;
  expect(studyBankId).toBeDefined();

  // The student: a running attempt of an earlier try is handed in first, then a fresh one answered in part and submitted.
  const headers = { Authorization: `Bearer ${await loginByApi(request, MOCK_STUDENT)}` };
  const current = (await (await request.get(`/api${mockExamPaths.current}`, { headers, params: { studyBankId: studyBankId ?? 0 } })).json()).data as MockExamCurrent;
  if (current.attempt) await request.post(`/api${mockExamPaths.submit}`, { headers, data: { attemptId: current.attempt.attemptId } });
  const attempt = (await (await request.post(`/api${mockExamPaths.start}`, { headers, data: { studyBankId } })).json()).data as MockExamAttempt;
  const choices = attempt.questions.filter((q) => q.selectList.length > 0).slice(0, 3);
  expect(choices.length).toBeGreaterThan(0);
  for (const q of choices) {
    const res = await request.post(`/api${mockExamPaths.answer}`, { headers, data: { attemptId: attempt.attemptId, questionId: q.id, result: q.selectList[0].type } });
    expect((await res.json()).code).toBe(200);
  }
  const report = (await (await request.post(`/api${mockExamPaths.submit}`, { headers, data: { attemptId: attempt.attemptId } })).json()).data as MockExamReport;
  expect(report.answered).toBe(choices.length);

  await page.goto(`${ADMIN_APP}#/teaching/item-analysis`);
  await expect(page.getByText('请选择一份试卷查看试题分析')).toBeVisible(FIRST_PAINT);
  await page.getByText('模拟考试', { exact: true }).click();
  await expect(page.getByText('请选择一个题库查看其模拟考试的试题分析')).toBeVisible();
  await choose(page, '题库', MOCK_BANK);

  await expect(page.getByText(/已提交 \d+ 次模拟考试，平均得分率 \d+%/)).toBeVisible();
  await expect(page.getByText(/每道题的数字只统计抽到这道题的考试/)).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  // Every question the attempt drew is a row (other attempts of the bank may add more).
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(attempt.questions.length);
  await expect(page.getByRole('columnheader', { name: /作答数/ }).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /区分度/ }).first()).toBeVisible();
  await expect(page.getByText('各班薄弱知识点')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('item-analysis-mock-exam.png') });
  expect(problems.errors).toEqual([]);
});
