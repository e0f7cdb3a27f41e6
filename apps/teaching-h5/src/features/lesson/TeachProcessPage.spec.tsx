import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Role, TimeStatus, teachingPaths } from '@medteach/contract';
import { createMemoryTokenStore } from '@medteach/api-client';
import { apiPath, authHandlers, buildLessonDetail, buildUserInfo, fail, ok, setupMswServer, setupTestApi, teachingHandlers } from '@medteach/api-client/testing';
import { locationOf, renderPage } from '../../shared/testing/render-page';
import { homeworkHandlers } from '../../shared/testing/homework';
import TeachProcessPage from './TeachProcessPage';

const server = setupMswServer(...teachingHandlers(), ...authHandlers(), ...homeworkHandlers());
const api = setupTestApi({ tokenStore: createMemoryTokenStore('signed-in') });

const openLesson = (queryType: number, lesson = buildLessonDetail()) => {
  server.use(...teachingHandlers({ lesson }));
  return renderPage('/teachProcess', <TeachProcessPage />, `/teachProcess?planDetailId=1&weekday=2026-09-01&yearWeekDateStr=x&weekName=%E6%98%9F%E6%9C%9F%E4%BA%8C&queryType=${queryType}`);
};
const papers = async () => within(await screen.findByRole('region', { name: '课后试卷' }));

describe('/teachProcess student view (spec §4 buttons)', () => {
  it('before the lesson: sign-in and 开始作业 are disabled', async () => {
    openLesson(0, buildLessonDetail({ timeStatus: TimeStatus.NOT_STARTED }));
    expect(await screen.findByRole('button', { name: '签到打卡' })).toBeDisabled();
    expect((await papers()).getByRole('button', { name: '开始作业' })).toBeDisabled();
  });

  it('attendance off keeps sign-in disabled even in class', async () => {
    openLesson(0, buildLessonDetail({ attendanceStatus: 0 }));
    expect(await screen.findByRole('button', { name: '签到打卡' })).toBeDisabled();
  });

  it('in class: sign-in opens /clocking and an unfinished paper opens the answer sheet', async () => {
    const user = userEvent.setup();
    const { router } = openLesson(0);
    await user.click((await papers()).getByRole('button', { name: '开始作业' }));
    expect(locationOf(router)).toBe('/courseTopic?type=2&queryType=0&paperStatus=0&paperId=1&planDetailId=1');
  });

  it('after class: an unfinished paper reads 未考试 and cannot open; a finished one opens the score report', async () => {
    const user = userEvent.setup();
    const paper = buildLessonDetail().paperList[0];
    const { router } = openLesson(
      0,
      buildLessonDetail({ timeStatus: TimeStatus.OVER, paperList: [paper, { ...paper, paperId: 2, name: '问诊技巧小测', paperStatus: 1 }] }),
    );
    const list = await papers();
    expect(list.getByRole('button', { name: '未考试' })).toBeDisabled();
    await user.click(list.getByRole('button', { name: '已完成' }));
    expect(locationOf(router)).toBe('/scoreReport?type=2&queryType=0&paperStatus=1&paperId=2&planDetailId=1');
  });

  it('adds a suggestion: empty is refused with 请输入评价建议, then 保存成功！ and the saved text shows', async () => {
    const user = userEvent.setup();
    let saved = '';
    server.use(
      http.get(apiPath(`${teachingPaths.lessonDetail}/:id`), () => HttpResponse.json(ok(buildLessonDetail({ suggest: saved })))),
      http.post(apiPath(teachingPaths.suggestSave), async ({ request }) => {
        saved = ((await request.json()) as { suggest: string }).suggest;
        return HttpResponse.json(ok());
      }),
    );
    renderPage('/teachProcess', <TeachProcessPage />, '/teachProcess?planDetailId=1&queryType=0');
    await user.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入评价建议', { selector: '.adm-toast-main *' })).toBeInTheDocument();
    expect(saved).toBe('');

    await user.type(screen.getByPlaceholderText('请输入评价建议'), '多安排实操');
    expect(screen.getByText('5/200')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('保存成功！')).toBeInTheDocument();
    expect(await screen.findByText('多安排实操', { selector: 'div' })).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('请输入评价建议')).not.toBeInTheDocument();
  });
});

