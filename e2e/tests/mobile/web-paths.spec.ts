import { ADMIN, student } from '../../support/accounts';
import { ADMIN_APP, LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

/**
 * Issue 18 "every action that today only calls the native bridge has a web path": a browser student practising a
 * locked skill hits the 5-question lock, lands on its goods page, buys through the sandbox cashier and is back on the
 * same question with the rest unlocked; then reports a mistake through 纠错, which the console's 纠错反馈 lists.
 * It signs in student11, who has not bought skill 1 (内科学).
 */
const STUDENT = student(11);
const MAX_TAPS = 12;

test('a browser student: lock → goods page → sandbox purchase → same question unlocked; 纠错 reaches the console', async ({ page, problems }) => {
  const who = STUDENT;
  const token = await loginByApi(page.request, who);
  await setTokenCookie(page.context(), MOBILE_TOKEN_COOKIE, token);

  // 内科学 is a demo chapter of skill 1: its first sub-category opens, five questions free.
  await page.goto(`${LEARNER}#/subject?majorType=1&studyBankId=1`);
  await page.getByText('内科学', { exact: true }).click();
  await page.getByRole('button', { name: /呼吸系统疾病/ }).click();
  await expect(page).toHaveURL(/#\/subjectHomeWork\?/);
  await expect(page.getByRole('article')).toBeVisible();

  // 下一题 until the lock: in a browser it opens the goods page (inside the app native would sell the skill).
  const article = page.getByRole('article');
  const keyOnScreen = () => article.getAttribute('data-question-key', { timeout: 1000 }).catch(() => null);
  for (let i = 0; i < MAX_TAPS && !page.url().includes('#/goods'); i++) {
    const before = await keyOnScreen();
    await page.getByRole('button', { name: '下一题' }).click();
    await expect.poll(async () => page.url().includes('#/goods') || (await keyOnScreen()) !== before).toBe(true);
  }
  await expect(page).toHaveURL(/#\/goods\?id=1&back=/);
  const back = new URL(new URLSearchParams(page.url().split('#/goods?')[1]).get('back') ?? '', 'http://x');
  const lockedAt = back.searchParams.get('questionId');
  expect(lockedAt).toMatch(/^\d+$/);

  await page.getByRole('button', { name: '立即解锁' }).click();
  await page.getByRole('dialog', { name: '选择规格' }).getByRole('button', { name: '立即购买' }).click();
  await page.getByRole('button', { name: '确认支付' }).click();

  // Straight back to the same practice on the same question, now unlocked: 下一题 goes on instead of to the goods page.
  await expect(page).toHaveURL(new RegExp(`#/subjectHomeWork\\?.*questionId=${lockedAt}`));
  await expect(article).toHaveAttribute('data-question-key', lockedAt!);
  await page.getByRole('button', { name: '下一题' }).click();
  await expect(article).not.toHaveAttribute('data-question-key', lockedAt!);
  await expect(page).toHaveURL(/#\/subjectHomeWork\?/);

  // 纠错 opens the web form; it needs a type and a description.
  await page.getByRole('button', { name: '纠错' }).click();
  await expect(page).toHaveURL(/#\/errorReport\?questionId=\d+/);
  const reportedId = Number(new URLSearchParams(page.url().split('?')[1]).get('questionId'));
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请选择错误类型')).toBeVisible();
  await page.getByText('答案有误', { exact: true }).click();
  // Its own text, also on a retry: the console's row is found by it.
  const note = `参考答案与解析不一致（${Date.now().toString(36)}）`;
  await page.getByPlaceholder(/请具体描述题目中的错误/).fill(note);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/#\/subjectHomeWork\?/);

  // The console's 题库 → 纠错反馈 lists it, pending, with the student.
  const admin = await loginByApi(page.request, ADMIN);
  await setTokenCookie(page.context(), ADMIN_TOKEN_COOKIE, admin);
  await page.goto(`${ADMIN_APP}#/question-bank/error-report`);
  const row = page.getByRole('row').filter({ hasText: note });
  await expect(row).toBeVisible();
  await expect(row).toContainText('答案有误');
  await expect(row).toContainText('待处理');
  await expect(row).toContainText(String(reportedId));
  expect(problems.errors).toEqual([]);
});
