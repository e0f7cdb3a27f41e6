import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@medteach/api-client';
import { buildDictData, createQuestionBankFake, questionBankHandlers, resetApiForTest, setupMswServer, systemHandlers } from '@medteach/api-client/testing';
import GroupQuestionPage from './GroupQuestionPage';

const server = setupMswServer();
beforeEach(() => resetApiForTest());

describe('智能组题 form', () => {
  it('names the question types from the cmtt_exam_type dictionary, as the answering screen does (spec §3)', async () => {
    server.use(
      ...questionBankHandlers(createQuestionBankFake()),
      ...systemHandlers({ dicts: { cmtt_exam_type: [buildDictData({ dictValue: '7', dictLabel: '填空(简答)' })] } }),
    );
    const router = createMemoryRouter([{ path: '/subjectGroupQuestion', element: <GroupQuestionPage /> }], {
      initialEntries: ['/subjectGroupQuestion?studyBankId=1&majorType=1'],
    });
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('填空(简答)')).toBeInTheDocument();
    expect(screen.queryByText('填空题')).not.toBeInTheDocument();
    // Types the dictionary does not rename keep their built-in label.
    expect(screen.getByText('X型题')).toBeInTheDocument();
  });
});
