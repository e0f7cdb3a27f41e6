import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toast } from 'antd-mobile';
import { apiPath, createQuestionBankFake, ok, questionBankHandlers, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import { renderRoutes } from '@medteach/mobile-shell/testing';
import { errorReportPaths, type ErrorReportBody } from '@medteach/contract';
import ErrorReportPage from './ErrorReportPage';

const sent: ErrorReportBody[] = [];
const server = setupMswServer(
  ...questionBankHandlers(createQuestionBankFake()),
  http.post(apiPath(errorReportPaths.add), async ({ request }) => {
    sent.push((await request.json()) as ErrorReportBody);
    return HttpResponse.json(ok({ reportId: 9 }));
  }),
);
setupTestApi();
let toast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sent.length = 0;
  toast = vi.spyOn(Toast, 'show').mockReturnValue({ close: () => undefined });
});
afterEach(() => vi.restoreAllMocks());

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/subjectHomeWork', element: <p>answering</p> },
      { path: '/errorReport', element: <ErrorReportPage /> },
    ],
    '/subjectHomeWork?name=topic',
    path,
  );

describe('纠错 form (issue 18, browser)', () => {
  it('requires a type and a description of at least 5 characters, then sends the report and goes back', async () => {
    const user = userEvent.setup();
    renderAt('/errorReport?questionId=1');
    expect(await screen.findByTestId('error-report-stem')).not.toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择错误类型')).toBeInTheDocument();
    expect(screen.getByText('请描述错误内容')).toBeInTheDocument();
    expect(sent).toEqual([]);

    const types = screen.getByLabelText('错误类型');
    await user.click(within(types).getByText('答案有误'));
    await user.type(screen.getByPlaceholderText(/请具体描述题目中的错误/), '答案');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('错误描述至少5个字')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByPlaceholderText(/请具体描述题目中的错误/), '应为C，教材第3章');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await vi.waitFor(() => expect(sent).toEqual([{ questionId: 1, errorType: '答案有误', content: '答案应为C，教材第3章' }]));
    expect(await screen.findByText('answering')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: '提交成功，感谢您的反馈' }));
  });

  it('a refused report keeps the form as it is', async () => {
    const user = userEvent.setup();
    let refused = 0;
    server.use(
      http.post(apiPath(errorReportPaths.add), () => {
        refused += 1;
        return HttpResponse.json({ code: 403, msg: '该试题需解锁后才能纠错' });
      }),
    );
    renderAt('/errorReport?questionId=1');
    await user.click(within(await screen.findByLabelText('错误类型')).getByText('其他'));
    await user.type(screen.getByPlaceholderText(/请具体描述题目中的错误/), '题目描述不清楚');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await vi.waitFor(() => expect(refused).toBe(1));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '提交' })).not.toHaveClass('adm-button-loading'));
    expect(screen.getByPlaceholderText(/请具体描述题目中的错误/)).toHaveValue('题目描述不清楚');
    expect(screen.queryByText('answering')).toBeNull();
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ content: '提交成功，感谢您的反馈' }));
  });

  it('without a question id says where to come from', () => {
    renderAt('/errorReport');
    expect(screen.getByText('缺少试题编号，请从答题页进入纠错')).toBeInTheDocument();
  });
});
