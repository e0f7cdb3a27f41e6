import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { http, HttpResponse } from 'msw';
import { apiPath, createTestQueryClient, ok, setupMswServer, setupTestApi, systemHandlers } from '@medteach/api-client/testing';
import { RepoType, knowledgeAdminPaths } from '@medteach/contract';
import KnowledgeCategoryPage from './KnowledgeCategoryPage';

const ROWS = [
  { repoType: RepoType.ONSET_SITE, label: '腹部', itemCount: 3 },
  { repoType: RepoType.DEPARTMENT, label: '腹部', itemCount: 1 },
];
const calls: { method: string; url: string; body?: unknown }[] = [];

setupMswServer(
  ...systemHandlers(),
  http.get(apiPath(knowledgeAdminPaths.categoryList), () => HttpResponse.json({ code: 200, msg: '查询成功', total: ROWS.length, rows: ROWS })),
  http.put(apiPath(knowledgeAdminPaths.category), async ({ request }) => {
    calls.push({ method: 'PUT', url: request.url, body: await request.json() });
    return HttpResponse.json(ok({ itemCount: 3 }));
  }),
  http.delete(apiPath(`${knowledgeAdminPaths.category}/:repoType/:label`), ({ request }) => {
    calls.push({ method: 'DELETE', url: decodeURIComponent(new URL(request.url).pathname) });
    return HttpResponse.json(ok());
  }),
);
setupTestApi();

function renderPage() {
  calls.length = 0;
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ConfigProvider locale={zhCN}>
        <App>
          <KnowledgeCategoryPage />
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

const rowOf = async (type: string) => (await screen.findByText(type, { selector: 'td' })).closest('tr') as HTMLElement;

/** antd tables and dialogs on a busy 2-core machine. */
const SLOW = { timeout: 60_000 };
const confirmButton = () => screen.getAllByText(/确\s*定/, { selector: 'button span' }).at(-1) as HTMLElement;

describe('知识分类', () => {
  it('lists a label per repo type with its article count; 新增 is not offered (labels are typed on an article)', SLOW, async () => {
    renderPage();
    expect(within(await rowOf('发病部位')).getByText('3')).toBeInTheDocument();
    expect(within(await rowOf('就诊科室')).getByText('腹部')).toBeInTheDocument();
    expect(screen.queryByText(/新\s*增/)).toBeNull();
  });

  it('renames a label of one repo type, refusing a blank name', SLOW, async () => {
    renderPage();
    await userEvent.click(within(await rowOf('发病部位')).getByText('修改'));
    const input = await screen.findByLabelText('新名称');
    fireEvent.change(input, { target: { value: '' } });
    await userEvent.click(confirmButton());
    expect(await screen.findByText('新名称不能为空')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '腹腔' } });
    await userEvent.click(confirmButton());
    await waitFor(() => expect(calls).toEqual([expect.objectContaining({ method: 'PUT', body: { repoType: RepoType.ONSET_SITE, label: '腹部', newLabel: '腹腔' } })]));
  });

  it('deletes a label after a confirmation that says how many articles use it', SLOW, async () => {
    renderPage();
    await userEvent.click(within(await rowOf('发病部位')).getByText('删除'));
    expect(await screen.findByText('是否确认删除发病部位“腹部”？共 3 处知识使用，删除后将不再显示。')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(confirmButton());
    await waitFor(() => expect(calls).toEqual([{ method: 'DELETE', url: `/api${knowledgeAdminPaths.category}/${RepoType.ONSET_SITE}/腹部` }]));
  });
});
