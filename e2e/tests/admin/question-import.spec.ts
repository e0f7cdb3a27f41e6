/**
 * Issue 16 (slice B2) "Proof": in 试题管理 the admin imports 200 questions of all nine types (A3/A4/B as groups of
 * rows sharing a 组号) from an xlsx through 导入, previews one as the phone draws it, and a student answers it on the
 * phone. Screenshots of the dialog's result and the list at 1440×900, the phone at 390×844.
 */
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, student } from '../../support/accounts';
import { ADMIN_APP, LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { questionSheetFile, questionSheetRows } from '../../support/question-sheet';
import { ADMIN_TOKEN_COOKIE, MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

/** 儿科学 (seed): free (no skill), code 3, clinical — every imported question is open to students. */
const FREE_CHAPTER = '儿科学';
const CLINICAL = 1;
const QUESTIONS = 200;

async function data<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** The first second-level category of 儿科学 as the sheet names it ('一级/二级'), and its id. */
async function freeLeaf(request: APIRequestContext, token: string) {
  const categories = await data<{ categoryId: number; parentId: number; categoryName: string }[]>(
    await request.get(`/api/exam/category/list?majorType=${CLINICAL}`, { headers: { Authorization: `Bearer ${token}` } }),
  );
  const chapter = categories.find((c) => c.categoryName === FREE_CHAPTER && c.parentId === 0);
  const leaf = categories.find((c) => c.parentId === chapter?.categoryId);
  if (!chapter || !leaf) throw new Error(`no leaf under ${FREE_CHAPTER}`);
  return { path: `${chapter.categoryName}/${leaf.categoryName}`, categoryId: leaf.categoryId };
}

test('the admin imports 200 questions of all nine types, previews one, and a student answers it on the phone', async ({ page, browser, context, request, problems }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const adminToken = await loginByApi(request, ADMIN);
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, adminToken);
  const leaf = await freeLeaf(request, adminToken);
  const tag = `导入${Date.now()}`;
  const sheet = questionSheetRows({ answerable: QUESTIONS, category: leaf.path, tag });
  expect(Object.keys(sheet.byType)).toHaveLength(9);
  const file = await questionSheetFile(sheet.rows);

  // 试题管理 → 导入: pick the file, import, RuoYi's result message.
  await page.goto(`${ADMIN_APP}#/question-bank/question`);
  await expect(page.getByRole('columnheader', { name: '题干' })).toBeVisible();
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.getByRole('dialog', { name: '试题导入' });
  await expect(dialog.getByRole('button', { name: '下载模板' })).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({ name: '试题.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  const result = page.getByText(`恭喜您，数据已全部导入成功！共 ${sheet.items} 条`);
  await expect(result).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: test.info().outputPath('import-result.png') });
  const resultBox = page.getByRole('dialog').filter({ has: result });
  await resultBox.getByRole('button', { name: /确\s*定|知道了|关\s*闭/ }).first().click();

  // The list finds them: the first A1 of the file, by its stem.
  const stem = `社区获得性肺炎最常见的致病菌是（${tag}第1题）`;
  await page.locator('#questionQuery').getByPlaceholder('请输入题干').fill(tag);
  await page.locator('#questionQuery').getByRole('button', { name: /搜\s*索/ }).click();
  await expect(page.getByText(`共 ${sheet.items} 条`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('imported-list.png') });
  await page.locator('#questionQuery').getByPlaceholder('请输入题干').fill(stem);
  await page.locator('#questionQuery').getByRole('button', { name: /搜\s*索/ }).click();
  const row = page.getByRole('row').filter({ hasText: stem });
  await expect(row).toHaveCount(1);

  // 预览: the phone's own answering screen in the console.
  await row.getByRole('button', { name: '预览' }).click();
  const frame = page.frameLocator('iframe[title="手机预览"]');
  await expect(frame.getByText(stem)).toBeVisible();
  await frame.getByText('选项乙').click();
  await expect(frame.getByText('A1型题的解析：要点在于鉴别。')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('import-preview.png') });

  // A student answers it on the phone: right answer, the key and the imported analysis.
  // RuoYi's table answer: {code, msg, total, rows}.
  const listed = (await (
    await request.get(`/api/exam/question/list?${new URLSearchParams({ content: stem, pageSize: '1' })}`, { headers: { Authorization: `Bearer ${adminToken}` } })
  ).json()) as { rows: { questionId: number }[] };
  const questionId = listed.rows[0].questionId;
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: test.info().project.use.baseURL });
  await setTokenCookie(phone, MOBILE_TOKEN_COOKIE, await loginByApi(request, student(18)));
  const mobile = await phone.newPage();
  await mobile.goto(`${LEARNER}#/subjectHomeWork?${new URLSearchParams({ name: 'topic', categoryId: String(leaf.categoryId), majorType: String(CLINICAL), code: '3', questionId: String(questionId) })}`);
  await expect(mobile.getByRole('article')).toHaveAttribute('data-question-key', String(questionId));
  await expect(mobile.getByText(stem)).toBeVisible();
  await mobile.getByText('选项乙').click();
  await expect(mobile.getByText('A1型题的解析：要点在于鉴别。')).toBeVisible();
  await mobile.screenshot({ path: test.info().outputPath('phone-imported-question.png') });
  // The answer reached the server as right (the student's record of that question).
  await expect
    .poll(async () => {
      const studentToken = await loginByApi(request, student(18));
      const questions = await data<{ id: number; isRight: number | null }[]>(
        await request.post('/api/exam/studyRecord/getQuestions', {
          headers: { Authorization: `Bearer ${studentToken}` },
          data: { categoryIds: [leaf.categoryId], type: 2, majorType: CLINICAL },
        }),
      );
      return questions.find((q) => q.id === questionId)?.isRight;
    })
    .toBe(1);
  await phone.close();
  expect(problems.errors).toEqual([]);
});
