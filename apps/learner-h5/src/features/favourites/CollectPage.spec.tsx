import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '@medteach/api-client';
import { apiPath, buildQuestion, ok, resetApiForTest, setupMswServer } from '@medteach/api-client/testing';
import { questionBankBasePaths, questionBankPaths, type StudyBankCategory } from '@medteach/contract';
import CollectPage from './CollectPage';

const category = (id: number, name: string, parent: [number, string]): StudyBankCategory => ({
  id,
  categoryId: id,
  label: name,
  categoryName: name,
  totalNum: 1,
  parentCategoryId: parent[0],
  parentCategoryName: parent[1],
});
const counts = [category(2, '呼吸系统疾病', [1, '内科学']), category(6, '普通外科', [5, '外科学'])];
/** Favourites of 呼吸系统疾病: one right, one wrong, one not answered yet. */
const favourites = [
  { questionId: 21, isRight: 1 },
  { questionId: 22, isRight: 0 },
  { questionId: 23, isRight: null },
];

const server = setupMswServer();
const countQueries: string[] = [];
const sheetBodies: Record<string, unknown>[] = [];
beforeEach(() => {
  resetApiForTest();
  countQueries.length = 0;
  sheetBodies.length = 0;
  server.use(
    http.get(apiPath(questionBankBasePaths.recordByCategory), ({ request }) => {
      countQueries.push(new URL(request.url).searchParams.get('type') ?? '');
      return HttpResponse.json(ok(counts));
    }),
    // The stems come from the favourite list itself (type 0), the call the answering screen makes too.
    http.post(apiPath(questionBankPaths.getQuestions), async ({ request }) => {
      const body = (await request.json()) as { categoryIds: number[]; type: number };
      const list = body.type === 0 && body.categoryIds.includes(2) ? favourites : [];
      return HttpResponse.json(ok(list.map((f) => buildQuestion({ id: f.questionId, questionId: f.questionId, content: `<p>收藏题${f.questionId}题干</p><p>第二行</p>` }))));
    }),
    http.post(apiPath(questionBankPaths.answerSheet), async ({ request }) => {
      const body = (await request.json()) as { categoryIds: number[] };
      sheetBodies.push(body);
      const list = body.categoryIds.includes(2) ? favourites : [];
      return HttpResponse.json(ok({ paperName: '答题卡', finishCount: 2, score: 50, questionList: list }));
    }),
  );
});

function renderPage(path = '/subjectCollect?studyBankId=1&majorType=1&type=0') {
  const router = createMemoryRouter(
    [
      { path: '/subjectCollect', element: <CollectPage /> },
      { path: '/subjectHomeWork', element: <p>answering</p> },
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
const practiceQuery = (router: ReturnType<typeof renderPage>) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('收藏 list', () => {
  it('asks for favourites (type 0, isFavorite 1) and colours each by its practice result', async () => {
    renderPage();
    expect(await screen.findByText('共3题')).toBeInTheDocument();
    expect(countQueries).toEqual(['0']);
    expect(sheetBodies.at(-1)).toMatchObject({ categoryIds: [2], isFavorite: 1, studyBankId: 1, majorType: 1 });
    expect(sheetBodies.at(-1)).not.toHaveProperty('type');
    expect(screen.getByRole('button', { name: /^第1题/ })).toHaveAttribute('data-status', 'right');
    expect(screen.getByRole('button', { name: /^第2题/ })).toHaveAttribute('data-status', 'wrong');
    expect(screen.getByRole('button', { name: /^第3题/ })).toHaveAttribute('data-status', 'unanswered');
    // Each row reads its stem's first line.
    expect(await screen.findByRole('button', { name: /^第2题，答错\s*收藏题22题干$/ })).toBeInTheDocument();
  });

  it('开始练习 practises the whole tab as name collect, type 0, from its first question', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByText('共3题');
    await user.click(screen.getByRole('button', { name: '开始练习' }));
    await screen.findByText('answering');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subjectHomeWork'));
    const query = practiceQuery(router);
    expect(query).toEqual({ name: 'collect', categoryIds: '[2]', majorType: '1', type: '0', studyBankId: '1' });
  });

  it('a tapped question opens on that question; 开始练习 is off on a tab without favourites', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByText('共3题');
    await user.click(screen.getByRole('tab', { name: '外科学' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开始练习' })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: '内科学' }));
    await user.click(await screen.findByRole('button', { name: /^第2题/ }));
    await screen.findByText('answering');
    expect(practiceQuery(router)).toMatchObject({ name: 'collect', questionId: '22', categoryIds: '[2]' });
  });

  it('honours categoryIds: a parent category id opens on its tab (spec §2 pre-filtered link)', async () => {
    renderPage(`/subjectCollect?studyBankId=1&majorType=1&type=0&categoryIds=${encodeURIComponent('[5]')}`);
    expect(await screen.findByRole('tab', { name: '外科学', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(sheetBodies.at(-1)).toMatchObject({ categoryIds: [6], isFavorite: 1 }));
    expect(sheetBodies.some((b) => (b.categoryIds as number[]).includes(2))).toBe(false);
  });
});
