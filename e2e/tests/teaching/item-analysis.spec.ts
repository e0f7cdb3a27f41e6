/**
 * Issue 18 "Proof": a teacher opens the item analysis of a paper their class took — teacher01 opens the 学员列表 of
 * lesson 1's plan paper 1 (诊断学随堂测试, which the seed's 王芳 handed in), taps 试题分析 and sees one row per question.
 * Read-only: the lesson's other suites rely on who has handed in.
 */
import { TEACHER } from '../../support/accounts';
import { TEACHING } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { loginByApi, withToken } from '../../support/session';

test('teacher01 opens 试题分析 from the paper’s student list and sees per-question rows', async ({ page, request, problems }) => {
  await page.goto(withToken(`${TEACHING}#/checkStudent?planDetailId=1&paperId=1`, await loginByApi(request, TEACHER)));
  await page.getByRole('button', { name: '试题分析' }).click();
  await expect(page).toHaveURL(/#\/itemAnalysis\?planDetailId=1&paperId=1/);
  await expect(page.getByText('诊断学随堂测试')).toBeVisible();
  await expect(page.getByText('正常成人腋测法体温范围是')).toBeVisible();
  await expect(page.getByText(/^第\s*1\s*题/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('teaching-item-analysis.png') });
  expect(problems.errors).toEqual([]);
});
