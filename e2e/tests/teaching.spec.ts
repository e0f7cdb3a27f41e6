/**
 * Issue 4 "Proof": the teaching side in a phone browser against the seeded api-server. Seed (api-server teaching
 * seed.ts): lesson 1 = 诊断学 today, in progress, teacher01, classes 1–2; 李娜 (103) handed in homework without a
 * score; 刘洋 (104) is rated and left a suggestion; 王芳 (102) finished paper 1. student01's records start empty.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { TEACHER, student } from '../support/accounts';
import { TEACHING } from '../support/apps';
import { expect, test } from '../support/page-health';
import { loginByApi, withToken } from '../support/session';

const LESSON = 1;
const open = async (page: Page, token: string, route: string) => page.goto(withToken(`${TEACHING}#${route}`, token));
/** A 学员列表 row (teaching-ui StudentRow) holding a student's name. */
const rowOf = (page: Page, name: string) => page.locator('main button, main [style*="border-bottom"]').filter({ hasText: name }).first();
/** The query of the current hash route. */
const hashQuery = (page: Page) => new URLSearchParams(page.url().split('#')[1]?.split('?')[1] ?? '');

/**
 * The seed is relative to the server's today; the phone (Asia/Shanghai) may already be a day ahead of a UTC
 * server, so the tests open the timetable at the lesson's own date.
 */
