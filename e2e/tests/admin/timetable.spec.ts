/**
 * Issue 17 "Proof": the admin schedules a lesson for next week in the console's 课表 and teacher01 sees it on the
 * phone's /classSchedule when coming back to the app (no restart); a double-booked teacher is refused with the clash
 * named in the form. Seed (api-server teaching seed.ts): lessons this week and next on Monday–Friday only, so next
 * Saturday is free; 诊断学 is teacher01's (王建国), 口腔解剖生理学 teacher02's (李秀英).
 */
import { teachingLessonAdminPaths, teachingWeekOf, type AdminTimetable, type TimetableOptions } from '@medteach/contract';
import { ADMIN, TEACHER } from '../../support/accounts';
import { pickSelectOption } from '../../support/antd-select';
import { ADMIN_APP, TEACHING } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, loginByApi, setTokenCookie, withToken } from '../../support/session';

const SATURDAY = 5;
const PERIOD = 2;

/** Today where the browsers run (the e2e profile's Asia/Shanghai): the console opens on that week. */
const todayInShanghai = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());

test('the admin schedules a lesson next week; teacher01 sees it on /classSchedule; a double-booked teacher is refused', async ({ page, browser, context, request, problems }) => {
  test.setTimeout(90_000);
  const adminToken = await loginByApi(request, ADMIN);
  const auth = { headers: { Authorization: `Bearer ${adminToken}` } };
  const options = (await (await request.get(`/api${teachingLessonAdminPaths.timetableOptions}`, auth)).json()).data as TimetableOptions;
  const semester = options.semesters.find((s) => s.current);
  if (!semester) throw new Error('the seed has no semester covering today');
  const nextWeek = teachingWeekOf(semester.startDate, todayInShanghai()) + 1;
  const week = (await (await request.get(`/api${teachingLessonAdminPaths.timetable}`, { ...auth, params: { semesterId: semester.semesterId, week: nextWeek } })).json())
    .data as AdminTimetable;
  const saturday = week.dates[SATURDAY];
  const content = `心脏听诊复习${Date.now() % 100000}`;

  // The teacher has next Saturday open on the phone: nothing there yet.
  const teacherToken = await loginByApi(request, TEACHER);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: test.info().project.use.baseURL });
  const mobile = await phone.newPage();
  await mobile.goto(withToken(`${TEACHING}#/classSchedule?weekday=${saturday}&queryType=1`, teacherToken));
  await expect(mobile.locator('.adm-nav-bar-title')).toHaveText('我的课表');
  await expect(mobile.getByText('第2节')).toBeVisible();
  await expect(mobile.getByRole('button', { name: /诊断学/ })).toHaveCount(0);

  // The console: 课表, next week, Saturday 第2节.
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, adminToken);
  await page.goto(`${ADMIN_APP}#/teaching/timetable`);
  await expect(page.getByRole('columnheader', { name: /星期一/ })).toBeVisible();
  await page.getByRole('button', { name: '下一周' }).click();
  await expect(page.getByRole('combobox', { name: '周次' }).locator('..')).toContainText(`第${nextWeek}周`);
  await expect(page.getByRole('columnheader', { name: new RegExp(saturday.slice(5)) })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('timetable-next-week.png') });

  await page.getByRole('button', { name: `在星期六第${PERIOD}节添加课次` }).click();
  const form = page.getByRole('dialog', { name: '添加课次' });
  await pickSelectOption(page, form.getByLabel('教学计划'), /^诊断学/);
  await form.getByLabel('授课内容').fill(content);
  // The plan brought its teacher and room.
  await expect(form.getByLabel('授课教师').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText('王建国');
  await expect(form.getByLabel('上课地点')).toHaveValue('教学楼A201');
  await expect(form.getByText(`第${nextWeek}周`)).toBeVisible();
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(form).toBeHidden();
  const lessonButton = page.getByRole('button', { name: `编辑课次：诊断学 ${content}` });
  await expect(lessonButton).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('timetable-lesson-added.png') });

  // Double-booking 王建国 in the same period (another plan, another room) is refused, naming the clash.
  await page.getByRole('button', { name: `在星期六第${PERIOD}节添加课次` }).click();
  await pickSelectOption(page, form.getByLabel('教学计划'), /^口腔解剖生理学/);
  await form.getByLabel('授课内容').fill('牙体解剖（加课）');
  await pickSelectOption(page, form.getByLabel('授课教师'), /^王建国$/);
  await form.getByRole('button', { name: /确\s*定/ }).click();
  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText(`教师王建国 ${saturday} 第${PERIOD}节已有课程《诊断学》（${semester.semesterName}第${nextWeek}周）`);
  await page.screenshot({ path: test.info().outputPath('timetable-clash.png') });
  await form.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page.getByRole('button', { name: '编辑课次：口腔解剖生理学 牙体解剖（加课）' })).toHaveCount(0);

  // The teacher comes back to the app (the page becomes visible again): the saved lesson is there, no reload.
  await mobile.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(mobile.getByRole('button', { name: /诊断学/ })).toBeVisible();
  await expect(mobile.getByRole('button', { name: /诊断学/ })).toContainText('王建国');
  await mobile.screenshot({ path: test.info().outputPath('class-schedule-phone.png') });
  await phone.close();
  expect(problems.errors).toEqual([]);
});
