import type { APIRequestContext } from '@playwright/test';
import { student } from '../../support/accounts';
import { LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

/**
 * Issue 18 "A home for people outside the native app": in a plain browser the learner app's root is the home with
 * its tab bar, and every tab leads on by tapping — a bank to /subject, 错题复习 counting a wrong answer, 我的 to the
 * spec's lists, 课程 to the teaching app's courses, as student19.
 */
const STUDENT = student(19);

/** A wrong practice answer through the API: FSRS puts the question on the review list, due tomorrow. */
async function answerWrong(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}`, 'Device-Type': 'app' };
  const res = await request.post('/api/exam/studyRecord/getQuestions', { headers, data: { studyBankId: 1, type: 2, majorType: 1 } });
  const first = ((await res.json()).data as { id: number; correct: string; locked: boolean; childedList: unknown[] }[]).find((q) => !q.locked && q.childedList.length === 0)!;
  const wrong = first.correct.startsWith('A') ? 'B' : 'A';
  const add = await request.post('/api/exam/studyQuestionRecord/add', { headers, data: { questionId: first.id, studyBankId: 1, result: wrong, majorType: 1 } });
  expect((await add.json()).code).toBe(200);
}

test('a browser student lands on the home and reaches the banks, review, lists and courses by tapping', async ({ page, problems }) => {
  const token = await loginByApi(page.request, STUDENT);
  await setTokenCookie(page.context(), MOBILE_TOKEN_COOKIE, token);
  await answerWrong(page.request, token);

  await page.goto(LEARNER);
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole('heading', { name: '题库' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: '主导航' });
  // The wrong answer is on the clinical family's review list (due tomorrow, so nothing due yet; the next day, with the
  // server's clock moved, is e2e/tests/clock/review-next-day.spec.ts).
  await expect(page.getByText('复习列表共 1 题')).toBeVisible();
  await expect(page.getByText('今日已复习完')).toBeVisible();

  await page.getByText('临床思维能力题库').click();
  await expect(page).toHaveURL(/#\/subject\?majorType=1&studyBankId=1/);
  await expect(page.getByRole('tab', { name: '临床思维能力题库' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/home/);

  await tabs.getByText('我的').click();
  await expect(page).toHaveURL(/#\/home\?tab=me/);
  await page.getByText('我的错题').first().click();
  await expect(page).toHaveURL(/#\/subjectErrorCorrection\?majorType=1&type=1/);
  await page.goBack();

  await tabs.getByText('课程').click();
  await page.getByText('内科学临床思维').click();
  await expect(page).toHaveURL(/\/teaching\/#\/teachLearn/);
  await expect(page.getByText('在线学习')).toBeVisible();
  expect(problems.errors).toEqual([]);
});
