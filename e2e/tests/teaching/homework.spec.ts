/**
 * Issue 17 "Homework both ways" on phones (390×844): student01 hands in a photo from the phone with upload progress;
 * teacher01 opens it from /checkStudentHomework, scores it, changes the score and sees the history; the student's
 * screen shows 已批改 and the score when the app comes back to the foreground. Seed: lesson 2 = 诊断学 yesterday,
 * homework window open until six days from now, student01 (张伟) has not handed in (lesson 1 is teaching.spec's).
 */
import { devices, type Page } from '@playwright/test';
import { TEACHER, student } from '../../support/accounts';
import { TEACHING } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { loginByApi, withToken } from '../../support/session';

const LESSON = 2;
/** A real (tiny) PNG: the server sniffs content, and the teacher's viewer shows it. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAQElEQVR42u3OQQkAMAgAQEOMVTWVBfeZNQQPLsDFzT9KCAkJCQkJCQkJCQkJLQu9OqMICQkJCQkJCQkJCQktCzUjV8BTEqYLaAAAAABJRU5ErkJggg==',
  'base64',
);
const SCREENSHOTS = process.env.HOMEWORK_SCREENSHOTS;

/** React Query refetches when the app comes back to the foreground (the phone's app switcher). */
const backToForeground = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

test('student01 hands in a photo from the phone; teacher01 scores, changes the score and sees the history', async ({ page, browser, request, problems }) => {
  // Student: the lesson's 课后作业 section is where the hand-in happens (no more 请在电脑端上传作业).
  const studentToken = await loginByApi(request, student(1));
  await page.goto(withToken(`${TEACHING}#/teachProcess?planDetailId=${LESSON}&queryType=0`, studentToken));
  const homework = page.getByRole('region', { name: '课后作业' });
  await expect(homework.getByText('未提交')).toBeVisible();
  await expect(page.getByText('请在电脑端上传作业')).toHaveCount(0);

  // Hold the upload's answer so its progress stays on screen long enough to be seen.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/file/upload', async (route) => {
    await held;
    await route.continue();
  });
  await homework.getByLabel('拍照/相册').setInputFiles({ name: '病史采集报告.png', mimeType: 'image/png', buffer: PHOTO });
  const item = homework.getByRole('listitem').filter({ hasText: '病史采集报告.png' });
  await expect(item.locator('.adm-progress-bar')).toBeVisible();
  await expect(item.getByText(/^上传中 \d+%$/)).toBeVisible();
  await expect(homework.getByRole('button', { name: '提交作业' })).toBeDisabled();
  release();
  await expect(item.locator('.adm-progress-bar')).toHaveCount(0);
  await homework.getByRole('button', { name: '提交作业' }).click();
  await expect(homework.getByText('已提交，待批改')).toBeVisible();
  await expect(homework.getByText('已完成', { exact: true })).toBeVisible();

  // Teacher, on another phone.
  const teacherPhone = await browser.newContext({ ...devices['iPhone 13'], baseURL: test.info().project.use.baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const teacher = await teacherPhone.newPage();
  teacher.on('pageerror', (err) => problems.errors.push(`teacher uncaught: ${err.message}`));
  teacher.on('console', (msg) => msg.type() === 'error' && problems.errors.push(`teacher console.error: ${msg.text()}`));
  await teacher.goto(withToken(`${TEACHING}#/checkStudentHomework?planDetailId=${LESSON}`, await loginByApi(request, TEACHER)));
  await teacher.getByRole('button', { name: '查看张伟的作业' }).click();
  await expect(teacher).toHaveURL(/#\/homeworkReview\?planDetailId=2&userId=101/);
  const photo = teacher.getByRole('img', { name: '作业照片 病史采集报告.png' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await photo.click();
  await expect(teacher.locator('.adm-image-viewer-content')).toBeVisible();
  // antd-mobile's mask marks the viewer aria-hidden; its 关闭 button is still reachable by keyboard.
  await teacher.getByRole('button', { name: '关闭', includeHidden: true }).click();
  await expect(teacher.locator('.adm-image-viewer-content')).toBeHidden();

  // Score 85, then change it to 92: both are in the history, newest first.
  await teacher.getByRole('button', { name: '评分' }).click();
  await teacher.getByPlaceholder('请输入分数').fill('85');
  await teacher.getByRole('button', { name: '确定' }).click();
  const current = teacher.getByRole('region', { name: '成绩' });
  await expect(current.getByText('85分')).toBeVisible();
  await current.getByRole('button', { name: '修改评分' }).click();
  await expect(teacher.getByPlaceholder('请输入分数')).toHaveValue('85');
  await teacher.getByPlaceholder('请输入分数').fill('92');
  await teacher.getByRole('button', { name: '确定' }).click();
  await expect(current.getByText('92分')).toBeVisible();
  const history = teacher.getByRole('list', { name: '评分记录' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('85分 → 92分');
  await expect(history.nth(0)).toContainText('王建国');
  await expect(history.nth(1)).toContainText('评分 85分');
  await expect(teacher.getByPlaceholder('请输入分数')).toBeHidden();
  if (SCREENSHOTS) await teacher.screenshot({ path: `${SCREENSHOTS}/homework-teacher-review.png`, fullPage: true });

  // Back on the list the score shows; the student sees it when the app comes back to the foreground.
  await teacher.goBack();
  await expect(teacher.locator('main [style*="border-bottom"]').filter({ hasText: '张伟' })).toContainText('92分');
  if (SCREENSHOTS) await teacher.screenshot({ path: `${SCREENSHOTS}/homework-teacher-list.png` });
  await backToForeground(page);
  await expect(homework.getByText('已批改')).toBeVisible();
  await expect(homework.getByText('92分')).toBeVisible();
  await expect(homework.getByRole('button', { name: '重新提交' })).toHaveCount(0);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/homework-student.png`, fullPage: true });
  await teacherPhone.close();
  expect(problems.errors).toEqual([]);
});
