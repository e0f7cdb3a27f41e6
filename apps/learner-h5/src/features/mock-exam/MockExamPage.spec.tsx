import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { Toast } from 'antd-mobile';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '@medteach/api-client';
import { apiPath, buildQuestion, ok, resetApiForTest, setupMswServer } from '@medteach/api-client/testing';
import { mockExamPaths as paths, type MockExamAttempt, type MockExamCurrent, type MockExamReport } from '@medteach/contract';
import MockExamPage from './MockExamPage';

const MINUTE = 60_000;
const server = setupMswServer();

/** What the server sends for a running attempt: no answers, no analyses. */
const examQuestion = (id: number) => ({ ...buildQuestion({ id, correct: '', answer: '', correctList: [], analysis: '' }), flagged: false });

function attempt(leftMs: number, over: Partial<MockExamAttempt> = {}): MockExamAttempt {
  const serverNow = Date.now() + 3 * 3_600_000; // the phone's clock is hours off: only the server's counts
  return { attemptId: 7, studyBankId: 1, studyBankName: '临床思维能力题库', startedAt: serverNow - 60 * MINUTE + leftMs, deadline: serverNow + leftMs, serverNow, durationMinutes: 60, passPercent: 60, questions: [examQuestion(1), examQuestion(2), examQuestion(3)], ...over };
}

const report: MockExamReport = {
  attemptId: 7,
  studyBankId: 1,
  studyBankName: '临床思维能力题库',
  startedAt: 0,
  submittedAt: 1,
  autoSubmitted: false,
  durationMinutes: 60,
  passPercent: 60,
  score: 67,
  passed: true,
  total: 3,
  right: 2,
  answered: 2,
  categories: [{ categoryId: 3, categoryName: '儿科学', total: 3, right: 2, accuracy: 67 }],
  times: [{ questionId: 2, seconds: 75 }],
  questions: [1, 2, 3].map((id) => ({ ...buildQuestion({ id, result: id < 3 ? 'B' : '', isRight: id < 3 ? 1 : null }), flagged: false })),
};

let answers: object[];
let submits: number;
function serve(current: MockExamCurrent, started?: MockExamAttempt) {
  answers = [];
  submits = 0;
  server.use(
    http.get(apiPath(paths.current), () => HttpResponse.json(ok(current))),
    http.post(apiPath(paths.start), () => HttpResponse.json(ok(started))),
    http.post(apiPath(paths.answer), async ({ request }) => {
      answers.push((await request.json()) as object);
      return HttpResponse.json(ok({ questionId: 1, answeredCount: answers.length }));
    }),
    http.post(apiPath(paths.submit), () => {
      submits++;
      return HttpResponse.json(ok(report));
    }),
    http.get(apiPath(`${paths.report}/:id`), () => HttpResponse.json(ok(report))),
  );
}
const rules = { studyBankName: '临床思维能力题库', durationMinutes: 60, passPercent: 60, questionCount: 3 };