describe('/teachProcess teacher view', () => {
  it('shows completion counts leading to the checks, and the student list', async () => {
    const user = userEvent.setup();
    const { router } = openLesson(1);
    await user.click(within(await screen.findByRole('region', { name: '评分标准' })).getByRole('button', { name: '完成情况 1/20' }));
    expect(locationOf(router)).toBe('/checkStudentEvaluate?planDetailId=1&operationType=1&ratingCriteriaId=1');
  });

  it('学员列表 opens the attendance list', async () => {
    const user = userEvent.setup();
    const { router } = openLesson(1);
    await user.click(await screen.findByRole('button', { name: '学员列表' }));
    expect(locationOf(router)).toBe('/checkStudent?planId=1&planDetailId=1');
  });
});

describe('/teachProcessMain', () => {
  it('prints 无 for a missing location and returns to the schedule with its filters', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/teachProcessMain', <TeachProcessPage />, '/teachProcessMain?planId=1&semesterId=1&majorId=1&classId=2&weekday=2026-09-01&gradeName=g&planDetailId=9');
    const sheet = await screen.findByRole('article', { name: '课表进度表' });
    expect(within(sheet).getByText('实习地点').nextElementSibling).toHaveTextContent('无');
    expect(within(sheet).getByText('48（理论32学时 + 实验16学时）')).toBeInTheDocument();
    expect(within(sheet).getByTestId('signature-line')).toBeEmptyDOMElement();
    await user.click(document.querySelector('.adm-nav-bar-back') as HTMLElement);
    expect(locationOf(router)).toBe('/classScheduleMain?semesterId=1&majorId=1&classId=2&weekday=2026-09-01&gradeName=g');
  });
});

describe('lesson time (issue 13: it read 00:00:00 ~ 23:59:59)', () => {
  it('shows the date and its period\'s class time, not the all-day teaching window', async () => {
    openLesson(0, buildLessonDetail({ teachingStartTime: '2026-09-01 00:00:00', teachingEndTime: '2026-09-01 23:59:59', periodStartTime: '08:00:00', periodEndTime: '09:40:00' }));
    expect((await screen.findByText('上课时间')).nextElementSibling).toHaveTextContent('2026-09-01 08:00 ~ 09:40');
  });
});

describe('/teachProcessMain rows open the lesson in the viewer\'s own view', () => {
  const openProgress = (roles: string[]) => {
    server.use(...authHandlers({ info: buildUserInfo({ roles }) }));
    return renderPage('/teachProcessMain', <TeachProcessPage />, '/teachProcessMain?planId=1&semesterId=1&majorId=1&weekday=2026-09-01');
  };

  it.each([
    [[Role.STUDENT], '0'],
    [[Role.TEACHER], '1'],
  ])('roles %j → queryType %s', async (roles, queryType) => {
    const user = userEvent.setup();
    const { router } = openProgress(roles);
    const sheet = await screen.findByRole('article', { name: '课表进度表' });
    const [firstLesson] = await within(sheet).findAllByRole('button');
    await user.click(firstLesson);
    expect(new URLSearchParams(router.state.location.search).get('queryType')).toBe(queryType);
    expect(router.state.location.pathname).toBe('/teachProcess');
  });
});

describe('without a session (issue 13: 加载失败 showed behind the 401 dialog)', () => {
  it('shows only the session dialog over the loading state', async () => {
    // The dialog stays open for the whole test.
    api.notifier.answer401 = () => new Promise<boolean>(() => undefined);
    server.use(http.get(apiPath(`${teachingPaths.lessonDetail}/:id`), () => HttpResponse.json(fail(401, '认证失败，无法访问系统资源'), { status: 401 })));
    const { queryClient } = renderPage('/teachProcess', <TeachProcessPage />, '/teachProcess?planDetailId=1&queryType=0');
    await waitFor(() => expect(api.notifier.messages('confirm401')).toHaveLength(1));
    // The lesson query has failed …
    await waitFor(() => expect(queryClient.getQueryCache().findAll().some((q) => q.state.status === 'error')).toBe(true));
    // … and the screen keeps its loading state instead of an error behind the dialog.
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
