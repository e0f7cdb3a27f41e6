import type { Locator, Page } from '@playwright/test';
import { student } from '../../support/accounts';
import { LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

/**
 * Issue 3 "Proof": the question bank on a phone as a student, against the seeded bank (apps/api-server
 * question-bank seed). 儿科学 › 新生儿与儿童保健 is free: A1 (C), A1, A2, X, 判断, 填空 (2 / 8), A3 group, 问答.
 * 内科学 is a demo skill: its first sub-category opens 5 questions, then the lock asks native to buy.
 * Each test signs in its own student, so answers never collide.
 */
const PAEDIATRICS = '儿科学';
const NEWBORN = '新生儿与儿童保健';

async function signIn(page: Page, studentNo: number) {
  const token = await loginByApi(page.request, student(studentNo));
  await setTokenCookie(page.context(), MOBILE_TOKEN_COOKIE, token);
}

const question = (page: Page) => page.getByRole('article');
/** Single-choice options are buttons, X-type options checkboxes. */
const option = (page: Page, letter: string) => {
  const name = new RegExp(`^${letter} `);
  return question(page).getByRole('button', { name }).or(question(page).getByRole('checkbox', { name }));
};
const next = (page: Page) => page.getByRole('navigation', { name: '题目操作' }).getByRole('button', { name: '下一题' });

async function openSubCategory(page: Page, chapter: string, sub: string, query = '') {
  await page.goto(`${LEARNER}#/subject?majorType=1${query}`);
  await page.getByText(chapter, { exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${sub}`) }).click();
  await expect(question(page)).toHaveAccessibleName(/^第1题/);
}

/** A real finger swipe (touch events through CDP): antd-mobile SwipeAction ignores a mouse drag on a touch device. */
async function swipeLeft(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe target is not on screen');
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const at = (x: number) => [{ x, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(box.x + box.width - 20) });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(box.x + box.width - 20 - step * 20) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Answers whatever the current question is: taps an option, or fills the inputs / ticks options and submits. */
async function answerCurrent(q: Locator) {
  const type = (await q.locator('.qe-question__type').innerText()).trim();
  const inputs = q.locator('input, textarea');
  if ((await inputs.count()) > 0) {
    for (const input of await inputs.all()) await input.fill('答');
    await q.getByRole('button', { name: '提交答案' }).click();
  } else if (type === 'X型题') {
    await q.locator('button[data-state]').first().click();
    await q.getByRole('button', { name: '提交答案' }).click();
  } else {
    await q.locator('button[data-state]').first().click();
  }
}

test('answers A1, X, fill-in and A3, with colours and explanations by the rules', async ({ page, problems }) => {
  await signIn(page, 11);
  await openSubCategory(page, PAEDIATRICS, NEWBORN);

  // A1 submits on tap: the right pick turns green and the explanation shows.
  await option(page, 'C').click();
  await expect(option(page, 'C')).toHaveAttribute('data-state', 'correct-picked');
  await expect(question(page).getByRole('region', { name: '试题详解' })).toBeVisible();

  // A wrong A1: red pick, the missed right option outlined green.
  await next(page).click();
  await option(page, 'A').click();
  await expect(option(page, 'A')).toHaveAttribute('data-state', 'wrong-picked');
  await expect(option(page, 'B')).toHaveAttribute('data-state', 'correct-missed');
  await expect(option(page, 'A')).toHaveCSS('background-color', 'rgb(255, 49, 65)');

  // X needs 提交答案: nothing is graded before it.
  await next(page).click();
  await next(page).click();
  await expect(question(page).locator('.qe-question__type')).toHaveText('X型题');
  for (const letter of ['A', 'B', 'C', 'D']) await option(page, letter).click();
  await expect(option(page, 'A')).toHaveAttribute('data-state', 'picked');
  await expect(question(page).getByRole('region', { name: '试题详解' })).toHaveCount(0);
  await question(page).getByRole('button', { name: '提交答案' }).click();
  await expect(option(page, 'A')).toHaveAttribute('data-state', 'correct-picked');
  await expect(option(page, 'A')).toHaveCSS('background-color', 'rgb(0, 181, 120)');

  // Fill-in: two blanks, then 提交答案.
  await next(page).click();
  await next(page).click();
  await expect(question(page).locator('.qe-question__type')).toHaveText('填空题');
  const blanks = question(page).locator('input');
  await blanks.nth(0).fill('2');
  await blanks.nth(1).fill('8');
  await question(page).getByRole('button', { name: '提交答案' }).click();
  await expect(question(page).getByText('你的答案：')).toBeVisible();
  await expect(question(page).getByRole('region', { name: '试题详解' })).toBeVisible();

  // A3: the children share the stem; each answers on tap.
  await next(page).click();
  await expect(question(page).getByRole('region', { name: '共用题干' })).toBeVisible();
  await question(page).locator('button[data-state]').first().click();
  await expect(question(page).getByRole('region', { name: '正确答案' })).toBeVisible();
  await next(page).click();
  await expect(question(page).getByRole('region', { name: '共用题干' })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('favourite, note, and a wrong answer practised again from 错题', async ({ page, problems }) => {
  await signIn(page, 13);
  await openSubCategory(page, PAEDIATRICS, NEWBORN);

  await page.getByRole('button', { name: '收藏' }).click();
  await expect(page.getByText('已收藏')).toBeVisible();
  await expect(page.getByRole('button', { name: '取消收藏' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '取消收藏' }).click();
  await expect(page.getByText('取消收藏', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');

  const note = `新生儿体重记录 ${Date.now()}`;
  await page.getByRole('button', { name: '笔记' }).click();
  await page.getByRole('dialog', { name: '笔记' }).getByRole('textbox').fill(note);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByRole('dialog', { name: '笔记' })).toBeHidden();

  // A wrong answer on question 1 (C is right).
  await option(page, 'A').click();
  await expect(option(page, 'A')).toHaveAttribute('data-state', 'wrong-picked');

  await page.goto(`${LEARNER}#/subjectNote?studyBankId=1&majorType=1&type=0`);
  const listed = page.getByRole('paragraph').filter({ hasText: note });
  await expect(listed).toBeVisible();
  await listed.click();
  await expect(page).toHaveURL(/name=note/);
  await expect(question(page)).toBeVisible();

  await page.goto(`${LEARNER}#/subjectErrorCorrection?studyBankId=1&majorType=1&type=1`);
  await page.getByRole('tab', { name: PAEDIATRICS }).click();
  await page.getByRole('button', { name: /^第1题/ }).click();
  await expect(page).toHaveURL(/name=errorCorrection.*typeFlag=2/);
  await option(page, 'C').click();
  await expect(option(page, 'C')).toHaveAttribute('data-state', 'correct-picked');
  expect(problems.errors).toEqual([]);
});

test('composes a paper of 20, finishes it, and deletes a record', async ({ page, problems }) => {
  await signIn(page, 15);
  await page.goto(`${LEARNER}#/subjectGroupQuestion?studyBankId=1&majorType=1`);
  await expect(page.getByText(/^可组\d+题$/)).toBeVisible();
  await page.getByRole('spinbutton').fill('20');
  await page.getByRole('spinbutton').blur();
  await page.getByPlaceholder('请输入试卷名称').fill('e2e 组卷');
  await page.getByRole('button', { name: '开始答题' }).click();
  await expect(page).toHaveURL(/studyPaperId=\d+.*typeFlag=5|typeFlag=5.*studyPaperId=\d+/);
  await expect(question(page)).toHaveAccessibleName(/^第1题，共20题/);

  await answerCurrent(question(page));
  await page.getByRole('button', { name: '答题卡' }).click();
  await page.getByRole('button', { name: /^第20题/ }).click();
  await expect(question(page)).toHaveAccessibleName(/^第20题/);
  await expect(page.getByRole('dialog', { name: '答题卡' })).toBeHidden();
  await answerCurrent(question(page));
  // A paper shows results once finished: 提交答案 on the last question finishes it.
  await question(page).getByRole('button', { name: '提交答案' }).click();
  await expect(question(page).getByRole('region', { name: '正确答案' })).toBeVisible();

  await page.goto(`${LEARNER}#/subjectTestCreation?studyBankId=1&majorType=1`);
  const row = page.locator('.adm-swipe-action', { hasText: 'e2e 组卷' });
  await expect(row.getByLabel(/^已答2题，共20题$/)).toBeVisible();
  await swipeLeft(page, row);
  await row.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('确定要删除吗 ?')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.adm-swipe-action', { hasText: 'e2e 组卷' })).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('the lock at question 6 calls the native bridge (simulator)', async ({ page }) => {
  await signIn(page, 17);
  await openSubCategory(page, '内科学', '呼吸系统疾病', '&bridgeSim=1');
  // The simulator panel covers the bottom bar: move with the arrow keys (spec: ← / → between questions).
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  await expect(question(page)).toHaveAccessibleName(/^第5题/);
  const log = page.getByTestId('bridge-simulator').getByRole('log');
  await expect(log.locator('[data-action="buyFirstStaionAction"]')).toHaveCount(1);
  await expect(log.locator('[data-action="buyFirstStaionAction"]')).toContainText('"skillId":1,"skillName":"临床思维能力训练"');
});
