import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '@medteach/api-client';
import { apiPath, authHandlers, buildStudyBank, courseHandlers, createQuestionBankFake, ok, questionBankHandlers, resetApiForTest, setupMswServer, systemHandlers } from '@medteach/api-client/testing';
import { authPaths, questionBankPaths, reviewPaths } from '@medteach/contract';
import { rememberPractice } from '../../shared/last-practice';
import HomePage from './HomePage';

const server = setupMswServer();
let loggedOut = false;
let api: ReturnType<typeof resetApiForTest>;
beforeEach(() => {
  api = resetApiForTest();
  api.tokenStore.set('student-token');
  localStorage.clear();
  loggedOut = false;
  // Overrides first: msw takes the first handler that matches.
  server.use(
    http.get(apiPath(questionBankPaths.studyBankList), ({ request }) =>
      HttpResponse.json(ok(new URL(request.url).searchParams.get('majorType') === '1' ? [buildStudyBank()] : [buildStudyBank({ studyBankId: 2, studyBankName: '口腔执业医师题库', majorType: 2 })])),
    ),
    http.get(apiPath(`${questionBankPaths.studyRecordByBank}/:id`), () => HttpResponse.json(ok({ studyBankId: 1, studyNum: 3, totalNum: 12 }))),
    http.get(apiPath(reviewPaths.summary), ({ request }) => {
      const majorType = new URL(request.url).searchParams.get('majorType');
      return HttpResponse.json(ok(majorType === '1' ? { due: 2, total: 5 } : { due: 0, total: 0 }));
    }),
    http.delete(apiPath(authPaths.logout), () => {
      loggedOut = true;
      return HttpResponse.json(ok());
    }),
    ...questionBankHandlers(createQuestionBankFake()),
    ...systemHandlers(),
    ...authHandlers(),
    ...courseHandlers(),
  );
});

