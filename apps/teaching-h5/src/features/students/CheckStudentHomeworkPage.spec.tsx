import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { teachingPaths } from '@medteach/contract';
import { apiPath, buildPlanStudent, setupMswServer, setupTestApi, teachingHandlers } from '@medteach/api-client/testing';
import { locationOf, renderPage } from '../../shared/testing/render-page';
import CheckStudentHomeworkPage from './CheckStudentHomeworkPage';

const students = [
  buildPlanStudent({ userId: 101, realName: '张伟', homeworkStatus: 1, homeWorkScore: null }),
  buildPlanStudent({ userId: 102, realName: '王芳', homeworkStatus: 1, homeWorkScore: 88, className: null }),
  buildPlanStudent({ userId: 103, realName: '李娜', homeworkStatus: 0 }),
];
const server = setupMswServer(...teachingHandlers({ students }));
setupTestApi();

function open() {
  const posts: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith(teachingPaths.homeworkScoreBatch)) posts.push(request.url);
  });
  const { router } = renderPage('/checkStudentHomework', <CheckStudentHomeworkPage />, '/checkStudentHomework?planDetailId=1');
  return Object.assign(posts, { router });
}
const rowOf = async (name: string) => (await screen.findByText(name)).closest('div[style*="border-bottom"]') as HTMLElement;

afterEach(() => server.events.removeAllListeners());

describe('/checkStudentHomework', () => {
  it('shows 已完成 with the score plus 分, 评分 for a completed unscored row, 未完成 otherwise, class or -', async () => {
    open();
    expect(within(await rowOf('王芳')).getByText('88分')).toBeInTheDocument();
    expect(within(await rowOf('王芳')).getByText('-')).toBeInTheDocument();
    expect(within(await rowOf('张伟')).getByRole('button', { name: '评分' })).toBeInTheDocument();
    expect(within(await rowOf('李娜')).getByText('未完成')).toBeInTheDocument();
    expect(within(await rowOf('李娜')).queryByRole('button', { name: '评分' })).not.toBeInTheDocument();
  });

  it('score dialog: digits only, default 100, 101 warns 分数范围为0-100 and sends nothing, 95 is saved', async () => {
    // The dialog's opening animation keeps pointer-events off for a while; jsdom never finishes it.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const posts = open();
    await user.click(within(await rowOf('张伟')).getByRole('button', { name: '评分' }));
    const input = await screen.findByPlaceholderText('请输入分数');
    expect(input).toHaveValue('100');

    await user.clear(input);
    await user.type(input, '1a0-1');
    expect(input).toHaveValue('101');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('分数范围为0-100')).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.clear(input);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(posts).toHaveLength(0);

    await user.type(input, '95');
    const sent = new Promise((resolve) =>
      server.use(
        http.post(apiPath(teachingPaths.homeworkScoreBatch), async ({ request }) => {
          resolve(await request.json());
          return HttpResponse.json({ code: 200, msg: '操作成功' });
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await sent).toEqual([{ planDetailId: 1, userId: 101, homeWorkScore: 95 }]);
  });

  it('查看 opens a handed-in student’s homework (issue 17); a row not handed in has none', async () => {
    const user = userEvent.setup();
    const { router } = open();
    expect(within(await rowOf('李娜')).queryByRole('button', { name: '查看李娜的作业' })).not.toBeInTheDocument();
    await user.click(within(await rowOf('王芳')).getByRole('button', { name: '查看王芳的作业' }));
    expect(locationOf(router)).toBe('/homeworkReview?planDetailId=1&userId=102');
  });
});
