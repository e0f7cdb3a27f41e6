import type { APIRequestContext } from '@playwright/test';
import { student } from '../../support/accounts';
import { LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

/**
 * Issue 18 学习统计: a student answers some questions of the oral family (majorType 2), opens the home, taps
 * 学习统计 and sees the charts, the streak and a weak category, whose 练一练 opens topic practice of it, as student07.
 */
const ORAL = 2;
const STUDENT = student(7);

/** Three wrong answers and one right one in the first category of the family's first bank, through the API. */
async function practise(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}`, 'Device-Type': 'app' };
  const banks = (await (await request.get('/api/exam/studyBank/list', { headers, params: { majorType: ORAL } })).json()).data as { studyBankId: number }[];
  const studyBankId = banks[0].studyBankId;
  const res = await request.post('/api/exam/studyRecord/getQuestions', { headers, data: { studyBankId, type: 2, majorType: ORAL } });
  type Q = { id: number; correct: string; locked: boolean; categoryId: number; childedList: unknown[] };
  const open = ((await res.json()).data as Q[]).filter((q) => !q.locked && q.childedList.length === 0 && /^[A-Z]$/.test(q.correct));
  const leaf = open.filter((q) => q.categoryId === open[0].categoryId).slice(0, 4);
  expect(leaf.length).toBe(4);
  for (const [i, q] of leaf.entries()) {
    const result = i < 3 ? (q.correct === 'A' ? 'B' : 'A') : q.correct;
    const add = await request.post('/api/exam/studyQuestionRecord/add', { headers, data: { questionId: q.id, studyBankId, result, majorType: ORAL } });
    expect((await add.json()).code).toBe(200);
  }
}

test('学习统计: from the home to the charts, and 练一练 of a weak category opens its practice', async ({ page, problems }) => {
  const token = await loginByApi(page.request, STUDENT);
  await setTokenCookie(page.context(), MOBILE_TOKEN_COOKIE, token);
  await practise(page.request, token);

  await page.goto(LEARNER);
  await expect(page).toHaveURL(/#\/home$/);
  // One 学习统计 link per family: the oral one is the second.
  await page.getByRole('link', { name: '学习统计' }).nth(1).click();
  await expect(page).toHaveURL(/#\/progress\?majorType=2$/);
  await expect(page.getByText('学习统计 · 口腔临床思辨能力')).toBeVisible();
  await expect(page.getByText('1天')).toBeVisible(); // the streak: answers today
  // Three charts, each an image named by its numbers.
  const charts = page.locator('canvas[role="img"]');
  await expect(charts).toHaveCount(3);
  await expect(charts.first()).toHaveAttribute('aria-label', /共答 4 题/);
  for (const chart of await charts.all()) {
    await expect(chart).toBeVisible();
    expect((await chart.boundingBox())?.height ?? 0).toBeGreaterThan(100);
  }

  await page.getByRole('button', { name: /^练一练：/ }).first().click();
  await expect(page).toHaveURL(/#\/subjectHomeWork\?name=topic&studyBankId=\d+&categoryIds=%5B\d+%5D&majorType=2/);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(problems.errors).toEqual([]);
});
