import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '@medteach/api-client';
import { apiPath, buildDictData, createQuestionBankFake, ok, questionBankHandlers, resetApiForTest, setupMswServer, systemHandlers } from '@medteach/api-client/testing';
import { coursePaths, questionBankPaths, reviewPaths, type DictData } from '@medteach/contract';
import { appBridge } from '../../app/bridge';
import { answerOutbox } from './answering-queries';
import AnsweringPage from './AnsweringPage';

const server = setupMswServer();
beforeEach(() => {
  resetApiForTest();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());
/** jsdom is a plain browser (no native host): the spec's native calls are tested with the host an app reports. */
const inNativeApp = () => vi.spyOn(appBridge, 'host', 'get').mockReturnValue('android');

const TOPIC = '/subjectHomeWork?name=topic&studyBankId=1&categoryId=11&categoryIds=%5B11%5D&majorType=1&isUnlock=false&skillId=1&skillName=%E4%B8%B4%E5%BA%8A&skillIntegral=100&productInfoId=7';

/** Teacher or student (the server's GET isStudents); the bank handlers follow. */
const isStudentsHandler = (student: boolean) => http.get(apiPath(coursePaths.isStudents), () => HttpResponse.json(ok(student)));

function renderAnswering(path: string, fake = createQuestionBankFake(), dicts?: Record<string, DictData[]>, { student = true } = {}) {
  server.use(...questionBankHandlers(fake), ...systemHandlers({ dicts }), isStudentsHandler(student));
  const router = createMemoryRouter(
    [
      { path: '/subjectHomeWork', element: <AnsweringPage /> },
      { path: '/subject', element: <p>subject home</p> },
      { path: '/subjectCollect', element: <p>favourites</p> },
      { path: '/medical', element: <p>knowledge</p> },
      { path: '/goods', element: <p>goods page</p> },
      { path: '/errorReport', element: <p>error report form</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient({ retry: false });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fake, router, queryClient };
}

describe('answering screen', () => {
  it('labels the question type from the cmtt_exam_type dictionary (spec §3)', async () => {
    renderAnswering(TOPIC, undefined, { cmtt_exam_type: [buildDictData({ dictValue: '0', dictLabel: '单选题(病例)' })] });
    expect(await screen.findByText('单选题(病例)')).toBeInTheDocument();
    expect(screen.queryByText('A1型题')).not.toBeInTheDocument();
  });

  it('answers on tap, then favourites and unfavourites with 已收藏 / 取消收藏', async () => {
    const user = userEvent.setup();
    const { fake } = renderAnswering(TOPIC);
    await user.click(await screen.findByRole('button', { name: /^B / }));
    await waitFor(() => expect(fake.answers.get(1)).toBe('B'), { timeout: 5000 });
    expect(screen.getByText('试题详解')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByText('已收藏')).toBeInTheDocument();
    expect(fake.favorites.has(1)).toBe(true);
    expect(await screen.findByRole('button', { name: '取消收藏' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '取消收藏' }));
    // The button is named by aria-label; the visible 取消收藏 text is the toast.
    expect(await screen.findByText('取消收藏')).toBeInTheDocument();
    expect(fake.favorites.has(1)).toBe(false);
  });

  it('错题复习 (issue 18): the due sheet (type 3); after a right answer the student grades it, sent after the answer', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const grades: unknown[] = [];
    const { fake } = renderAnswering('/subjectHomeWork?name=review&majorType=1');
    // After renderAnswering: its fake handlers would otherwise come first.
    server.use(
      http.post(apiPath(questionBankPaths.answerAdd), () => {
        calls.push('answer');
        return undefined; // on to the fake's own handler
      }),
      http.post(apiPath(reviewPaths.grade), async ({ request }) => {
        calls.push('grade');
        grades.push(await request.json());
        return HttpResponse.json(ok({ questionId: 1, categoryId: 11, parentId: null, due: '2026-12-20 09:00:00', reps: 2, lapses: 0, retention: 1 }));
      }),
    );
    expect(await screen.findByText('错题复习')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^B / })); // question 1's key is B
    const bar = await screen.findByRole('region', { name: '掌握程度' });
    expect(within(bar).getByText('这道题你掌握得如何？')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: '简单' }));
    expect(await within(bar).findByText('已记录：简单，将据此安排下次复习')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: '简单' })).toHaveAttribute('aria-pressed', 'true');
    expect(grades).toEqual([{ questionId: 1, grade: 4 }]);
    expect(calls).toEqual(['answer', 'grade']);
    expect(fake.answers.get(1)).toBe('B');

    // A wrong answer is not graded by the student: 忘记 is what it was.
    await user.click(screen.getByRole('button', { name: '下一题' }));
    await user.click(await screen.findByRole('button', { name: /^A / }));
    await screen.findByText('试题详解');
    expect(screen.queryByRole('region', { name: '掌握程度' })).toBeNull();
  });

  it('topic practice offers no self-grade after a right answer', async () => {
    const user = userEvent.setup();
    renderAnswering(TOPIC);
    await user.click(await screen.findByRole('button', { name: /^B / }));
    await screen.findByText('试题详解');
    expect(screen.queryByRole('region', { name: '掌握程度' })).toBeNull();
  });

  it('a refused favourite changes nothing and shows nothing (spec §8), and the next tap still works', async () => {
    const user = userEvent.setup();
    const { fake, queryClient } = renderAnswering(TOPIC);
    await screen.findByRole('article');
    const sent: unknown[] = [];
    server.use(
      http.post(apiPath(questionBankPaths.resourceAdd), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: 500, msg: '服务器错误' });
      }),
    );
    await user.click(screen.getByRole('button', { name: '收藏' }));
    // The favourite went out (after the debounce) and the server's refusal was handled.
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ questionId: 1, isFavorite: 1, type: 0 })]), { timeout: 3000 });
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(screen.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    expect(fake.favorites.has(1)).toBe(false);
    expect(screen.queryByText('已收藏')).not.toBeInTheDocument();
    expect(screen.queryByText('服务器错误')).not.toBeInTheDocument();

    // Nothing is stuck: once the server agrees, the same button favourites.
    server.resetHandlers(...questionBankHandlers(fake), ...systemHandlers(), isStudentsHandler(true));
    await user.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByText('已收藏')).toBeInTheDocument();
    expect(fake.favorites.has(1)).toBe(true);
  });

  it('hits the lock at question 6 and asks native to buy the skill', async () => {
    const user = userEvent.setup();
    inNativeApp();
    const buy = vi.spyOn(appBridge, 'buyFirstStaionAction');
    renderAnswering(TOPIC, createQuestionBankFake({ unlocked: false }));
    await screen.findByRole('article');
    for (let i = 0; i < 5; i += 1) await user.click(screen.getByRole('button', { name: '下一题' }));
    expect(screen.getByRole('article')).toHaveAccessibleName(/^第5题/);
    expect(buy).toHaveBeenCalledWith({ skillId: 1, skillName: '临床', skillIntegral: 100, productInfoId: 7 });
  });

  it('in a browser (issue 18) the lock opens the goods page, which comes back to the same practice on the same question', async () => {
    const user = userEvent.setup();
    const buy = vi.spyOn(appBridge, 'buyFirstStaionAction');
    const { router } = renderAnswering(TOPIC, createQuestionBankFake({ unlocked: false }));
    await screen.findByRole('article');
    for (let i = 0; i < 5; i += 1) await user.click(screen.getByRole('button', { name: '下一题' }));
    expect(await screen.findByText('goods page')).toBeInTheDocument();
    expect(buy).not.toHaveBeenCalled();
    const goods = new URLSearchParams(router.state.location.search);
    expect(goods.get('id')).toBe('1');
    const back = new URL(goods.get('back') ?? '', 'http://x');
    expect(back.pathname).toBe('/subjectHomeWork');
    expect(back.searchParams.get('questionId')).toBe('5'); // the fifth, the last free one, on screen when the lock hit
    expect(back.searchParams.get('skillId')).toBe('1');
    expect(back.searchParams.get('categoryId')).toBe('11');
  });

  it('keeps an answer that could not be delivered and sends it once the network is back', async () => {
    const user = userEvent.setup();
    const { fake } = renderAnswering(TOPIC);
    await screen.findByRole('article');
    server.use(http.post(apiPath(questionBankPaths.answerAdd), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: /^A / }));
    await waitFor(() => expect(answerOutbox.pending()).toHaveLength(1), { timeout: 5000 });
    // The answer stays on screen: it is not lost, only late.
    expect(screen.getByRole('button', { name: /^A / })).toHaveAttribute('data-state', 'wrong-picked');

    server.resetHandlers(...questionBankHandlers(fake), ...systemHandlers());
    await answerOutbox.flush();
    expect(fake.answers.get(1)).toBe('A');
    expect(answerOutbox.pending()).toHaveLength(0);
  });

  it('goes back to the screen named in name, on the same bank tab and open chapter', async () => {
    const user = userEvent.setup();
    const { router } = renderAnswering('/subjectHomeWork?name=topic&majorType=1&categoryId=11&studyBankId=1&topicActive=10');
    await screen.findByRole('article');
    await user.click(document.querySelector('.adm-nav-bar-back') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/subject'));
    expect(router.state.location.search).toBe('?majorType=1&studyBankId=1&topicActive=10');
  });

  it('says composition is in progress while a composed paper loads', async () => {
    renderAnswering('/subjectHomeWork?name=groupQuestion&studyPaperId=3&typeFlag=5&majorType=1');
    // Registered after the fake, so it wins: the paper never arrives.
    server.use(http.get(apiPath(`${questionBankPaths.paperById}/:id`), () => new Promise(() => undefined)));
    expect(await screen.findByText('智能组题中，请稍候...')).toBeInTheDocument();
  });

  it('error correction sends the bank and question id to native', async () => {
    const user = userEvent.setup();
    inNativeApp();
    const correct = vi.spyOn(appBridge, 'errorCorrection');
    renderAnswering(TOPIC);
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: '纠错' }));
    expect(correct).toHaveBeenCalledWith({ bank: '临床思维能力题库', questionId: 1 });
  });

  it('in a browser (issue 18) error correction opens the report form of the question instead', async () => {
    const user = userEvent.setup();
    const correct = vi.spyOn(appBridge, 'errorCorrection');
    const { router } = renderAnswering(TOPIC);
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: '纠错' }));
    expect(await screen.findByText('error report form')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?questionId=1');
    expect(correct).not.toHaveBeenCalled();
  });

  it('the knowledge entry follows spec §6 and goes to native while locked', async () => {
    const user = userEvent.setup();
    inNativeApp();
    const questionsAction = vi.spyOn(appBridge, 'questionsAction');
    renderAnswering(`${TOPIC}&code=3`, createQuestionBankFake({ unlocked: false }));
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: '知识点' }));
    expect(questionsAction).toHaveBeenCalledWith(expect.objectContaining({ studyBankId: 1, categoryId: 11, code: '3', questionId: 1 }));
  });

  it('opens the linked knowledge item in /medical once unlocked', async () => {
    const user = userEvent.setup();
    const fake = createQuestionBankFake();
    fake.questions[0] = { ...fake.questions[0], knowledgeId: 4 } as (typeof fake.questions)[number];
    const { router } = renderAnswering(TOPIC, fake);
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: '知识点' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/medical'));
    expect(router.state.location.search).toBe('?id=4');
  });

  it('in a browser (issue 18) the knowledge entry opens /medical even while locked, and says when there is none', async () => {
    const user = userEvent.setup();
    const questionsAction = vi.spyOn(appBridge, 'questionsAction');
    const fake = createQuestionBankFake({ unlocked: false });
    fake.questions[0] = { ...fake.questions[0], knowledgeId: 4 } as (typeof fake.questions)[number];
    const { router } = renderAnswering(`${TOPIC}&code=3`, fake);
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: '下一题' })); // question 2 links nothing
    await user.click(screen.getByRole('button', { name: '知识点' }));
    expect(await screen.findByText('本题暂无知识点')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '上一题' }));
    await user.click(screen.getByRole('button', { name: '知识点' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/medical'));
    expect(router.state.location.search).toBe('?id=4');
    expect(questionsAction).not.toHaveBeenCalled();
  });

  it('hides the knowledge entry for code 6 but keeps error correction', async () => {
    renderAnswering(`${TOPIC}&code=6`);
    await screen.findByRole('article');
    expect(screen.getByRole('button', { name: '纠错' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '知识点' })).not.toBeInTheDocument();
  });

  it('shows the note of name=note read-only with its question', async () => {
    const fake = createQuestionBankFake();
    fake.notes.set(3, '服务器上的笔记');
    renderAnswering('/subjectHomeWork?name=note&questionId=3&typeFlag=1&majorType=1&noteContent=%E5%BF%83%E7%94%B5%E5%9B%BE%E8%A6%81%E7%82%B9', fake);
    const note = await screen.findByRole('region', { name: '我的笔记' });
    expect(note).toHaveTextContent('心电图要点');
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '笔记' })).not.toBeInTheDocument();
  });

  it('a second answering link opens on its own questionId, not where the last one was left', async () => {
    const { router } = renderAnswering(`${TOPIC}&questionId=2`);
    expect(await screen.findByRole('article')).toHaveAttribute('data-question-key', '2');
    await act(() => router.navigate(`${TOPIC}&questionId=4`));
    await waitFor(() => expect(screen.getByRole('article')).toHaveAttribute('data-question-key', '4'));
  });

  it('shows a teacher the key and 试题详解 before any answer, and no 提交答案 (spec §2/§6)', async () => {
    renderAnswering(`${TOPIC}&questionId=8`, createQuestionBankFake(), undefined, { student: false });
    const article = await screen.findByRole('article');
    expect(article).toHaveAttribute('data-question-key', '8');
    expect(within(article).getByRole('region', { name: '试题详解' })).toBeInTheDocument();
    expect(within(article).getByText('正确答案：')).toBeInTheDocument();
    expect(within(article).queryByText('你的答案：')).not.toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: '提交答案' })).not.toBeInTheDocument();
    expect(within(article).getAllByRole('button').every((option) => (option as HTMLButtonElement).disabled)).toBe(true);
  });

  it('a student sees 试题详解 only after answering', async () => {
    const user = userEvent.setup();
    renderAnswering(TOPIC);
    const article = await screen.findByRole('article');
    expect(within(article).queryByRole('region', { name: '试题详解' })).not.toBeInTheDocument();
    await user.click(within(article).getByRole('button', { name: /^B / }));
    expect(within(article).getByRole('region', { name: '试题详解' })).toBeInTheDocument();
    expect(within(article).getByRole('status')).toHaveTextContent('回答正确');
  });

  it('ends a practice of already answered favourites without 提交答案: says how many are answered and goes back', async () => {
    const user = userEvent.setup();
    const fake = createQuestionBankFake();
    for (const id of [7, 8]) {
      fake.favorites.add(id);
      fake.answers.set(id, 'B');
    }
    const { router } = renderAnswering('/subjectHomeWork?name=collect&studyBankId=1&majorType=1&type=0&questionId=8', fake);
    const article = await screen.findByRole('article');
    expect(article).toHaveAttribute('data-question-key', '8');
    expect(screen.queryByRole('button', { name: '提交答案' })).not.toBeInTheDocument();
    const end = screen.getByRole('region', { name: '已经是最后一题了' });
    expect(end).toHaveTextContent('本次共 2 题，已答 2 题');
    await user.click(within(end).getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subjectCollect'));
  });
});
