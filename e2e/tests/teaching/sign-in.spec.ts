/**
 * Issue 17 "Sign-in that proves presence" on phones (390×844): teacher01 starts sign-in for a lesson from its
 * 学员列表 and projects the rotating code; student01 (张伟) types the digits from the teacher's screen on /clocking;
 * the teacher's list, open on another tab, turns 张伟 to 已签到 by itself (polling), and the teacher marks 王芳 请假 by
 * hand. Seed: lesson 4 = 内科学 today all day, teacher01, classes 1–2, attendance on (lesson 1 is teaching.spec's,
 * whose student sign-in runs without a session).
 */
import { devices, type Page } from '@playwright/test';
import { TEACHER, student } from '../../support/accounts';
import { TEACHING } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { loginByApi, withToken } from '../../support/session';

const LESSON = 4;
const SCREENSHOTS = process.env.SIGN_IN_SCREENSHOTS;
/** A 学员列表 row (teaching-ui StudentRow) holding a student's name. */
const rowOf = (page: Page, name: string) => page.locator('main button').filter({ hasText: name }).first();

test('teacher01 starts sign-in and shows the code; student01 signs in with its digits; the list fills live', async ({ page, browser, request, problems }) => {
  // Two phones and three pages on a shared 2-core machine.
  test.slow();
  // Teacher: the lesson's 学员列表 is where sign-in starts.
  const teacherToken = await loginByApi(request, TEACHER);
  await page.goto(withToken(`${TEACHING}#/teachProcess?planDetailId=${LESSON}&queryType=1`, teacherToken));
  await page.getByRole('button', { name: '学员列表' }).click();
  await expect(page).toHaveURL(/#\/checkStudent\?planId=2&planDetailId=4$/);
  await expect(rowOf(page, '张伟')).toContainText('未签到');
  await expect(page.getByRole('status')).toContainText('已签到 0');

  // A second tab keeps the list open while the first projects the code.
  const list = await page.context().newPage();
  await list.goto(page.url());
  await expect(rowOf(list, '张伟')).toContainText('未签到');

  await page.getByRole('button', { name: '发起签到' }).click();
  await expect(page).toHaveURL(/#\/signInCode\?planId=2&planDetailId=4$/);
  const digits = page.getByTestId('sign-in-code');
  await expect(digits).toHaveText(/^\d{6}$/);
  const shownCode = async () => (await digits.textContent())!;
  await expect(page.getByRole('img', { name: /^签到二维码，签到码 \d{6}$/ })).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/teacher-code.png` });

  // Student, on their own phone.
  const phone = await browser.newContext({ ...devices['iPhone 13'], baseURL: test.info().project.use.baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const studentPage = await phone.newPage();
  await studentPage.goto(withToken(`${TEACHING}#/clocking?planDetailId=${LESSON}`, await loginByApi(request, student(1))));
  const input = studentPage.getByRole('textbox', { name: '签到码' });
  const current = await shownCode();
  await input.fill(current === '000000' ? '000001' : '000000');
  await studentPage.getByRole('button', { name: /^签到打卡/ }).click();
  await expect(studentPage.getByRole('alert')).toHaveText(/^签到码错误或已过期/);
  // The student types what the projector shows now (a code read earlier may have turned over on a slow machine).
  await input.fill(await shownCode());
  if (SCREENSHOTS) await studentPage.screenshot({ path: `${SCREENSHOTS}/student-sign-in.png` });
  await studentPage.getByRole('button', { name: /^签到打卡/ }).click();
  await expect(studentPage.getByRole('region', { name: '打卡记录' }).getByText(/^打卡时间 /)).toHaveCount(1);
  await expect(studentPage.getByRole('alert')).toHaveCount(0);
  if (SCREENSHOTS) await studentPage.screenshot({ path: `${SCREENSHOTS}/student-signed.png` });

  // The teacher's list and counts fill by themselves (no reload).
  await expect(rowOf(list, '张伟')).toContainText('已签到');
  await expect(page.getByRole('status')).toContainText('已签到 1');

  // 王芳 is away: marked 请假 by hand.
  await rowOf(list, '王芳').click();
  await list.getByText('标记为请假').click();
  await expect(rowOf(list, '王芳')).toContainText('请假');
  await expect(list.getByRole('status')).toContainText('请假 1');
  if (SCREENSHOTS) await list.screenshot({ path: `${SCREENSHOTS}/teacher-list.png` });

  // Ending sign-in asks first; afterwards students can no longer sign themselves.
  await page.getByRole('button', { name: '结束签到' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('签到已结束')).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/teacher-stopped.png` });
  await studentPage.reload();
  await expect(studentPage.getByText('签到已结束，请联系老师补签')).toBeVisible();
  await expect(studentPage.getByRole('button', { name: /^更新打卡/ })).toBeDisabled();
  await phone.close();
  expect(problems.errors).toEqual([]);
});
