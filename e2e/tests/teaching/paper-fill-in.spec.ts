/**
 * A two-blank fill-in on the two paper surfaces shows two boxes, as practice shows it, and the right blanks are marked
 * right. Plan paper: lesson 1's seeded paper 1 (诊断学随堂测试, lesson 1 in progress all day; its 8th question is
 * 二尖瓣区 / 主动脉瓣区, key 心尖部[$]胸骨右缘第2肋间). Course paper: a course the admin builds through the API for
 * class 1 with one bank question, 心肌梗死后最早升高的 ＿＿ ，特异性最高的 ＿＿ (肌红蛋白 / 肌钙蛋白).
 * student06 (class 1) signs in nowhere else: the other suites rely on who handed in lesson 1's papers.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { courseAdminPaths, ResourceFileType, type BankQuestionRow, type CourseAdminDetail } from '@medteach/contract';
import { ADMIN, student } from '../../support/accounts';
import { TEACHING } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { loginByApi, sharedLogin, withToken } from '../../support/session';

const LEARNER = student(6);
const CLASS_ONE = 1;
const open = async (page: Page, token: string, route: string) => page.goto(withToken(`${TEACHING}#${route}`, token));
const question = (page: Page) => page.getByRole('article');

/** Hands the paper in through 交卷 and its confirmation. */
async function handIn(page: Page) {
  await page.getByRole('button', { name: '交卷' }).click();
  await page.getByRole('dialog').filter({ hasText: /确定交卷吗？/ }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
}

/** Types the two blanks the paper shows, checking it shows exactly two. */
async function fillTwoBlanks(page: Page, first: string, second: string) {
  await expect(question(page).getByRole('textbox', { name: /^第\d+空$/ })).toHaveCount(2);
  await question(page).getByRole('textbox', { name: '第1空' }).fill(first);
  await question(page).getByRole('textbox', { name: '第2空' }).fill(second);
}

/** After handing in: both blanks of the question read 正确. */
async function expectBlanksRight(page: Page) {
  for (const name of ['第1空', '第2空']) await expect(question(page).getByRole('textbox', { name })).toHaveAccessibleDescription(/正确/);
}

test('a student answers the plan paper’s two-blank fill-in in two boxes and it is marked right', async ({ page, request, problems }) => {
  test.setTimeout(60_000);
  const token = await loginByApi(request, LEARNER);
  await open(page, token, '/teachProcess?planDetailId=1&queryType=0');
  await page.getByRole('region', { name: '课后试卷' }).getByRole('button', { name: '诊断学随堂测试' }).click();
  await expect(page).toHaveURL(/#\/courseTopic\?type=2&queryType=0&paperStatus=0&paperId=1&planDetailId=1/);

  await page.getByRole('button', { name: '答题卡' }).click();
  await page.locator('.adm-popup').getByRole('button', { name: /^第8题/ }).click();
  await expect(question(page)).toContainText('二尖瓣区位于');
  await fillTwoBlanks(page, '心尖部', '胸骨右缘第2肋间');
  await handIn(page);

  await open(page, token, '/scoreReport?type=2&queryType=0&paperStatus=1&paperId=1&planDetailId=1');
  await expect(page.getByRole('button', { name: '第8题，正确' })).toBeVisible();
  await open(page, token, '/courseTopic?type=2&queryType=0&paperStatus=1&paperId=1&planDetailId=1');
  await page.getByRole('button', { name: '答题卡' }).click();
  await page.locator('.adm-popup').getByRole('button', { name: /^第8题/ }).click();
  await expectBlanksRight(page);
  expect(problems.errors).toEqual([]);
});

/** A course for class 1 with one resource and a paper of the bank's two-blank fill-in; returns the names to open. */
async function courseWithFillIn(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await sharedLogin(request, ADMIN)}` };
  const call = async <T>(method: 'get' | 'post', path: string, body?: object): Promise<T> => {
    const res = await request[method](`/api${path}`, method === 'get' ? { headers, params: body as Record<string, string> } : { headers, data: body });
    const json = await res.json();
    expect(json.code ?? 200, JSON.stringify(json)).toBe(200);
    return json as T;
  };
  const bank = await call<{ rows: BankQuestionRow[] }>('get', courseAdminPaths.bankQuestions, { content: '心肌梗死后最早升高', pageNum: '1', pageSize: '10' });
  const fillIn = bank.rows.find((q) => q.type === 7);
  expect(fillIn, 'the bank’s two-blank fill-in').toBeDefined();
  const courseName = `填空同形课程${Date.now()}`;
  const resourceName = `填空同形资源${Date.now()}`;
  const course = {
    onlineCourseName: courseName,
    onlineCourseDescription: '两空填空题在课程试卷上显示两个输入框。',
    startTime: '2026-01-01 00:00:00',
    endTime: '2030-12-31 23:59:59',
    creditEarning: 1,
    minimumScore: 1,
    classIds: [CLASS_ONE],
  };
  const { onlineCourseId } = (await call<{ data: { onlineCourseId: number } }>('post', courseAdminPaths.base, course)).data;
  await call('post', courseAdminPaths.resource, { onlineCourseId, fileName: resourceName, fileType: ResourceFileType.LINK, fileUrl: 'https://example.org/fill-in.html', creditScore: 1 });
  const detail = (await call<{ data: CourseAdminDetail }>('get', `${courseAdminPaths.base}/${onlineCourseId}`)).data;
  const onlineCourseResourceId = detail.resources[0].onlineCourseResourceId;
  await call('post', courseAdminPaths.paper, { onlineCourseResourceId, paperName: '填空同形测验', passScore: 0, questionIds: [fillIn?.id] });
  return { courseName, resourceName };
}

test('a student answers a course paper’s two-blank fill-in in two boxes and it is marked right', async ({ page, request, problems }) => {
  test.setTimeout(60_000);
  const { courseName, resourceName } = await courseWithFillIn(request);
  const token = await loginByApi(request, LEARNER);
  await open(page, token, '/teachLearn');
  await page.getByText(courseName, { exact: true }).click();
  const resource = page.getByRole('list', { name: '学习资源' }).locator('li').filter({ hasText: resourceName });
  await resource.getByRole('button', { name: '开始测试' }).click();
  await expect(page).toHaveURL(/#\/courseTopic\?type=1&isStudy=0/);

  await expect(question(page)).toContainText('心肌梗死后最早升高');
  await fillTwoBlanks(page, '肌红蛋白', '肌钙蛋白');
  await handIn(page);

  await resource.getByRole('button', { name: '查看成绩' }).click();
  await expect(page).toHaveURL(/#\/scoreReport\?type=1&isStudy=1/);
  await expect(page.getByRole('button', { name: '第1题，正确' })).toBeVisible();
  await page.getByRole('button', { name: '第1题，正确' }).click();
  await expect(page).toHaveURL(/#\/courseTopic\?/);
  await expectBlanksRight(page);
  expect(problems.errors).toEqual([]);
});
