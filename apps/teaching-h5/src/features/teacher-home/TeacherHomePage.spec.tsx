import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { authPaths, Role, teacherHomePaths, type TeacherTodo } from '@medteach/contract';
import {
  apiPath,
  authHandlers,
  buildH5Timetable,
  buildLessonDetail,
  buildTimetableItem,
  buildUserInfo,
  fail,
  ok,
  setupMswServer,
  setupTestApi,
  teachingHandlers,
} from '@medteach/api-client/testing';
import { createMemoryTokenStore } from '@medteach/api-client';
import { locationOf, renderPage } from '../../shared/testing/render-page';
import TeacherHomePage from './TeacherHomePage';

const TODO: TeacherTodo = {
  lessons: [
    {
      planDetailId: 2,
      planName: '诊断学',
      lessonContent: '发热的问诊要点',
      teachingDate: '2026-08-31',
      homeworkToScore: 2,
      newSuggestions: 3,
      ratings: [{ ratingId: 1, ratingName: '实践技能评分', pending: 18 }],
    },
  ],
};
// Tuesday 2026-09-01, 第2节: the fixtures' week (Monday 2026-08-31).
const week = buildH5Timetable([{ day: 1, periodNum: 2, items: [buildTimetableItem({ planDetailId: 7, lessonContent: '生命体征测量' })] }]);
const server = setupMswServer(
  ...teachingHandlers({ h5Timetable: week, lesson: buildLessonDetail({ planDetailId: 7, periodStartTime: '10:00:00', periodEndTime: '11:40:00', clockStatus: 1, homeworkStatus: 0 }) }),
  http.get(apiPath(teacherHomePaths.todo), () => HttpResponse.json(ok(TODO))),
);
// Signed in: getInfo tells teacher from student.
setupTestApi({ tokenStore: createMemoryTokenStore('signed-in') });

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-09-01T09:00:00') }));
afterEach(() => vi.useRealTimers());

const openAs = (roles: string[]) => {
  server.use(...authHandlers({ info: buildUserInfo({ roles }) }));
  return renderPage('/home', <TeacherHomePage />, '/home');
};
const section = (name: string) => screen.findByRole('region', { name });

describe('/home for a teacher', () => {
  it('lists today’s lessons with time, room and classes, each opening /teachProcess like the timetable', async () => {
    const user = userEvent.setup();
    const { router } = openAs([Role.TEACHER]);
    const today = await section('今日课程');
    const lesson = await within(today).findByRole('link', { name: '诊断学 · 生命体征测量' });
    expect(await within(today).findByText('第2节 · 10:00 ~ 11:40 · 教学楼A201 · 临床医学2024级1班,临床医学2024级2班')).toBeInTheDocument();
    // No student state on the teacher's rows.
    expect(within(today).queryByText('已签到')).toBeNull();
    await user.click(lesson);
    // The timetable's own link to the lesson (ClassSchedulePage): the day, its week and weekday names, the teacher view.
    expect(locationOf(router)).toBe(`/teachProcess?planDetailId=7&weekday=2026-09-01&weekName=${encodeURIComponent('星期二')}&yearWeekDateStr=${encodeURIComponent('2026年第36周')}&queryType=1`);
  });

  it.each([
    ['作业待批改，2项', '/checkStudentHomework?planDetailId=2'],
    ['待评分：实践技能评分，18项', '/checkStudentEvaluate?planDetailId=2&operationType=1&ratingCriteriaId=1'],
    ['新的评价建议，3项', '/checkStudentNotice?planDetailId=2'],
  ])('待处理: %s opens %s', async (name, to) => {
    const user = userEvent.setup();
    const { router } = openAs([Role.TEACHER]);
    const todo = await section('待处理');
    expect(await within(todo).findByText('2026-08-31 诊断学 · 发热的问诊要点')).toBeInTheDocument();
    await user.click(await within(todo).findByRole('link', { name }));
    expect(locationOf(router)).toBe(to);
  });

  it('says when nothing waits', async () => {
    server.use(http.get(apiPath(teacherHomePaths.todo), () => HttpResponse.json(ok({ lessons: [] }))));
    openAs([Role.TEACHER]);
    expect(await within(await section('待处理')).findByText('暂无待处理事项')).toBeInTheDocument();
  });

  it('appears in one piece: 常用 shows only once 今日课程 and 待处理 have loaded (nothing pushed down later)', async () => {
    let answerTodo = () => undefined as void;
    const todoAnswered = new Promise<void>((resolve) => (answerTodo = resolve));
    server.use(
      http.get(apiPath(teacherHomePaths.todo), async () => {
        await todoAnswered;
        return HttpResponse.json(ok({ lessons: [] }));
      }),
    );
    openAs([Role.TEACHER]);
    expect(await screen.findByRole('status', { name: '加载中...' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: '常用' })).toBeNull();
    answerTodo();
    expect(await section('常用')).toBeInTheDocument();
    expect(within(await section('待处理')).getByText('暂无待处理事项')).toBeInTheDocument();
  });

  it('shows 加载失败 with 重试 when 待处理 fails', async () => {
    server.use(http.get(apiPath(teacherHomePaths.todo), () => HttpResponse.json(fail(500, '服务器开小差了'), { status: 500 })));
    openAs([Role.TEACHER]);
    const todo = await section('待处理');
    expect(await within(todo).findByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('links 我的课表, 班级课程表 and 在线学习', async () => {
    const user = userEvent.setup();
    const { router } = openAs([Role.TEACHER]);
    const shortcuts = await section('常用');
    expect(within(shortcuts).getAllByRole('link').map((l) => l.textContent)).toEqual(['我的课表', '班级课程表', '在线学习']);
    await user.click(within(shortcuts).getByRole('link', { name: '班级课程表' }));
    expect(locationOf(router)).toBe('/classScheduleMain');
  });

  it('says when there is no lesson today', async () => {
    server.use(...teachingHandlers({ h5Timetable: buildH5Timetable([]) }));
    openAs([Role.TEACHER]);
    expect(await within(await section('今日课程')).findByText('今天没有课程')).toBeInTheDocument();
  });
});

describe('/home for a student', () => {
  it('shows today’s lessons with sign-in and homework state, no 待处理, links to 我的课表 and 在线学习', async () => {
    const user = userEvent.setup();
    const { router } = openAs([Role.STUDENT]);
    const today = await section('今日课程');
    expect(await within(today).findByText('已签到')).toBeInTheDocument();
    expect(within(today).getByText('作业未完成')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '待处理' })).toBeNull();
    const shortcuts = await section('常用');
    expect(within(shortcuts).getAllByRole('link').map((l) => l.textContent)).toEqual(['我的课表', '在线学习']);
    await user.click(within(today).getByRole('link', { name: '诊断学 · 生命体征测量' }));
    expect(locationOf(router)).toContain('/teachProcess?planDetailId=7&');
    expect(locationOf(router)).toContain('queryType=0');
  });
});

describe('退出登录', () => {
  it('asks first, then signs out and opens /login', async () => {
    let loggedOut = false;
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = openAs([Role.TEACHER]);
    // After openAs: its auth handlers answer logout too.
    server.use(
      http.delete(apiPath(authPaths.logout), () => {
        loggedOut = true;
        return HttpResponse.json(ok());
      }),
    );
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(await screen.findByText('确定退出登录吗？')).toBeInTheDocument();
    expect(loggedOut).toBe(false);
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(locationOf(router)).toBe('/login'));
    expect(loggedOut).toBe(true);
  });
});
