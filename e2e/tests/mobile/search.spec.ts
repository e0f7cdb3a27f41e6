import { student } from '../../support/accounts';
import { LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

/**
 * Issue 18 "search across the banks a student can open": a browser student on the home types a word of a seeded
 * stem into 题库's search box, gets the match with the word marked and its bank · chapter · section, taps it and
 * lands on that question in topic practice; a locked match opens the goods page of its skill. Read-only, as
 * student13, who has not bought 内科学 (skill 1).
 */
const STUDENT = student(13);

test('a student searches the banks from the home and lands on the question found', async ({ page, problems }) => {
  const token = await loginByApi(page.request, STUDENT);
  await setTokenCookie(page.context(), MOBILE_TOKEN_COOKIE, token);

  await page.goto(LEARNER);
  await expect(page).toHaveURL(/#\/home$/);
  const box = page.getByRole('search').getByPlaceholder('搜索题干或选项');
  await box.fill('必备条件');
  await box.press('Enter');
  await expect(page).toHaveURL(/#\/search\?keyword=/);
  await expect(page.getByText('共找到 1 道试题')).toBeVisible();
  const results = page.getByRole('region', { name: '搜索结果' });
  await expect(results.locator('mark')).toHaveText('必备条件');
  const hit = results.getByText('慢性阻塞性肺疾病诊断的');
  await expect(results.getByText('临床思维能力题库 · 内科学 · 呼吸系统疾病')).toBeVisible();

  await hit.click();
  await expect(page).toHaveURL(/#\/subjectHomeWork\?name=topic&.*questionId=\d+/);
  await expect(page.getByText('慢性阻塞性肺疾病诊断的必备条件是')).toBeVisible();
  await expect(page.getByText('吸入支气管舒张剂后FEV1/FVC<70%')).toBeVisible();

  // Back to the search; nothing found says so.
  await page.goto(`${LEARNER}#/search?keyword=${encodeURIComponent('没有这样的题干')}`);
  await expect(page.getByText('未找到相关试题')).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('a locked match is listed as 未解锁 and opens the goods page of its skill', async ({ page, problems }) => {
  const token = await loginByApi(page.request, STUDENT);
  await setTokenCookie(page.context(), MOBILE_TOKEN_COOKIE, token);

  // The A3 case of 呼吸系统疾病 is its 8th item: past the 5 free questions of 内科学 (skill 1, not bought). It is
  // listed where it sits, without its stem (受凉后寒战…): the topic lock withholds a locked question's text.
  await page.goto(`${LEARNER}#/search?keyword=${encodeURIComponent('铁锈色痰')}`);
  const results = page.getByRole('region', { name: '搜索结果' });
  await expect(results.getByText('共找到 1 道试题')).toBeVisible();
  const row = results.locator('.adm-list-item').filter({ hasText: '临床思维能力题库 · 内科学 · 呼吸系统疾病' });
  await expect(row.getByText('未解锁')).toBeVisible();
  await expect(results).not.toContainText('受凉后寒战');
  await row.click();
  await expect(page).toHaveURL(/#\/goods\?id=1&back=/);
  expect(decodeURIComponent(page.url())).toMatch(/back=\/subjectHomeWork\?name=topic&.*questionId=\d+/);
  expect(problems.errors).toEqual([]);
});
