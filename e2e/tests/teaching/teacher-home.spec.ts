/**
 * Issue 18 "a teacher's home": in a plain browser the teaching app's root is /home, not the native app's
 * /classSchedule. teacher01 lands there from /teaching/, taps one of today's lessons to reach /teachProcess, and a
 * 待处理 count opens the screen where the work is done, with the count the server gives.
 */
import { TEACHER } from '../../support/accounts';
import { TEACHING } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

interface TodoLesson {
  planDetailId: number;
  homeworkToScore: number;
}

test('teacher01 lands on the home in a browser, opens today’s lesson and a 待处理 count', async ({ page }) => {
  const token = await loginByApi(page.request, TEACHER);
  await setTokenCookie(page.context(), MOBILE_TOKEN_COOKIE, token);

  await page.goto(TEACHING);
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole('heading', { name: '首页' })).toBeVisible();

  // 今日课程: a lesson row is a link to the lesson, as on the timetable.
  const today = page.getByRole('region', { name: '今日课程' });
  const lesson = today.getByRole('link').first();
  await expect(lesson).toBeVisible();
  await lesson.click();
  await expect(page).toHaveURL(/#\/teachProcess\?planDetailId=\d+&.*queryType=1/);
  await expect(page.getByRole('heading', { name: '教学过程' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/#\/home$/);

  // 待处理: the server's count for the newest lesson with hand-ins to score, opening its homework list.
  const res = await page.request.get('/api/teachingCenter/teacherHome/todo', { headers: { Authorization: `Bearer ${token}` } });
  const lessons = ((await res.json()).data as { lessons: TodoLesson[] }).lessons;
  const waiting = lessons.find((l) => l.homeworkToScore > 0);
  expect(waiting, 'the seed leaves hand-ins without a score').toBeDefined();
  const todo = page.getByRole('region', { name: '待处理' });
  const count = todo.getByRole('link', { name: `作业待批改，${waiting!.homeworkToScore}项` }).first();
  await expect(count).toBeVisible();
  await count.click();
  await expect(page).toHaveURL(new RegExp(`#/checkStudentHomework\\?planDetailId=${waiting!.planDetailId}$`));

  // The shortcuts lead on to the timetables.
  await page.goBack();
  await page.getByRole('region', { name: '常用' }).getByRole('link', { name: '班级课程表' }).click();
  await expect(page).toHaveURL(/#\/classScheduleMain/);
});
