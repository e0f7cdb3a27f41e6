import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { homeworkPaths } from '@medteach/contract';
import { apiPath, ok, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import { renderPage } from '../../shared/testing/render-page';
import HomeworkReviewPage from './HomeworkReviewPage';
import { buildSubmission, homeworkHandlers } from '../../shared/testing/homework';

const server = setupMswServer(...homeworkHandlers());
setupTestApi();

const open = (submission = buildSubmission()) => {
  server.use(...homeworkHandlers({ submission }));
  return renderPage('/homeworkReview', <HomeworkReviewPage />, '/homeworkReview?planDetailId=1&userId=101');
};

describe('/homeworkReview (issue 17)', () => {
  it('shows the photos and documents of the hand-in; a document opens from the file host', async () => {
    const user = userEvent.setup();
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    open();
    const files = within(await screen.findByRole('region', { name: '作业文件' }));
    expect(files.getByRole('img', { name: '作业照片 作业照片.png' })).toHaveAttribute('src', expect.stringContaining('/file/abc.png'));
    await user.click(files.getByRole('img', { name: '作业照片 作业照片.png' }));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).not.toBeNull());
    // Closable without a tap (keyboard, screen reader); jsdom never finishes the opening animation, hence hidden: true.
    expect(await screen.findByRole('button', { name: '关闭', hidden: true })).toBeInTheDocument();
    await user.click(files.getByRole('button', { name: '病史采集报告.pdf' }));
    expect(opened).toHaveBeenCalledWith(expect.stringContaining('/file/def.pdf'), '_blank', 'noopener');
    expect(screen.getByText('未评分')).toBeInTheDocument();
    expect(screen.getByText('暂无评分记录')).toBeInTheDocument();
  });

  it('changes a score starting from the current one, and shows the history', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    open(
      buildSubmission({
        homeWorkScore: 80,
        scoreLog: [{ oldScore: null, newScore: 80, scorerName: '王建国', scoreTime: '2026-09-01 11:00:00' }],
      }),
    );
    const history = within(await screen.findByRole('list', { name: '评分记录' }));
    expect(history.getByText('评分 80分')).toBeInTheDocument();
    expect(history.getByText(/王建国/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '修改评分' }));
    const input = await screen.findByPlaceholderText('请输入分数');
    expect(input).toHaveValue('80');
    await user.clear(input);
    await user.type(input, '92');
    const sent = new Promise((resolve) =>
      server.use(
        http.post(apiPath(homeworkPaths.score), async ({ request }) => {
          resolve(await request.json());
          return HttpResponse.json(ok());
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await sent).toEqual({ planDetailId: 1, userId: 101, homeWorkScore: 92 });
  });

  it('homework not handed in: says so and offers no scoring', async () => {
    open(buildSubmission({ homeworkStatus: 0, submitTime: null, files: [] }));
    expect(await screen.findByText('该学员尚未提交作业')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '评分' })).not.toBeInTheDocument();
  });
});