async function lessonDate(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get(`/api/teachingCenter/teachingPlanDetail/detail/${LESSON}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { teachingDate: string } }).data.teachingDate;
}

test.describe('teacher01', () => {
  test('filters the class schedule, picks a course from a shared slot and comes back with the filters', async ({ page, request, problems }) => {
    const token = await loginByApi(request, TEACHER);
    await open(page, token, `/classScheduleMain?weekday=${await lessonDate(request, token)}`);
    await page.getByRole('button', { name: '年级/班级' }).click();
    await page.locator('.adm-popup').getByText('临床医学2024级1班', { exact: true }).click();
    await page.locator('.adm-popup').getByRole('button', { name: /^确\s*定$/ }).click();
    await expect(page.getByRole('button', { name: '年级/班级' })).toHaveText('临床医学2024级1班');

    // Today, 第1节: 诊断学 and 内科学 share the slot, so a chooser comes first.
    // (Tomorrow's 第1节 may hold both too — lesson 3 and the routine 内科学 on Thursdays: today's comes first in the row.)
    await page.locator('table button').filter({ hasText: '诊断学' }).filter({ hasText: '内科学' }).first().click();
    await page.locator('.adm-action-sheet').getByText(/^诊断学/).click();
    await expect(page).toHaveURL(/#\/teachProcessMain\?planId=1&/);
    const q = hashQuery(page);
    for (const name of ['semesterId', 'majorId', 'classId', 'weekday', 'semesterName', 'majorName', 'gradeName', 'yearWeekDateStr', 'weekName']) {
      expect(q.get(name), name).toBeTruthy();
    }
    expect(q.get('classId')).toBe('1');
    const sheet = page.getByRole('article', { name: '课表进度表' });
    await expect(sheet.getByText('《诊断学》（第9版）人民卫生出版社')).toBeVisible();
    // The sheet numbers teaching weeks (the semester began six weeks before the seed): the timetable uses the same.
    await expect(sheet.getByText('第7周').first()).toBeVisible();

    await page.locator('.adm-nav-bar-back').click();
    await expect(page).toHaveURL(/#\/classScheduleMain\?semesterId=1&majorId=1&classId=1&weekday=/);
    await expect(page.getByRole('button', { name: '年级/班级' })).toHaveText('临床医学2024级1班');
    expect(problems.errors).toEqual([]);
  });

  test('checks the lesson: student lists in three modes, homework score, rating, suggestion', async ({ page, request, problems }) => {
    await open(page, await loginByApi(request, TEACHER), `/teachProcess?planDetailId=${LESSON}&queryType=1`);

    // Attendance mode.
    await page.getByRole('button', { name: '学员列表' }).click();
    await expect(page.getByPlaceholder('请输入姓名、工号、手机号搜索')).toBeVisible();
    await expect(rowOf(page, '王芳')).toContainText('已签到');
    // 陈静, not student01 张伟: the student01 suite signs in to this lesson meanwhile (the suites run in parallel).
    await expect(rowOf(page, '陈静')).toContainText('未签到');
    await page.goBack();

    // Paper mode: a finished student opens their score report.
    await page.getByRole('region', { name: '课后试卷' }).getByRole('button', { name: /^完成情况/ }).first().click();
    await expect(rowOf(page, '王芳')).toContainText('已完成');
    await expect(rowOf(page, '张伟')).toContainText('待完成');
    await rowOf(page, '王芳').click();
    await expect(page).toHaveURL(/#\/scoreReport\?type=2&queryType=1&userId=102&paperId=1&planDetailId=1/);
    await expect(page.getByText('试卷分析报告')).toBeVisible();
    await page.goBack();
    await page.goBack();

    // Homework: 101 is refused without a request, 90 is saved.
    await page.getByRole('region', { name: '课后作业' }).getByRole('button', { name: /^完成情况/ }).click();
    await rowOf(page, '李娜').getByRole('button', { name: '评分' }).click();
    const score = page.getByPlaceholder('请输入分数');
    await expect(score).toHaveValue('100');
    let scoreCalls = 0;
    page.on('request', (r) => r.url().includes('updateScoreBatch') && scoreCalls++);
    await score.fill('101');
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('分数范围为0-100')).toBeVisible();
    expect(scoreCalls).toBe(0);
    await score.fill('90');
    await page.getByRole('button', { name: '确定' }).click();
    await expect(rowOf(page, '李娜')).toContainText('90分');
    expect(scoreCalls).toBe(1);
    await page.goBack();

    // Rating mode → 评价学员: blocked until every leaf is scored, then read-only.
    await page.getByRole('region', { name: '评分标准' }).getByRole('button', { name: /^完成情况/ }).first().click();
    await expect(rowOf(page, '刘洋')).toContainText('已评价');
    await rowOf(page, '陈静').click();
    await expect(page).toHaveURL(/#\/ratingScale\?userName=.*&userId=\d+&planDetailId=1&ratingCriteriaId=1&ratingCriteriaStatus=0/);
    await page.getByRole('button', { name: /^提\s*交$/ }).click();
    await expect(page.getByText('评分项项目分数不能为空')).toBeVisible();
    await page.getByRole('button', { name: '仪表着装' }).click();
    await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
    await expect(page.getByRole('button', { name: '仪表着装' })).toHaveText('10');
    await page.getByRole('button', { name: /^批量评价$/ }).click();
    await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
    await page.getByRole('button', { name: /^提\s*交$/ }).click();
    await expect(page.getByText('评价人', { exact: true })).toBeVisible();
    await expect(page.getByText('王建国', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^批量评价$/ })).toHaveCount(0);
    await page.goBack();
    await expect(rowOf(page, '陈静')).toContainText('已评价');
    await page.goBack();

    // Suggestions: 查看 → 评价建议.
    await page.getByRole('button', { name: '查看评价建议' }).click();
    // 刘洋's own row: student01 may add a suggestion of their own meanwhile (the suites run in parallel).
    await page.getByRole('listitem').filter({ hasText: '刘洋' }).getByRole('button', { name: /^查\s*看$/ }).click();
    await expect(page.locator('.adm-dialog')).toContainText('评价建议');
    await expect(page.locator('.adm-dialog')).toContainText('希望增加小组讨论时间。');
    expect(problems.errors).toEqual([]);
  });
});

test.describe('student01', () => {
  test('signs in, updates the clock and leaves a suggestion that stays saved', async ({ page, request, problems }) => {
    await page.clock.install(); // real time flows on; the wait for the duplicate-submit guard is skipped below
    const token = await loginByApi(request, student(1));
    await open(page, token, `/classSchedule?weekday=${await lessonDate(request, token)}`);
    // 我的课表, its week numbered as the 课表进度表 numbers it, the calendar week in brackets.
    await expect(page.locator('.adm-nav-bar-title')).toHaveText('我的课表');
    await expect(page.getByText(/^第7周（\d{4}年第\d+周） 星期/)).toBeVisible();
    await page.getByRole('button', { name: /诊断学/ }).first().click();
    await expect(page).toHaveURL(/#\/teachProcess\?planDetailId=1&weekday=.*&queryType=0$/);
    // The lesson's class time is its period's (第1节), not the all-day sign-in window.
    await expect(page.getByText('上课时间', { exact: true }).locator('..')).toContainText(/\d{4}-\d{2}-\d{2} 08:00 ~ 09:40/);

    await page.getByRole('button', { name: '签到打卡' }).click();
    await expect(page).toHaveURL(/#\/clocking\?planDetailId=1$/);
    await expect(page.getByRole('timer')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    await page.getByRole('button', { name: /^签到打卡/ }).click();
    const records = page.getByRole('region', { name: '打卡记录' });
    await expect(records.getByText(/^打卡时间 /)).toHaveCount(1);
    // The request layer refuses the same POST within 1000 ms (duplicate-submit guard), as a double tap would be:
    // the page's clock is moved past that instead of waiting it out.
    await page.clock.fastForward(1000);
    await page.getByRole('button', { name: /^更新打卡/ }).click();
    await expect(records.getByText(/^打卡时间 /)).toHaveCount(2);
    await page.goBack();

    const box = page.getByRole('region', { name: '评价建议' });
    await box.getByRole('button', { name: /^提\s*交$/ }).click();
    await expect(page.getByText('请输入评价建议').last()).toBeVisible();
    await box.getByPlaceholder('请输入评价建议').fill('希望多安排问诊实操练习');
    await expect(box.getByText('11/200')).toBeVisible();
    await box.getByRole('button', { name: /^提\s*交$/ }).click();
    await expect(page.getByText('保存成功！')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: '评价建议' })).toContainText('希望多安排问诊实操练习');
    await expect(page.getByPlaceholder('请输入评价建议')).toHaveCount(0);
    expect(problems.errors).toEqual([]);
  });

  test('a teacher-only endpoint answers 403 to a student', async ({ request }) => {
    const token = await loginByApi(request, student(1));
    const res = await request.get(`/api/teachingCenter/teachingPlanStudent/listStudent?planDetailId=${LESSON}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
    expect((await res.json()).code).toBe(403);
  });
});

test.describe('without a session', () => {
  test('a teaching screen opened by someone never signed in goes straight to the login page: no 登录超时 dialog, no 加载失败', async ({ page }) => {
    const asked = `/teachProcess?planDetailId=${LESSON}&queryType=0`;
    await page.goto(`${TEACHING}#${asked}`);
    await expect(page).toHaveURL((url) => url.hash === `#/login?redirect=${encodeURIComponent(asked)}`);
    await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('登录超时，请重新登录')).toHaveCount(0);
    await expect(page.getByText('加载失败')).toHaveCount(0);
  });
});
