/**
 * Issue 16 (slice C) "Proof": the admin creates an online course for a class in the console — a video uploaded with
 * progress, credits, a paper built from the question bank — and a student of that class sees it on the phone's
 * 在线学习 (/teachLearn) with the video and 开始测试, without a restart.
 */
import { fileURLToPath } from 'node:url';
import { courseAdminPaths, type CourseClassOption } from '@medteach/contract';
import { ADMIN, student } from '../../support/accounts';
import { ADMIN_APP, TEACHING } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

const VIDEO = fileURLToPath(new URL('../../../apps/api-server/assets/course/course-heart-exam.mp4', import.meta.url));
/** student21 is in the seed's class 3 (api-server system seed); class 1 takes it too, so class 3 alone proves the target. */
const LEARNER = student(21);
const LEARNER_CLASS_ID = 3;

test('the admin creates a course for a class with a video and a bank paper; a student of the class sees it on the phone', async ({ page, browser, context, request, problems }) => {
  // A long flow (a course, an upload, a paper, then a phone) on a shared 2-core machine.
  test.setTimeout(90_000);
  const adminToken = await loginByApi(request, ADMIN);
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, adminToken);
  const classes = (await (await request.get(`/api${courseAdminPaths.classOptions}`, { headers: { Authorization: `Bearer ${adminToken}` } })).json()).data as CourseClassOption[];
  const className = classes.find((c) => c.classId === LEARNER_CLASS_ID)?.className ?? '';
  expect(className).not.toBe('');
  const name = `急诊医学基础${Date.now()}`;

  await page.goto(`${ADMIN_APP}#/online-course/course`);
  await expect(page.getByRole('columnheader', { name: '课程名称' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('course-list.png') });
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const drawer = page.getByRole('dialog', { name: '添加课程' });
  await drawer.getByLabel('课程名称').fill(name);
  await drawer.getByLabel('课程简介').fill('常见急症的识别与处理。');
  await drawer.getByLabel('证书最低学分').fill('2');
  await drawer.getByRole('tab', { name: '授课班级' }).click();
  await drawer.getByRole('combobox', { name: /授课班级/ }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: className }).first().click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('新增成功，请继续添加课程资源与试卷')).toBeVisible();

  // 课程资源: the video goes up through the upload path (a progress bar in the file row), with 2 credits.
  const editor = page.getByRole('dialog', { name: `修改课程：${name}` });
  await expect(editor.getByRole('tab', { name: '课程资源', selected: true })).toBeVisible();
  await editor.getByRole('button', { name: '新增资源' }).click();
  const resourceDialog = page.getByRole('dialog', { name: '添加课程资源' });
  await resourceDialog.locator('input[type=file][accept=".mp4"]').setInputFiles(VIDEO);
  await expect(resourceDialog.getByRole('link', { name: /\.mp4$/ })).toBeVisible();
  await expect(resourceDialog.getByLabel('资源名称')).toHaveValue('course-heart-exam.mp4');
  await resourceDialog.getByLabel('资源名称').fill('急救技能示范.mp4');
  await resourceDialog.getByLabel('学分').fill('2');
  await page.screenshot({ path: test.info().outputPath('course-resource-dialog.png') });
  await resourceDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功', { exact: true })).toBeVisible();
  await expect(editor.getByRole('row').filter({ hasText: '急救技能示范.mp4' })).toContainText('视频');
  await expect(editor.getByText('资源总学分 2，证书最低学分 2')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('course-resources.png') });

  // 课程试卷: two questions of the bank on the video.
  await editor.getByRole('tab', { name: '课程试卷' }).click();
  await editor.getByRole('button', { name: '新建试卷' }).click();
  const paperDialog = page.getByRole('dialog', { name: '从题库组卷' });
  await paperDialog.getByLabel('试卷名称').fill('急救测验');
  const bankRows = paperDialog.locator('.ant-table-tbody tr.ant-table-row');
  await expect(bankRows.first()).toBeVisible();
  await bankRows.nth(0).locator('input[type=checkbox]').check();
  await bankRows.nth(1).locator('input[type=checkbox]').check();
  await expect(paperDialog.getByText('已选 2 题')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('course-paper-dialog.png') });
  await paperDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(editor.getByRole('row').filter({ hasText: '急救测验' })).toContainText('急救技能示范.mp4');

  await editor.getByRole('tab', { name: '证书模板' }).click();
  await expect(editor.getByText(`已完成《${name}》课程学习，特发此证。`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('course-certificate.png') });
  await editor.getByRole('button', { name: /取\s*消/ }).click();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(className);
  await expect(row).toContainText('2');

  // The phone: student21 (class 3) has the course with the video and its test.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: test.info().project.use.baseURL });
  await setTokenCookie(phone, MOBILE_TOKEN_COOKIE, await loginByApi(request, LEARNER));
  const mobile = await phone.newPage();
  await mobile.goto(`${TEACHING}#/teachLearn`);
  await mobile.getByText(name, { exact: true }).click();
  const resources = mobile.getByRole('list', { name: '学习资源' });
  await expect(resources.locator('li').filter({ hasText: '急救技能示范.mp4' })).toBeVisible();
  const startTest = resources.getByRole('button', { name: '开始测试' });
  await expect(startTest).toBeVisible();
  // The course opens with an animation: the screenshot waits until the next course sits below the test button.
  const nextCourse = mobile.getByText('口腔颌面外科基础', { exact: true });
  await expect.poll(async () => ((await nextCourse.boundingBox())?.y ?? 0) - ((await startTest.boundingBox())?.y ?? Infinity)).toBeGreaterThan(0);
  await mobile.screenshot({ path: test.info().outputPath('course-phone.png'), fullPage: true });
  expect(problems.errors).toEqual([]);
});
