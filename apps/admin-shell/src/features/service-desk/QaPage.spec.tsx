import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '@medteach/api-client';
import { apiPath, ok, setupMswServer, setupTestApi, systemHandlers } from '@medteach/api-client/testing';
import { chatAdminPaths, type ChatDirectoryRow, type ChatProblemRow } from '@medteach/contract';
import QaPage from './QaPage';

const DIRECTORY: ChatDirectoryRow = { id: 1, identify: 'YCSY', directoryName: '账号与登录', sort: 1, problemCount: 1 };
const PROBLEM: ChatProblemRow = { id: 3, pid: 1, directoryName: '账号与登录', identify: 'YCSY', problem: '忘记密码怎么办？', answer: '请在登录页选择验证码登录。', sort: 0 };
const posted: unknown[] = [];
const tableOf = <T,>(rows: T[]) => HttpResponse.json({ code: 200, msg: '查询成功', total: rows.length, rows });

setupMswServer(
  ...systemHandlers(),
  http.get(apiPath(chatAdminPaths.directoryList), () => tableOf([DIRECTORY])),
  http.get(apiPath(chatAdminPaths.problemList), () => tableOf([PROBLEM])),
  http.post(apiPath(chatAdminPaths.directory), async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json(ok({ id: 2 }));
  }),
);
setupTestApi();
const SLOW = { timeout: 15_000 };

describe('问答管理', () => {
  it('lists the businesses and their questions, and adds a business on the learner line by default', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <App>
          <QaPage />
        </App>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('忘记密码怎么办？', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('账号与登录').length).toBeGreaterThan(0);

    await user.click(screen.getAllByRole('button', { name: /新\s*增/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: '添加业务' }, SLOW);
    expect(within(dialog).getByLabelText('客服线路')).toHaveValue('YCSY');
    await user.type(within(dialog).getByLabelText('业务名称'), '证书与发票');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(posted).toEqual([{ identify: 'YCSY', directoryName: '证书与发票', sort: 0 }]), SLOW);
  }, 30_000);
});
