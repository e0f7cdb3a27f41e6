import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { student } from '../../support/accounts';
import { LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

/**
 * Issue 13: back from the answering screen returns to the screen named in `name` with its state (spec §2), and list
 * deep links honour `categoryIds`. Seeded bank 2 (临床综合演练) holds the free chapters 急诊与危重症 and
 * 医学人文 › 医学伦理与法规 (category 13). The tests sign in student21.
 */
const SECOND_BANK = '临床综合演练';
const HUMANITIES = '医学人文';
const ETHICS = '医学伦理与法规';
const ETHICS_ID = 13;

const STUDENT = student(21);

async function signIn(page: Page): Promise<string> {
  const token = await loginByApi(page.request, STUDENT);
  await setTokenCookie(page.context(), MOBILE_TOKEN_COOKIE, token);
  return token;
}

const question = (page: Page) => page.getByRole('article');
const pressBack = (page: Page) => page.locator('.adm-nav-bar-back').first().click();
const query = (page: Page) => Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? ''));

/** Answers the first question of a category wrongly through the API (the list screens need a wrong answer). */
async function answerWrong(request: APIRequestContext, token: string, categoryId: number, studyBankId: number) {
  const headers = { Authorization: `Bearer ${token}`, 'Device-Type': 'app' };
  const res = await request.post('/api/exam/studyRecord/getQuestions', { headers, data: { categoryIds: [categoryId], type: 2, majorType: 1 } });
  const [first] = (await res.json()).data as { id: number; correct: string; childedList: unknown[] }[];
  const wrong = first.correct.startsWith('A') ? 'B' : 'A';
  const add = await request.post('/api/exam/studyQuestionRecord/add', { headers, data: { questionId: first.id, studyBankId, result: wrong, categoryId, majorType: 1 } });
  expect((await add.json()).code).toBe(200);
}

async function openChapter(page: Page, chapter: string): Promise<Locator> {
  const panel = page.locator('.adm-collapse-panel-header', { hasText: chapter });
  await panel.click();
  return panel;
}

test('back from practice returns to /subject on the same bank tab with the same chapter open', async ({ page, problems }) => {
  await signIn(page);
  await page.goto(`${LEARNER}#/subject?majorType=1`);
  await page.getByRole('tab', { name: SECOND_BANK }).click();
  await openChapter(page, HUMANITIES);
  await page.getByRole('button', { name: new RegExp(`^${ETHICS}`) }).click();
  await expect(question(page)).toHaveAccessibleName(/^第1题/);

  await pressBack(page);
  await expect(page).toHaveURL(/#\/subject\?/);
  expect(query(page)).toMatchObject({ majorType: '1', studyBankId: '2', topicActive: '12' });
  await expect(page.getByRole('tab', { name: SECOND_BANK, selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${ETHICS}`) })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('错题: a categoryIds link opens pre-filtered, rows read the stem, and back from practice keeps the choice', async ({ page, problems }) => {
  const token = await signIn(page);
  await answerWrong(page.request, token, ETHICS_ID, 2);
  await page.goto(`${LEARNER}#/subjectErrorCorrection?studyBankId=2&majorType=1&type=1&categoryIds=${encodeURIComponent(`[${ETHICS_ID}]`)}`);
  await expect(page.getByRole('tab', { name: HUMANITIES, selected: true })).toBeVisible();
  const first = page.getByRole('button', { name: /^第1题，答错/ });
  // The stem's first line, not only a numbered circle.
  await expect(first).toHaveAccessibleName(/^第1题，答错\s*\S{4,}/);
  await expect(page.getByRole('button', { name: '开始练习' })).toBeEnabled();

  await first.click();
  await expect(page).toHaveURL(/name=errorCorrection/);
  await expect(question(page)).toBeVisible();
  await pressBack(page);
  await expect(page).toHaveURL(/#\/subjectErrorCorrection\?/);
  expect(query(page)).toMatchObject({ studyBankId: '2', majorType: '1', type: '1', categoryIds: `[${ETHICS_ID}]` });
  await expect(page.getByRole('tab', { name: HUMANITIES, selected: true })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('a paper composed in 智能组题 returns to 组题记录, whose delete action is 65 px wide (spec §9)', async ({ page, problems }) => {
  await signIn(page);
  await page.goto(`${LEARNER}#/subjectGroupQuestion?studyBankId=2&majorType=1`);
  await expect(page.getByText(/^可组\d+题$/)).toBeVisible();
  await page.getByRole('spinbutton').fill('3');
  await page.getByRole('spinbutton').blur();
  // Its own name, also on a retry: the row is found by it.
  const title = `返回测试 ${Date.now().toString(36)}`;
  await page.getByPlaceholder('请输入试卷名称').fill(title);
  await page.getByRole('button', { name: '开始答题' }).click();
  await expect(question(page)).toHaveAccessibleName(/^第1题，共3题/);

  await pressBack(page);
  await expect(page).toHaveURL(/#\/groupQuestion\?/);
  expect(query(page)).toMatchObject({ studyBankId: '2', majorType: '1' });
  await expect(page.getByRole('heading', { name: '组题记录' })).toBeVisible();
  const row = page.locator('.adm-swipe-action', { hasText: title });
  const remove = row.getByRole('button', { name: '删除', includeHidden: true });
  expect((await remove.boundingBox())?.width).toBe(65);
  expect(problems.errors).toEqual([]);
});
