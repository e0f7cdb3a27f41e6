import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@medteach/api-client';
import { apiPath, buildPaperRecord, createQuestionBankFake, questionBankHandlers, resetApiForTest, setupMswServer, type RecordingNotifier } from '@medteach/api-client/testing';
import { http, HttpResponse } from 'msw';
import { questionBankBasePaths, questionBankPaths } from '@medteach/contract';
import TestCreationPage from './TestCreationPage';

const server = setupMswServer();
let notifier: RecordingNotifier;
beforeEach(() => {
  notifier = resetApiForTest().notifier;
});

function renderRecords(papers: number) {
  const fake = createQuestionBankFake();
  for (let i = papers; i >= 1; i -= 1) fake.papers.push({ ...buildPaperRecord({ studyPaperId: i, title: `组卷${i}`, questionNum: 20 }), questionIds: [], userAnswers: new Map() });
  fake.papers.reverse();
  server.use(...questionBankHandlers(fake));
  const router = createMemoryRouter(
    [
      { path: '/subjectTestCreation', element: <TestCreationPage /> },
      { path: '/subjectHomeWork', element: <p>answering</p> },
    ],
    { initialEntries: ['/subjectTestCreation?studyBankId=1&majorType=1'] },
  );
  const client = createQueryClient({ retry: false });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fake, router, client };
}

describe('组题记录', () => {
  it('shows answerNum/questionNum and opens a paper with typeFlag 5 and name testCreation', async () => {
    const user = userEvent.setup();
    const { router } = renderRecords(2);
    expect(await screen.findByText('组卷1')).toBeInTheDocument();
    expect(screen.getAllByLabelText('已答0题，共20题')).toHaveLength(2);
    await user.click(screen.getByText('组卷2'));
    await screen.findByText('answering');
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toMatchObject({ studyPaperId: '2', studyBankId: '1', typeFlag: '5', name: 'testCreation' });
  });

  it('deletes a record only after 确定要删除吗 ? is confirmed', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { fake } = renderRecords(2);
    await screen.findByText('组卷1');
    const row = screen.getByText('组卷1').closest('.adm-swipe-action') as HTMLElement;

    await user.click(within(row).getByRole('button', { name: '删除', hidden: true }));
    expect(await screen.findByText('确定要删除吗 ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(fake.papers).toHaveLength(2);

    await user.click(within(row).getByRole('button', { name: '删除', hidden: true }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('组卷1')).not.toBeInTheDocument());
    expect(fake.papers.map((p) => p.studyPaperId)).toEqual([2]);
  });

  it('asks for pages of 15', async () => {
    const pages: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/studyPaper/page')) pages.push(new URL(request.url).search);
    });
    renderRecords(20);
    expect(await screen.findByText('组卷15')).toBeInTheDocument();
    expect(screen.queryByText('组卷16')).not.toBeInTheDocument();
    expect(new URLSearchParams(pages[0]).get('pageSize')).toBe('15');
    server.events.removeAllListeners();
  });

  it('a refused page or delete shows no message (spec §7): the list offers 重试, a refused delete keeps the row', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    let refuse = true;
    const refused = () => HttpResponse.json({ code: 500, msg: '服务异常' });
    const { fake, client } = renderRecords(2);
    server.use(
      http.get(apiPath(questionBankPaths.paperPage), () => (refuse ? refused() : undefined)),
      http.delete(apiPath(questionBankBasePaths.paperDelete), refused),
    );
    await user.click(await screen.findByRole('button', { name: '重试' }));
    // Not yet: still refused, still quiet.
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('组卷1')).toBeInTheDocument();

    const row = screen.getByText('组卷1').closest('.adm-swipe-action') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '删除', hidden: true }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    // The delete was refused (the mutation settled in error), and nothing changed.
    await waitFor(() => expect(client.getMutationCache().getAll().at(-1)?.state.status).toBe('error'));
    expect(fake.papers).toHaveLength(2);
    expect(screen.getByText('组卷1')).toBeInTheDocument();
    expect(notifier.calls).toEqual([]);
  });
});
