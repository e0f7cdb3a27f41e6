import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, student } from '../../support/accounts';
import { LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie, sharedLogin } from '../../support/session';

/**
 * Issue 18 模拟考试: a browser student opens a mock exam from the home's 题库 tab, answers two questions, reloads
 * mid-way and continues the same attempt with the clock still running (the server keeps the deadline), submits and
 * reads the report; with a one-minute blueprint the exam submits itself at zero. The blueprints are set through the
 * console's API (single-choice A1 questions only, so a tap answers). It signs in student23.
 */
const STUDENT = student(23);
const EXAM_BANK = 2; // 临床综合演练: free categories
const SHORT_BANK = 1; // its free chapter 儿科学, for the one-minute exam
const A1 = 0;

async function setBlueprint(request: APIRequestContext, studyBankId: number, chapter: string, durationMinutes: number, count: number) {
  const headers = { Authorization: `Bearer ${await sharedLogin(request, ADMIN)}` };
  const url = `/api/exam/mockExam/blueprint/${studyBankId}`;
  const current = (await (await request.get(url, { headers })).json()).data as { categories: { categoryId: number; categoryName: string }[] };
  const categoryId = current.categories.find((c) => c.categoryName === chapter)?.categoryId;
  const sections = [{ categoryId, questionType: A1, count }];
  const res = await request.put(url, { headers, data: { durationMinutes, passPercent: 60, sections } });
  expect((await res.json()).code).toBe(200);
}

/** Signs the student in; an attempt left running by an earlier try of this test is handed in first. */
async function signIn(page: Page, studyBankId: number) {
  const token = await loginByApi(page.request, STUDENT);
  await setTokenCookie(page.context(), MOBILE_TOKEN_COOKIE, token);
  const headers = { Authorization: `Bearer ${token}` };
  const running = (await (await page.request.get(`/api/exam/mockExam/current?studyBankId=${studyBankId}`, { headers })).json()).data.attempt as { attemptId: number } | null;
  if (running) await page.request.post('/api/exam/mockExam/submit', { headers, data: { attemptId: running.attemptId } });
}

/** mm:ss on the exam's clock, in seconds. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('mock-exam-clock').locator('strong').textContent()) ?? '';
  const [m, s] = text.split(':').map(Number);
  return m * 60 + s;
}

test('start a mock exam from the home, answer two, reload and continue with the clock running, submit and read the report', async ({ page, problems }) => {
  await setBlueprint(page.request, EXAM_BANK, '急诊与危重症', 30, 2); // the chapter's two A1 questions
  await signIn(page, EXAM_BANK);
  await page.goto(LEARNER);
  await page.getByRole('button', { name: '临床综合演练 模拟考试' }).click();
  await expect(page).toHaveURL(/#\/mockExam\?studyBankId=2/);
  await expect(page.getByText('试题数量：2 题')).toBeVisible();
  await expect(page.getByText('考试时长：30 分钟')).toBeVisible();
  await page.getByRole('button', { name: '开始考试' }).click();

  const clock = page.getByTestId('mock-exam-clock');
  await expect(clock).toContainText(/(30:00|29:5\d)/);
  await expect(page.getByText('已答 0/2')).toBeVisible();
  await page.getByRole('button', { name: /^A / }).click();
  await expect(page.getByText('已答 1/2')).toBeVisible();
  await page.getByRole('button', { name: '下一题' }).click();
  await page.getByRole('button', { name: /^B / }).click();
  await expect(page.getByText('已答 2/2')).toBeVisible();
  await page.getByRole('button', { name: '标记' }).click();
  await expect(page.getByRole('button', { name: '已标记' })).toBeVisible();

  // Let the clock run a little, then reload: same attempt, answers kept, and the time did not start over.
  await expect.poll(() => secondsLeft(page), { timeout: 10_000 }).toBeLessThan(30 * 60 - 3);
  const before = await secondsLeft(page);
  await page.reload();
  await expect(page.getByText('已答 2/2')).toBeVisible();
  const after = await secondsLeft(page);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 30);
  await expect.poll(() => secondsLeft(page), { timeout: 5_000 }).toBeLessThan(after); // still running

  await page.getByRole('button', { name: '交卷' }).click();
  await expect(page.getByText('确定交卷吗？交卷后不能再修改答案。')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/mockExam\?studyBankId=2&report=\d+/);
  await expect(page.getByTestId('mock-exam-score')).toBeVisible();
  await expect(page.getByText(/^(通过|未通过)$/)).toBeVisible();
  await expect(page.getByText('分类正确率')).toBeVisible();
  await expect(page.getByText('每题用时')).toBeVisible();
  await expect(page.getByText('答案与解析')).toBeVisible();
  // The report survives a reload (it is in the link).
  await page.reload();
  await expect(page.getByTestId('mock-exam-score')).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('a one-minute mock exam submits itself at zero', async ({ page, problems }) => {
  test.setTimeout(120_000);
  await setBlueprint(page.request, SHORT_BANK, '儿科学', 1, 2);
  await signIn(page, SHORT_BANK);
  await page.goto(`${LEARNER}#/mockExam?studyBankId=${SHORT_BANK}`);
  await page.getByRole('button', { name: '开始考试' }).click();
  await page.getByRole('button', { name: /^A / }).click();
  await expect(page.getByText('已答 1/2')).toBeVisible();
  await expect(page).toHaveURL(/report=\d+/, { timeout: 80_000 });
  await expect(page.getByText(/时间到自动交卷/)).toBeVisible();
  await expect(page.getByText('答对 ', { exact: false })).toBeVisible();
  expect(problems.errors).toEqual([]);
});
