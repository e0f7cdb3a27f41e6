import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '@medteach/api-client';
import { apiPath, ok, setupMswServer, setupTestApi, systemHandlers } from '@medteach/api-client/testing';
import { errorReportPaths, type ErrorReportRow } from '@medteach/contract';
import ErrorReportsPage from './ErrorReportsPage';

const row = (over: Partial<ErrorReportRow>): ErrorReportRow => ({
  reportId: 1,
  questionId: 11,
  questionContent: '<p>男，45岁，<b>胸痛</b>2小时</p>',
  errorType: '答案有误',
  content: '正确答案应为C',
  userId: 101,
  studentName: '王小明',
  status: 0,
  createTime: '2026-11-25 10:00:00',
  handleTime: null,
  handleBy: '',
  ...over,
});
let rows: ErrorReportRow[];
const handled: string[] = [];
const listQueries: URLSearchParams[] = [];

setupMswServer(
  ...systemHandlers(),
  http.get(apiPath(errorReportPaths.list), ({ request }) => {
    const query = new URL(request.url).searchParams;
    listQueries.push(query);
    const status = query.get('status');
    const shown = status === null ? rows : rows.filter((r) => String(r.status) === status);
    return HttpResponse.json({ code: 200, msg: '查询成功', total: shown.length, rows: shown });
  }),
  http.put(apiPath(`${errorReportPaths.handle}/:ids`), ({ params }) => {
    handled.push(String(params.ids));
    rows = rows.map((r) => (String(r.reportId) === params.ids ? { ...r, status: 1, handleBy: 'admin' } : r));
    return HttpResponse.json(ok());
  }),
);
setupTestApi();
beforeEach(() => {
  handled.length = 0;
  listQueries.length = 0;
  rows = [row({}), row({ reportId: 2, questionId: 12, questionContent: '', errorType: '错别字', content: '错字', status: 1, handleBy: 'admin' })];
});

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <App>
        <ErrorReportsPage />
      </App>
    </QueryClientProvider>,
  );

describe('纠错反馈 page', () => {
  it('lists reports with the stem as text, the student, time and status; a deleted question says so', async () => {
    renderPage();
    expect(await screen.findByText('11. 男，45岁，胸痛2小时')).toBeInTheDocument();
    expect(screen.getByText('12 （试题已删除）')).toBeInTheDocument();
    expect(screen.getAllByText('王小明', { selector: 'td' })).toHaveLength(2);
    const pending = screen.getByText('男，45岁，胸痛2小时', { exact: false }).closest('tr')!;
    expect(within(pending).getByText('待处理')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: '预览' })).toBeInTheDocument();
    const done = screen.getByText('12 （试题已删除）').closest('tr')!;
    expect(within(done).getByText('已处理')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: '标记已处理' })).toBeNull();
  }, 40_000);

  it('标记已处理 asks first, then marks the report and the list shows it handled', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const pending = (await screen.findByText('11. 男，45岁，胸痛2小时')).closest('tr')!;
    await user.click(within(pending).getByRole('button', { name: '标记已处理' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确认将这条纠错反馈标记为已处理？')).toBeInTheDocument();
    expect(handled).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(handled).toEqual(['1']));
    await waitFor(() => expect(within(screen.getByText('11. 男，45岁，胸痛2小时').closest('tr')!).getByText('已处理')).toBeInTheDocument());
  }, 40_000);
});
