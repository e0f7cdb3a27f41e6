import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '@medteach/api-client';
import { apiPath, buildQuestion, ok, resetApiForTest, setupMswServer } from '@medteach/api-client/testing';
import { questionBankBasePaths, questionBankPaths, type StudyBankCategory } from '@medteach/contract';
import ErrorCorrectionPage from './ErrorCorrectionPage';

const category = (id: number, name: string, count: number, parent: [number, string]): StudyBankCategory => ({
  id,
  categoryId: id,
  label: name,
  categoryName: name,
  totalNum: count,
  parentCategoryId: parent[0],
  parentCategoryName: parent[1],
});
const counts = [category(2, '呼吸系统疾病', 2, [1, '内科学']), category(3, '循环系统疾病', 1, [1, '内科学']), category(6, '普通外科', 1, [5, '外科学'])];
/** Wrong questions per sub-category. */
const wrongByCategory: Record<number, number[]> = { 2: [21, 22], 3: [31], 6: [61] };

const server = setupMswServer();
const sheetBodies: { categoryIds: number[]; type: number }[] = [];
beforeEach(() => {
  resetApiForTest();
  sheetBodies.length = 0;
  server.use(
    http.get(apiPath(questionBankBasePaths.recordByCategory), () => HttpResponse.json(ok(counts))),
    http.post(apiPath(questionBankPaths.getQuestions), async ({ request }) => {
      const body = (await request.json()) as { categoryIds: number[]; type: number };
      const ids = body.type === 1 ? body.categoryIds.flatMap((id) => wrongByCategory[id] ?? []) : [];
      return HttpResponse.json(ok(ids.map((id) => buildQuestion({ id, questionId: id, content: `<p>错题${id}的题干</p><p>第二行</p>` }))));
    }),
    http.post(apiPath(questionBankPaths.answerSheet), async ({ request }) => {
      const body = (await request.json()) as { categoryIds: number[]; type: number };
      sheetBodies.push(body);
      const ids = body.categoryIds.flatMap((id) => wrongByCategory[id] ?? []);
      return HttpResponse.json(ok({ paperName: '答题卡', finishCount: ids.length, score: 0, questionList: ids.map((questionId) => ({ questionId, isRight: 0 })) }));
    }),
  );
});

function renderPage(path = '/subjectErrorCorrection?studyBankId=1&majorType=1&type=1') {
  const router = createMemoryRouter(
    [
      { path: '/subjectErrorCorrection', element: <ErrorCorrectionPage /> },
      { path: '/subjectHomeWork', element: <p>answering</p> },
      { path: '/subject', element: <p>bank home</p> },
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

describe('错题 list', () => {
  it('tabs per parent category, numbered questions, and the filter popup narrows them', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPage();
    expect(await screen.findByRole('tab', { name: '外科学' })).toBeInTheDocument();
    expect(await screen.findByText('共3题')).toBeInTheDocument();
    expect(sheetBodies.at(-1)).toMatchObject({ categoryIds: [2, 3], type: 1 });

    await user.click(screen.getByRole('button', { name: '筛选' }));
    expect(screen.getByText('(2)')).toBeInTheDocument();
    await user.click(screen.getByText('循环系统疾病'));
    expect(screen.getByRole('checkbox', { name: '全部' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '完成' }));
    expect(await screen.findByText('共2题')).toBeInTheDocument();
    expect(sheetBodies.at(-1)).toMatchObject({ categoryIds: [2] });

    // 重置 clears every tick: nothing is chosen, so the list is empty.
    await user.click(screen.getByRole('button', { name: '筛选' }));
    await user.click(screen.getByRole('button', { name: '重置' }));
    await user.click(screen.getByRole('button', { name: '完成' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('opens the answering screen with categoryIds, typeFlag 2, setUpTypes 1, type 1 and name errorCorrection', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByText('共3题');
    await user.click(screen.getByRole('button', { name: /^第2题/ }));
    await screen.findByText('answering');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subjectHomeWork'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      name: 'errorCorrection',
      categoryIds: '[2,3]',
      typeFlag: '2',
      setUpTypes: '1',
      type: '1',
      questionId: '22',
      studyBankId: '1',
    });
  });

  it('rows read the stem\'s first line, and 开始练习 practises the whole choice (as 收藏)', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    expect(await screen.findByRole('button', { name: /^第1题，答错\s*错题21的题干$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^第3题，答错\s*错题31的题干$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '开始练习' }));
    await screen.findByText('answering');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      name: 'errorCorrection',
      categoryIds: '[2,3]',
      majorType: '1',
      typeFlag: '2',
      setUpTypes: '1',
      type: '1',
      studyBankId: '1',
    });
  });

  it('honours categoryIds: a deep link opens on that tab with only those categories (spec §2)', async () => {
    renderPage(`/subjectErrorCorrection?studyBankId=1&majorType=1&type=1&categoryIds=${encodeURIComponent('[6]')}`);
    expect(await screen.findByText('共1题')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '外科学', selected: true })).toBeInTheDocument();
    expect(sheetBodies.at(-1)).toMatchObject({ categoryIds: [6], type: 1 });
  });

  it('a narrowed choice stays in the query, and back goes to the bank home of the same bank', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const router = renderPage(`/subjectErrorCorrection?studyBankId=1&majorType=1&type=1&categoryIds=${encodeURIComponent('[3]')}`);
    expect(await screen.findByText('共1题')).toBeInTheDocument();
    expect(sheetBodies.at(-1)).toMatchObject({ categoryIds: [3] });
    await user.click(screen.getByRole('button', { name: '筛选' }));
    await user.click(screen.getByText('呼吸系统疾病'));
    await user.click(screen.getByRole('button', { name: '完成' }));
    expect(await screen.findByText('共3题')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('categoryIds')).toBe('[2,3]');
    await user.click(document.querySelector('.adm-nav-bar-back') as HTMLElement);
    await screen.findByText('bank home');
    expect(router.state.location.search).toBe('?majorType=1&studyBankId=1');
  });
});