function renderPage(path = '/mockExam?studyBankId=1') {
  const router = createMemoryRouter([{ path: '/mockExam', element: <MockExamPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
const clock = () => screen.getByTestId('mock-exam-clock');

// 时间到 (a toast that closes itself 2 s later): closed and unmounted while this file's window still exists, not by a
// timer that fires after the test environment is gone (an uncaught "window is not defined" in CI).
afterEach(async () => {
  Toast.clear();
  await new Promise((resolve) => setTimeout(resolve, 20));
});

beforeEach(() => {
  resetApiForTest().tokenStore.set('student-token');
  localStorage.clear();
});

describe('模拟考试 (issue 18)', () => {
  it('shows the rules, then starts; the countdown comes from the server deadline, not the phone clock', async () => {
    const user = userEvent.setup();
    serve({ attempt: null, rules, lastAttemptId: null }, attempt(60 * MINUTE));
    renderPage();
    expect(await screen.findByText('试题数量：3 题')).toBeInTheDocument();
    expect(screen.getByText('考试时长：60 分钟')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '开始考试' }));
    await waitFor(() => expect(clock()).toHaveTextContent(/(60:00|59:5\d)/));
  });

  it('a reload continues the running attempt with the time left on the server, answers and flags are saved, 交卷 names the unanswered', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    serve({ attempt: attempt(42 * MINUTE + 30_000), rules, lastAttemptId: null });
    const router = renderPage();
    await waitFor(() => expect(clock()).toHaveTextContent(/42:(30|29|28)/)); // straight into the exam, not reset to 60:00
    expect(screen.queryByText(/肺炎链球菌是社区获得性肺炎/)).toBeNull(); // no analysis during the exam
    await user.click(screen.getByRole('button', { name: /^B / }));
    await waitFor(() => expect(answers).toEqual([{ attemptId: 7, questionId: 1, result: 'B' }]));
    await user.click(screen.getByRole('button', { name: '标记' }));
    await waitFor(() => expect(answers[1]).toEqual({ attemptId: 7, questionId: 1, result: 'B', flagged: true }));
    expect(screen.getByRole('button', { name: '已标记' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '答题卡' }));
    expect(await screen.findByText('已标记：第 1 题')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: '答题卡' })).getByRole('button', { name: /^第3题/ }));

    await user.click(screen.getByRole('button', { name: '交卷' }));
    expect(await screen.findByText('还有 2 题未作答（第 2、3 题），确定交卷吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.search).toBe('?studyBankId=1&report=7'));
    expect(submits).toBe(1);
    expect(JSON.parse(localStorage.getItem('medteach.mockExamPosition') ?? '{}')).toEqual({}); // handed in: nothing to reopen
    expect(await screen.findByTestId('mock-exam-score')).toHaveTextContent('67');
    expect(screen.getByText('通过')).toBeInTheDocument();
    expect(screen.getByText('儿科学')).toBeInTheDocument();
    expect(screen.getByText('1 分 15 秒')).toBeInTheDocument();
    expect(screen.getAllByText('肺炎链球菌是社区获得性肺炎最常见的病原体。').length).toBe(3); // the review with analyses
  });

  it('an answer can be changed until 交卷; a change the server refuses goes back to the saved answer', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    serve({ attempt: attempt(42 * MINUTE), rules, lastAttemptId: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^B / }));
    await user.click(screen.getByRole('button', { name: /^C / }));
    await waitFor(() => expect(answers).toEqual([{ attemptId: 7, questionId: 1, result: 'B' }, { attemptId: 7, questionId: 1, result: 'C' }]));
    expect(screen.getByText('已答 1/3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^C / })).toHaveAttribute('aria-pressed', 'true');

    server.use(http.post(apiPath(paths.answer), () => HttpResponse.json({ code: 500, msg: '考试已结束' })));
    await user.click(screen.getByRole('button', { name: /^D / }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^C / })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: /^D / })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a reload mid-way reopens the question the student was on; another attempt starts at question 1', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    serve({ attempt: attempt(42 * MINUTE), rules, lastAttemptId: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: '下一题' }));
    await user.click(screen.getByRole('button', { name: '下一题' }));
    expect(screen.getByRole('article')).toHaveAccessibleName(/^第3题/);

    cleanup(); // the page is reloaded
    renderPage();
    expect(await screen.findByRole('article')).toHaveAccessibleName(/^第3题/);
    await user.click(screen.getByRole('button', { name: '上一题' }));

    cleanup();
    renderPage();
    expect(await screen.findByRole('article')).toHaveAccessibleName(/^第2题/);

    cleanup();
    serve({ attempt: attempt(42 * MINUTE, { attemptId: 8 }), rules, lastAttemptId: 7 });
    renderPage();
    expect(await screen.findByRole('article')).toHaveAccessibleName(/^第1题/);
  });

  it('submits by itself when the clock reaches zero', async () => {
    serve({ attempt: attempt(1_200), rules, lastAttemptId: null });
    const router = renderPage();
    await waitFor(() => expect(clock()).toBeInTheDocument());
    await waitFor(() => expect(submits).toBe(1), { timeout: 4_000 });
    await waitFor(() => expect(router.state.location.search).toBe('?studyBankId=1&report=7'));
    expect(await screen.findByTestId('mock-exam-score')).toBeInTheDocument();
  });

  it('without a bank says so', async () => {
    renderPage('/mockExam');
    expect(await screen.findByText('未指定题库')).toBeInTheDocument();
  });
});
