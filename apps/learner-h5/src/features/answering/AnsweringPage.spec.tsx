import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '@medteach/api-client';
import { apiPath, createQuestionBankFake, questionBankHandlers, resetApiForTest, setupMswServer } from '@medteach/api-client/testing';
import { questionBankPaths } from '@medteach/contract';
import { appBridge } from '../../app/bridge';
import { answerOutbox } from './answering-queries';
import AnsweringPage from './AnsweringPage';

const server = setupMswServer();
beforeEach(() => {
  resetApiForTest();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

const TOPIC = '/subjectHomeWork?name=topic&studyBankId=1&categoryId=11&categoryIds=%5B11%5D&majorType=1&isUnlock=false&skillId=1&skillName=%E4%B8%B4%E5%BA%8A&skillIntegral=100&productInfoId=7';

function renderAnswering(path: string, fake = createQuestionBankFake()) {
  server.use(...questionBankHandlers(fake));
  const router = createMemoryRouter(
    [
      { path: '/subjectHomeWork', element: <AnsweringPage /> },
      { path: '/subject', element: <p>subject home</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fake, router };
}

describe('answering screen', () => {
  it('answers on tap, then favourites and unfavourites with 已收藏 / 取消收藏', async () => {
    const user = userEvent.setup();
    const { fake } = renderAnswering(TOPIC);
    await user.click(await screen.findByRole('button', { name: /^B / }));
    await waitFor(() => expect(fake.answers.get(1)).toBe('B'));
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

  it('a refused favourite changes nothing and shows nothing (spec §8)', async () => {
    const user = userEvent.setup();
    renderAnswering(TOPIC);
    await screen.findByRole('article');
    server.use(http.post(apiPath(questionBankPaths.resourceAdd), () => HttpResponse.json({ code: 500, msg: '服务器错误' })));
    await user.click(screen.getByRole('button', { name: '收藏' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(screen.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('已收藏')).not.toBeInTheDocument();
    expect(screen.queryByText('服务器错误')).not.toBeInTheDocument();
  });

  it('hits the lock at question 6 and asks native to buy the skill', async () => {
    const user = userEvent.setup();
    const buy = vi.spyOn(appBridge, 'buyFirstStaionAction');
    renderAnswering(TOPIC, createQuestionBankFake({ unlocked: false }));
    await screen.findByRole('article');
    for (let i = 0; i < 5; i += 1) await user.click(screen.getByRole('button', { name: '下一题' }));
    expect(screen.getByRole('article')).toHaveAccessibleName(/^第5题/);
    expect(buy).toHaveBeenCalledWith({ skillId: 1, skillName: '临床', skillIntegral: 100, productInfoId: 7 });
  });

  it('keeps an answer that could not be delivered and sends it once the network is back', async () => {
    const user = userEvent.setup();
    const { fake } = renderAnswering(TOPIC);
    await screen.findByRole('article');
    server.use(http.post(apiPath(questionBankPaths.answerAdd), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: /^A / }));
    await waitFor(() => expect(answerOutbox.pending()).toHaveLength(1));
    // The answer stays on screen: it is not lost, only late.
    expect(screen.getByRole('button', { name: /^A / })).toHaveAttribute('data-state', 'wrong-picked');

    server.resetHandlers(...questionBankHandlers(fake));
    await answerOutbox.flush();
    expect(fake.answers.get(1)).toBe('A');
    expect(answerOutbox.pending()).toHaveLength(0);
  });

  it('goes back to the screen named in name', async () => {
    const user = userEvent.setup();
    const { router } = renderAnswering('/subjectHomeWork?name=topic&majorType=1&categoryId=11&studyBankId=1');
    await screen.findByRole('article');
    await user.click(document.querySelector('.adm-nav-bar-back') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/subject'));
    expect(router.state.location.search).toBe('?majorType=1');
  });

  it('says composition is in progress while a composed paper loads', async () => {
    renderAnswering('/subjectHomeWork?name=groupQuestion&studyPaperId=3&typeFlag=5&majorType=1');
    // Registered after the fake, so it wins: the paper never arrives.
    server.use(http.get(apiPath(`${questionBankPaths.paperById}/:id`), () => new Promise(() => undefined)));
    expect(await screen.findByText('智能组题中，请稍候...')).toBeInTheDocument();
  });
});
