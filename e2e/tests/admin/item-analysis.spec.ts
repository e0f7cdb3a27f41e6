/**
 * Issue 18 试题分析 in the back office: the admin picks the seeded plan paper 1 of lesson 1 (学期 → 诊断学 → the lesson →
 * 诊断学随堂测试) and sees one row per question with its figures, and the per-class table; a course paper too.
 */
import { teachingLessonAdminPaths, type AdminLessonDetail } from '@medteach/contract';
import { ADMIN } from '../../support/accounts';
import { ADMIN_APP } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

/** The first paint loads the page's lazy chunk: on the shared 2-core machine that can take longer than the default. */
const FIRST_PAINT = { timeout: 30_000 };
let token: string;

test.beforeEach(async ({ context, request }) => {
  token = await loginByApi(request, ADMIN);
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, token);
});

const choose = async (page: import('@playwright/test').Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
};

test('the admin opens the analysis of plan paper 1 of lesson 1 and sees per-question rows and the classes', async ({ page, request, problems }) => {
  test.setTimeout(60_000);
  const lesson = (await (await request.get(`/api${teachingLessonAdminPaths.planDetail}/1`, { headers: { Authorization: `Bearer ${token}` } })).json()).data as AdminLessonDetail;
  await page.goto(`${ADMIN_APP}#/teaching/item-analysis`);
  await expect(page.getByText('请选择一份试卷查看试题分析')).toBeVisible(FIRST_PAINT);
  await choose(page, '教学计划', lesson.planName);
  await choose(page, '课次', `${lesson.teachingDate} ${lesson.lessonContent}`);
  await choose(page, '试卷', '诊断学随堂测试');

  await expect(page.getByText(/已提交 \d+ 份，平均得分率 \d+%/)).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.filter({ hasText: '正常成人腋测法体温范围是' })).toHaveCount(1);
  expect(await rows.count()).toBeGreaterThanOrEqual(9);
  await expect(page.getByRole('columnheader', { name: /区分度/ }).first()).toBeVisible();
  await expect(page.getByText('各班薄弱知识点')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('item-analysis.png') });

  // A course paper: 课程 → 资源 · 试卷.
  await page.getByText('课程试卷', { exact: true }).click();
  await choose(page, '课程', '内科学');
  await choose(page, '试卷', '内科学综合测验');
  await expect(page.getByText('内科学综合测验', { exact: true }).last()).toBeVisible();
  await expect(rows.first()).toBeVisible();
  expect(problems.errors).toEqual([]);
});
