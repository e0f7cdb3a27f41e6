/**
 * Issue 17 教学 back office, slice "teach-plans": the admin creates a semester (学期管理) and a plan with two classes
 * (教学计划) in the console, copies the plan to the new semester (复制到学期) and finds the copy there; then edits a
 * rating scale's items (评分标准). Each page is screenshotted at 1440×900. Names carry a stamp so reruns on one
 * database do not collide.
 */
import type { Page } from '@playwright/test';
import { ADMIN } from '../../support/accounts';
import { ADMIN_APP } from '../../support/apps';
import { expect, expectNotWhiteScreen, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';
import { pickSelectOption } from '../../support/antd-select';

const OK = /确\s*定/;
/** A first paint on the shared 2-core machine under load took ~10 s in a run: the page's first wait allows more. */
const FIRST_PAINT = { timeout: 30_000 };

/** Picks `option` in the antd Select labelled `label` inside `scope`. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string | RegExp) {
  await pickSelectOption(page, scope.getByLabel(label), option);
}

test('the admin creates a semester and a plan with classes, copies the plan to the semester and sees the copy there', async ({ page, context, request, problems }) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 1_000_000;
  const semesterName = `2031-2032学年第一学期-${stamp}`;
  const planName = `病理学${stamp}`;
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, await loginByApi(request, ADMIN));

  // 学期管理: a new semester.
  await page.goto(`${ADMIN_APP}#/teaching/semester`);
  await expect(page.getByRole('cell', { name: '2026-2027学年第一学期' })).toBeVisible(FIRST_PAINT);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const semesterForm = page.getByRole('dialog', { name: '添加学期' });
  await semesterForm.getByLabel('学期名称').fill(semesterName);
  await semesterForm.getByLabel('开始日期').fill('2031-09-01');
  await semesterForm.getByLabel('开始日期').press('Enter');
  // An end before the start is refused on the field.
  await semesterForm.getByLabel('结束日期').fill('2031-08-01');
  await semesterForm.getByLabel('结束日期').press('Enter');
  await semesterForm.getByRole('button', { name: OK }).click();
  await expect(semesterForm.getByText('结束日期不能早于开始日期')).toBeVisible();
  await semesterForm.getByLabel('结束日期').fill('2032-01-18');
  await semesterForm.getByLabel('结束日期').press('Enter');
  await semesterForm.getByRole('button', { name: OK }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(semesterName) })).toContainText('2032-01-18');
  await expectNotWhiteScreen(page);
  await page.screenshot({ path: test.info().outputPath('semester-page.png') });

  // 教学计划: a plan in the current semester with two classes.
  await page.goto(`${ADMIN_APP}#/teaching/plan`);
  await expect(page.getByRole('cell', { name: '诊断学', exact: true })).toBeVisible(FIRST_PAINT);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const planForm = page.getByRole('dialog', { name: '添加教学计划' });
  await planForm.getByLabel('课程名称').fill(planName);
  await choose(page, planForm, '学期', '2026-2027学年第一学期');
  await choose(page, planForm, '专业', '临床医学');
  await choose(page, planForm, '班级', '临床医学2024级1班');
  await choose(page, planForm, '班级', '临床医学2024级2班');
  await page.keyboard.press('Escape');
  await choose(page, planForm, '授课教师', '李秀英');
  await planForm.getByLabel('教材').fill('《病理学》（第9版）');
  await planForm.getByLabel('理论学时').fill('36');
  await planForm.getByLabel('理论地点').fill('教学楼C101');
  await page.screenshot({ path: test.info().outputPath('plan-form.png') });
  await planForm.getByRole('button', { name: OK }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(planName) });
  await expect(row).toContainText('临床医学2024级1班、临床医学2024级2班');
  await expect(row).toContainText('2026-2027学年第一学期');

  // 复制到学期: pick the new semester.
  await row.getByRole('button', { name: '复制到学期' }).click();
  const copyDialog = page.getByRole('dialog', { name: `复制教学计划"${planName}"到学期` });
  await choose(page, copyDialog, '目标学期', semesterName);
  await page.screenshot({ path: test.info().outputPath('plan-copy.png'), animations: 'disabled' });
  await copyDialog.getByRole('button', { name: OK }).click();
  await expect(page.getByText(`已复制"${planName}"到${semesterName}`)).toBeVisible();
  await expect(copyDialog).toBeHidden();

  // The copy is in the new semester, with its classes and teacher.
  const search = page.locator('form#planQuery');
  await choose(page, search, '学期', semesterName);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  const copy = page.getByRole('row', { name: new RegExp(planName) });
  await expect(copy).toHaveCount(1);
  await expect(copy).toContainText(semesterName);
  await expect(copy).toContainText('临床医学2024级1班、临床医学2024级2班');
  await expect(copy).toContainText('李秀英');
  await expect(copy).toContainText('36 / 0');
  await page.screenshot({ path: test.info().outputPath('plan-page.png') });

  // The semester now holds a plan: deleting it is refused with the count.
  await page.goto(`${ADMIN_APP}#/teaching/semester`);
  await page.getByRole('row', { name: new RegExp(semesterName) }).getByRole('button', { name: /删\s*除/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  await expect(page.getByText(`学期'${semesterName}'下还有 1 个教学计划，不能删除`)).toBeVisible();

  // Deleting the copy says what goes with it first.
  await page.goto(`${ADMIN_APP}#/teaching/plan`);
  await choose(page, search, '学期', semesterName);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await copy.getByRole('button', { name: /删\s*除/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '系统提示' });
  await expect(confirm).toContainText(`删除教学计划'${planName}'，将同时删除 0 节课次及其签到、作业、评分记录`);
  await expect(confirm.getByRole('button', { name: OK })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('plan-delete.png'), animations: 'disabled' });
  await confirm.getByRole('button', { name: OK }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(copy).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('the admin adds a rating scale with items and sub-items, scored in the total', async ({ page, context, request, problems }) => {
  test.setTimeout(60_000);
  const stamp = Date.now() % 1_000_000;
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, await loginByApi(request, ADMIN));
  await page.goto(`${ADMIN_APP}#/teaching/rating`);
  await expect(page.getByRole('cell', { name: '临床实践能力评价表' })).toBeVisible(FIRST_PAINT);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const drawer = page.getByRole('dialog', { name: '添加评分标准' });
  await drawer.getByLabel('评分标准名称').fill(`技能考核评价表${stamp}`);
  await drawer.getByLabel('评分项名称 1', { exact: true }).fill('操作准备');
  await drawer.getByRole('button', { name: '添加子项' }).click();
  await drawer.getByLabel('子项名称 1.1', { exact: true }).fill('物品准备');
  await drawer.getByLabel('子项名称 1.1 满分').fill('10');
  await drawer.getByRole('button', { name: '添加子项' }).click();
  await drawer.getByLabel('子项名称 1.2', { exact: true }).fill('环境准备');
  await drawer.getByLabel('子项名称 1.2 满分').fill('5');
  await drawer.getByRole('button', { name: '添加评分项' }).click();
  await drawer.getByLabel('评分项名称 2', { exact: true }).fill('人文关怀');
  await drawer.getByLabel('评分项名称 2 满分').fill('20');
  await expect(drawer.getByText('子项合计 15 分')).toBeVisible();
  await expect(drawer.getByText('总分 35 分')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('rating-drawer.png') });
  await drawer.getByRole('button', { name: OK }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`技能考核评价表${stamp}`) });
  await expect(row.getByRole('cell', { name: '35', exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('rating-page.png') });
  expect(problems.errors).toEqual([]);
});
