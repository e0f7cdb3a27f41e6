import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { coursePaths } from '@medteach/contract';
import { createMemoryTokenStore, createQueryClient } from '@medteach/api-client';
import {
  authHandlers,
  buildCourseAnswerSheet,
  buildCourseAnswerSheetDetail,
  buildCourseQuestion,
  courseHandlers,
  setupMswServer,
  setupTestApi,
  type CourseHandlerOptions,
} from '@medteach/api-client/testing';
import CourseTopicPage from './CourseTopicPage';
import ScoreReportPage from './ScoreReportPage';

const server = setupMswServer(...courseHandlers(), ...authHandlers());
// Signed in: the draft is kept per viewer (getInfo).
setupTestApi({ tokenStore: createMemoryTokenStore('student01-token') });
afterEach(() => server.events.removeAllListeners());
// Drafts are kept in localStorage: each test starts without one.
beforeEach(() => localStorage.clear());

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
  const view = render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // antd-mobile popups and toasts ignore the pointer while they animate; jsdom never finishes the animation.
  return { router, submits, unmount: view.unmount, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

const TOPIC = `/courseTopic?type=1&isStudy=0&isStudents=true&${IDS}`;
/** The 交卷 confirmation (系统提示). */
const confirmDialog = () => screen.findByRole('dialog');

/** A paper whose last question is a fill-in: the case where 提交答案 had to be pressed twice. */
const fillInLast = buildCourseAnswerSheet({
  totalCount: 2,
  questionList: [
    buildCourseQuestion(),
    buildCourseQuestion({ questionId: 5, type: 7, typeName: '填空题', content: '常用的临床推理方法包括假设演绎法和____。', selectList: [], correct: '模式识别' }),
  ],
});

describe('/courseTopic type 1 (spec §4 paper mode)', () => {
  it('a student with isStudy 0 answers and hands in with 交卷 after a confirmation naming the unanswered: 提交成功 and back', async () => {
    const { router, submits, user } = openPaper(TOPIC);
    await user.click(await screen.findByRole('button', { name: /心肌肌钙蛋白/ }));
    // Marks stay hidden until the sheet is submitted.
    expect(screen.queryByRole('region', { name: '正确答案' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一题' }));
    await user.click(await screen.findByRole('button', { name: /肺炎/ }));
    await user.click(screen.getByRole('button', { name: '交卷' }));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('系统提示');
    expect(dialog).toHaveTextContent('还有 1 题未作答，确定交卷吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teachLearn');
    expect(submits).toEqual([
      {
        onlineCourseId: 1,
        onlineCourseResourceId: 1,
        paperId: 1,
        questionResults: [{ questionId: 1, result: 'B' }, { questionId: 3, result: 'B' }],
        useTime: expect.any(Number),
      },
    ]);
    // Handed in: the draft is gone.
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('cancelling the confirmation hands nothing in', async () => {
    const { submits, user } = openPaper(TOPIC);
    await user.click(await screen.findByRole('button', { name: '交卷' }));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('还有 3 题未作答，确定交卷吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submits).toEqual([]);
    expect(screen.getByRole('button', { name: '交卷' })).toBeEnabled();
  });

  it('a fill-in last question needs no second press: one 交卷 hands in the typed blank, nothing unanswered', async () => {
    const { submits, user } = openPaper(TOPIC, { answerSheet: fillInLast });
    await user.click(await screen.findByRole('button', { name: /心肌肌钙蛋白/ }));
    await user.click(screen.getByRole('button', { name: '下一题' }));
    await user.type(await screen.findByRole('textbox'), '模式识别');
    await user.click(screen.getByRole('button', { name: '交卷' }));
    expect(await confirmDialog()).toHaveTextContent('已全部作答，确定交卷吗？');
    await user.click(within(await confirmDialog()).getByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(submits).toMatchObject([{ questionResults: [{ questionId: 1, result: 'B' }, { questionId: 5, result: '模式识别' }] }]);
  });

  it('answers survive leaving the screen (and a reload): the draft is kept until the paper is handed in', async () => {
    const first = openPaper(TOPIC, { answerSheet: fillInLast });
    await first.user.click(await screen.findByRole('button', { name: /心肌肌钙蛋白/ }));
    await first.user.click(screen.getByRole('button', { name: '下一题' }));
    await first.user.type(await screen.findByRole('textbox'), '模式');
    first.unmount();

    const again = openPaper(TOPIC, { answerSheet: fillInLast });
    // Back on the question left last, with the blank as typed, and question 1 still answered.
    expect(await screen.findByRole('textbox')).toHaveValue('模式');
    await again.user.click(screen.getByRole('button', { name: '答题卡' }));
    expect(await screen.findByRole('button', { name: '第1题，已作答' })).toBeInTheDocument();
    // The typed blank counts as answered, as 交卷 counts it.
    expect(screen.getByRole('button', { name: '第2题，已作答' })).toBeInTheDocument();
    expect(screen.getByText('已作答 2/2')).toBeInTheDocument();
  });

  it('答题卡 closes 500 ms after a pick, once the jump is shown (spec §9)', async () => {
    const { user } = openPaper(TOPIC);
    await screen.findByRole('button', { name: /心肌肌钙蛋白/ });
    const cardButton = screen.getByRole('button', { name: '答题卡' });
    await user.click(cardButton);
    expect(cardButton).toHaveAttribute('aria-expanded', 'true');
    const card = await screen.findByRole('navigation', { name: '答题卡' });
    await user.click(within(card).getByRole('button', { name: /^第3题/ }));
    // Moved at once, the card still open …
    expect(screen.getByRole('article', { name: '第3题，共3题' })).toBeInTheDocument();
    expect(cardButton).toHaveAttribute('aria-expanded', 'true');
    // … and closed after the delay.
    await waitFor(() => expect(cardButton).toHaveAttribute('aria-expanded', 'false'), { timeout: 2000 });
  });

  it('a teacher sees the marks and cannot submit', async () => {
    openPaper(`/courseTopic?type=1&isStudy=0&isStudents=false&${IDS}`, { isStudents: false });
    expect(await screen.findByRole('region', { name: '正确答案' })).toHaveTextContent('B');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: '下一题' }));
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: '下一题' }));
    expect(screen.queryByRole('button', { name: '提交答案' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '交卷' })).not.toBeInTheDocument();
  });
});

describe('/scoreReport type 1', () => {
  const statOf = (caption: string) => screen.getByText(caption, { selector: 'dt' }).nextElementSibling;

  it('shows the class best score and the time spent; \'-\' only when the time is unknown', async () => {
    openPaper(`/scoreReport?type=1&isStudy=1&isStudents=true&${IDS}`, { answerSheetDetail: buildCourseAnswerSheetDetail({ bestScore: 100, useTime: 1085 }) });
    expect(await screen.findByText('内科学综合测验')).toBeInTheDocument();
    expect(statOf('最高分')).toHaveTextContent('100');
    expect(statOf('用时')).toHaveTextContent('18分5秒');
  });

  it('shows \'-\' for a time that was never measured', async () => {
    openPaper(`/scoreReport?type=1&isStudy=1&isStudents=true&${IDS}`, { answerSheetDetail: buildCourseAnswerSheetDetail({ bestScore: 83, useTime: null }) });
    expect(await screen.findByText('内科学综合测验')).toBeInTheDocument();
    expect(statOf('最高分')).toHaveTextContent('83');
    expect(statOf('用时')).toHaveTextContent('-');
  });

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
