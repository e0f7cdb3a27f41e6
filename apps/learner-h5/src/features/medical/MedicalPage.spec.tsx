import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { buildKnowledge, commerceHandlers, createTestQueryClient, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import type { KnowledgeItem } from '@medteach/contract';
import MedicalPage from './MedicalPage';

const server = setupMswServer();
setupTestApi();

async function show(item: KnowledgeItem) {
  server.use(...commerceHandlers({ knowledge: item }));
  const router = createMemoryRouter([{ path: '/medical', element: <MedicalPage /> }], { initialEntries: [`/medical?id=${item.id}`] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: item.title });
  return screen.queryAllByTestId('knowledge-line').map((l) => l.textContent);
}

describe('medical knowledge page', () => {
  it('disease (4): other names, onset site (7), department (8), introduction and sanitised detail sections', async () => {
    const lines = await show(buildKnowledge({ repoDetails: [{ repoTitle: '临床表现', content: '<p>右下腹痛</p><script>window.__kPwned=1</script>' }] }));
    expect(lines).toEqual(['别名：盲肠炎', '发病部位：腹部', '就诊科室：普通外科']);
    expect(screen.getByText('阑尾的急性炎症。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '临床表现' })).toBeInTheDocument();
    expect(screen.getByText('右下腹痛')).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
    expect(screen.queryByTestId('knowledge-video')).toBeNull();
  });

  it('prescription (2): prescription, insurance and other names', async () => {
    const lines = await show(buildKnowledge({ id: 1, title: '阿莫西林胶囊', type: 2, rxName: '处方药', insured: '甲类', otherName: '羟氨苄青霉素', repoCategories: [] }));
    expect(lines).toEqual(['处方类型：处方药', '医保类型：甲类', '别名：羟氨苄青霉素']);
  });

  it('video (11) shows the video; content only (12) shows neither lines nor introduction', async () => {
    await show(buildKnowledge({ id: 4, title: '心脏听诊操作', type: 11, videoUrl: '/file/commerce/heart-exam.mp4', repoCategories: [] }));
    expect(screen.getByTestId('knowledge-video')).toHaveAttribute('src', expect.stringContaining('/file/commerce/heart-exam.mp4'));
  });

  it('content only (12)', async () => {
    const lines = await show(buildKnowledge({ id: 5, title: '医学伦理基本原则', type: 12, introduction: '不应显示', otherName: '别名', repoCategories: [] }));
    expect(lines).toEqual([]);
    expect(screen.queryByText('不应显示')).toBeNull();
  });
});