function renderHome(path = '/home') {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <HomePage /> },
      { path: '/subject', element: <p>subject home</p> },
      { path: '/subjectHomeWork', element: <p>answering</p> },
      { path: '/mockExam', element: <p>mock exam</p> },
      { path: '/subjectCollect', element: <p>favourites</p> },
      { path: '/login', element: <p>login page</p> },
      { path: '/artificial', element: <p>service chat</p> },
      { path: '/password', element: <p>password form</p> },
      { path: '/orders', element: <p>orders</p> },
      { path: '/certificates', element: <p>certificates</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
const SLOW = { timeout: 5_000 };
const at = (router: ReturnType<typeof renderHome>) => `${router.state.location.pathname}${router.state.location.search}`;

describe('web home (issue 18)', () => {
  it('题库: today’s review per family opens the due questions; a bank with its progress opens /subject', async () => {
    const user = userEvent.setup();
    const router = renderHome();
    expect(await screen.findByText('今日待复习 2 题', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('答错的题和收藏的题会按记忆规律安排复习')).toBeInTheDocument(); // the oral family has no list yet
    await waitFor(() => expect(screen.getAllByText('已学 3/12 题')).toHaveLength(2), SLOW);
    await user.click(screen.getByText('今日待复习 2 题'));
    expect(at(router)).toBe('/subjectHomeWork?name=review&majorType=1');
    await router.navigate('/home');
    await user.click(await screen.findByText('临床思维能力题库', {}, SLOW));
    expect(at(router)).toBe('/subject?majorType=1&studyBankId=1');
  });

  it('题库 rows are real links (Tab reaches them, Enter follows); 模拟考试 stays a button of its own', async () => {
    const user = userEvent.setup();
    const router = renderHome();
    const bank = await screen.findByRole('link', { name: '临床思维能力题库' }, SLOW);
    expect(bank).toHaveAttribute('href', '/subject?majorType=1&studyBankId=1');
    expect(screen.getAllByRole('link', { name: '学习统计' })[0]).toHaveAttribute('href', '/progress?majorType=1');
    expect(screen.getByRole('link', { name: /今日待复习 2 题/ })).toHaveAttribute('href', '/subjectHomeWork?name=review&majorType=1');
    bank.focus();
    await user.keyboard('{Enter}');
    expect(at(router)).toBe('/subject?majorType=1&studyBankId=1');
    await router.navigate('/home');
    await user.click(await screen.findByRole('button', { name: '临床思维能力题库 模拟考试' }, SLOW));
    expect(at(router)).toBe('/mockExam?studyBankId=1');
  });

  it('继续上次 reopens the last practice on its question', async () => {
    rememberPractice('name=topic&studyBankId=1&categoryId=11&majorType=1', '7', '章节练习', new Date(2026, 10, 25, 9, 5));
    const user = userEvent.setup();
    const router = renderHome();
    expect(await screen.findByText('章节练习 · 11-25 09:05')).toBeInTheDocument();
    await user.click(screen.getByText('继续上次'));
    expect(at(router)).toBe('/subjectHomeWork?name=topic&studyBankId=1&categoryId=11&majorType=1&questionId=7');
  });

  it('课程 lists my courses with credits; 我的 shows who is signed in, the lists, and logs out after confirming', async () => {
    // antd-mobile dialogs animate in with pointer-events off.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const router = renderHome();
    const nav = screen.getByRole('navigation', { name: '主导航' });
    await user.click(within(nav).getByText('课程'));
    expect(await screen.findByText('内科学临床思维', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('学分 2/8')).toBeInTheDocument();
    expect(at(router)).toBe('/home?tab=course');

    await user.click(within(nav).getByText('我的'));
    expect(await screen.findByText('张三', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('临床医学1班')).toBeInTheDocument();
    await user.click(screen.getAllByText('我的收藏')[0]);
    expect(at(router)).toBe('/subjectCollect?majorType=1&type=0');
    await router.navigate('/home?tab=me');
    await user.click(await screen.findByRole('button', { name: '退出登录' }, SLOW));
    expect(await screen.findByText('确定退出登录吗？')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(at(router)).toBe('/login'));
    expect(loggedOut).toBe(true);
    // The profile is not asked for again without a token (that 401 opened 登录超时 over the login page).
    await new Promise((r) => setTimeout(r, 50));
    expect(api.notifier.messages('confirm401')).toEqual([]);
  });

  it('我的 → 联系客服 opens the customer-service chat (the web path of 转人工, issue 18)', async () => {
    const user = userEvent.setup();
    const router = renderHome('/home?tab=me');
    await user.click(await screen.findByText('联系客服', {}, SLOW));
    expect(await screen.findByText('service chat')).toBeInTheDocument();
    expect(at(router)).toBe('/artificial');
  });

  it('我的 → 账号: 修改密码, 我的订单, 我的证书 are links a keyboard reaches and opens (issue 18)', async () => {
    const user = userEvent.setup();
    const router = renderHome('/home?tab=me');
    expect(await screen.findByText('张三', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('账号')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '修改密码' })).toHaveAttribute('href', '/password');
    expect(screen.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: '我的证书' })).toHaveAttribute('href', '/certificates');
    // The spec's lists and 联系客服 are links too (the same row).
    expect(screen.getAllByRole('link', { name: '我的错题' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: '联系客服' })).toHaveAttribute('href', '/artificial');

    screen.getByRole('link', { name: '修改密码' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('password form')).toBeInTheDocument();
    await act(() => router.navigate('/home?tab=me'));
    await user.click(await screen.findByText('我的订单', {}, SLOW));
    expect(at(router)).toBe('/orders');
    await act(() => router.navigate('/home?tab=me'));
    await user.click(await screen.findByText('我的证书', {}, SLOW));
    expect(at(router)).toBe('/certificates');
  });

  describe('offline (an installed app opened with no network)', () => {
    afterEach(() => onlineManager.setOnline(true));
    const goOnline = () => act(() => onlineManager.setOnline(true));
    const goOffline = () => act(() => onlineManager.setOnline(false));

    it('shows the shell and 继续上次 at once, says 网络不可用 instead of loading, and loads the banks when back online', async () => {
      rememberPractice('name=topic&studyBankId=1&categoryId=11&majorType=1', '7', '章节练习', new Date(2026, 10, 25, 9, 5));
      onlineManager.setOnline(false);
      const user = userEvent.setup();
      const router = renderHome();
      expect(await screen.findByRole('heading', { name: '题库' })).toBeInTheDocument();
      expect(within(screen.getByRole('navigation', { name: '主导航' })).getByText('我的')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('网络不可用联网后自动刷新');
      expect(screen.queryByText('加载中')).toBeNull();
      expect(screen.queryByText('临床思维能力题库')).toBeNull();
      // 继续上次 is local: it works offline.
      await user.click(screen.getByText('继续上次'));
      expect(at(router)).toBe('/subjectHomeWork?name=topic&studyBankId=1&categoryId=11&majorType=1&questionId=7');

      await act(() => router.navigate('/home'));
      goOnline();
      expect(await screen.findByText('临床思维能力题库', {}, SLOW)).toBeInTheDocument();
      expect(await screen.findByText('今日待复习 2 题', {}, SLOW)).toBeInTheDocument();
      expect(screen.queryByText('网络不可用')).toBeNull();
    });

    it('keeps what this tab loaded before; a tab never loaded says 网络不可用, 我的 keeps its links', async () => {
      const user = userEvent.setup();
      renderHome();
      expect(await screen.findByText('临床思维能力题库', {}, SLOW)).toBeInTheDocument();
      goOffline();
      const nav = screen.getByRole('navigation', { name: '主导航' });
      await user.click(within(nav).getByText('课程'));
      expect(await screen.findByText('网络不可用')).toBeInTheDocument();
      expect(screen.queryByText('加载中')).toBeNull();
      await user.click(within(nav).getByText('我的'));
      expect(await screen.findByText('网络不可用')).toBeInTheDocument();
      expect(screen.getAllByText('我的收藏')).toHaveLength(2);
      await user.click(within(nav).getByText('题库'));
      expect(screen.getByText('临床思维能力题库')).toBeInTheDocument();
      expect(screen.queryByText('网络不可用')).toBeNull();
      // Back online, the tab that had nothing loads by itself.
      await user.click(within(nav).getByText('课程'));
      goOnline();
      expect(await screen.findByText('内科学临床思维', {}, SLOW)).toBeInTheDocument();
    });
  });
});
