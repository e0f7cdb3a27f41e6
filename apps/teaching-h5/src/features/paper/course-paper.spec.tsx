import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { coursePaths } from '@medteach/contract';
import { createQueryClient } from '@medteach/api-client';
import { buildCourseAnswerSheetDetail, courseHandlers, setupMswServer, setupTestApi, type CourseHandlerOptions } from '@medteach/api-client/testing';
import CourseTopicPage from './CourseTopicPage';
import ScoreReportPage from './ScoreReportPage';

const server = setupMswServer(...courseHandlers());
setupTestApi();
afterEach(() => server.events.removeAllListeners());

const IDS = 'onlineCourseId=1&onlineCourseResourceId=1&paperId=1';

/** Both paper screens behind /teachLearn, opened at `url` (so 返回 after submitting has somewhere to go). */
function openPaper(url: string, options: CourseHandlerOptions = {}) {
  server.use(...courseHandlers(options));
  const submits: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith(coursePaths.submit)) submits.push(await request.clone().json());
  });
  const router = createMemoryRouter(
    [
      { path: '/courseTopic', element: <CourseTopicPage /> },
      { path: '/scoreReport', element: <ScoreReportPage /> },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: ['/teachLearn', url], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // antd-mobile popups and toasts ignore the pointer while they animate; jsdom never finishes the animation.
  return { router, submits, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

describe('/courseTopic type 1 (spec §4 paper mode)', () => {
  it('a student with isStudy 0 answers, submits all: 提交成功 and back', async () => {
    const { router, submits, user } = openPaper(`/courseTopic?type=1&isStudy=0&isStudents=true&${IDS}`);
    await user.click(await screen.findByRole('button', { name: /心肌肌钙蛋白/ }));
    // Marks stay hidden until the sheet is submitted.
    expect(screen.queryByRole('region', { name: '正确答案' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一题' }));
    await user.click(await screen.findByRole('button', { name: /肺炎/ }));
    await user.click(screen.getByRole('button', { name: '下一题' }));
    await user.click(await screen.findByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teachLearn');
    expect(submits).toEqual([
      { onlineCourseId: 1, onlineCourseResourceId: 1, paperId: 1, questionResults: [{ questionId: 1, result: 'B' }, { questionId: 3, result: 'B' }] },
    ]);
  });

  it('a teacher sees the marks and cannot submit', async () => {
    openPaper(`/courseTopic?type=1&isStudy=0&isStudents=false&${IDS}`, { isStudents: false });
    expect(await screen.findByRole('region', { name: '正确答案' })).toHaveTextContent('B');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: '下一题' }));
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: '下一题' }));
    expect(screen.queryByRole('button', { name: '提交答案' })).not.toBeInTheDocument();
  });
});

describe('/scoreReport type 1', () => {
  it('shows the ranked report with grids grouped and numbered continuously; a cell opens the question', async () => {
    const { router, user } = openPaper(`/scoreReport?type=1&isStudy=1&isStudents=true&${IDS}`, { answerSheetDetail: buildCourseAnswerSheetDetail() });
    expect(await screen.findByText('内科学综合测验')).toBeInTheDocument();
    expect(screen.getByText('已完成 2/3')).toBeInTheDocument();
    const a1 = screen.getByRole('region', { name: 'A1/A2型题' });
    const a3 = screen.getByRole('region', { name: 'A3/A4型题' });
    expect(within(a1).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['第1题，正确']);
    expect(within(a3).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['第2题，正确', '第3题，未答']);
    await user.click(within(a3).getByRole('button', { name: '第3题，未答' }));
    expect(router.state.location.pathname).toBe('/courseTopic');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      type: '1', isStudy: '1', isStudents: 'true', onlineCourseId: '1', onlineCourseResourceId: '1', paperId: '1', questionId: '4',
    });
  });
});
